/// Pure decisions from a `PageState` to what the list shows around its rows:
/// the placeholder, the paging footer and the refresh indicator.
///
/// The GTK layer calls these after every transition and turns the answers
/// into widget changes; it decides nothing of its own. Each is O(1).
package enum PlaceholderPolicy {
  /// The placeholder to show in `state`, or nil for none.
  ///
  /// | state | placeholder |
  /// |---|---|
  /// | `idle` | none (`.empty` with `showsEmptyBeforeFirstLoad`) |
  /// | `loading` | `.loading` (none without `showsLoadingPlaceholder`) |
  /// | `content` | none (`.empty` with `forcedDisplay`) |
  /// | `refreshing(over: x)` | the same as state `x` would show |
  /// | `empty` | `.empty` |
  /// | `failed(f)` | `.failed(f)` |
  /// | `noResults(q)` | `.noResults(q)` |
  ///
  /// `displayAllowed == false` hides every placeholder;
  /// `showsEmptyPlaceholder == false` hides `.empty` alone.
  ///
  /// `indicators` says whether the loading placeholder shows after its
  /// delay and minimum time (`LoadCoordinator.indicators`); nil shows it
  /// exactly while the state is `loading`. While a load waits out the delay
  /// no placeholder shows; while the loading placeholder is held for its
  /// minimum time it shows whatever the state.
  package static func placeholder(
    for state: PageState, options: PlaceholderOptions = PlaceholderOptions(), indicators: LoadIndicators? = nil
  ) -> PlaceholderKind? {
    guard options.displayAllowed else { return nil }
    let indicators = indicators ?? .immediate(for: state)
    if options.showsLoadingPlaceholder {
      if indicators.showsLoading { return .loading }
      if state == .loading { return nil }
    }
    let kind = kind(for: state, options: options)
    if kind == .empty && !options.showsEmptyPlaceholder { return nil }
    return kind
  }

  private static func kind(for state: PageState, options: PlaceholderOptions) -> PlaceholderKind? {
    switch state {
    case .idle, .refreshing(over: .idle): return options.showsEmptyBeforeFirstLoad ? .empty : nil
    case .loading: return options.showsLoadingPlaceholder ? .loading : nil
    case .content, .refreshing(over: .content): return options.forcedDisplay ? .empty : nil
    case .empty, .refreshing(over: .empty): return .empty
    case .failed(let failure), .refreshing(over: .failed(let failure)): return .failed(failure)
    case .noResults(let query), .refreshing(over: .noResults(let query)): return .noResults(query: query)
    }
  }

  /// The footer under the rows in `state`.
  ///
  /// While rows are shown it follows the paging phase. During a refresh over
  /// rows only "No more data" stays (a page spinner or a Retry would offer
  /// something the refresh has replaced); everywhere else it is hidden.
  ///
  /// The spinner follows `indicators` (nil: exactly while a page loads): a
  /// page younger than the show delay shows no footer, and a spinner held
  /// for its minimum time shows whatever the state. "No more data" shows
  /// only when the listing was paged (`hasPaged`, more than one page
  /// loaded): a first page that is also the last needs no footer.
  package static func pagingFooter(
    for state: PageState, indicators: LoadIndicators? = nil, hasPaged: Bool = true
  ) -> PagingFooter {
    let indicators = indicators ?? .immediate(for: state)
    if indicators.showsPagingSpinner { return .loading }
    switch state {
    case .content(.canLoadMore), .content(.loadingMore): return .hidden
    case .content(.loadMoreFailed(let failure)): return .failed(failure)
    case .content(.noMoreData), .refreshing(over: .content(hasMore: false)): return hasPaged ? .noMoreData : .hidden
    case .idle, .loading, .refreshing, .empty, .failed, .noResults: return .hidden
    }
  }

  /// Whether the rows the data source holds are kept off screen, out of
  /// the focus chain and away from screen readers.
  ///
  /// A load that starts the listing over (a restart, a new search, clearing
  /// a search, Retry after a failure) hides the old rows at once, before
  /// any placeholder shows, and they stay hidden until the new rows come
  /// (after the loading placeholder's minimum time, if it showed) or a
  /// failure replaces them: a new listing never shows the old one, and the
  /// list passes through no "empty" state on the way. A refresh keeps its
  /// rows. O(1).
  package static func hidesRows(in state: PageState, indicators: LoadIndicators? = nil) -> Bool {
    if (indicators ?? .immediate(for: state)).showsLoading { return true }
    switch state {
    case .loading, .failed, .refreshing(over: .failed): return true
    case .idle, .content, .refreshing, .empty, .noResults: return false
    }
  }

  /// The refresh indicator's phase: spinning whenever the machine refreshes
  /// (whoever started it), otherwise whatever the user's pull shows.
  package static func refreshIndicator(for state: PageState, pull: PullToRefresh) -> PullToRefresh.Phase {
    var pull = pull
    pull.follow(state)
    return pull.phase
  }
}

extension PlaceholderPolicy {
  /// The footer row after a list's rows, or nil for no row at all: none
  /// while load-more is off or the list has no items, else whatever
  /// `pagingFooter(for:indicators:hasPaged:)` shows, with `.hidden`
  /// meaning no row. O(1).
  /// A next page that waits on a metered connection (`holdsPaging`) shows
  /// its words and Load More where the spinner would come.
  package static func pagingFooterRow(
    for state: PageState, isLoadMoreEnabled: Bool, hasItems: Bool, indicators: LoadIndicators? = nil,
    hasPaged: Bool = true, holdsPaging: Bool = false
  ) -> PagingFooter? {
    guard isLoadMoreEnabled, hasItems else { return nil }
    if holdsPaging, state == .content(.canLoadMore), indicators?.showsPagingSpinner != true {
      return .heldOnMeteredNetwork
    }
    let footer = pagingFooter(for: state, indicators: indicators, hasPaged: hasPaged)
    return footer == .hidden ? nil : footer
  }

  /// What shows over the start of a list's rows while it pages there (a
  /// conversation's older messages), or nil for nothing: the spinner
  /// while the page before loads (after the show delay, for the minimum
  /// time, as the footer's), its failure with Retry; nothing once the
  /// start is reached or while no rows show or a refresh runs. O(1).
  package static func pagingHeader(
    for state: PageState, previousPhase: PagingPhase, indicators: LoadIndicators
  ) -> PagingFooter? {
    guard case .content = state else { return nil }
    if indicators.showsPreviousPageSpinner { return .loading }
    if case .loadMoreFailed(let failure) = previousPhase { return .failed(failure) }
    return nil
  }
}
