internal import CGtk
import GtkKit
import PlaceholderCore

/// Where the keyboard focus goes in a table: back to a row when the
/// placeholder leaves, onto an item row when it comes in from outside.
extension TableSelection: ContentFocusHost {
  /// The focused item's row, for the placeholder to give the focus back to
  /// when the rows return: the same index path, if it is still an item.
  /// Only the focus goes back; the selection follows its own rules.
  func focusSpot() -> ContentFocusSpot? {
    guard let focused = focusedPosition(), let indexPath = sync.index.row(at: focused)?.indexPath else { return nil }
    return ContentFocusSpot { [weak self] in
      guard let self, let position = sync.index.position(of: indexPath) else { return false }
      // A row still at the place of the one that had the focus is on screen
      // where that one was: scrolling to it would only make GTK build the
      // rows now rather than at the next frame (a search's landing turn,
      // twice as long, BENCHMARKS.md).
      focus(position: position, selecting: false, scrolling: position != focused)
      return true
    }
  }

  /// Focuses the selected item's row, else the first item row, leaving
  /// the selection as it is.
  func focusStart() -> Bool {
    let index = sync.index
    let selected = selectedIndexPath.flatMap { index.position(of: $0) }
    guard let position = selected ?? index.nearestItemRow(from: 0, forward: true) else { return false }
    focus(position: position, selecting: false)
    return true
  }

  func focusEnd() -> Bool {
    guard let position = sync.index.nearestItemRow(from: sync.index.count - 1, forward: false) else { return false }
    focus(position: position, selecting: false)
    return true
  }

  /// The focus came into the table from outside (Tab, Shift+Tab, a
  /// mnemonic), or waited on it for rows. Where GTK left it on the
  /// scrolled window, the list, or a row that is not an item (GTK 4.12 and
  /// later land on the first row, often a section header; 4.8 on the
  /// scrolled window when that row or the empty list refuses), it goes on
  /// to the selected item, else the first, or the last in a list that
  /// follows its end (a conversation is read from its newest). An item row
  /// GTK or the app focused keeps it, and so does an app's own widget
  /// inside a row (a header's button).
  func landOnContent() {
    guard let focus = listView.focusInWindow else { return }
    let isRowItself = focus.parent?.isSame(as: listView) ?? false
    guard focus.isSame(as: scrolledWindow) || focus.isSame(as: listView) || isRowItself else { return }
    let readsFromEnd = entersAtEnd() && selectedIndexPath == nil
    if isRowItself, let position = focusedPosition(), sync.index.row(at: position)?.kind == .item {
      // GTK lands on the first row it holds, out of view in a conversation
      // opened at its newest.
      guard readsFromEnd, !isOnScreen(position) else { return }
    }
    _ = readsFromEnd ? focusEnd() : focusStart()
  }

  /// Whether the row at `position` shows in the view, at least in part.
  private func isOnScreen(_ position: Int) -> Bool {
    guard let row = rows.rowTops()[position] else { return false }
    return row.top + row.height > 0 && row.top < Double(gtk_widget_get_height(listView.gtkWidget))
  }
}
