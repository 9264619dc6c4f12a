/// Names a custom widget that the app registers with the GTK layer.
public struct CustomContentToken: Hashable, Sendable, ExpressibleByStringLiteral {
  /// The registered name.
  public var name: String

  /// Creates a token.
  public init(_ name: String) { self.name = name }

  /// Creates a token from a string literal.
  public init(stringLiteral value: String) { self.name = value }
}
