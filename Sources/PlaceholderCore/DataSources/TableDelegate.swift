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

  /// The selected item is no longer selected, and no other item took its
  /// place: it went away in a change of the data (or every row was
  /// reloaded, which keeps no identity), or the user unselected it
  /// (Ctrl+click). `indexPath` is where it was before; the item may be
  /// gone. Selecting another item is heard as that item's `didSelect` only.
  func didDeselect(at indexPath: IndexPath) throws

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

  /// The list came near its start, and its last result said pages exist
  /// before its rows (`hasPrevious`): load the page before them, then
  /// report the outcome to the adapter.
  func didRequestLoadPrevious() throws

  /// The app asked to show an item that is not loaded
  /// (`ListAdapter.jump(to:)`): load the page that holds it, put it in
  /// place of the rows, then report the outcome to the adapter.
  func didRequestJump(to target: JumpTarget) throws
}

extension TableDelegate {
  /// Does nothing.
  public func didSelect(_ item: Item, at indexPath: IndexPath) throws {}
  /// Does nothing.
  public func didDeselect(at indexPath: IndexPath) throws {}
  /// Does nothing.
  public func didActivate(_ item: Item, at indexPath: IndexPath) throws {}
  /// Does nothing.
  public func willDisplay(_ item: Item, at indexPath: IndexPath) throws {}
  /// Does nothing.
  public func didRequestRefresh() throws {}
  /// Does nothing.
  public func didRequestLoadMore() throws {}
  /// Does nothing.
  public func didRequestLoadPrevious() throws {}
  /// Does nothing.
  public func didRequestJump(to target: JumpTarget) throws {}
}
