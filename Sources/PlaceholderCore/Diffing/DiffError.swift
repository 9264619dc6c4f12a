/// Why two snapshots could not be diffed.
public enum DiffError: Error, Hashable, Sendable, CustomStringConvertible {
  /// Two sections of one snapshot have the same ID (shown as text), at
  /// `first` and `second`.
  case duplicateSectionID(String, side: SnapshotSide, first: Int, second: Int)
  /// Two items of one snapshot have the same ID (shown as text), at `first`
  /// and `second`.
  case duplicateItemID(String, side: SnapshotSide, first: IndexPath, second: IndexPath)

  /// One line that says which ID is repeated, and where.
  public var description: String {
    switch self {
    case .duplicateSectionID(let id, let side, let first, let second):
      "The \(side) snapshot has two sections with the ID \(id) (sections \(first) and \(second))."
    case .duplicateItemID(let id, let side, let first, let second):
      "The \(side) snapshot has two items with the ID \(id) (at \(first) and \(second))."
    }
  }
}
