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
    coordinator.onTransition = { owner.append($0.state) }
    let token = coordinator.observe { app.append($0.state) }
    coordinator.send(.beginLoad)
    coordinator.succeed(hasMore: false)
    #expect(owner == [.loading, .content(.noMoreData)])
    #expect(app == owner, "isEmpty from the initializer said the load brought rows")
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
