/// Where a placeholder sits in its container (PageState's layout styles).
public enum PlaceholderLayout: Hashable, Sendable {
  /// Centred at its natural size, moved by an offset in pixels
  /// (DZNEmptyDataSet's `verticalOffset` is `y`).
  case center(x: Double = 0, y: Double = 0)
  /// Filling the container, inset by margins in pixels.
  case full(insets: EdgeInsets = .zero)
  /// Placed by the app: the GTK layer calls the app's placement closure.
  case custom
}
