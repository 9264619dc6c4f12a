/// Identifies a kind of cell: the reuse identifier that picks the cell class
/// for a row (CXTableView's `cellClassForObject`, the form-items seed's
/// `identifier`).
public struct CellKindID: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
  /// The identifier.
  public var name: String

  /// Creates an identifier.
  public init(_ name: String) { self.name = name }

  /// Creates an identifier from a string literal.
  public init(stringLiteral value: String) { self.name = value }

  /// The kind every row has unless the data source says otherwise.
  public static let `default`: CellKindID = "default"

  /// The identifier.
  public var description: String { name }
}
