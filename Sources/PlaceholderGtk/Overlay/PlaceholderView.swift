internal import CGtk
import GtkKit
import PlaceholderCore

/// The stock placeholder layout: image or spinner, title, detail and button
/// in a centred column, in the style of libadwaita's status page.
///
/// `PlaceholderSlot` shows one over a list; the demo's gallery shows them on
/// their own. Elements without content are hidden (an empty title takes no
/// space), and bad input falls back with one warning: a missing or
/// unreadable image file shows `image-missing-symbolic`; invalid Pango
/// markup in the detail is shown literally. An image file is loaded with
/// as many pixels as the screen shows it at (`PlaceholderImage.file`).
@MainActor
public final class PlaceholderView {
  /// The column widget, for putting the view in a window or box.
  public let widget: Widget
  /// The column, as the box it is.
  private let column: Box
  /// What the view shows now.
  public private(set) var content: PlaceholderContent
  /// Called when the button is clicked or activated from the keyboard.
  public var actionHandler: (@MainActor () -> Void)?

  /// The image (hidden while the spinner shows or without an image).
  public let image: Image
  /// The spinner of the loading variant.
  public let spinner: Spinner
  /// What spins in the spinner's place inside a toolkit that has its own
  /// (libadwaita's AdwSpinner, `PlaceholderToolkitParts`); nil for GTK's.
  let busyIndicator: Widget?
  /// The title label.
  public let title: Label
  /// The detail label.
  public let detail: Label
  /// The button.
  public let button: Button
  /// The detail as plain text (markup removed), for the accessible description.
  private(set) var detailPlainText: String?
  /// What the image currently shows, to skip reloading an unchanged file.
  private(set) var shownImage: PlaceholderImage?
  /// The resolution the shown file was loaded at: with `shownImage`, the
  /// key that skips reloading a file unless the scale or icon size changed.
  /// Nil unless a file shows.
  var shownResolution: ImageFileResolution?
  /// Waits for the next frame to check the file's resolution, while a
  /// check is due (`checkFileResolutionAfterLayout`).
  var resolutionCheck: SignalConnection?
  /// The side margin on the title, detail and button; nil while the
  /// stylesheet's padding applies (`PlaceholderSideMargins.stylesheet`).
  public private(set) var sideMargin: Int?
  /// What shows that the content is busy, as last applied.
  private(set) var busySign = PlaceholderBusySign.none
  /// Follows the desktop's animation setting while the view lives.
  private var animationsSetting: SignalConnection?

  /// The icon shown when an image file cannot be loaded.
  public static let fallbackIconName = "image-missing-symbolic"

  /// Creates a view showing `content`.
  public init(content: PlaceholderContent = PlaceholderContent()) {
    column = Box(orientation: .vertical)
    widget = column
    // The image is decoration (the title says what it means).
    image = Image.decorative()
    spinner = Spinner(isSpinning: false)
    busyIndicator = PlaceholderToolkitParts.makeBusyIndicator?()
    title = Label()
    detail = Label()
    button = Button.blank()
    self.content = content

    if let display = widget.display { PlaceholderStyles.install(on: display) }
    widget.addLibraryCSSClass("placeholder-body")
    widget.verticalAlignment = .center
    widget.horizontalAlignment = .fill
    for (part, cssClass) in [
      (image, "placeholder-image"), (spinner, "placeholder-spinner"), (title, "placeholder-title"),
      (detail, "placeholder-detail"), (button, "placeholder-button"),
    ] {
      part.addLibraryCSSClass(cssClass)
      part.horizontalAlignment = .center
      column.append(part)
    }
    if let busyIndicator {
      busyIndicator.addLibraryCSSClass("placeholder-spinner")
      busyIndicator.horizontalAlignment = .center
      busyIndicator.isFocusable = false
      busyIndicator.insert(into: column, after: spinner)
    }
    for label in [title, detail] {
      label.wrapAnywhere()
      label.justification = .center
      label.xAlign = 0.5
      label.maxWidthCharacters = label === title ? 36 : 52
    }
    // A title longer than four lines is cut with an ellipsis; its full text
    // stays the group's accessible name.
    title.maxLines = 4
    title.ellipsizes = true
    detail.isSelectable = false
    spinner.isFocusable = false

    Signals.connect(button.gtkWidget, "clicked") { [weak self] in self?.actionHandler?() }
    followImageResolution()
    // Turning animations off stops the spinner: a still icon takes over.
    animationsSetting = widget.onAnimationsSettingChanged { [weak self] in
      guard let self else { return }
      apply(self.content, force: true)
    }
    apply(content, force: true)
  }

  /// Shows other content; only what changed is touched.
  public func update(_ content: PlaceholderContent) {
    apply(content, force: false)
  }

  /// Whether the compact variant shows (smaller image and type), for small
  /// containers. Sets the `compact` CSS class.
  public var isCompact: Bool {
    get { widget.hasCSSClass("compact") }
    set {
      newValue ? widget.addCSSClass("compact") : widget.removeCSSClass("compact")
      checkFileResolutionAfterLayout()
    }
  }

  private func apply(_ new: PlaceholderContent, force: Bool) {
    let old = content
    content = new
    column.spacing = Int(PlaceholderGeometry.pixels(max(new.appearance.spacing, 0)))
    let sign = PlaceholderBusySign.forContent(new, animationsEnabled: animationsEnabled)
    let picture: PlaceholderImage
    switch sign {
    case .none: picture = new.image
    case .spinner: picture = .none
    case .stillIcon(let name): picture = .icon(name)
    }
    if force || shownImage != picture { applyImage(picture) }
    busySign = sign
    if force || old.imageAnimation != new.imageAnimation {
      for animation in ImageAnimation.allCases where animation != .none {
        image.removeCSSClass("placeholder-\(animation.rawValue)")
      }
      if new.imageAnimation != .none { image.addCSSClass("placeholder-\(new.imageAnimation.rawValue)") }
    }
    busyIndicator?.isVisible = sign == .spinner
    spinner.isVisible = sign == .spinner && busyIndicator == nil
    if spinner.isVisible {
      spinner.isSpinning = true
    } else {
      spinner.isSpinning = false
    }
    if force || old.visibleTitle != new.visibleTitle {
      title.text = new.visibleTitle ?? ""
      title.isVisible = new.visibleTitle != nil
    }
    if force || old.visibleDetail != new.visibleDetail { applyDetail(new.visibleDetail) }
    if force || old.visibleButton != new.visibleButton { applyButton(new.visibleButton) }
    isLoading = new.showsSpinner
  }

  /// Puts `margin` on both sides of the title, detail and button, in place
  /// of the stylesheet's side padding (class `own-side-margins`); nil
  /// gives the stylesheet's padding back. A `PlaceholderSlot` calls this
  /// as its width changes; the decision is `PlaceholderGeometry.sideMargin`.
  func applySideMargin(_ margin: Int?) {
    guard margin != sideMargin else { return }
    sideMargin = margin
    if margin != nil { widget.addCSSClass("own-side-margins") } else { widget.removeCSSClass("own-side-margins") }
    for part in [title, detail, button] {
      part.setHorizontalMargins(margin ?? 0)
    }
  }

  /// Whether the desktop allows animations (`gtk-enable-animations`).
  private var animationsEnabled: Bool { widget.animationsEnabled }

  /// Whether the loading variant shows (`loading` CSS class, busy state).
  private var isLoading: Bool {
    get { widget.hasCSSClass("loading") }
    set {
      newValue ? widget.addCSSClass("loading") : widget.removeCSSClass("loading")
      widget.setAccessibleState(GTK_ACCESSIBLE_STATE_BUSY, newValue)
    }
  }

  private func applyImage(_ picture: PlaceholderImage) {
    shownImage = picture
    shownResolution = nil
    switch picture {
    case .none:
      image.clear()
      image.isVisible = false
    case .icon(let name):
      image.iconName = name.isEmpty ? nil : name
      image.isVisible = !name.isEmpty
    case .file(let path):
      showFile(path)
    }
  }

  private func applyDetail(_ text: PlaceholderText?) {
    detail.isVisible = text != nil
    if let text {
      detailPlainText = showPlaceholderText(text, on: detail)
    } else {
      detail.text = ""
      detailPlainText = nil
    }
  }

  private func applyButton(_ model: PlaceholderButton?) {
    button.isVisible = model != nil
    button.label = model?.title ?? ""
    for style in PlaceholderButton.Style.allCases {
      for cssClass in Self.cssClasses(for: style) { button.removeCSSClass(cssClass) }
    }
    if let model {
      for cssClass in Self.cssClasses(for: model.style) { button.addCSSClass(cssClass) }
      AccessibleAttributes.setStrings(button.gtkWidget, [(GTK_ACCESSIBLE_PROPERTY_LABEL, model.title)])
    }
  }

  /// The CSS classes of a button style: GTK's own style classes, with the
  /// rounded `pill` shape for the coloured ones, as GNOME's status pages do.
  static func cssClasses(for style: PlaceholderButton.Style) -> [String] {
    switch style {
    case .standard: []
    case .pill: ["pill"]
    case .suggested: ["suggested-action", "pill"]
    case .destructive: ["destructive-action", "pill"]
    case .flat: ["flat"]
    case .link: ["link"]
    }
  }
}
