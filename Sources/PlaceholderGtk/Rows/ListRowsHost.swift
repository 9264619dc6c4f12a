import PlaceholderCore

/// What `ListModelSync` tells of each change of a list's rows, to its one
/// host, the list's machinery, in this order:
///
/// 1. `rowsWillChange(leavingNoItems:)`, while the index is still the rows
///    GTK shows: the parts that follow items note where they are, and a
///    keyboard focus on a row is noted (or held by the placeholder when no
///    row will be left);
/// 2. `modelDidUpdate(reusedRowObjects:)`, once GTK's model and the index
///    agree: rows GTK bound halfway through the change, and rows whose
///    objects went to the rows that replaced theirs, are bound again where
///    they stand;
/// 3. `itemsDidMove(_:)`, with how the items moved: the selection and a
///    grid's item hosts follow their items;
/// 4. `rowsDidChange()`: the paging footer, the free layout, load-more,
///    the placeholder (unless a load's result is being applied: its finish
///    presents it), the focus.
@MainActor
protocol ListRowsHost: AnyObject {
  func rowsWillChange(leavingNoItems: Bool)
  func modelDidUpdate(reusedRowObjects: Bool)
  func itemsDidMove(_ changes: ChangeSet?)
  func rowsDidChange()
}

/// A part that follows the items as the rows change (a table's selection,
/// a grid's item hosts); the list's machinery passes each change on to
/// the parts it was given (`ListMachinery.follow(itemMovesWith:)`).
@MainActor
protocol ItemMoveFollower: AnyObject {
  /// Before GTK's model changes, while the list's index is still the rows
  /// GTK shows.
  func itemsWillMove()
  /// After, with how the items moved; nil when every row was replaced and
  /// no item can be followed.
  func itemsDidMove(_ changes: ChangeSet?)
}

extension ItemMoveFollower {
  func itemsWillMove() {}
}

/// An `ItemMoveFollower` held weakly: its owner (an adapter) owns it.
struct WeakItemMoveFollower {
  weak var value: (any ItemMoveFollower)?
}
