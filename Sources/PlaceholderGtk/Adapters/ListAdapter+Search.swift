import GtkKit
import PlaceholderCore

/// Searching a list from a search entry.
extension ListAdapter {
  /// Binds a search entry to the list: typing searches after a short
  /// pause, Escape and the clear icon end the search, and the no-results
  /// placeholder's "Clear Search" empties the entry (`SearchBinding`).
  ///
  /// Without `filter`, a search is a load: the list's load operation (or
  /// its delegate) gets a request whose `kind` is `.search(query:)` and
  /// whose `query` is the text, and clearing the search reloads the first
  /// page. With `filter`, the search runs in memory at once: `filter` gets
  /// the query (nil when the search ends) and puts the matching rows
  /// (every row for nil) into the data source (`LoadCoordinator.localSearch`).
  ///
  /// The list keeps the binding, and one binding at most: binding another
  /// entry ends the previous binding.
  @discardableResult
  public func bindSearch(to entry: SearchEntry, filter: (@MainActor (_ query: String?) -> Void)? = nil)
    -> SearchBinding
  {
    machinery.search?.unbind()
    let binding = SearchBinding(entry: entry, loads: loads, list: widget, slot: placeholderSlot)
    machinery.search = binding
    loads.localSearch = filter
    return binding
  }
}
