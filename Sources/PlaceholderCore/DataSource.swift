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

/// A section's header or footer: a title and an optional subtitle in the
/// library's view, or a view of the app's own when `kind` names one the
/// list has registered (`registerSupplement(_:for:)`).
public struct SectionSupplement: Hashable, Sendable {
  /// The heading text, shown literally.
  public var title: String
  /// An optional second line, shown literally.
  public var subtitle: String?
  /// The kind of view that shows it. Default: `.default`, the library's
  /// title and subtitle.
  public var kind: SupplementKindID

  /// Where a supplement sits in its section.
  public enum Placement: Hashable, Sendable {
    /// Above the section's rows.
    case header
    /// Below the section's rows.
    case footer
  }

  /// Creates a header or footer; a custom `kind` gets its texts too, to
  /// show as it likes.
  public init(title: String = "", subtitle: String? = nil, kind: SupplementKindID = .default) {
    self.title = title
    self.subtitle = subtitle
    self.kind = kind
  }
}

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

/// The three collection layouts of the form-items seed.
public enum CollectionLayoutKind: String, Hashable, Sendable, CaseIterable {
  /// Columns that scroll vertically.
  case vertical
  /// Rows that scroll horizontally.
  case horizontal
  /// Items of their own sizes that wrap like words in a paragraph.
  case free
}

/// The size of a collection item.
public enum ItemSize: Hashable, Sendable {
  /// The cell's natural size (the seed's `AutolayoutItemOf`).
  case natural
  /// A fixed size in pixels (the seed's `ItemOf` with `sizeForItem`), cheaper
  /// to lay out.
  case fixed(width: Int, height: Int)
}

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

/// Hears what the user does with a table or collection (CXTableView's
/// delegate). Every method is optional and may throw: a thrown error is
/// logged once and the list carries on.
@MainActor
public protocol TableDelegate<Item>: AnyObject {
  /// The type of the items, the same as the data source's.
  associatedtype Item

  /// The user selected an item: clicked it, or moved the selection to it
  /// with the keyboard.
  func didSelect(_ item: Item, at indexPath: IndexPath) throws

  /// The user activated an item: pressed Enter on it or double-clicked it.
  func didActivate(_ item: Item, at indexPath: IndexPath) throws

  /// An item's cell is about to show (bound to a row near the viewport).
  func willDisplay(_ item: Item, at indexPath: IndexPath) throws

  /// The user asked for fresh data (pull to refresh, F5, Ctrl+R, or Retry).
  /// Report the outcome to the adapter when the load ends.
  func didRequestRefresh() throws

  /// The list came near its end: load the next page, then report the outcome
  /// to the adapter.
  func didRequestLoadMore() throws
}

extension TableDelegate {
  /// Does nothing.
  public func didSelect(_ item: Item, at indexPath: IndexPath) throws {}
  /// Does nothing.
  public func didActivate(_ item: Item, at indexPath: IndexPath) throws {}
  /// Does nothing.
  public func willDisplay(_ item: Item, at indexPath: IndexPath) throws {}
  /// Does nothing.
  public func didRequestRefresh() throws {}
  /// Does nothing.
  public func didRequestLoadMore() throws {}
}
