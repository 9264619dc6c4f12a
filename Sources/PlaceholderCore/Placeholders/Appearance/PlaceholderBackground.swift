/// What fills the area behind a placeholder.
public enum PlaceholderBackground: Hashable, Sendable {
  /// None of the placeholder's own: the slot's `defaultBackground` shows, which is
  /// the view's opaque background over any widget (as a status page hides
  /// what it replaces) and transparent over lists; when that is `.none`
  /// too, the container's own background shows.
  case none
  /// A named colour of the theme, such as `"view_bg_color"` or
  /// `"accent_bg_color"`, so light, dark and high-contrast themes all fit.
  case themed(String)
  /// A fixed colour, components from 0 to 1.
  case color(red: Double, green: Double, blue: Double, alpha: Double = 1)
}
