/// One thing the app must do after a transition.
public enum PageStateEffect: Hashable, Sendable {
  /// Cancel this request; its result will be ignored if it still arrives.
  case cancelLoad(LoadToken)
  /// Start this request.
  case startLoad(LoadRequest)
  /// Tell the user a refresh failed while the rows stayed on screen.
  case reportRefreshFailure(LoadFailure)
}
