import PlaceholderCore
import Testing

/// An app follows a coordinator without replacing what its owner wired.
@MainActor
@Suite("Load coordinator observation")
struct LoadCoordinatorObservationTests {
  @Test func observersHearTransitionsBesideTheOwnersHandler() {
    let coordinator = LoadCoordinator(isEmpty: { false })
    var owner: [PageState] = []
    var app: [PageState] = []
    let host = TestLoadHost(of: coordinator, noItems: { false })
    defer { withExtendedLifetime(host) {} }
    host.transitioned = { owner.append($0.state) }
    let token = coordinator.observe { app.append($0.state) }
    coordinator.send(.beginLoad)
    coordinator.succeed(hasMore: false)
    #expect(owner == [.loading, .content(.noMoreData)])
    #expect(app == owner, "the host heard first, then the app")
    token.cancel()
    coordinator.send(.refresh)
    #expect(app.count == 2, "a cancelled observation hears nothing")
    #expect(owner.count == 3)
  }

  @Test func releasingTheTokenEndsTheObservation() {
    let coordinator = LoadCoordinator()
    var heard = 0
    var token: ObservationToken? = coordinator.observe { _ in heard += 1 }
    coordinator.send(.beginLoad)
    #expect(heard == 1)
    #expect(token?.isCancelled == false)
    token = nil
    coordinator.fail(.other("down"))
    #expect(heard == 1)
  }

  @Test func requestObserversHearTheDelegateStylesRequests() {
    let coordinator = LoadCoordinator(isEmpty: { false })
    var kinds: [LoadKind] = []
    let token = coordinator.observeRequests { kinds.append($0.kind) }
    coordinator.send(.beginLoad)
    coordinator.succeed(hasMore: true)
    coordinator.send(.loadMore)
    #expect(kinds == [.firstPage, .nextPage])
    coordinator.operation = { _ in LoadResult {} }
    coordinator.succeed(hasMore: true)
    coordinator.send(.refresh)
    #expect(kinds.count == 2, "with an operation the requests go to it, not to the observers")
    _ = token
  }

  @Test func withoutIsEmptyEveryFinishedLoadCountsAsEmpty() {
    let coordinator = LoadCoordinator()
    coordinator.send(.beginLoad)
    coordinator.succeed()
    #expect(coordinator.state == .empty)
  }
}

/// The owner's hooks around a load's result.
@MainActor
@Suite("Load coordinator owner hooks")
struct LoadCoordinatorOwnerHookTests {
  @Test func theOwnerHearsAnAppliedResultBeforeEmptinessIsAsked() async {
    var rows = 0
    var shownRows = 0
    let coordinator = LoadCoordinator()
    let host = TestLoadHost(of: coordinator, noItems: { shownRows == 0 })
    defer { withExtendedLifetime(host) {} }
    host.resultApplied = { shownRows = rows }
    coordinator.operation = { _ in LoadResult(hasMore: false) { rows = 3 } }
    coordinator.send(.beginLoad)
    for _ in 0..<50 where coordinator.state == .loading { await Task.yield() }
    #expect(shownRows == 3)
    #expect(coordinator.state == .content(.noMoreData), "emptiness was asked after the owner caught up")
  }

  @Test func theOwnerHearsANewOperation() {
    let coordinator = LoadCoordinator()
    var changes = 0
    let host = TestLoadHost(of: coordinator)
    defer { withExtendedLifetime(host) {} }
    host.operationChanged = { changes += 1 }
    coordinator.operation = { _ in LoadResult {} }
    coordinator.operation = nil
    #expect(changes == 2)
  }
}

@Suite("First load")
struct FirstLoadTests {
  @Test func onlyIdleAndLoadingHaveNotFinishedTheFirstLoad() {
    let unfinished: [PageState] = [.idle, .loading]
    let finished: [PageState] = [
      .content(.canLoadMore), .refreshing(over: .idle), .empty, .failed(.other("x")), .noResults(query: "q"),
    ]
    for state in unfinished { #expect(!state.hasFinishedFirstLoad, "\(state)") }
    for state in finished { #expect(state.hasFinishedFirstLoad, "\(state)") }
  }
}
