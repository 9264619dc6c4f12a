/// Searches that filter in memory (`localSearch`): at once, or, when the
/// filter replaces the rows in the background, when they land.
extension LoadCoordinator {
  /// Whether a search filters in the background and has not landed yet:
  /// the state says `.loading`, but a list keeps its rows and placeholder
  /// as they were until the result replaces them, as a search that filters
  /// at once would.
  package var isAwaitingLocalSearch: Bool {
    awaitedSearch != nil && awaitedSearch == currentRequest?.token
  }

  /// A search started or cleared with `localSearch` set: filters now and
  /// returns the request, which finishes before anything is drawn, or, when
  /// the filter started a background replacement, in the same turn as that
  /// lands. Nil without `localSearch`: the search is a load.
  func filterLocally(_ request: LoadRequest) -> LoadRequest? {
    guard let localSearch else { return nil }
    localSearch(request.query)
    if let replacement = host?.pendingLocalResult, replacement.isPending {
      awaitedSearch = request.token
      replacement.whenSettled { [weak self] _ in self?.localSearchLanded(request) }
    }
    return request
  }

  private func localSearchLanded(_ request: LoadRequest) {
    guard awaitedSearch == request.token else { return }
    awaitedSearch = nil
    // Superseded by a newer search: that one finishes.
    guard currentRequest?.token == request.token else { return }
    finishLocalSearch(request)
  }

  func finishLocalSearch(_ request: LoadRequest) {
    host?.loadResultWasApplied()
    // A filter pages neither way; cleared, the list pages as it did.
    let cleared = request.query == nil
    send(
      .finish(
        request.token, isEmpty: isEmpty(), hasMore: cleared && unfilteredHasMore,
        hasPrevious: cleared && unfilteredHasPrevious))
  }

  /// An unfiltered load ended: what clearing a local search goes back to.
  /// A next page says nothing of the start, nor a previous page of the end.
  func noteUnfiltered(_ kind: LoadKind, hasMore: Bool, hasPrevious: Bool) {
    if kind != .previousPage { unfilteredHasMore = hasMore }
    if kind != .nextPage { unfilteredHasPrevious = hasPrevious }
  }
}

extension PageStateInput {
  /// Whether the input starts or ends a search (what `localSearch` handles).
  var isSearchInput: Bool {
    switch self {
    case .search, .clearSearch: true
    case .beginLoad, .finish, .fail, .retry, .refresh, .restart, .loadMore, .loadPrevious, .retryPrevious, .jump,
      .pagesDropped,
      .dataChanged:
      false
    }
  }
}
