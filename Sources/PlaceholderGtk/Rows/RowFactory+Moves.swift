internal import CGtk
import GtkKit

// Raw GTK here: a list item's position, watched on every row a moving list makes.

/// Rows that move: GTK 4.12 and later move a bound row without binding it
/// again when rows come or go above it.
extension RowFactory {
  /// Binds a row that only moved again, where it stands now: a grid row's
  /// slots name their items by index path, which a move makes stale (GTK
  /// 4.12 and later move a row without binding it again).
  func rebindMovedRow(_ host: RowHost<Item>) {
    guard let listItem = host.boundListItem else { return }
    bindWhereItStands(host, to: listItem)
  }

  /// Calls `rowMovedHandler` when the row moves without a rebind (GTK 4.12
  /// and later; GTK 4.8 rebinds a moved row, and needs no watch).
  func watchMoves(of host: RowHost<Item>) {
    guard ListItems.moveWithoutRebinding, !host.watchesMoves, let listItem = host.listItem else { return }
    host.watchesMoves = true
    Signals.connectPointer(listItem, "notify::position") { [weak self, weak host] _ in
      guard let self, let host, host.isBound else { return }
      rowMovedHandler?(host)
    }
  }
}
