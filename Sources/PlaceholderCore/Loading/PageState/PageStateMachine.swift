/// The page-state machine: turns loads, results, user actions and data edits
/// into a `PageState` and the loads to start or cancel.
///
/// It holds no rows and performs no I/O. The app (or the GTK adapter) feeds
/// it inputs and performs the effects of each transition: start the
/// requested load, cancel the superseded one, report a failed refresh.
///
/// Rules, each enforced here and tested input by input:
/// - Nothing "empty" before the first load ends: `idle` becomes `empty` or
///   `noResults` only through a finished load (or after the app has shown
///   rows and removed them all).
/// - One load in flight at a time. A retry while a first page loads, a
///   refresh while a refresh runs, a load-more while a page loads are
///   coalesced. A refresh, a new search or a first-page load supersedes a
///   page that is loading: the page is cancelled. A result whose token is
///   not the load in flight is dropped and changes nothing.
/// - A page is requested only from `content(.canLoadMore)`, or by Retry
///   from `content(.loadMoreFailed)`.
/// - Retry: `failed` → `loading` (first page again); `loadMoreFailed` →
///   `loadingMore` (the same page again, rows kept); anything else is
///   coalesced or ignored.
/// - Refresh keeps what is shown: rows, "No Content", a failure or "No
///   Results" stay on screen beneath the refresh indicator. A failed refresh
///   over rows keeps the rows and reports the failure as an effect; over a
///   placeholder it shows the failure.
/// - Search: a search that finishes without rows is `noResults(query)`.
///   Clearing the search reloads the unfiltered list from its first page
///   (the machine holds no rows, so it cannot restore the earlier result);
///   an empty query clears the search. While a search is active, first-page
///   loads, refreshes and pages carry its query.
/// - `finish(hasMore: false)` is CXTableView's `loadCompleted`: `noMoreData`.
/// - `loadedPageCount` counts the pages of the listing on screen: a first
///   page or refresh that finishes makes it 1, each next page adds one,
///   rows the app puts in itself make it 0. "No more data" is said only
///   after paging (more than one page).
///
/// Handling an input is O(1) and allocates nothing beyond copying the
/// strings already held (a query, a failure message).
package struct PageStateMachine: Hashable, Sendable {
  /// The current state.
  package private(set) var state: PageState = .idle
  /// The active search, nil for the unfiltered list.
  package private(set) var searchQuery: String?
  /// The request in flight; non-nil exactly when `state.isLoadInFlight`.
  package private(set) var loadInFlight: LoadRequest?
  /// The pages the rows on screen came in (see the rules above).
  package private(set) var loadedPageCount = 0
  /// The number the next token gets; tokens only grow.
  private var nextToken: UInt64 = 1

  /// Creates a machine in `idle`, with no search and nothing in flight.
  package init() {}

  /// Takes one input and returns what it did. O(1).
  package mutating func handle(_ input: PageStateInput) -> PageStateTransition {
    switch input {
    case .beginLoad: beginLoad()
    case .finish(let token, let isEmpty, let hasMore): finish(token, isEmpty: isEmpty, hasMore: hasMore)
    case .fail(let token, let failure): fail(token, failure)
    case .retry: retry()
    case .refresh: refresh()
    case .restart: startFirstPage()
    case .loadMore: loadMore()
    case .search(let query): query.isEmpty ? clearSearch() : search(query)
    case .clearSearch: clearSearch()
    case .dataChanged(let isEmpty): dataChanged(isEmpty: isEmpty)
    }
  }

  // MARK: - Inputs

  private mutating func beginLoad() -> PageStateTransition {
    switch state {
    case .loading, .refreshing: unchanged(.coalesced)
    case .idle, .content, .empty, .failed, .noResults: startFirstPage()
    }
  }

  private mutating func finish(_ token: LoadToken, isEmpty: Bool, hasMore: Bool) -> PageStateTransition {
    guard let request = loadInFlight, request.token == token else { return unchanged(.droppedStale(token)) }
    loadedPageCount = request.kind == .nextPage ? loadedPageCount &+ 1 : 1
    // An empty result ends paging whatever `hasMore` says: asking for the
    // page after nothing would loop on empty pages.
    return settle(isEmpty ? emptyState : .content(hasMore ? .canLoadMore : .noMoreData))
  }

  private mutating func fail(_ token: LoadToken, _ failure: LoadFailure) -> PageStateTransition {
    guard let request = loadInFlight, request.token == token else { return unchanged(.droppedStale(token)) }
    switch (request.kind, state) {
    case (.nextPage, _):
      return settle(.content(.loadMoreFailed(failure)))
    case (.refresh, .refreshing(over: .content(let hasMore))):
      return settle(.content(hasMore ? .canLoadMore : .noMoreData), refreshFailure: failure)
    case (.refresh, _), (.firstPage, _), (.search, _):
      return settle(.failed(failure))
    }
  }

  private mutating func retry() -> PageStateTransition {
    switch state {
    case .failed: startFirstPage()
    case .content(.loadMoreFailed): start(.nextPage, entering: .content(.loadingMore))
    case .loading, .refreshing, .content(.loadingMore): unchanged(.coalesced)
    case .idle, .content, .empty, .noResults: unchanged(.ignored)
    }
  }

  private mutating func refresh() -> PageStateTransition {
    let backdrop: PageState.RefreshBackdrop
    switch state {
    case .loading, .refreshing: return unchanged(.coalesced)
    case .idle: backdrop = .idle
    case .content(let phase): backdrop = .content(hasMore: phase != .noMoreData)
    case .empty: backdrop = .empty
    case .failed(let failure): backdrop = .failed(failure)
    case .noResults(let query): backdrop = .noResults(query: query)
    }
    return start(.refresh, entering: .refreshing(over: backdrop))
  }

  private mutating func loadMore() -> PageStateTransition {
    switch state {
    case .content(.canLoadMore): start(.nextPage, entering: .content(.loadingMore))
    case .content(.loadingMore): unchanged(.coalesced)
    case .idle, .loading, .refreshing, .content, .empty, .failed, .noResults: unchanged(.ignored)
    }
  }

  private mutating func search(_ query: String) -> PageStateTransition {
    if query == searchQuery {
      switch state {
      case .loading, .refreshing: return unchanged(.coalesced)
      case .failed: return startFirstPage()
      case .idle, .content, .empty, .noResults: return unchanged(.ignored)
      }
    }
    searchQuery = query
    return start(.search(query: query), entering: .loading)
  }

  private mutating func clearSearch() -> PageStateTransition {
    guard searchQuery != nil else { return unchanged(.ignored) }
    searchQuery = nil
    return start(.firstPage, entering: .loading)
  }

  private mutating func dataChanged(isEmpty: Bool) -> PageStateTransition {
    switch state {
    case .loading:
      // The load's result decides; edits made meanwhile are part of it.
      return unchanged(.ignored)
    case .idle, .empty, .failed, .noResults:
      // Rows the app put in itself: shown, but with no page to continue from.
      guard !isEmpty else { return unchanged(.ignored) }
      loadedPageCount = 0
      return settle(.content(.noMoreData), cancellingInFlight: true)
    case .content:
      // Removing the last row empties the list and stops a page on its way.
      return isEmpty ? settle(emptyState, cancellingInFlight: true) : unchanged(.ignored)
    case .refreshing(let backdrop):
      let updated: PageState.RefreshBackdrop
      switch (backdrop, isEmpty) {
      case (.content, true): updated = emptyBackdrop
      case (.idle, false), (.empty, false), (.failed, false), (.noResults, false):
        updated = .content(hasMore: false)
        loadedPageCount = 0
      case (.content, false), (.idle, true), (.empty, true), (.failed, true), (.noResults, true):
        return unchanged(.ignored)
      }
      state = .refreshing(over: updated)
      return PageStateTransition(state: state, disposition: .applied)
    }
  }

  // MARK: - Moves

  /// What an empty list shows: "No Results" during a search, else "empty".
  private var emptyState: PageState {
    if let searchQuery { return .noResults(query: searchQuery) }
    return .empty
  }

  private var emptyBackdrop: PageState.RefreshBackdrop {
    if let searchQuery { return .noResults(query: searchQuery) }
    return .empty
  }

  /// Starts the first page of the current scope (the search, if any).
  private mutating func startFirstPage() -> PageStateTransition {
    if let searchQuery { return start(.search(query: searchQuery), entering: .loading) }
    return start(.firstPage, entering: .loading)
  }

  /// Starts a request, cancelling the one in flight; the only place tokens
  /// are made, so they increase and at most one request is ever in flight.
  private mutating func start(_ kind: LoadKind, entering newState: PageState) -> PageStateTransition {
    let cancelled = loadInFlight?.token
    // Wrapping instead of trapping: 2^64 requests are out of reach.
    let request = LoadRequest(token: LoadToken(rawValue: nextToken), kind: kind, query: searchQuery)
    nextToken &+= 1
    loadInFlight = request
    state = newState
    return PageStateTransition(state: newState, disposition: .applied, cancelledLoad: cancelled, startedLoad: request)
  }

  /// Enters a state with nothing in flight. The load in flight either has
  /// just answered (`cancellingInFlight` false) or is cancelled.
  private mutating func settle(
    _ newState: PageState, cancellingInFlight: Bool = false, refreshFailure: LoadFailure? = nil
  ) -> PageStateTransition {
    let cancelled = cancellingInFlight ? loadInFlight?.token : nil
    loadInFlight = nil
    state = newState
    return PageStateTransition(
      state: newState, disposition: .applied, cancelledLoad: cancelled, refreshFailure: refreshFailure)
  }

  private func unchanged(_ disposition: PageStateDisposition) -> PageStateTransition {
    PageStateTransition(state: state, disposition: disposition)
  }
}
