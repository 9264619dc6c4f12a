/// The delegate style (CXTableView's way): with no `operation`, the app
/// hears each request and reports how it ended.
extension LoadCoordinator {
  /// The delegate style: the current request succeeded and its data is in
  /// the data source; `hasPrevious` says pages exist before the rows, and
  /// `firstIndex` where they start in the whole listing, if known.
  /// Ignored when no request is in flight.
  public func succeed(hasMore: Bool = false, hasPrevious: Bool = false, firstIndex: Int? = nil) {
    guard let request = currentRequest else { return }
    noteFirstIndex(firstIndex, after: request.kind, hasPrevious: hasPrevious)
    if request.query == nil { noteUnfiltered(request.kind, hasMore: hasMore, hasPrevious: hasPrevious) }
    send(.finish(request.token, isEmpty: isEmpty(), hasMore: hasMore, hasPrevious: hasPrevious))
  }

  /// The delegate style: the current request failed. Ignored when no
  /// request is in flight.
  public func fail(_ failure: LoadFailure) {
    guard let request = currentRequest else { return }
    send(.fail(request.token, failure))
  }
}
