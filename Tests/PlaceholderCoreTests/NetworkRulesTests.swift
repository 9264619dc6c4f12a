import Testing

@testable import PlaceholderCore

/// A list follows the network as the system sees it: the rules, headless,
/// and the coordinator carrying them out on a clock the test moves.
@MainActor
@Suite("Network as the system sees it")
struct NetworkRulesTests {
  private struct Unclassified: Error {}

  @Test func anUnclassifiedFailureIsANetworkFailureOnlyWhileNotOnline() {
    let mapped = LoadFailure.other("Unclassified()")
    #expect(NetworkRules.failure(forUnclassified: mapped, status: .online) == mapped)
    for reach in [NetworkStatus.Reach.offline, .limited, .portal] {
      let failure = NetworkRules.failure(forUnclassified: mapped, status: NetworkStatus(reach: reach))
      #expect(failure.kind == .network, "\(reach)")
      #expect(!failure.message.isEmpty, "\(reach): says why")
    }
    let words = [NetworkStatus.Reach.offline, .limited, .portal].map {
      NetworkRules.failure(forUnclassified: mapped, status: NetworkStatus(reach: $0)).message
    }
    #expect(Set(words).count == 3, "offline, no Internet and a sign-in page are told apart")
  }

  @Test func onlyOfflinePausesWhatLoadsByItself() {
    #expect(NetworkRules.pausesAutomaticLoads(.offline))
    for reach in [NetworkStatus.Reach.limited, .portal, .online] {
      #expect(!NetworkRules.pausesAutomaticLoads(NetworkStatus(reach: reach)))
    }
    #expect(!NetworkRules.pausesAutomaticLoads(NetworkStatus(reach: .online, isMetered: true)))
  }

  @Test func theNetworkComesBackOnlyWhenItReachesTheInternetAgain() {
    #expect(NetworkRules.cameBack(from: .offline, to: .online))
    #expect(NetworkRules.cameBack(from: NetworkStatus(reach: .portal), to: .online))
    #expect(!NetworkRules.cameBack(from: .online, to: .online))
    #expect(!NetworkRules.cameBack(from: .offline, to: NetworkStatus(reach: .limited)))
    #expect(!NetworkRules.cameBack(from: .online, to: NetworkStatus(reach: .online, isMetered: true)))
  }

  @Test func onlyWhatFailedForTheNetworkRetriesOnReconnect() {
    #expect(NetworkRules.retriesOnReconnect(.failed(.network())))
    #expect(NetworkRules.retriesOnReconnect(.content(.loadMoreFailed(.network()))))
    #expect(!NetworkRules.retriesOnReconnect(.failed(.other())))
    #expect(!NetworkRules.retriesOnReconnect(.content(.loadMoreFailed(.other()))))
    for state in [PageState.idle, .loading, .empty, .content(.canLoadMore), .noResults(query: "x")] {
      #expect(!NetworkRules.retriesOnReconnect(state), "\(state)")
    }
  }

  @Test func theReconnectDelayIsShortAndSpread() {
    #expect(NetworkRules.reconnectDelay(jitter: 0) == .milliseconds(500))
    #expect(NetworkRules.reconnectDelay(jitter: 1) == .milliseconds(2_000))
    #expect(NetworkRules.reconnectDelay(jitter: 7) == .milliseconds(2_000), "clamped")
    #expect(NetworkRules.reconnectDelay(jitter: 0.5) == .milliseconds(1_250))
  }

  @Test func theOfflineStripShowsOverRowsOnlyAndSaysTheReach() {
    let rows = PageState.content(.canLoadMore)
    #expect(NetworkRules.offlineNotice(status: .online, state: rows, canLoad: true) == nil)
    #expect(
      NetworkRules.offlineNotice(status: .offline, state: .failed(.network()), canLoad: true) == nil,
      "the placeholder says it")
    #expect(
      NetworkRules.offlineNotice(status: .offline, state: .refreshing(over: .content(hasMore: true)), canLoad: true)
        != nil)
    let words = [NetworkStatus.Reach.offline, .limited, .portal].compactMap {
      NetworkRules.offlineNotice(status: NetworkStatus(reach: $0), state: rows, canLoad: true)
    }
    #expect(Set(words).count == 3)
    #expect(
      NetworkRules.offlineNotice(status: .offline, state: rows, canLoad: true, appText: "Saved mail") == "Saved mail")
  }

  @Test func aListThatLoadsNothingHasNoOfflineStrip() {
    for reach in [NetworkStatus.Reach.offline, .limited, .portal] {
      #expect(
        NetworkRules.offlineNotice(
          status: NetworkStatus(reach: reach), state: .content(.noMoreData), canLoad: false, appText: "Saved mail")
          == nil, "its rows were not loaded, so they are not old")
    }
  }

  @Test func aMeteredConnectionHoldsTheNextPageWhenTheAppSaysSo() {
    let footer = PlaceholderPolicy.pagingFooterRow(
      for: .content(.canLoadMore), isLoadMoreEnabled: true, hasItems: true, holdsPaging: true)
    #expect(footer == .heldOnMeteredNetwork)
    #expect(footer?.retryTitle == "Load More")
    #expect(
      PlaceholderPolicy.pagingFooterRow(for: .content(.canLoadMore), isLoadMoreEnabled: true, hasItems: true) == nil)
    #expect(
      PlaceholderPolicy.pagingFooterRow(
        for: .content(.noMoreData), isLoadMoreEnabled: true, hasItems: true, holdsPaging: true) == .noMoreData)
  }

  // MARK: The coordinator

  /// A coordinator whose loads fail with an unclassified error until
  /// `succeeds` says otherwise, on a manual clock.
  private final class FlakyService {
    var succeeds = false
    var requests: [LoadRequest] = []
  }

  private func coordinator(_ service: FlakyService, clock: ManualLoadingClock) -> LoadCoordinator {
    let loads = LoadCoordinator(isEmpty: { false })
    loads.clock = clock
    loads.reconnectJitter = { 0 }
    loads.operation = { request in
      service.requests.append(request)
      guard service.succeeds else { throw Unclassified() }
      return LoadResult(hasMore: false) {}
    }
    return loads
  }

  private func settle(_ loads: LoadCoordinator) async {
    for _ in 0..<100 where loads.currentRequest != nil { await Task.yield() }
  }

  @Test func aFirstLoadThatFailsOfflineShowsNoConnectionAndLoadsAgainWhenTheNetworkIsBack() async {
    let clock = ManualLoadingClock()
    let service = FlakyService()
    let loads = coordinator(service, clock: clock)
    loads.networkStatus = .offline
    loads.send(.beginLoad)
    await settle(loads)
    guard case .failed(let failure) = loads.state else {
      Issue.record("failed, not \(loads.state)")
      return
    }
    #expect(failure.kind == .network, "the app did not classify it: the system says offline")

    service.succeeds = true
    loads.networkStatus = .online
    #expect(service.requests.count == 1, "not at once: the network settles first")
    clock.advance(by: .milliseconds(499))
    #expect(service.requests.count == 1)
    clock.advance(by: .milliseconds(1))
    await settle(loads)
    #expect(service.requests.count == 2, "once, by itself")
    #expect(loads.state == .content(.noMoreData))
    clock.advance(by: .seconds(10))
    await settle(loads)
    #expect(service.requests.count == 2, "and only once")
  }

  @Test func onlineAnUnclassifiedFailureStaysWhatItWasAndNothingRetries() async {
    let clock = ManualLoadingClock()
    let service = FlakyService()
    let loads = coordinator(service, clock: clock)
    loads.send(.beginLoad)
    await settle(loads)
    #expect(loads.state == .failed(.other("Unclassified()")))
    loads.networkStatus = .offline
    loads.networkStatus = .online
    clock.advance(by: .seconds(10))
    await settle(loads)
    #expect(service.requests.count == 1, "a failure that was not the network's waits for Retry")
  }

  @Test func aRefreshThatFailsOfflineOverRowsKeepsThemAndSaysItIsOffline() async {
    let clock = ManualLoadingClock()
    let service = FlakyService()
    service.succeeds = true
    let loads = coordinator(service, clock: clock)
    loads.send(.beginLoad)
    await settle(loads)
    #expect(loads.state == .content(.noMoreData))
    service.succeeds = false
    loads.networkStatus = .offline
    var refreshFailure: LoadFailure?
    let token = loads.observe { transition in
      if let failure = transition.refreshFailure { refreshFailure = failure }
    }
    defer { token.cancel() }
    loads.send(.refresh)
    await settle(loads)
    #expect(loads.state == .content(.noMoreData), "the rows stay")
    #expect(refreshFailure?.refreshFailedText == "Could not refresh: This computer is offline.")
  }

  @Test func theAppsOwnClassificationWinsOverTheSystems() async {
    let clock = ManualLoadingClock()
    let service = FlakyService()
    let loads = coordinator(service, clock: clock)
    loads.failureForError = { _ in .other("The server said no") }
    loads.networkStatus = .offline
    loads.send(.beginLoad)
    await settle(loads)
    #expect(loads.state == .failed(.other("The server said no")))
  }

  @Test func goingOfflineAgainBeforeTheRetryCancelsIt() async {
    let clock = ManualLoadingClock()
    let service = FlakyService()
    let loads = coordinator(service, clock: clock)
    loads.networkStatus = .offline
    loads.send(.beginLoad)
    await settle(loads)
    loads.networkStatus = .online
    loads.networkStatus = .offline
    clock.advance(by: .seconds(10))
    await settle(loads)
    #expect(service.requests.count == 1, "the network went again: nothing asked")
    #expect(clock.pendingCount == 0, "no wake-up left behind")
    #expect(loads.pausesAutomaticLoads)
  }

  @Test func theHostHearsEachChangeOfTheNetwork() {
    let loads = LoadCoordinator()
    var heard = 0
    let host = TestLoadHost(of: loads)
    defer { withExtendedLifetime(host) {} }
    host.networkChanged = { heard += 1 }
    loads.networkStatus = .offline
    loads.networkStatus = .offline
    loads.networkStatus = NetworkStatus(reach: .online, isMetered: true)
    #expect(heard == 2, "a change each time, none for the same status")
  }

  // MARK: Retries by themselves, on the coordinator

  /// A coordinator whose loads time out (a network failure while online)
  /// until `succeeds` says otherwise.
  private func timingOut(_ service: FlakyService, clock: ManualLoadingClock) -> LoadCoordinator {
    let loads = coordinator(service, clock: clock)
    loads.operation = { request in
      service.requests.append(request)
      guard service.succeeds else { throw LoadFailure.network("Timed out.") }
      return LoadResult(hasMore: false) {}
    }
    return loads
  }

  @Test func aPassingFailureIsRetriedByItselfWithACountdownUpToTheCap() async {
    let clock = ManualLoadingClock()
    let service = FlakyService()
    let loads = timingOut(service, clock: clock)
    var ticks = 0
    let host = TestLoadHost(of: loads, noItems: { false })
    defer { withExtendedLifetime(host) {} }
    host.noticeChanged = { ticks += 1 }
    loads.send(.beginLoad)
    await settle(loads)
    #expect(loads.retryNotice == .retrying(inSeconds: 2))
    clock.advance(by: .seconds(1))
    #expect(loads.retryNotice == .retrying(inSeconds: 1))
    #expect(ticks == 1, "the host hears the countdown move")
    #expect(service.requests.count == 1)
    clock.advance(by: .seconds(1))
    await settle(loads)
    #expect(service.requests.count == 2, "tried again by itself")
    #expect(loads.retryNotice == .retrying(inSeconds: 4), "the delay doubles")
    clock.advance(by: .seconds(4))
    await settle(loads)
    clock.advance(by: .seconds(8))
    await settle(loads)
    #expect(service.requests.count == 4, "three tries by itself")
    #expect(loads.retryNotice == nil)
    clock.advance(by: .seconds(60))
    await settle(loads)
    #expect(service.requests.count == 4, "never more than the cap")
    #expect(clock.pendingCount == 0, "no hidden loop")
    #expect(loads.state == .failed(.network("Timed out.")))
  }

  @Test func retryNowStartsAtOnceAndAWorkingLoadEndsTheCountdown() async {
    let clock = ManualLoadingClock()
    let service = FlakyService()
    let loads = timingOut(service, clock: clock)
    loads.send(.beginLoad)
    await settle(loads)
    service.succeeds = true
    loads.retryNow()
    await settle(loads)
    #expect(service.requests.count == 2)
    #expect(loads.state == .content(.noMoreData))
    #expect(loads.retryNotice == nil)
    clock.advance(by: .seconds(30))
    await settle(loads)
    #expect(service.requests.count == 2, "the countdown went with the failure")
  }

  @Test func offTheListLeavesEveryRetryToTheUser() async {
    let clock = ManualLoadingClock()
    let service = FlakyService()
    let loads = timingOut(service, clock: clock)
    loads.retryPolicy = .off
    loads.send(.beginLoad)
    await settle(loads)
    clock.advance(by: .seconds(60))
    await settle(loads)
    #expect(service.requests.count == 1)
    #expect(loads.retryNotice == nil)
  }

  @Test func retryPressedOfflineSendsNothingAndSaysItIsStillOffline() async {
    let clock = ManualLoadingClock()
    let service = FlakyService()
    let loads = coordinator(service, clock: clock)
    var held = 0
    let host = TestLoadHost(of: loads, noItems: { true })
    defer { withExtendedLifetime(host) {} }
    host.retryHeld = { held += 1 }
    loads.networkStatus = .offline
    loads.send(.beginLoad)
    await settle(loads)
    #expect(loads.retryNotice == .waitingForNetwork)
    #expect(loads.send(.retry) == .coalesced, "with the retry the network's return makes")
    await settle(loads)
    #expect(service.requests.count == 1, "nothing sent to time out")
    #expect(loads.retryNotice == .stillOffline)
    #expect(held == 1, "the host says it again, as the user asked")
    loads.networkStatus = .online
    clock.advance(by: .milliseconds(500))
    await settle(loads)
    #expect(service.requests.count == 2, "the network's return loads it")
  }

  @Test func aMeteredConnectionHoldsTheNextPageOnlyWhenTheAppAsks() {
    let loads = LoadCoordinator()
    loads.networkStatus = NetworkStatus(reach: .online, isMetered: true)
    #expect(!loads.holdsAutomaticPaging)
    loads.holdsPagingOnMeteredNetwork = true
    #expect(loads.holdsAutomaticPaging)
    #expect(loads.holdsPagingOnMeteredConnection)
    loads.networkStatus = NetworkStatus(reach: .offline, isMetered: true)
    #expect(!loads.holdsPagingOnMeteredConnection, "offline, it waits for the network instead")
  }

  @Test func aPageThatWaitedOfflineAsksAfterTheSameMomentAsARetry() {
    let clock = ManualLoadingClock()
    let loads = LoadCoordinator()
    loads.clock = clock
    loads.reconnectJitter = { 0 }
    var heard = 0
    let host = TestLoadHost(of: loads)
    defer { withExtendedLifetime(host) {} }
    host.networkChanged = { heard += 1 }
    loads.networkStatus = .offline
    #expect(loads.holdsAutomaticPaging)
    loads.networkStatus = .online
    #expect(loads.holdsAutomaticPaging, "not at once: the network settles first")
    clock.advance(by: .milliseconds(500))
    #expect(!loads.holdsAutomaticPaging)
    #expect(heard == 3, "the host hears it may ask now")
    loads.networkStatus = .offline
    loads.networkStatus = .online
    loads.networkStatus = .offline
    clock.advance(by: .seconds(5))
    #expect(loads.holdsAutomaticPaging, "gone again: still waiting")
  }

  @Test func anAppFollowsTheNetworkThroughItsList() {
    let loads = LoadCoordinator()
    var heard: [NetworkStatus] = []
    let token = loads.observeNetwork { heard.append($0) }
    defer { token.cancel() }
    loads.networkStatus = .offline
    loads.networkStatus = .online
    #expect(heard == [.offline, .online])
  }
}
