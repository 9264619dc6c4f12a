internal import CGtk
import GtkKit
import PlaceholderCore

/// The image file of a `.file(path:)` placeholder, loaded at the
/// resolution it is shown at (`ImageFileResolution`): the image's icon size
/// times the widget's scale factor, so that it stays sharp at scale 2. It
/// is loaded again when either changes: the window moves to a screen of
/// another scale (`notify::scale-factor`), the view turns compact, or the
/// app sets the image's pixel size.
extension PlaceholderView {
  /// Shows the file at `path`, or `fallbackIconName` with one warning.
  func showFile(_ path: String) {
    image.isVisible = true
    let resolution = currentFileResolution
    shownResolution = resolution
    switch ImageFileTexture.load(path, sizing: resolution.pixelSize) {
    case .success(let texture):
      image.setTexture(texture)
    case .failure(let error):
      Diagnostics.warnOnce(
        key: "image:\(path)",
        "placeholder image '\(path)' could not be loaded (\(error.reason)); showing \(Self.fallbackIconName)")
      image.iconName = Self.fallbackIconName
    }
  }

  /// Loads the shown file again if the scale or the icon size changed
  /// since it was loaded; otherwise does nothing.
  func reloadFileIfResolutionChanged() {
    guard case .file(let path) = shownImage, currentFileResolution != shownResolution else { return }
    showFile(path)
  }

  /// The resolution a file would be loaded at now. The icon size is the
  /// image's pixel size when the app set one, else what GTK measures: the
  /// stylesheet's `-gtk-icon-size` (128 px, 64 px compact). A visible
  /// GtkImage measures its icon size whatever it shows.
  var currentFileResolution: ImageFileResolution {
    let scale = image.scaleFactor
    if image.pixelSize > 0 { return ImageFileResolution(logicalSize: image.pixelSize, scale: scale) }
    return ImageFileResolution(
      logicalSize: image.measure(.horizontal).natural - image.horizontalMargins, scale: scale)
  }

  /// Checks the file's resolution once GTK has laid out the next frame:
  /// a new CSS class (`compact`, a new parent's) restyles the image only
  /// then, and until then GTK measures the old icon size. Before the view
  /// is on screen there is no frame to wait for, and it checks at once.
  func checkFileResolutionAfterLayout() {
    guard case .file = shownImage, resolutionCheck == nil else { return }
    guard let clock = image.frameClock else {
      reloadFileIfResolutionChanged()
      return
    }
    resolutionCheck = clock.onAfterPaint { [weak self] in
      guard let self else { return }
      resolutionCheck?.cancel()
      resolutionCheck = nil
      reloadFileIfResolutionChanged()
    }
    image.queueDraw()
  }

  /// Reloads the file when the scale or the pixel size changes (both read
  /// at once), and after the image comes on screen (the styles of its new
  /// ancestors, such as a slot's `compact`, apply from the next frame).
  func followImageResolution() {
    for property in ["scale-factor", "pixel-size"] {
      Signals.connectPointer(image.gtkWidget, "notify::\(property)") { [weak self] _ in
        self?.reloadFileIfResolutionChanged()
      }
    }
    Signals.connect(image.gtkWidget, "map") { [weak self] in self?.checkFileResolutionAfterLayout() }
  }
}
