import GtkKit
import PlaceholderCore

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
