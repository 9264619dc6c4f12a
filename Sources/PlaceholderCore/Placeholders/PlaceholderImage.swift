/// The picture of a placeholder.
public enum PlaceholderImage: Hashable, Sendable {
  /// No picture.
  case none
  /// An icon from the icon theme, such as `"network-offline-symbolic"`.
  /// Symbolic icons follow the theme's foreground colour.
  case icon(String)
  /// An image file (PNG, SVG, JPEG…). A missing or unreadable file falls back
  /// to a stock icon with one warning.
  case file(path: String)
}
