/// Paging at both ends: the start's page, a page that waits for the other
/// end's, and the pages a memory cap drops.
extension PageStateMachine {
  /// A page before the first row: asked near the start (`retrying` false,
  /// only while more can load), or by the start's Retry after a failure.
  mutating func loadPrevious(retrying: Bool) -> PageStateTransition {
    guard case .content = state else { return unchanged(.ignored) }
    switch previousPhase {
    case .canLoadMore where !retrying, .loadMoreFailed where retrying: return startPage(.previousPage)
    case .loadingMore: return unchanged(.coalesced)
    case .canLoadMore, .loadMoreFailed, .noMoreData: return unchanged(.ignored)
    }
  }

  /// Starts a page at one end, or has it wait while the other end's page
  /// loads (one load at a time).
  mutating func startPage(_ kind: LoadKind) -> PageStateTransition {
    guard loadInFlight == nil else {
      guard waitingPage != kind else { return unchanged(.coalesced) }
      waitingPage = kind
      return transition(.applied)
    }
    if kind == .previousPage {
      previousPhase = .loadingMore
      return start(kind, entering: state)
    }
    return start(kind, entering: .content(.loadingMore))
  }

  /// A memory cap let go of `count` pages at `edge`: pages exist there
  /// again, to load when the user comes back.
  mutating func pagesDropped(at edge: PagingEdge, count: Int) -> PageStateTransition {
    guard case .content(let phase) = state, count > 0 else { return unchanged(.ignored) }
    let endPhase = edge == .start ? previousPhase : phase
    guard endPhase != .loadingMore else { return unchanged(.ignored) }
    let before = (state, previousPhase, loadedPageCount)
    loadedPageCount = max(loadedPageCount - count, 1)
    if !endPhase.isFailed {
      if edge == .start { previousPhase = .canLoadMore } else { state = .content(.canLoadMore) }
    }
    let changed = before != (state, previousPhase, loadedPageCount)
    return changed ? transition(.applied) : unchanged(.ignored)
  }
}
