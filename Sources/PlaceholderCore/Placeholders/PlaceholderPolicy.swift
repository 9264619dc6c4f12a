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
  package static func placeholder(for state: PageState, options: PlaceholderOptions = PlaceholderOptions())
    -> PlaceholderKind?
  {
    guard options.displayAllowed else { return nil }
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
  package static func pagingFooter(for state: PageState) -> PagingFooter {
    switch state {
    case .content(.canLoadMore): .hidden
    case .content(.loadingMore): .loading
    case .content(.loadMoreFailed(let failure)): .failed(failure)
    case .content(.noMoreData), .refreshing(over: .content(hasMore: false)): .noMoreData
    case .idle, .loading, .refreshing, .empty, .failed, .noResults: .hidden
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
  /// `pagingFooter(for:)` shows, with `.hidden` meaning no row. O(1).
  package static func pagingFooterRow(
    for state: PageState, isLoadMoreEnabled: Bool, hasItems: Bool
  ) -> PagingFooter? {
    guard isLoadMoreEnabled, hasItems else { return nil }
    let footer = pagingFooter(for: state)
    return footer == .hidden ? nil : footer
  }
}
