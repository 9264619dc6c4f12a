/// What an entry of a change set does to the index it names.
public enum ChangeRole: String, Hashable, Sendable, CustomStringConvertible {
  /// Deletion (old index).
  case delete
  /// Insertion (new index).
  case insert
  /// Reload (old index).
  case reload
  /// The old end of a move.
  case moveSource = "move source"
  /// The new end of a move.
  case moveDestination = "move destination"

  /// The role in words.
  public var description: String { rawValue }

  /// Whether the role names an index in the new data (insert, move
  /// destination) rather than the old.
  public var usesNewIndex: Bool { self == .insert || self == .moveDestination }
}
