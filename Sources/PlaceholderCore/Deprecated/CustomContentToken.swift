/// Names a custom widget that the app registers with the GTK layer (0.1).
/// A `CustomPlaceholder` brings its widget itself: the one way to give a
/// placeholder custom content from 0.2. Removed in 0.3.
@available(
  *, deprecated, message: "Make a CustomPlaceholder(content:widget:) and show its content. Removed in 0.3."
)
public struct CustomContentToken: Hashable, Sendable, ExpressibleByStringLiteral {
  /// The registered name.
  public var name: String

  /// Creates a token.
  public init(_ name: String) { self.name = name }

  /// Creates a token from a string literal.
  public init(stringLiteral value: String) { self.name = value }
}
