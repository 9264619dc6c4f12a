import GtkKit
import PlaceholderCore

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
