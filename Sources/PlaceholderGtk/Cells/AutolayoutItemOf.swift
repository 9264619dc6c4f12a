import GtkKit
import PlaceholderCore

/// An item sized by its cell's natural size (the form-items seed's
/// `AutolayoutItemOf<Cell>`): fill the cell in `updateCellData(_:)`.
@MainActor
open class AutolayoutItemOf<Cell: ItemCell>: ItemOf<Cell> {
  /// Creates an item.
  public override init() { super.init() }

  /// Natural size in every layout.
  open override func sizeForItem(in layout: CollectionLayoutKind) -> ItemSize { .natural }
}
