/// How near the end of a list the next page is asked for.
public enum LoadMoreDistance: Hashable, Sendable {
  /// A number of viewport heights (or widths, for horizontal lists).
  case pages(Double)
  /// A number of pixels.
  case pixels(Double)
}
