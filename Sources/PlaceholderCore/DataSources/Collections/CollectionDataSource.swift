/// What a collection (grid) shows: a table data source whose items also say
/// their size in each layout.
@MainActor
public protocol CollectionDataSource: TableDataSource {
  /// The size of an item in a layout. Default: `.natural`.
  func itemSize(for item: Item, at indexPath: IndexPath, in layout: CollectionLayoutKind) -> ItemSize

  /// The name a screen reader says for an item, when the texts its cell
  /// shows do not say it (a photo with no caption, an icon). Default: nil,
  /// the texts of the cell's visible labels, joined.
  func accessibleName(for item: Item, at indexPath: IndexPath) -> String?
}

extension CollectionDataSource {
  /// Natural size in every layout.
  public func itemSize(for item: Item, at indexPath: IndexPath, in layout: CollectionLayoutKind) -> ItemSize {
    .natural
  }

  /// Nil: the item is named by its cell's labels.
  public func accessibleName(for item: Item, at indexPath: IndexPath) -> String? { nil }
}
