/// The network as the system sees it (`NetworkRules` decides).
extension LoadCoordinator {
  /// The failure a thrown `error` shows: the app's classification, or the
  /// network's where the app gave none.
  func failure(for error: any Error) -> LoadFailure {
    let mapped = failureForError(error)
    if error is LoadFailure || appClassifiesErrors { return mapped }
    return NetworkRules.failure(forUnclassified: mapped, status: networkStatus)
  }

  /// Whether loads that start by themselves wait (offline).
  package var pausesAutomaticLoads: Bool { NetworkRules.pausesAutomaticLoads(networkStatus) }

  /// Whether the next page waits instead of loading near the end: offline,
  /// or on a metered connection when the app holds paging there.
  /// The next page also waits for the moment after the network came back
  /// (`NetworkRules.reconnectDelay`), as a retry does.
  package var holdsAutomaticPaging: Bool {
    pausesAutomaticLoads || networkSettleWake != nil || (holdsPagingOnMeteredNetwork && networkStatus.isMetered)
  }

  /// Whether the next page waits for the user's Load More: on a metered
  /// connection, when the app holds paging there (offline it waits for
  /// the network instead).
  package var holdsPagingOnMeteredConnection: Bool {
    holdsPagingOnMeteredNetwork && networkStatus.isMetered && !pausesAutomaticLoads
  }

  /// Going offline stops a retry's countdown; coming back plans one, after
  /// a short random delay, for a load that failed for the network
  /// (`RetryPlan`). The host hears every change (its next page may now
  /// load, its notices change).
  func networkStatusDidChange(from old: NetworkStatus) {
    guard networkStatus != old else { return }
    let settling = NetworkRules.reconnectDelay(jitter: reconnectJitter())
    retryPlan.networkChanged(
      from: old, to: networkStatus, state: machine.retryView, policy: retryPolicy, now: clock.now,
      reconnectDelay: settling)
    scheduleRetryWake()
    networkSettleWake?.cancel()
    networkSettleWake = nil
    if NetworkRules.cameBack(from: old, to: networkStatus) {
      // A next page that waited near the end asks after the same moment.
      networkSettleWake = clock.schedule(at: clock.now + settling) { [weak self] in
        self?.networkSettleWake = nil
        self?.host?.networkStatusDidChange()
      }
    }
    host?.networkStatusDidChange()
    networkObservers.notify(networkStatus)
  }
}
