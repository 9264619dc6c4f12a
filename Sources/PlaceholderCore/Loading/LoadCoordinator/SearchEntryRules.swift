/// How a search entry and a list's search stay in step: the decisions
/// behind the GTK layer's `SearchBinding`, pure so they are tested without
/// a display.
package enum SearchEntryRules {
  /// The search an entry's text asks for: the text without surrounding
  /// spaces and newlines, or nil when nothing is left (no search). O(n).
  package static func query(in text: String) -> String? {
    let characters = Array(text)
    guard let first = characters.firstIndex(where: { !$0.isWhitespace }),
      let last = characters.lastIndex(where: { !$0.isWhitespace })
    else { return nil }
    return String(characters[first...last])
  }

  /// The input that makes the list search for `query` (nil: no search),
  /// or nil when the list already shows that search.
  package static func input(for query: String?, listQuery: String?) -> PageStateInput? {
    guard query != listQuery else { return nil }
    return query.map { .search($0) } ?? .clearSearch
  }

  /// Whether the entry is emptied because the list left its search by
  /// itself ("Clear Search" on the no-results placeholder): the list has
  /// no search, the entry still asks for one, and no typed search is
  /// waiting out its pause.
  package static func entryEmpties(listQuery: String?, entryQuery: String?, isSearchPending: Bool) -> Bool {
    listQuery == nil && entryQuery != nil && !isSearchPending
  }
}
