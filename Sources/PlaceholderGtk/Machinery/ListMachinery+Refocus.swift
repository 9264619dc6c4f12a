import GtkKit

extension ListMachinery {
  /// GTK 4.8 can leave the window's focus on a row widget it has let go
  /// (every row replaced under a focused row, as a refresh does), outside
  /// the window, where no key reaches the window's shortcuts. The focus
  /// goes back to the row it was on, else the selected or first one.
  func refocusARowLetGo() {
    let spot = focusedRowBeforeChange
    focusedRowBeforeChange = nil
    guard let focus = listView.focusInWindow, !focus.isInWindow else { return }
    // First: after a drop at the start, the spot's index path holds another item.
    if pageCap.takeRefocus() { return }
    if spot?.restore() == true { return }
    if contentFocusHost?.focusStart() == true { return }
    listView.clearWindowFocus()
  }

  /// Focus that came into the list while it had no rows waits on its
  /// scrolled window (GTK gives it the focus when the list refuses it): a
  /// stop from which neither Tab nor the arrows reach a row. The rows'
  /// arrival moves it on to them. A window that opens on a list still
  /// loading its first rows puts its first focus there.
  func landFocusWaitingForRows() {
    guard sync.index.count > 0, let focus = listView.focusInWindow,
      focus.isSame(as: scrolledWindow) || focus.isSame(as: listView)
    else { return }
    contentFocusHost?.landOnContent()
  }
}
