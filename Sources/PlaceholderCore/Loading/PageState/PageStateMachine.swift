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
///   page or refresh that finishes makes it 1, each next or previous page
///   adds one, rows the app puts in itself make it 0. "No more data" is
///   said only after paging (more than one page).
/// - Both ends: a result that says pages come before it (`hasPrevious`)
///   lets the start page too, in its own phase (`previousPhase`). One load
///   at a time: a page asked at one end while the other's loads waits
///   (`waitingPage`). A jump loads the page around an item as a new
///   listing; Retry after it failed asks for that page again.
///
/// Handling an input is O(1) and allocates nothing beyond copying the
/// strings already held (a query, a failure message).
package struct PageStateMachine: Hashable, Sendable {
  /// The current state.
  // The machine's files alone set what follows (PageStateMachine+Edges.swift).
  package internal(set) var state: PageState = .idle
  /// The active search, nil for the unfiltered list.
  package private(set) var searchQuery: String?
  /// The request in flight: non-nil when `state.isLoadInFlight`, and
  /// while a previous page loads.
  package private(set) var loadInFlight: LoadRequest?
  /// The pages the rows on screen came in (see the rules above).
  package internal(set) var loadedPageCount = 0
  /// The start's paging phase: whether pages before the first row exist,
  /// load, failed or ran out. `.noMoreData` for a list that pages one way.
  package internal(set) var previousPhase = PagingPhase.noMoreData
  /// A page asked for at one end while the other end's page loads:
  /// `.nextPage` or `.previousPage`, started when the load in flight ends.
  package internal(set) var waitingPage: LoadKind?
  /// The item the listing on screen was loaded around, if it was (a
  /// jump): Retry after it failed asks for it again.
  package private(set) var listingTarget: JumpTarget?
  /// The number the next token gets; tokens only grow.
  private var nextToken: UInt64 = 1

  /// Creates a machine in `idle`, with no search and nothing in flight.
  package init() {}

  /// Takes one input and returns what it did. O(1).
  package mutating func handle(_ input: PageStateInput) -> PageStateTransition {
    switch input {
    case .beginLoad: beginLoad()
    case .finish(let token, let isEmpty, let hasMore, let hasPrevious):
      finish(token, isEmpty: isEmpty, hasMore: hasMore, hasPrevious: hasPrevious)
    case .fail(let token, let failure): fail(token, failure)
    case .retry: retry()
    case .loadPrevious: loadPrevious(retrying: false)
    case .retryPrevious: loadPrevious(retrying: true)
    case .pagesDropped(let edge, let count): pagesDropped(at: edge, count: count)
    case .refresh: refresh()
    case .restart: startFirstPage()
    case .loadMore: loadMore()
    case .jump(let target): jump(to: target)
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

  private mutating func finish(
    _ token: LoadToken, isEmpty: Bool, hasMore: Bool, hasPrevious: Bool
  ) -> PageStateTransition {
    guard let request = loadInFlight, request.token == token else { return unchanged(.droppedStale(token)) }
    let isPage = request.kind == .nextPage || request.kind == .previousPage
    loadedPageCount = isPage ? loadedPageCount &+ 1 : 1
    // An empty result ends paging whatever `hasMore` says: asking for the
    // page after nothing would loop on empty pages.
    if isEmpty { return settle(emptyState) }
    switch request.kind {
    case .previousPage:
      previousPhase = hasPrevious ? .canLoadMore : .noMoreData
      return settle(state)
    case .nextPage:
      return settle(.content(hasMore ? .canLoadMore : .noMoreData))
    case .firstPage, .refresh, .search, .jump:
      previousPhase = hasPrevious ? .canLoadMore : .noMoreData
      return settle(.content(hasMore ? .canLoadMore : .noMoreData))
    }
  }

  private mutating func fail(_ token: LoadToken, _ failure: LoadFailure) -> PageStateTransition {
    guard let request = loadInFlight, request.token == token else { return unchanged(.droppedStale(token)) }
    switch (request.kind, state) {
    case (.previousPage, _):
      previousPhase = .loadMoreFailed(failure)
      return settle(state)
    case (.nextPage, _):
      return settle(.content(.loadMoreFailed(failure)))
    case (.refresh, .refreshing(over: .content(let hasMore))):
      return settle(.content(hasMore ? .canLoadMore : .noMoreData), refreshFailure: failure)
    case (.refresh, _), (.firstPage, _), (.search, _), (.jump, _):
      return settle(.failed(failure))
    }
  }

  private mutating func jump(to target: JumpTarget) -> PageStateTransition {
    listingTarget = target
    return start(.jump(to: target), entering: .loading)
  }

  private mutating func retry() -> PageStateTransition {
    switch state {
    case .failed: listingTarget.map { start(.jump(to: $0), entering: .loading) } ?? startFirstPage()
    case .content(.loadMoreFailed): startPage(.nextPage)
    case .loading, .refreshing, .content(.loadingMore): unchanged(.coalesced)
    case .content where previousPhase.isFailed: startPage(.previousPage)
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
    case .content(.canLoadMore): startPage(.nextPage)
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
      previousPhase = .noMoreData
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
      if !state.showsRows { previousPhase = .noMoreData }
      return transition(.applied)
    }
  }

  // MARK: - Moves

  /// Starts the first page of the current scope (the search, if any).
  private mutating func startFirstPage() -> PageStateTransition {
    if let searchQuery { return start(.search(query: searchQuery), entering: .loading) }
    return start(.firstPage, entering: .loading)
  }

  /// Starts a request, cancelling the one in flight; the only place tokens
  /// are made, so they increase and at most one request is ever in flight.
  /// A first page or search forgets the start's phase (its result says it
  /// again); a refresh ends a previous page that was loading.
  mutating func start(_ kind: LoadKind, entering newState: PageState) -> PageStateTransition {
    let cancelled = loadInFlight?.token
    switch kind {
    case .firstPage, .search:
      previousPhase = .noMoreData
      listingTarget = nil
    case .jump: previousPhase = .noMoreData
    case .refresh where previousPhase == .loadingMore: previousPhase = .canLoadMore
    case .refresh, .nextPage, .previousPage: break
    }
    waitingPage = nil
    // Wrapping instead of trapping: 2^64 requests are out of reach.
    let request = LoadRequest(token: LoadToken(rawValue: nextToken), kind: kind, query: searchQuery)
    nextToken &+= 1
    loadInFlight = request
    state = newState
    return transition(.applied, cancelled: cancelled, started: request)
  }

  /// Enters a state with nothing in flight. The load in flight either has
  /// just answered (`cancellingInFlight` false) or is cancelled. A page
  /// that waited for it starts now, if its end still asks for it.
  private mutating func settle(
    _ newState: PageState, cancellingInFlight: Bool = false, refreshFailure: LoadFailure? = nil
  ) -> PageStateTransition {
    let cancelled = cancellingInFlight ? loadInFlight?.token : nil
    loadInFlight = nil
    state = newState
    if !newState.showsRows { previousPhase = .noMoreData }
    if let waiting = waitingPage, waitingPageMayStart(waiting) {
      let started = startPage(waiting)
      return transition(.applied, cancelled: cancelled, started: started.startedLoad, refreshFailure: refreshFailure)
    }
    waitingPage = nil
    return transition(.applied, cancelled: cancelled, refreshFailure: refreshFailure)
  }
}
