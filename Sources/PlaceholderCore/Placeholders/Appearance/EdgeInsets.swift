/// Margins around a placeholder, in pixels.
public struct EdgeInsets: Hashable, Sendable {
  /// Margin above.
  public var top: Double
  /// Margin at the leading edge (left in left-to-right text).
  public var leading: Double
  /// Margin below.
  public var bottom: Double
  /// Margin at the trailing edge.
  public var trailing: Double

  /// Creates insets.
  public init(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
  }

  /// The same margin on every side.
  public init(all value: Double) { self.init(top: value, leading: value, bottom: value, trailing: value) }

  /// No margins.
  public static let zero = EdgeInsets()
}
