/// What the machine reads of its own state to decide; it changes nothing.
extension PageStateMachine {
  /// What an empty list shows: "No Results" during a search, else "empty".
  var emptyState: PageState {
    if let searchQuery { return .noResults(query: searchQuery) }
    return .empty
  }

  var emptyBackdrop: PageState.RefreshBackdrop {
    if let searchQuery { return .noResults(query: searchQuery) }
    return .empty
  }

  /// Whether the page that waited is still wanted at its end.
  func waitingPageMayStart(_ kind: LoadKind) -> Bool {
    guard let phase = state.pagingPhase else { return false }
    let end = kind == .previousPage ? previousPhase : phase
    return end == .canLoadMore || end.isFailed
  }

  /// The state as the retries see it: the start's failure stands in for
  /// the state when the end shows none, so that it is retried by itself,
  /// held offline and counted down as the end's would be (`.retry` then
  /// loads the page before the rows).
  package var retryView: PageState {
    guard case .content(let phase) = state, !phase.isFailed, previousPhase.isFailed else { return state }
    return .content(previousPhase)
  }

  /// The transition to report for what the machine holds now.
  func unchanged(_ disposition: PageStateDisposition) -> PageStateTransition {
    transition(disposition)
  }

  func transition(
    _ disposition: PageStateDisposition, cancelled: LoadToken? = nil, started: LoadRequest? = nil,
    refreshFailure: LoadFailure? = nil
  ) -> PageStateTransition {
    PageStateTransition(
      state: state, disposition: disposition, cancelledLoad: cancelled, startedLoad: started,
      refreshFailure: refreshFailure, previousPagePhase: previousPhase)
  }
}
