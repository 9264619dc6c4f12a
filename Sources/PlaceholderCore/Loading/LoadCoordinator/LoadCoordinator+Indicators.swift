/// The loading indicators: shown after a delay, for a minimum time.
extension LoadCoordinator {
  /// Moves the indicators' gates to the state now, and sets a wake-up for
  /// the next delay or minimum time to end. Returns whether they changed.
  @discardableResult
  func updateIndicators() -> Bool {
    let now = clock.now
    let state = machine.state
    // A search filtering in the background keeps the rows it filters: no
    // loading placeholder over them, however long it takes.
    let loading = state == .loading && !isAwaitingLocalSearch
    let loadingDue = loadingGate.update(loading: loading, at: now, timing: indicatorTiming)
    let pagingDue = pagingGate.update(loading: state == .content(.loadingMore), at: now, timing: indicatorTiming)
    let previousDue = previousPagingGate.update(
      loading: machine.previousPhase == .loadingMore, at: now, timing: indicatorTiming)
    indicatorWake?.cancel()
    indicatorWake = nil
    if let due = [loadingDue, pagingDue, previousDue].compactMap({ $0 }).min() {
      indicatorWake = clock.schedule(at: due) { [weak self] in self?.indicatorDelayEnded() }
    }
    let updated = LoadIndicators(
      showsLoading: loadingGate.isShown, showsPagingSpinner: pagingGate.isShown,
      showsPreviousPageSpinner: previousPagingGate.isShown)
    guard updated != indicators else { return false }
    indicators = updated
    return true
  }

  private func indicatorDelayEnded() {
    indicatorWake = nil
    if updateIndicators() { host?.loadIndicatorsDidChange() }
  }
}
