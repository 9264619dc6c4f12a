/// What the app is asked to load, and the token its result must carry.
public struct LoadRequest: Hashable, Sendable {
  /// The token to pass back with `.finish` or `.fail`.
  public let token: LoadToken
  /// Which load this is.
  public let kind: LoadKind
  /// The search the request belongs to, nil for the unfiltered list. A
  /// refresh or a next page while a search is active carries its query, so
  /// the app knows what to refresh or continue.
  public let query: String?

  /// Creates a request.
  public init(token: LoadToken, kind: LoadKind, query: String?) {
    self.token = token
    self.kind = kind
    self.query = query
  }
}
