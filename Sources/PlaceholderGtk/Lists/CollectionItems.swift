import GtkKit
import PlaceholderCore

/// An item of a collection that knows how it is shown: its cell class, its
/// reuse identifier and its size per layout (the form-items seed's `Item`).
///
/// Subclass `ItemOf<Cell>` for items with fixed sizes (cheaper to lay out) or
/// `AutolayoutItemOf<Cell>` for items that take their cell's natural size,
/// and adopt `ItemType` for typed callbacks. A collection shows them from an
/// `ItemsDataSource<CollectionItem>`:
///
/// ```swift
/// final class TagItem: AutolayoutItemOf<TagCell>, ItemType {
///   var name = ""
///   override func updateCellData(_ cell: TagCell) { cell.label.text = name }
/// }
/// let item = TagItem().whenSelected { tag in print(tag.name) }
/// ```
@MainActor
open class CollectionItem: CellMaking, SelfDescribingItem, @MainActor CustomStringConvertible {
  /// Creates an item.
  public init() {}

  /// The reuse identifier: items with the same identifier share recycled
  /// cells. Default: the item's class name.
  open var identifier: CellKindID { CellKindID(String(describing: type(of: self))) }

  /// The item's size in a layout. Default: natural.
  open func size(in layout: CollectionLayoutKind) -> ItemSize { .natural }

  /// The item's size given what the collection would give it and the
  /// collection itself (the form-items seed's
  /// `sizeForItem(_:with:in:layoutType:)`); nil means "not mine": the
  /// collection's size rules answer, then `size(in:)`. Asked each time the
  /// item is bound. Default: nil.
  open func sizeForItem(_ query: ItemSizeQuery, in container: Widget) -> ItemSize? { nil }

  /// A new cell for this kind of item. Default: one that shows the
  /// item's description.
  open func makeCell() -> TableCell<CollectionItem> { DescriptionCell<CollectionItem>() }

  /// The item's class name.
  open var description: String { String(describing: type(of: self)) }

  /// Called by `ItemCell` when it starts showing this item.
  open func attach(to cell: ItemCell) {}

  /// Called by `ItemCell` when it stops showing this item.
  open func detach(from cell: ItemCell) {}

  var selectionHandler: (@MainActor (CollectionItem) -> Void)?
  var displayHandler: (@MainActor (CollectionItem) -> Void)?
  var deselectionHandler: (@MainActor (CollectionItem) -> Void)?
  var endDisplayHandler: (@MainActor (CollectionItem) -> Void)?
  var highlightHandler: (@MainActor (CollectionItem) -> Void)?
  var unhighlightHandler: (@MainActor (CollectionItem) -> Void)?

  /// Runs the item's selection callback.
  public func performSelection() { selectionHandler?(self) }

  /// Runs the item's display callback.
  public func performDisplay() { displayHandler?(self) }

  /// Runs the callback for one of the item's events.
  func perform(_ event: ItemEvent<CollectionItemReference>) {
    switch event {
    case .display: performDisplay()
    case .endDisplay: endDisplayHandler?(self)
    case .highlight: highlightHandler?(self)
    case .unhighlight: unhighlightHandler?(self)
    case .select: performSelection()
    case .deselect: deselectionHandler?(self)
    }
  }
}

/// A collection item compared by identity, for the core's event rules.
/// Held weakly: a selection or a slot never keeps an item alive (an item's
/// callbacks may hold its collection).
struct CollectionItemReference: Equatable {
  let id: ObjectIdentifier
  weak var item: CollectionItem?

  init(item: CollectionItem) {
    id = ObjectIdentifier(item)
    self.item = item
  }

  static func == (lhs: Self, rhs: Self) -> Bool { lhs.id == rhs.id }
}

extension ItemEvent where ID == CollectionItemReference {
  /// Runs the callback of the item the event is about.
  @MainActor
  func deliver() {
    switch self {
    case .display(let reference), .endDisplay(let reference), .highlight(let reference),
      .unhighlight(let reference), .select(let reference), .deselect(let reference):
      reference.item?.perform(self)
    }
  }
}

/// The cell of a `CollectionItem` (the form-items seed's `ItemCell`): build
/// its widgets in `setup()`, adding them to `contentView`; the item fills
/// them in.
@MainActor
open class ItemCell: TableCell<CollectionItem> {
  /// The item shown now.
  public private(set) weak var item: CollectionItem?

  /// Creates the cell's root; the list calls `setup()` next. Required, so
  /// `ItemOf<Cell>` can make its cells from their class.
  public required override init() { super.init() }

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
  open override func makeCell() -> TableCell<CollectionItem> { Cell() }

  /// The item's size in a layout; override to give fixed sizes.
  open func sizeForItem(in layout: CollectionLayoutKind) -> ItemSize { .natural }

  /// Uses `sizeForItem(in:)`.
  open override func size(in layout: CollectionLayoutKind) -> ItemSize { sizeForItem(in: layout) }

  /// Shows the item's data in its cell: override it to fill the cell in
  /// (the form-items seed's `customUpdateCell`). Called when a cell starts
  /// showing the item, and by `updateCell()`.
  open func updateCellData(_ cell: Cell) {}

  /// Shows a change of the item's state now, if a cell shows it.
  public func updateCell() {
    guard let cell else { return }
    updateCellData(cell)
  }

  /// Remembers the cell and fills it in.
  open override func attach(to cell: ItemCell) {
    // Items of this class share cells of kind `identifier`, which the list
    // makes with `makeCell()`: a `Cell`, unless a subclass changed either.
    self.cell = cell as? Cell
    updateCell()
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
}

/// Typed callbacks for an item class (the form-items seed's `ItemType`):
/// the handler receives the item as its own type, not as `CollectionItem`.
///
/// The events, in the order an item hears them: `whenDisplayed` when its
/// cell is about to show, `whenHighlighted` when pressed and
/// `whenUnhighlighted` when the press ends (before its selection, when it
/// selects), `whenSelected` when the user selects it,
/// `whenDeselected` when another item is selected or the selection is
/// cleared, `whenDisplayEnds` when its cell stops showing it (scrolled away,
/// recycled for another item, removed). Every display ends once, and an
/// item is unhighlighted before its display ends.
@MainActor
public protocol ItemType: CollectionItem {}

/// An `ItemType` that can be made with no arguments, and so configured in
/// one expression (the form-items seed's `ItemType` initializer with its
/// completion callback). Final item classes whose stored properties all
/// have defaults inherit `init()` and adopt it as they are:
///
/// ```swift
/// final class NoteItem: AutolayoutItemOf<NoteCell>, ConfigurableItem {
///   var text = ""
///   override func updateCellData(_ cell: NoteCell) { cell.label.text = text }
/// }
/// let note = NoteItem { $0.text = "Buy milk" }.whenSelected { print($0.text) }
/// ```
@MainActor
public protocol ConfigurableItem: ItemType {
  /// Creates an item with default values.
  init()
}

extension ConfigurableItem {
  /// Creates an item and runs `configure` on it before it is returned.
  public init(_ configure: (Self) -> Void) {
    self.init()
    configure(self)
  }
}

extension ItemType {
  /// Sets what happens when the user selects the item.
  @discardableResult
  public func whenSelected(_ handler: @escaping @MainActor (Self) -> Void) -> Self {
    selectionHandler = { item in
      if let typed = item as? Self { handler(typed) }
    }
    return self
  }

  /// Sets what happens when the item's cell is about to show.
  @discardableResult
  public func whenDisplayed(_ handler: @escaping @MainActor (Self) -> Void) -> Self {
    displayHandler = { item in
      if let typed = item as? Self { handler(typed) }
    }
    return self
  }

  /// Sets what happens when another item is selected, or the collection's
  /// selection is cleared, after the user selected this one.
  @discardableResult
  public func whenDeselected(_ handler: @escaping @MainActor (Self) -> Void) -> Self {
    deselectionHandler = { item in
      if let typed = item as? Self { handler(typed) }
    }
    return self
  }

  /// Sets what happens when the item's cell stops showing it: scrolled
  /// away, recycled for another item, or removed.
  @discardableResult
  public func whenDisplayEnds(_ handler: @escaping @MainActor (Self) -> Void) -> Self {
    endDisplayHandler = { item in
      if let typed = item as? Self { handler(typed) }
    }
    return self
  }

  /// Sets what happens when the item is pressed (a pointer button or a
  /// finger down on it), before it is selected.
  @discardableResult
  public func whenHighlighted(_ handler: @escaping @MainActor (Self) -> Void) -> Self {
    highlightHandler = { item in
      if let typed = item as? Self { handler(typed) }
    }
    return self
  }

  /// Sets what happens when the press on the item ends, whether or not it
  /// selected the item.
  @discardableResult
  public func whenUnhighlighted(_ handler: @escaping @MainActor (Self) -> Void) -> Self {
    unhighlightHandler = { item in
      if let typed = item as? Self { handler(typed) }
    }
    return self
  }
}
