/// What one input did: the new state, the loads to cancel and start, and
/// how the input was taken.
///
/// The effects sit in fixed slots rather than an array so that handling an
/// input allocates nothing; `effects` lists them in the order to perform
/// them (cancel first, then start, then report).
public struct PageStateTransition: Hashable, Sendable {
  /// The state after the input.
  public let state: PageState
  /// How the input was taken.
  public let disposition: PageStateDisposition
  /// A superseded request to cancel; its late result will be dropped anyway.
  public let cancelledLoad: LoadToken?
  /// A request to start; the app loads it and reports back with its token.
  public let startedLoad: LoadRequest?
  /// A refresh over rows failed: the rows stay and the app should say so
  /// briefly (a toast), since no placeholder will.
  public let refreshFailure: LoadFailure?
  /// The start's paging phase after the input: whether pages before the
  /// first row load, failed or ran out (`.noMoreData` for a list that
  /// pages one way). The end's phase is in `state`.
  public let previousPagePhase: PagingPhase

  /// Creates a transition.
  public init(
    state: PageState,
    disposition: PageStateDisposition,
    cancelledLoad: LoadToken? = nil,
    startedLoad: LoadRequest? = nil,
    refreshFailure: LoadFailure? = nil,
    previousPagePhase: PagingPhase = .noMoreData
  ) {
    self.state = state
    self.disposition = disposition
    self.cancelledLoad = cancelledLoad
    self.startedLoad = startedLoad
    self.refreshFailure = refreshFailure
    self.previousPagePhase = previousPagePhase
  }

  /// The effects to perform, in order. Allocates an array; the slots above
  /// do not.
  public var effects: [PageStateEffect] {
    var effects: [PageStateEffect] = []
    if let cancelledLoad { effects.append(.cancelLoad(cancelledLoad)) }
    if let startedLoad { effects.append(.startLoad(startedLoad)) }
    if let refreshFailure { effects.append(.reportRefreshFailure(refreshFailure)) }
    return effects
  }
}
