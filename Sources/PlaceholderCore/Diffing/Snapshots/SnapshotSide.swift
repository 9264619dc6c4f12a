/// Which of the two snapshots of a diff.
public enum SnapshotSide: String, Hashable, Sendable {
  /// The snapshot diffed from.
  case old
  /// The snapshot diffed to.
  case new
}
