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

  /// Going offline cancels a reconnect's pending retry; coming back starts
  /// one, after a short random delay, for a load that failed for the
  /// network. The host hears every change (its next page may now load).
  func networkStatusDidChange(from old: NetworkStatus) {
    guard networkStatus != old else { return }
    if pausesAutomaticLoads {
      reconnectWake?.cancel()
      reconnectWake = nil
    } else if NetworkRules.cameBack(from: old, to: networkStatus), NetworkRules.retriesOnReconnect(state) {
      reconnectWake?.cancel()
      let delay = NetworkRules.reconnectDelay(jitter: reconnectJitter())
      reconnectWake = clock.schedule(at: clock.now + delay) { [weak self] in self?.retryAfterReconnect() }
    }
    host?.networkStatusDidChange()
  }

  /// The network came back a moment ago: a load still waiting for it
  /// starts again, once.
  private func retryAfterReconnect() {
    reconnectWake = nil
    guard !pausesAutomaticLoads, NetworkRules.retriesOnReconnect(state) else { return }
    send(.retry)
  }
}
