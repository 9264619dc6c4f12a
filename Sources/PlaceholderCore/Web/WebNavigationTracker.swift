/// Follows a web view's navigations and says what each event means for
/// the page's placeholder: a load began, the page shows, it failed (and
/// why), or the page's process stopped or answers again. Pure: the GTK
/// layer feeds it WebKit's events in order and applies the outcomes.
///
/// WebKit reports a failed load's end too (a `finished` after `failed`),
/// and a 404 page as a load that finished: the tracker keeps the failure
/// of the navigation it belongs to, and reads the status.
public struct WebNavigationTracker: Hashable, Sendable {
  /// What an event means for the placeholder.
  public enum Outcome: Hashable, Sendable {
    /// Nothing changes.
    case nothing
    /// A navigation started: the page loads.
    case began
    /// The page shows (it may be a server's error page the app shows).
    case succeeded
    /// The load ended without a page: a cancelled one, or a stop.
    case stopped
    /// The load failed.
    case failed(WebPageFailure)
    /// The page's process ended, or stopped answering, whatever the load.
    case pageStopped(WebPageFailure)
    /// The page's process answers again.
    case pageAnswers
  }

  /// Whether a page whose status is 400 or above is shown (the server's
  /// own error page) rather than the failed placeholder.
  public var showsServerErrorPages = false
  /// Whether a navigation is on its way.
  public private(set) var isLoading = false
  /// The address of the navigation last started (after its redirections).
  public private(set) var uri: String?
  /// Whether the current navigation's page came (WebKit reloads only a
  /// page that came; one that never did is asked for again).
  public private(set) var hasCommitted = false
  /// Whether the current navigation has failed already.
  private var hasFailed = false

  /// A tracker before any navigation.
  public init() {}

  /// What `event` means. `networkIsOnline` tells whether the system has a
  /// network: a failure to reach a server while it has none is `offline`.
  public mutating func handle(_ event: WebPageEvent, networkIsOnline: Bool = true) -> Outcome {
    switch event {
    case .started(let uri):
      self.uri = uri
      isLoading = true
      hasFailed = false
      hasCommitted = false
      return .began
    case .redirected(let uri):
      self.uri = uri
      return .nothing
    case .committed:
      hasCommitted = true
      return .nothing
    case .progress, .titleChanged:
      return .nothing
    case .failed(let error):
      guard isLoading, !hasFailed else { return .nothing }
      guard let failure = WebPageRules.failure(for: error, networkIsOnline: networkIsOnline) else {
        isLoading = false
        return .stopped
      }
      return fail(failure)
    case .insecure(let problems):
      guard isLoading, !hasFailed else { return .nothing }
      return fail(.insecure(problems))
    case .finished(let status, let ended):
      guard isLoading else { return .nothing }
      isLoading = false
      if hasFailed { return .nothing }
      // A port web pages may not use: WebKit shows a blank page instead,
      // and reports no failure.
      if status == nil, ended == "about:blank", let uri, uri.hasPrefix("http") {
        hasFailed = true
        return .failed(.cannotShow(translate("The address uses a port web pages may not use.")))
      }
      if let failure = WebPageRules.failure(forStatus: status, showsServerErrorPages: showsServerErrorPages) {
        hasFailed = true
        return .failed(failure)
      }
      return .succeeded
    case .processEnded(let reason):
      isLoading = false
      return .pageStopped(.processEnded(reason))
    case .responsive(let answers):
      return answers ? .pageAnswers : .pageStopped(.unresponsive)
    }
  }

  private mutating func fail(_ failure: WebPageFailure) -> Outcome {
    hasFailed = true
    return .failed(failure)
  }
}
