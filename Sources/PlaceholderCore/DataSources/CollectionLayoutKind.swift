/// The three collection layouts of the form-items seed.
public enum CollectionLayoutKind: String, Hashable, Sendable, CaseIterable {
  /// Columns that scroll vertically.
  case vertical
  /// Rows that scroll horizontally.
  case horizontal
  /// Items of their own sizes that wrap like words in a paragraph.
  case free
}
