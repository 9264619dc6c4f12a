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
  /// The address whose load the network layer dropped, and how many
  /// times it was asked for again, until its navigation ends.
  private var askedAgain: String?
  private var timesAskedAgain = 0
  /// How many navigations started.
  package private(set) var navigationsStarted = 0
  /// The load to ask for again, not yet taken by the GTK layer.
  private var pendingAskAgain: AskAgain?

  /// A tracker before any navigation.
  public init() {}

  /// What `event` means. `networkIsOnline` tells whether the system has a
  /// network: a failure to reach a server while it has none is `offline`.
  public mutating func handle(_ event: WebPageEvent, networkIsOnline: Bool = true) -> Outcome {
    switch event {
    case .started(let uri):
      if uri != askedAgain { (askedAgain, timesAskedAgain) = (nil, 0) }
      navigationsStarted += 1
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
      if WebPageRules.isDroppedByNetwork(error) { return dropped(networkIsOnline: networkIsOnline) }
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
        return fail(failure)
      }
      (askedAgain, timesAskedAgain) = (nil, 0)
      return .succeeded
    case .processEnded(let reason):
      isLoading = false
      return .pageStopped(.processEnded(reason))
    case .responsive(let answers):
      return answers ? .pageAnswers : .pageStopped(.unresponsive)
    }
  }

  /// A page to load again, and when, because the network layer dropped
  /// its load.
  package struct AskAgain: Hashable, Sendable {
    package let address: String
    package let afterMilliseconds: UInt32
    /// The navigation it follows (`navigationsStarted`): stale once
    /// another began.
    package let navigation: Int

    package init(address: String, afterMilliseconds: UInt32, navigation: Int) {
      self.address = address
      self.afterMilliseconds = afterMilliseconds
      self.navigation = navigation
    }
  }

  /// How long to wait before each time a dropped load is asked for again:
  /// WebKit 2.50 drops a load again more often when asked at once.
  package static let askAgainDelays: [UInt32] = [250, 500, 1_000]

  /// The load to ask for again; nil when there is none. The caller loads
  /// it then, unless another navigation began first.
  package mutating func takeAskAgain() -> AskAgain? {
    defer { pendingAskAgain = nil }
    return pendingAskAgain
  }

  /// A load the network layer dropped: asked for again a few times, in
  /// the same load (WebKit 2.50 reports about one refused certificate in
  /// five this way, not as a certificate problem, and some twice in a
  /// row); dropped each time, the connection closed.
  private mutating func dropped(networkIsOnline: Bool) -> Outcome {
    let times = askedAgain == uri ? timesAskedAgain : 0
    guard let uri, times < Self.askAgainDelays.count else {
      return fail(networkIsOnline ? .unreachable(translate("The connection closed before the page came.")) : .offline)
    }
    (askedAgain, timesAskedAgain) = (uri, times + 1)
    pendingAskAgain = AskAgain(
      address: uri, afterMilliseconds: Self.askAgainDelays[times], navigation: navigationsStarted)
    hasFailed = true  // its end is no page
    return .nothing
  }

  private mutating func fail(_ failure: WebPageFailure) -> Outcome {
    (askedAgain, timesAskedAgain) = (nil, 0)
    hasFailed = true
    return .failed(failure)
  }
}
