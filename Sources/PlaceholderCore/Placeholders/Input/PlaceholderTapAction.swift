/// What a tap on a list's placeholder (or its button) does.
package enum PlaceholderTapAction: Hashable, Sendable {
  /// Read the data source again: the list has nowhere to load from.
  case reload
  /// Feed this input to the list's page-state machine.
  case send(PageStateInput)

  /// The action for a tap in `state`. Clear Search after no results when
  /// the list can load or filters in memory (`searchesLocally`); otherwise,
  /// with nowhere to load (`canLoad` false) a reload is all there is to do;
  /// else Retry after a failure, the first load before any, and a refresh
  /// in every other state. O(1).
  package static func forTap(in state: PageState, canLoad: Bool, searchesLocally: Bool = false)
    -> PlaceholderTapAction
  {
    if case .noResults = state, canLoad || searchesLocally { return .send(.clearSearch) }
    guard canLoad else { return .reload }
    switch state {
    case .noResults: return .send(.clearSearch)
    case .failed: return .send(.retry)
    case .idle: return .send(.beginLoad)
    default: return .send(.refresh)
    }
  }
}
