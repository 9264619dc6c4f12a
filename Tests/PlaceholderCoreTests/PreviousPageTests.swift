import Testing

@testable import PlaceholderCore

/// Paging at both ends: a list whose first page says older items exist
/// (a conversation) pages at its start too, each end with its own phase,
/// one load at a time.
@MainActor
@Suite("Paging at both ends")
struct PreviousPageTests {
  /// A machine showing a first page that says pages exist before it
  /// (`hasPrevious`) and, if `hasMore`, after it.
  private func conversation(hasMore: Bool = false) -> PageStateMachine {
    var machine = PageStateMachine()
    let token = machine.handle(.beginLoad).startedLoad?.token ?? LoadToken(rawValue: 0)
    _ = machine.handle(.finish(token, isEmpty: false, hasMore: hasMore, hasPrevious: true))
    return machine
  }

  @Test func aFirstPageThatSaysOlderItemsExistLetsTheStartLoad() throws {
    var machine = conversation()
    #expect(machine.state == .content(.noMoreData))
    #expect(machine.previousPhase == .canLoadMore)
    let transition = machine.handle(.loadPrevious)
    let request = try #require(transition.startedLoad)
    #expect(request.kind == .previousPage)
    #expect(transition.previousPagePhase == .loadingMore)
    #expect(transition.state == .content(.noMoreData), "the end's phase is untouched")
    #expect(machine.handle(.loadPrevious).disposition == .coalesced, "one previous page at a time")
    let done = machine.handle(.finish(request.token, isEmpty: false, hasMore: false, hasPrevious: false))
    #expect(done.previousPagePhase == .noMoreData, "the start was reached")
    #expect(machine.loadedPageCount == 2)
    #expect(machine.handle(.loadPrevious).disposition == .ignored)
  }

  @Test func aListThatPagesOneWayNeverAsksForThePageBefore() {
    var machine = PageStateMachine()
    #expect(machine.handle(.loadPrevious).disposition == .ignored, "nothing shown yet")
    let token = machine.handle(.beginLoad).startedLoad?.token ?? LoadToken(rawValue: 0)
    #expect(machine.handle(.loadPrevious).disposition == .ignored, "the first page loads")
    _ = machine.handle(.finish(token, isEmpty: false, hasMore: true))
    #expect(machine.previousPhase == .noMoreData)
    #expect(machine.handle(.loadPrevious).disposition == .ignored)
  }

  @Test func aFailedPreviousPageKeepsTheRowsAndIsRetriedAtTheStart() throws {
    var machine = conversation(hasMore: true)
    let request = try #require(machine.handle(.loadPrevious).startedLoad)
    let failed = machine.handle(.fail(request.token, .network("offline")))
    #expect(failed.previousPagePhase == .loadMoreFailed(.network("offline")))
    #expect(failed.state == .content(.canLoadMore), "the rows stay, the end can still page")
    #expect(machine.handle(.loadPrevious).disposition == .ignored, "scrolling does not retry a failure")
    let retried = machine.handle(.retryPrevious)
    #expect(retried.startedLoad?.kind == .previousPage)
    #expect(retried.previousPagePhase == .loadingMore)
  }

  @Test func retryPicksTheStartWhenItIsTheOnlyFailure() throws {
    var machine = conversation()
    let request = try #require(machine.handle(.loadPrevious).startedLoad)
    _ = machine.handle(.fail(request.token, .network()))
    #expect(machine.retryView == .content(.loadMoreFailed(.network())), "retries see the start's failure")
    #expect(machine.handle(.retry).startedLoad?.kind == .previousPage)
  }

  @Test func aPageAskedAtOneEndWaitsForTheOtherEndsPage() throws {
    var machine = conversation(hasMore: true)
    let older = try #require(machine.handle(.loadPrevious).startedLoad)
    let asked = machine.handle(.loadMore)
    #expect(asked.startedLoad == nil, "one load at a time")
    #expect(machine.waitingPage == .nextPage)
    let landed = machine.handle(.finish(older.token, isEmpty: false, hasMore: false, hasPrevious: true))
    #expect(landed.startedLoad?.kind == .nextPage, "the next page starts as the previous one lands")
    #expect(landed.state == .content(.loadingMore))
    #expect(landed.previousPagePhase == .canLoadMore)
    let newer = try #require(landed.startedLoad)
    #expect(machine.handle(.loadPrevious).disposition == .applied, "the start waits in turn")
    let failed = machine.handle(.fail(newer.token, .other("500")))
    #expect(failed.state == .content(.loadMoreFailed(.other("500"))))
    #expect(failed.startedLoad?.kind == .previousPage, "a failure at one end still lets the other load")
  }

  @Test func aRefreshCancelsAPreviousPageAndItsResultSaysTheStartAgain() throws {
    var machine = conversation()
    let older = try #require(machine.handle(.loadPrevious).startedLoad)
    let refresh = machine.handle(.refresh)
    #expect(refresh.cancelledLoad == older.token)
    #expect(refresh.previousPagePhase == .canLoadMore, "the cancelled page can be asked again")
    #expect(
      machine.handle(.finish(older.token, isEmpty: false, hasMore: false)).disposition == .droppedStale(older.token))
    let token = try #require(refresh.startedLoad?.token)
    let done = machine.handle(.finish(token, isEmpty: false, hasMore: false, hasPrevious: false))
    #expect(done.previousPagePhase == .noMoreData)
  }

  @Test func startingOverOrEmptyingForgetsTheStart() throws {
    var machine = conversation()
    let older = try #require(machine.handle(.loadPrevious).startedLoad)
    let emptied = machine.handle(.dataChanged(isEmpty: true))
    #expect(emptied.cancelledLoad == older.token)
    #expect(emptied.state == .empty)
    #expect(emptied.previousPagePhase == .noMoreData)
    var other = conversation()
    let search = other.handle(.search("cat"))
    #expect(search.previousPagePhase == .noMoreData, "a new listing says its start again")
    #expect(search.startedLoad?.kind == .search(query: "cat"))
  }

  @Test func theCoordinatorPassesHasPreviousAndCountsDownTheStartsFailure() async throws {
    let clock = ManualLoadingClock()
    let loads = LoadCoordinator(isEmpty: { false })
    loads.clock = clock
    loads.retryPolicy = .standard
    var requests: [LoadRequest] = []
    let observed = loads.observeRequests { requests.append($0) }
    defer { observed.cancel() }
    loads.send(.beginLoad)
    loads.succeed(hasMore: false, hasPrevious: true)
    #expect(loads.previousPagePhase == .canLoadMore)
    loads.send(.loadPrevious)
    #expect(requests.last?.kind == .previousPage)
    loads.fail(.network("reset"))
    #expect(loads.previousPagePhase == .loadMoreFailed(.network("reset")))
    #expect(loads.retryNotice == .retrying(inSeconds: 2), "the start's failure is retried by itself")
    clock.advance(by: .seconds(2))
    #expect(requests.last?.kind == .previousPage, "the retry asks for the page before again")
    #expect(requests.count == 3)
    loads.succeed(hasPrevious: false)
    #expect(loads.previousPagePhase == .noMoreData)
    #expect(loads.state == .content(.noMoreData))
  }
}
