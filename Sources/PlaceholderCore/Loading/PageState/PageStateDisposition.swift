/// How the machine took an input.
public enum PageStateDisposition: Hashable, Sendable {
  /// The input changed the state or started a load.
  case applied
  /// The work the input asks for is already running (a retry while loading,
  /// a refresh while refreshing, a load-more while a page loads): nothing
  /// changed and no second request started.
  case coalesced
  /// The input means nothing in this state (a load-more after the last page,
  /// a retry with nothing failed): nothing changed.
  case ignored
  /// A result carried a token that is not the load in flight (superseded,
  /// cancelled, already answered, or never issued): it was dropped and
  /// nothing changed.
  case droppedStale(LoadToken)
}
