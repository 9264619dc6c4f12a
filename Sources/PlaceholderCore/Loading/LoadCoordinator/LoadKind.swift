/// Which load a request stands for.
public enum LoadKind: Hashable, Sendable {
  /// The first page of the unfiltered list (the first load, a retry after a
  /// failure, or the reload after a search is cleared).
  case firstPage
  /// The first page again, while what was shown stays on screen.
  case refresh
  /// The page after the rows already shown.
  case nextPage
  /// The page before the rows already shown: older messages above a
  /// conversation. Asked only of a list whose last result said pages exist
  /// before its rows (`LoadResult.hasPrevious`).
  case previousPage
  /// The page that holds an item not loaded yet, as a new listing: its
  /// result replaces the rows, says whether pages come before and after it
  /// (`LoadResult.hasPrevious`, `hasMore`), and where it starts in the
  /// listing (`LoadResult.firstIndex`). The list then shows the item.
  case jump(to: JumpTarget)
  /// The first page of results for a search. Read the search from
  /// `LoadRequest.query` rather than from here: every request made while
  /// the search lasts carries it there, next pages and refreshes included.
  case search(query: String)
}
