/// The three collection layouts of the form-items seed.
public enum CollectionLayoutKind: String, Hashable, Sendable, CaseIterable {
  /// Columns that scroll vertically.
  case vertical
  /// Rows that scroll horizontally.
  case horizontal
  /// Items of their own sizes that wrap like words in a paragraph.
  case free
}

extension CollectionLayoutKind {
  /// Whether the layout scrolls sideways: load-more watches the axis the
  /// layout scrolls along (the other one always fits, and would ask for
  /// every page at once).
  package var scrollsHorizontally: Bool { self == .horizontal }
}
