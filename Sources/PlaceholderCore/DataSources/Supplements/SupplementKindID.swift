/// Identifies a kind of section header or footer view: the reuse identifier
/// that picks a registered view for a section's supplement (UIKit's
/// header-footer reuse identifier).
public struct SupplementKindID: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
  /// The identifier.
  public var name: String

  /// Creates an identifier.
  public init(_ name: String) { self.name = name }

  /// Creates an identifier from a string literal.
  public init(stringLiteral value: String) { self.name = value }

  /// The library's own view: the title and the optional subtitle.
  public static let `default`: SupplementKindID = "default"

  /// The identifier.
  public var description: String { name }
}

/// Which view shows a section's header or footer: the library's title and
/// subtitle, or a view the app registered for the supplement's kind.
package enum SupplementViewChoice: Hashable, Sendable {
  /// The library's title and subtitle view.
  case standard
  /// The view registered for this kind.
  case registered(SupplementKindID)
  /// A named kind nobody registered: the standard view shows, with one
  /// warning, so the mistake is visible but harmless.
  case unregistered(SupplementKindID)

  /// Picks the view for a supplement of `kind`, given whether a view is
  /// registered for it. A registration for `.default` replaces the
  /// library's view everywhere. O(1).
  package static func choose(for kind: SupplementKindID, isRegistered: Bool) -> SupplementViewChoice {
    if isRegistered { return .registered(kind) }
    return kind == .default ? .standard : .unregistered(kind)
  }
}
