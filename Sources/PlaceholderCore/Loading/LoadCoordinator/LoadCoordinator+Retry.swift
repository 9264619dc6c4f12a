/// Retries by itself, with a countdown (`RetryPlan` decides).
extension LoadCoordinator {
  /// What the list says about the next try of the failure it shows:
  /// "Retrying in 4 seconds", or that it waits for the network; nil when
  /// nothing is planned. It changes as the countdown runs; the list's
  /// placeholder and footer show it.
  public var retryNotice: RetryNotice? {
    retryPlan.notice(in: machine.retryView, network: networkStatus, now: clock.now)
  }

  /// Follows a transition: a load the plan did not start resets its
  /// count, a failure gets its next try planned.
  func planRetries(after transition: PageStateTransition) {
    if transition.startedLoad != nil {
      retryPlan.loadStarted(automatic: isRetryingAutomatically)
    } else {
      retryPlan.settled(in: machine.retryView, policy: retryPolicy, network: networkStatus, now: clock.now)
    }
    scheduleRetryWake()
  }

  /// Retry pressed while offline over a network failure: held, and the
  /// list says it is still offline instead of failing after a timeout.
  func holdsRetryOffline() -> Bool {
    guard retryPlan.holdsRetryPressed(in: machine.retryView, network: networkStatus) else { return false }
    host?.retryWasHeldOffline()
    return true
  }

  /// Sets the wake-up for the countdown's next second or the retry itself.
  func scheduleRetryWake() {
    retryWake?.cancel()
    retryWake = nil
    guard let wake = retryPlan.nextWake(now: clock.now) else { return }
    retryWake = clock.schedule(at: wake) { [weak self] in self?.retryWakeArrived() }
  }

  private func retryWakeArrived() {
    retryWake = nil
    guard retryPlan.isDue(at: clock.now) else {
      scheduleRetryWake()
      host?.retryNoticeDidChange()
      return
    }
    isRetryingAutomatically = true
    let disposition = send(.retry)
    isRetryingAutomatically = false
    guard disposition != .applied else { return }
    // Nothing to try any more (the state moved on): the plan follows it.
    retryPlan.settled(in: machine.retryView, policy: .off, network: networkStatus, now: clock.now)
    host?.retryNoticeDidChange()
  }

  /// Tries the failed load now instead of at the end of its countdown
  /// (Retry Now); the same as the user's Retry.
  public func retryNow() { send(.retry) }
}
