/// What a collection (grid) shows: a table data source whose items also say
/// their size in each layout.
@MainActor
public protocol CollectionDataSource: TableDataSource {
  /// The size of an item in a layout. Default: `.natural`.
  func itemSize(for item: Item, at indexPath: IndexPath, in layout: CollectionLayoutKind) -> ItemSize
}

extension CollectionDataSource {
  /// Natural size in every layout.
  public func itemSize(for item: Item, at indexPath: IndexPath, in layout: CollectionLayoutKind) -> ItemSize {
    .natural
  }
}
