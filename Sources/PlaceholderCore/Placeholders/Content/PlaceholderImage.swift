/// The picture of a placeholder.
public enum PlaceholderImage: Hashable, Sendable {
  /// No picture.
  case none
  /// An icon from the icon theme, such as `"network-offline-symbolic"`.
  /// Symbolic icons follow the theme's foreground colour.
  case icon(String)
  /// An image file (PNG, SVG, JPEG…), drawn at the image's icon size (128
  /// px, 64 px compact, or the image's pixel size) and sharp at any display
  /// scale: an SVG is rendered at that size times the scale factor, again
  /// when either changes. A PNG or JPEG is never enlarged, so for a sharp
  /// one at scale 2 give it twice the icon size in pixels (256 for the
  /// stock 128 px); a larger one is shrunk. A missing or unreadable file
  /// falls back to a stock icon with one warning.
  case file(path: String)
}
