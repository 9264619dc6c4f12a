import GtkKit
import PlaceholderCore

/// The list is its loads' host: everything the coordinator tells a list,
/// and asks of it, is here.
extension ListMachinery: LoadCoordinatorHost {
  var showsNoItems: Bool { sync.index.hasNoItems }

  var pendingLocalResult: BackgroundReplacement? {
    (sync.dataSource as? any BackgroundReplacing)?.pendingReplacement
  }

  func loadsDidTransition(_ transition: PageStateTransition) {
    pull.follow(transition)
    presenter.update(refreshFailure: transition.refreshFailure)
    loadMore.rowsOrStateDidChange()
    offlineStrip.update(canLoad: canLoad)
    jump.stateDidChange()
    scrollPosition.applyPending()
    liveEnd.stateDidChange()
    previousPages.stateDidChange()
    if !iconsArePrepared, !transition.state.isLoadInFlight {
      MainLoopCallbacks.whenIdle { [weak self] in self?.prepareIconsWhenQuiet() }
    }
  }

  /// A loading indicator's delay or minimum time ended.
  func loadIndicatorsDidChange() {
    presenter.update()
    loadMore.rowsOrStateDidChange()
    previousPages.stateDidChange()
  }

  func loadOperationDidChange() { loadSourceDidChange() }

  /// The operation or the delegate changed: whether the list loads decides
  /// what its placeholder offers and whether its rows can be old offline.
  func loadSourceDidChange() {
    followNetworkOnceItLoads()
    presenter.update()
    offlineStrip.update(canLoad: canLoad)
  }

  /// The network as the system sees it, followed for the loads from the
  /// moment the list can load (`followNetworkOnceItLoads`), or the app
  /// reads or sets `ListAdapter.networkMonitor`. A list that loads nothing
  /// has no use for it, and the system's monitor costs at its making
  /// (sockets, a route table read; NetworkManager's, a call to it).
  var network: ListNetwork {
    if let followedNetwork { return followedNetwork }
    let made = ListNetwork(loads: loads, monitor: .system)
    followedNetwork = made
    return made
  }

  /// Starts following the network when the list can first load: what a
  /// load's failure means, whether a page waits, and the offline strip
  /// all ask it from then on.
  func followNetworkOnceItLoads() {
    guard canLoad, followedNetwork == nil else { return }
    _ = network
  }

  /// A list that does not follow its data source reads it again here.
  func loadResultWasApplied() {
    guard !sync.followsDataSource else { return }
    sync.reloadData()
  }

  func dropPagesPastTheCap() -> PageDrop? { pageCap.dropPastTheCap() }

  func loadWasRequested(_ request: LoadRequest) { delegateCalls.didRequest(request) }

  /// Back online, a next page that waited near the end loads; the strip
  /// over the rows, the placeholder's and the footer's notices follow.
  func networkStatusDidChange() {
    offlineStrip.update(canLoad: canLoad)
    presenter.update()
    loadMore.rowsOrStateDidChange()
    previousPages.stateDidChange()
  }

  /// The retry's countdown moved on: the placeholder and the footer say it.
  func retryNoticeDidChange() {
    presenter.update()
    loadMore.retryNoticeDidChange()
    previousPages.retryNoticeDidChange()
  }

  /// Retry pressed offline was held: said again, as the user asked.
  func retryWasHeldOffline() {
    presenter.update()
    presenter.announceHeldRetry()
    loadMore.retryNoticeDidChange()
    previousPages.retryNoticeDidChange()
  }
}
