import PlaceholderCore

/// An item of a collection that knows how it is shown: its cell class, its
/// reuse identifier and its size per layout (the form-items seed's `Item`).
///
/// Subclass `ItemOf<Cell>` for items with fixed sizes (cheaper to lay out) or
/// `AutolayoutItemOf<Cell>` for items that take their cell's natural size,
/// and adopt `ItemType` for typed callbacks:
///
/// ```swift
/// final class TagItem: AutolayoutItemOf<TagCell>, ItemType {
///   var name = ""
///   override func updateCellData(_ cell: TagCell) { cell.label.text = name }
/// }
/// let item = TagItem().onSelected { tag in print(tag.name) }
/// ```
@MainActor
open class CollectionItem: CellMaking, @MainActor CustomStringConvertible {
  /// Creates an item.
  public init() {}

  /// The reuse identifier: items with the same identifier share recycled
  /// cells. Default: the item's class name.
  open var identifier: CellKindID { CellKindID(String(describing: type(of: self))) }

  /// The item's size in a layout. Default: natural.
  open func size(in layout: CollectionLayoutKind) -> ItemSize { .natural }

  /// A new cell for this kind of item.
  open func makeCell() -> AnyObject { DescriptionCell<CollectionItem>() }

  /// The item's class name.
  open var description: String { String(describing: type(of: self)) }

  /// Called by `ItemCell` when it starts showing this item.
  open func attach(to cell: ItemCell) {}

  /// Called by `ItemCell` when it stops showing this item.
  open func detach(from cell: ItemCell) {}

  var selectionHandler: (@MainActor (CollectionItem) -> Void)?
  var displayHandler: (@MainActor (CollectionItem) -> Void)?

  /// Runs the item's selection callback.
  public func performSelection() { selectionHandler?(self) }

  /// Runs the item's display callback.
  public func performDisplay() { displayHandler?(self) }
}

/// The cell of a `CollectionItem` (the form-items seed's `ItemCell`): build
/// its widgets in `setup()`, adding them to `contentView`; the item fills
/// them in.
@MainActor
open class ItemCell: TableCell<CollectionItem> {
  /// The item shown now.
  public private(set) weak var item: CollectionItem?

  /// Lets the item fill the cell in.
  open override func bind(_ item: CollectionItem, at indexPath: IndexPath) {
    self.item = item
    item.attach(to: self)
  }

  /// Lets the item let go of the cell.
  open override func unbind() {
    item?.detach(from: self)
    item = nil
  }
}

/// An item shown by a cell of class `Cell`, with sizes it computes itself
/// (the form-items seed's `ItemOf<Cell>`).
@MainActor
open class ItemOf<Cell: ItemCell>: CollectionItem {
  /// The cell showing this item now, if any: cells are recycled, so never
  /// keep it.
  public private(set) weak var cell: Cell?

  /// Creates an item.
  public override init() { super.init() }

  /// Items of this class share cells of class `Cell`.
  open override var identifier: CellKindID { CellKindID(String(describing: Cell.self)) }

  /// A new `Cell`.
  open override func makeCell() -> AnyObject { Cell() }

  /// The item's size in a layout; override to give fixed sizes.
  open func sizeForItem(in layout: CollectionLayoutKind) -> ItemSize { .natural }

  /// Uses `sizeForItem(in:)`.
  open override func size(in layout: CollectionLayoutKind) -> ItemSize { sizeForItem(in: layout) }

  /// Shows the item's state in its cell. Called when a cell starts showing
  /// the item, and by `updateCell()`.
  open func customUpdateCell() {}

  /// Shows a change of the item's state now, if a cell shows it.
  public func updateCell() {
    guard cell != nil else { return }
    customUpdateCell()
  }

  /// Remembers the cell and fills it in.
  open override func attach(to cell: ItemCell) {
    self.cell = cell as? Cell
    customUpdateCell()
  }

  /// Forgets the cell.
  open override func detach(from cell: ItemCell) {
    if self.cell === cell { self.cell = nil }
  }
}

/// An item sized by its cell's natural size (the form-items seed's
/// `AutolayoutItemOf<Cell>`): fill the cell in `updateCellData(_:)`.
@MainActor
open class AutolayoutItemOf<Cell: ItemCell>: ItemOf<Cell> {
  /// Creates an item.
  public override init() { super.init() }

  /// Natural size in every layout.
  open override func sizeForItem(in layout: CollectionLayoutKind) -> ItemSize { .natural }

  /// Fills the cell in with the item's data.
  open func updateCellData(_ cell: Cell) {}

  /// Calls `updateCellData(_:)`.
  open override func customUpdateCell() {
    if let cell { updateCellData(cell) }
  }
}

/// Typed callbacks for an item class (the form-items seed's `ItemType`):
/// the handler receives the item as its own type, not as `CollectionItem`.
@MainActor
public protocol ItemType: CollectionItem {}

extension ItemType {
  /// Sets what happens when the user selects the item.
  @discardableResult
  public func onSelected(_ handler: @escaping @MainActor (Self) -> Void) -> Self {
    selectionHandler = { item in
      if let typed = item as? Self { handler(typed) }
    }
    return self
  }

  /// Sets what happens when the item's cell is about to show.
  @discardableResult
  public func onDisplayed(_ handler: @escaping @MainActor (Self) -> Void) -> Self {
    displayHandler = { item in
      if let typed = item as? Self { handler(typed) }
    }
    return self
  }
}

/// A collection data source of `CollectionItem`s in sections: each item
/// says its own cell kind and size.
@MainActor
public final class ItemsDataSource: CollectionDataSource {
  /// One section: an optional header and its items.
  public struct Section {
    /// The header, if any.
    public var header: SectionSupplement?
    /// The items.
    public var items: [CollectionItem]
    /// The inline placeholder shown when the section has no items.
    public var emptyPlaceholder: PlaceholderContent?

    /// Creates a section.
    public init(header: SectionSupplement? = nil, items: [CollectionItem], emptyPlaceholder: PlaceholderContent? = nil)
    {
      self.header = header
      self.items = items
      self.emptyPlaceholder = emptyPlaceholder
    }
  }

  /// The sections.
  public var sections: [Section]

  /// Creates a data source.
  public init(sections: [Section] = []) { self.sections = sections }

  /// How many sections there are.
  public func numberOfSections() -> Int { sections.count }

  /// How many items a section has.
  public func numberOfItems(inSection section: Int) -> Int {
    sections.indices.contains(section) ? sections[section].items.count : 0
  }

  /// The item at an index path.
  public func item(at indexPath: IndexPath) throws -> CollectionItem {
    guard sections.indices.contains(indexPath.section),
      sections[indexPath.section].items.indices.contains(indexPath.item)
    else { throw ItemsDataSourceError.noItem(indexPath) }
    return sections[indexPath.section].items[indexPath.item]
  }

  /// The item's own reuse identifier.
  public func cellKind(for item: CollectionItem, at indexPath: IndexPath) -> CellKindID { item.identifier }

  /// The item's own size.
  public func itemSize(for item: CollectionItem, at indexPath: IndexPath, in layout: CollectionLayoutKind) -> ItemSize {
    item.size(in: layout)
  }

  /// The section's header.
  public func header(forSection section: Int) -> SectionSupplement? {
    sections.indices.contains(section) ? sections[section].header : nil
  }

  /// The section's inline placeholder.
  public func emptyPlaceholder(forSection section: Int) -> PlaceholderContent? {
    sections.indices.contains(section) ? sections[section].emptyPlaceholder : nil
  }
}

/// Why an `ItemsDataSource` lookup failed.
public enum ItemsDataSourceError: Error, Equatable, CustomStringConvertible {
  /// No item at this index path.
  case noItem(IndexPath)

  /// A one-line explanation.
  public var description: String {
    switch self {
    case .noItem(let indexPath): "no item at \(indexPath)"
    }
  }
}
