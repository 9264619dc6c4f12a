/// How many pixels to load a placeholder's image file at, so that it is
/// sharp on the screen it is drawn on.
///
/// GTK draws the picture fitted into a square of the image's icon size
/// (`logicalSize`: the stylesheet's 128 px, 64 px compact, or the image's
/// pixel size), and a display with `scale` 2 has two device pixels per
/// logical pixel. A file loaded at its own size ignores that: on such a
/// display a 128 px picture is stretched over 256 device pixels, blurred.
/// So a vector file (SVG) is rendered at the square's size in device
/// pixels, and a raster file (PNG, JPEG) is used at most at its own pixels,
/// never enlarged (enlarging adds no detail), and shrunk when it is larger.
///
/// The value doubles as the cache key of a loaded file: a placeholder
/// reloads its file when the scale or the icon size changes, not otherwise.
package struct ImageFileResolution: Hashable, Sendable {
  /// The side of the square the picture is drawn in, in logical pixels (≥ 1).
  package let logicalSize: Int
  /// Device pixels per logical pixel, GTK's widget scale factor (≥ 1).
  package let scale: Int

  /// The most device pixels a side is loaded at, so that a mistaken size
  /// (a pixel size of 100 000) cannot take gigabytes.
  package static let maximumSide = 4096

  /// A resolution; sizes below 1 count as 1.
  package init(logicalSize: Int, scale: Int) {
    self.logicalSize = max(logicalSize, 1)
    self.scale = max(scale, 1)
  }

  /// The square's side in device pixels: logical size × scale, at most
  /// `maximumSide`.
  package var deviceSide: Int {
    let (side, overflow) = logicalSize.multipliedReportingOverflow(by: scale)
    return overflow ? Self.maximumSide : min(side, Self.maximumSide)
  }

  /// The pixel size to load a file of `width` × `height` pixels at (its
  /// intrinsic size, for a vector file), keeping its aspect ratio: fitted
  /// into `deviceSide` when `isScalable`, else its own size or, when that
  /// is larger, fitted into `deviceSide`. Nil when the file's size is not
  /// known (not positive), for the file to load as it is. O(1).
  package func pixelSize(fileWidth: Int, fileHeight: Int, isScalable: Bool) -> (width: Int, height: Int)? {
    guard fileWidth > 0, fileHeight > 0 else { return nil }
    let longest = max(fileWidth, fileHeight)
    if !isScalable, longest <= deviceSide { return (fileWidth, fileHeight) }
    let factor = Double(deviceSide) / Double(longest)
    let fitted = { (side: Int) in max(1, min(Self.maximumSide, Int((Double(side) * factor).rounded()))) }
    return (fitted(fileWidth), fitted(fileHeight))
  }
}
