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
    guard let position = focusedPosition(), let indexPath = sync.index.row(at: position)?.indexPath else { return nil }
    return ContentFocusSpot { [weak self] in
      guard let self, let position = sync.index.position(of: indexPath) else { return false }
      focus(position: position, selecting: false)
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
  /// mnemonic). Where GTK left it on the scrolled window, the list, or a
  /// row that is not an item (GTK 4.12 and later land on the first row,
  /// often a section header; 4.8 on the scrolled window when that row
  /// refuses), it goes on to the selected item, else the first. An app's
  /// own widget inside a row (a header's button) keeps it.
  func landOnARow() {
    guard let focus = listView.focusInWindow else { return }
    let isRowItself = focus.parent?.isSame(as: listView) ?? false
    guard focus.isSame(as: scrolledWindow) || focus.isSame(as: listView) || isRowItself else { return }
    if isRowItself, let position = focusedPosition(), sync.index.row(at: position)?.kind == .item { return }
    _ = focusStart()
  }
}
