import GtkKit

/// The list of the demo's pages: the sidebar of a wide window, and on a
/// narrow one the first screen, from which a page opens. A ListBox rather
/// than a GtkStackSidebar, which changes pages only on a new selection: on
/// a narrow window Enter or a tap must open the page already selected too.
@MainActor
final class PageList {
  /// The scrolled list, to put in the window.
  let widget: ScrolledWindow
  /// The page ids, in row order.
  let pageIDs: [String]
  private let list = ListBox(selectionMode: .browse)
  private var connections: [SignalConnection] = []

  /// One row per page: its id and title.
  init(pages: [(id: String, title: String)]) {
    pageIDs = pages.map(\.id)
    list.widget.addCSSClass("navigation-sidebar")
    list.widget.setAccessibleLabel(translate("Pages"))
    for page in pages {
      let label = Label(page.title)
      label.horizontalAlignment = .start
      label.verticalAlignment = .center
      // GtkStackSidebar's inset, which the list had before.
      label.setMargins(top: 0, bottom: 0, start: 6, end: 6)
      list.append(label)
    }
    widget = ScrolledWindow(child: list.widget)
    widget.scrollsHorizontally = false
    widget.addCSSClass("sidebar")
  }

  /// Runs `handler` with the page id of each row the user selects (arrow
  /// keys, a click).
  func onSelected(_ handler: @escaping @MainActor (String) -> Void) {
    list.onRowSelected { [weak self] index in
      guard let self, let index, pageIDs.indices.contains(index) else { return }
      handler(pageIDs[index])
    }.store(in: &connections)
  }

  /// Runs `handler` with the page id of each row the user activates (Enter,
  /// a click or a tap).
  func onActivated(_ handler: @escaping @MainActor (String) -> Void) {
    list.onRowActivated { [weak self] index in
      guard let self, pageIDs.indices.contains(index) else { return }
      handler(pageIDs[index])
    }.store(in: &connections)
  }

  /// The id of the selected row's page.
  var selectedID: String? { list.selectedIndex.map { pageIDs[$0] } }

  /// Selects the row of a page (no handler runs for a row already selected).
  func select(_ id: String) {
    guard let index = pageIDs.firstIndex(of: id), list.selectedIndex != index else { return }
    list.selectRow(at: index)
  }

  /// Gives the keyboard focus to the selected row, or the first.
  func focusSelectedRow() {
    _ = list.row(at: list.selectedIndex ?? 0)?.widget.grabFocus()
  }

  /// The row of a page, for tests.
  func row(of id: String) -> ListBoxRow? {
    pageIDs.firstIndex(of: id).flatMap { list.row(at: $0) }
  }
}
