/// What a table shows: sections of items (CXTableView's data-source protocol
/// and UITableView's, in Swift idiom).
///
/// Only `numberOfItems(inSection:)` and `item(at:)` are required. Any method
/// may throw: the adapter then keeps the list as it last was and logs one
/// warning, so a misbehaving data source never crashes the app.
@MainActor
public protocol TableDataSource: AnyObject {
  /// The type of the items, often an enum or a protocol for rows of several
  /// kinds.
  associatedtype Item

  /// How many sections there are. Default: 1.
  func numberOfSections() throws -> Int

  /// How many items a section has.
  func numberOfItems(inSection section: Int) throws -> Int

  /// The item at an index path.
  func item(at indexPath: IndexPath) throws -> Item

  /// The kind of cell that shows an item. Default: `.default`.
  func cellKind(for item: Item, at indexPath: IndexPath) -> CellKindID

  /// A fixed row height for an item, in pixels, that wins over the cell's own
  /// height (CXTableView's `rowHeightForObject`). Default: nil, the cell decides.
  func rowHeight(for item: Item, at indexPath: IndexPath) -> Int?

  /// The section's header. Default: none.
  func header(forSection section: Int) -> SectionSupplement?

  /// The section's footer. Default: none.
  func footer(forSection section: Int) -> SectionSupplement?

  /// An inline placeholder shown in place of the section's rows when it has
  /// none. Default: none, and the empty section takes no space.
  func emptyPlaceholder(forSection section: Int) -> PlaceholderContent?
}

extension TableDataSource {
  /// One section.
  public func numberOfSections() throws -> Int { 1 }
  /// Every item uses the default cell kind.
  public func cellKind(for item: Item, at indexPath: IndexPath) -> CellKindID { .default }
  /// The cell decides its height.
  public func rowHeight(for item: Item, at indexPath: IndexPath) -> Int? { nil }
  /// No header.
  public func header(forSection section: Int) -> SectionSupplement? { nil }
  /// No footer.
  public func footer(forSection section: Int) -> SectionSupplement? { nil }
  /// No inline placeholder.
  public func emptyPlaceholder(forSection section: Int) -> PlaceholderContent? { nil }
}
