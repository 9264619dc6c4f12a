import GtkKit
import PlaceholderCore

/// A `TableDelegate` that also hears which widgets are about to show
/// (CXTableView's `willDisplayCell:`, `willDisplayHeaderView:` and
/// `willDisplayFooterView:`). Every method is optional and may throw: a
/// thrown error is logged once and the list carries on.
///
/// A delegate that adopts it gets the cell-less `willDisplay(_:at:)` only
/// through the default `willDisplay(_:for:at:)`: implement one or the other.
@MainActor
public protocol TableDisplayDelegate<Item>: TableDelegate {
  /// An item's cell is about to show, bound to the item. Default: calls
  /// `willDisplay(_:at:)`.
  func willDisplay(_ cell: TableCell<Item>, for item: Item, at indexPath: IndexPath) throws

  /// A section's header row is about to show; `view` is its widget: the
  /// registered `SectionSupplementView`'s `contentView`, or the library's
  /// title and subtitle.
  func willDisplayHeader(_ view: Widget, forSection section: Int) throws

  /// A section's footer row is about to show; `view` is its widget, as
  /// for headers.
  func willDisplayFooter(_ view: Widget, forSection section: Int) throws
}

extension TableDisplayDelegate {
  /// Calls `willDisplay(_:at:)`.
  public func willDisplay(_ cell: TableCell<Item>, for item: Item, at indexPath: IndexPath) throws {
    try willDisplay(item, at: indexPath)
  }

  /// Does nothing.
  public func willDisplayHeader(_ view: Widget, forSection section: Int) throws {}

  /// Does nothing.
  public func willDisplayFooter(_ view: Widget, forSection section: Int) throws {}
}
