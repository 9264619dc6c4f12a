internal import CGtk
import GtkKit
import PlaceholderCore

/// Keeps a search entry and a list's search in step (`ListAdapter.bindSearch(to:filter:)`).
///
/// - Typing searches once the user pauses for `debounce`; Enter searches
///   at once.
/// - Emptying the entry (the clear icon, or deleting the text) and Escape
///   end the search without a pause, and Escape empties the entry.
/// - When the list leaves its search by itself (the no-results
///   placeholder's "Clear Search"), the entry is emptied too, so the entry
///   always shows the search the list shows, and the focus goes back to
///   the entry for the next query.
///
/// The pause runs on the list's `loads.clock`, so a test that gives the
/// list a `ManualLoadingClock` steps through it without sleeping. The list
/// keeps its binding; `unbind()` ends it.
@MainActor
public final class SearchBinding {
  /// The entry the user types in.
  public let entry: SearchEntry
  /// How long typing must pause before the search is sent. Default 150 ms,
  /// the pause GTK's own search entries wait.
  public var debounce: Duration = .milliseconds(150)

  private let loads: LoadCoordinator
  /// The list, with its placeholder: where "Clear Search" is pressed.
  private let list: Widget
  /// The list's placeholder slot, which may hold the focus for the rows.
  private let slot: PlaceholderSlot
  private var connections: [any Cancellable] = []
  private var pendingSearch: (any Cancellable)?
  /// True while the binding itself changes the entry's text.
  private var isSettingText = false

  init(entry: SearchEntry, loads: LoadCoordinator, list: Widget, slot: PlaceholderSlot) {
    self.entry = entry
    self.loads = loads
    self.list = list
    self.slot = slot
    entry.onChanged { [weak self] text in self?.textChanged(text) }.store(in: &connections)
    entry.onActivate { [weak self] in self?.searchNow() }.store(in: &connections)
    entry.onStopSearch { [weak self] in self?.endSearch() }.store(in: &connections)
    loads.observe { [weak self] _ in self?.listSearchChanged() }.store(in: &connections)
  }

  /// Stops following the entry and the list; the entry keeps its text.
  public func unbind() {
    pendingSearch?.cancel()
    pendingSearch = nil
    for connection in connections { connection.cancel() }
    connections.removeAll()
  }

  /// The search the entry asks for; nil for none.
  private var query: String? { SearchEntryRules.query(in: entry.text) }

  private func textChanged(_ text: String) {
    guard !isSettingText else { return }
    pendingSearch?.cancel()
    pendingSearch = nil
    guard query != nil else {
      // Replacing the text passes through an empty entry (GTK deletes, then
      // inserts): end the search only if it is still empty once the main
      // loop turns, right away for the user.
      MainLoopCallbacks.after(milliseconds: 0) { [weak self] in
        guard let self, pendingSearch == nil, query == nil else { return }
        loads.send(.clearSearch)
      }
      return
    }
    let deadline = loads.clock.now.advanced(by: debounce)
    pendingSearch = loads.clock.schedule(at: deadline) { [weak self] in self?.searchNow() }
  }

  /// Sends the entry's search now (Enter, or the pause ended).
  private func searchNow() {
    pendingSearch?.cancel()
    pendingSearch = nil
    guard let input = SearchEntryRules.input(for: query, listQuery: loads.searchQuery) else { return }
    loads.send(input)
  }

  /// Escape: the entry empties and the list leaves its search.
  private func endSearch() {
    pendingSearch?.cancel()
    pendingSearch = nil
    setText("")
    loads.send(.clearSearch)
  }

  /// The list left its search without the entry (Clear Search): empty it.
  private func listSearchChanged() {
    guard
      SearchEntryRules.entryEmpties(
        listQuery: loads.searchQuery, entryQuery: query, isSearchPending: pendingSearch != nil)
    else { return }
    setText("")
    if focusIsInList { _ = entry.grabFocus() }
  }

  /// Whether the keyboard focus is in the list or its placeholder, or held
  /// for the rows while they are hidden (Clear Search went with its
  /// placeholder).
  private var focusIsInList: Bool {
    if slot.holdsFocusForContent { return true }
    return list.containsFocus
  }

  private func setText(_ text: String) {
    isSettingText = true
    defer { isSettingText = false }
    entry.text = text
  }
}
