internal import CGtk
import GtkKit

// Raw GTK here: a list item's position, watched on every row a moving list makes.

/// Rows that move: GTK 4.12 and later move a bound row without binding it
/// again when rows come or go above it; on GTK 4.8 the library does the same.
extension RowFactory {
  /// GTK 4.8's signal factory unbinds a row and binds it again whenever
  /// its position or selection changes, the item unchanged: a search that
  /// removes rows above the view rebinds every row below each splice, a
  /// dozen times a row in one frame (search-1m, BENCHMARKS.md). There the
  /// unbind waits for the bind that follows (or the row's teardown), and a
  /// row bound again to the same row object keeps its binding, as on GTK
  /// 4.12 and later: the same cell, bound once, and no second
  /// `willDisplay`. False where GTK keeps the binding of a moved row itself.
  func defersUnbind(of host: RowHost<Item>) -> Bool {
    guard !ListItems.moveWithoutRebinding, host.isBound, host.boundRowObject != nil else { return false }
    host.unbindIsPending = true
    return true
  }

  /// The bind after a deferred unbind: true if the row is bound again to
  /// the row object it shows, standing for the same row, so it only moved
  /// (its moves are handled as on GTK 4.12: `rowMovedHandler`); else the
  /// unbind happens now and the row is bound as usual.
  func keepsBinding(ofMoved host: RowHost<Item>, listItem: OpaquePointer) -> Bool {
    host.unbindIsPending = false
    guard let bound = host.boundRowObject, bound == gtk_list_item_get_item(listItem),
      LazyListModel.generation(of: bound) == host.boundRowGeneration
    else {
      host.unbind()
      return false
    }
    rowMovedHandler?(host)
    return true
  }

  /// Binds a row that only moved again, where it stands now: a grid row's
  /// slots name their items by index path, which a move makes stale (GTK
  /// 4.12 and later move a row without binding it again).
  func rebindMovedRow(_ host: RowHost<Item>) {
    guard let listItem = host.boundListItem else { return }
    bindWhereItStands(host, to: listItem)
  }

  /// Calls `rowMovedHandler` when the row moves without a rebind (GTK 4.12
  /// and later; on GTK 4.8, `keepsBinding(ofMoved:listItem:)` calls it).
  func watchMoves(of host: RowHost<Item>) {
    guard ListItems.moveWithoutRebinding, !host.watchesMoves, let listItem = host.listItem else { return }
    host.watchesMoves = true
    Signals.connectPointer(listItem, "notify::position") { [weak self, weak host] _ in
      guard let self, let host, host.isBound else { return }
      rowMovedHandler?(host)
    }
  }
}
