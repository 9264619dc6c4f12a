/// The retries a list makes by itself, decided from what happens to its
/// loads and to the network: pure state that `LoadCoordinator` keeps,
/// carrying out `due` on the list's clock (the test clock in tests).
///
/// - A load that fails for a reason its `RetryPolicy` retries is tried
///   again after the policy's delay, while the count of tries made by
///   itself is under the policy's cap; "Retrying in 4 seconds" shows
///   meanwhile (`notice`).
/// - A network failure while the system is not on the Internet is not
///   tried on a timer: it waits for the network ("It will load when the
///   network is back"), and going offline stops a countdown.
/// - When the network comes back, what failed for it (or what the policy
///   retries) is tried once, after `NetworkRules.reconnectDelay`, and the
///   count starts again.
/// - Retry pressed while offline sends nothing and says "Still offline".
/// - Any load the plan did not start (the user's Retry, a refresh, a
///   search) cancels the countdown and starts the count again; so does a
///   load that works.
package struct RetryPlan: Hashable, Sendable {
  /// The tries made by itself since the count last started.
  package private(set) var attemptsMade = 0
  /// When the next try starts by itself; nil when none is planned.
  package private(set) var due: ContinuousClock.Instant?
  /// Whether the user pressed Retry while offline, since the last load or
  /// network change.
  package private(set) var wasRetriedOffline = false

  package init() {}

  /// A load started; `automatic` when it is the plan's own try (counted).
  package mutating func loadStarted(automatic: Bool) {
    due = nil
    wasRetriedOffline = false
    if automatic { attemptsMade += 1 } else { attemptsMade = 0 }
  }

  /// The list settled in `state` with nothing in flight (or moved while a
  /// load runs): a failure it retries gets its next try planned.
  package mutating func settled(
    in state: PageState, policy: RetryPolicy, network: NetworkStatus, now: ContinuousClock.Instant
  ) {
    due = nil
    guard let failure = Self.failure(in: state) else {
      if !state.isLoadInFlight { attemptsMade = 0 }
      return
    }
    guard policy.retries(failure), !Self.waitsForNetwork(failure, network),
      let delay = policy.delay(afterAttempts: attemptsMade)
    else { return }
    due = now + delay
  }

  /// The network changed from `old` to `new` while the list is in `state`.
  package mutating func networkChanged(
    from old: NetworkStatus, to new: NetworkStatus, state: PageState, policy: RetryPolicy,
    now: ContinuousClock.Instant, reconnectDelay: Duration
  ) {
    wasRetriedOffline = false
    guard new.reach == .online else {
      // Off the Internet: a countdown would only fail again.
      due = nil
      return
    }
    guard NetworkRules.cameBack(from: old, to: new), let failure = Self.failure(in: state),
      failure.kind == .network || policy.retries(failure)
    else { return }
    attemptsMade = 0
    due = now + reconnectDelay
  }

  /// Whether Retry, pressed by the user in `state`, is held: the system
  /// is offline and the failure was the network's, so it would only fail
  /// again after a timeout. Holding it says "Still offline".
  package mutating func holdsRetryPressed(in state: PageState, network: NetworkStatus) -> Bool {
    guard NetworkRules.pausesAutomaticLoads(network), NetworkRules.retriesOnReconnect(state) else { return false }
    wasRetriedOffline = true
    return true
  }

  /// What the list says about the next try in `state` at `now`; nil when
  /// there is nothing to say.
  package func notice(in state: PageState, network: NetworkStatus, now: ContinuousClock.Instant) -> RetryNotice? {
    if let due { return .retrying(inSeconds: Self.wholeSeconds(due - now)) }
    guard let failure = Self.failure(in: state), Self.waitsForNetwork(failure, network) else { return nil }
    return wasRetriedOffline ? .stillOffline : .waitingForNetwork
  }

  /// When the countdown's number next changes, or the try is due: the
  /// moment to wake at. Nil with nothing planned.
  package func nextWake(now: ContinuousClock.Instant) -> ContinuousClock.Instant? {
    guard let due else { return nil }
    let shown = Self.wholeSeconds(due - now)
    return shown <= 1 ? due : due - .seconds(shown - 1)
  }

  /// Whether the planned try is due at `now`.
  package func isDue(at now: ContinuousClock.Instant) -> Bool {
    due.map { now >= $0 } ?? false
  }

  /// The failure `state` shows, whose Retry the plan may press.
  private static func failure(in state: PageState) -> LoadFailure? {
    switch state {
    case .failed(let failure), .content(.loadMoreFailed(let failure)): failure
    case .idle, .loading, .content, .refreshing, .empty, .noResults: nil
    }
  }

  /// Whether a failure waits for the network instead of a timer.
  private static func waitsForNetwork(_ failure: LoadFailure, _ network: NetworkStatus) -> Bool {
    failure.kind == .network && network.reach != .online
  }

  /// `duration` in whole seconds, rounded up, at least 1.
  private static func wholeSeconds(_ duration: Duration) -> Int {
    let (seconds, attoseconds) = duration.components
    return max(Int(seconds) + (attoseconds > 0 ? 1 : 0), 1)
  }
}
