/// Something that happened to a list, fed to `PageStateMachine.handle(_:)`.
public enum PageStateInput: Hashable, Sendable {
  /// Load the first page: the first load, or starting over (the loading
  /// placeholder replaces what is shown; use `refresh` to keep it visible).
  /// While a search is active this loads the search's first page.
  case beginLoad
  /// The load named by the token finished. `isEmpty` says whether the list
  /// has no rows once its result is applied; `hasMore` whether another page
  /// exists after the rows (false is CXTableView's `loadCompleted`);
  /// `hasPrevious` whether pages exist before them (a conversation's older
  /// messages), said by a first page, a refresh or a previous page.
  case finish(LoadToken, isEmpty: Bool, hasMore: Bool, hasPrevious: Bool = false)
  /// The load named by the token failed.
  case fail(LoadToken, LoadFailure)
  /// The user asked to try again: the failure placeholder's Retry, or the
  /// paging footer's inline Retry.
  case retry
  /// Reload the first page while what is shown stays (pull to refresh, a
  /// Refresh button, or code).
  case refresh
  /// Start over from the first page whatever is happening, cancelling any
  /// load in flight: what the list shows comes from somewhere else now
  /// (another folder, another account), so a late result of the old source
  /// is never applied. Unlike `beginLoad`, it is never coalesced.
  case restart
  /// The end of the rows came into view: load the next page.
  case loadMore
  /// The start of the rows came into view: load the page before them, if
  /// the last result said one exists (`LoadResult.hasPrevious`).
  case loadPrevious
  /// The start's Retry: load the page before the rows again after it
  /// failed. (`retry` does too, when no other failure shows.)
  case retryPrevious
  /// A memory cap let go of `count` pages at `edge` (`ListAdapter.maxPages`):
  /// that end can load again.
  case pagesDropped(at: PagingEdge, count: Int)
  /// Show an item that is not loaded: load the page that holds it, as a
  /// new listing (Retry after it failed asks for it again).
  case jump(to: JumpTarget)
  /// Search for `query`; an empty query clears the search.
  case search(String)
  /// Leave the search and reload the unfiltered list.
  case clearSearch
  /// The app inserted or removed rows itself, outside a load. `isEmpty` says
  /// whether the list has rows left.
  case dataChanged(isEmpty: Bool)
}
