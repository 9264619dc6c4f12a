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
