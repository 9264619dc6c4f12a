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

/// Jumps to an item not loaded yet: the page around it is a new listing,
/// told which item it is for, paging on in both directions from there.
@MainActor
@Suite("Jumps to items not loaded")
struct JumpTests {
  @Test func aJumpLoadsThePageAroundTheItemAsANewListing() throws {
    var machine = PageStateMachine()
    let first = try #require(machine.handle(.beginLoad).startedLoad)
    _ = machine.handle(.finish(first.token, isEmpty: false, hasMore: true))
    let jump = machine.handle(.jump(to: .key("m-4000")))
    let request = try #require(jump.startedLoad)
    #expect(request.kind == .jump(to: .key("m-4000")), "the request names the item")
    #expect(jump.state == .loading)
    let landed = machine.handle(.finish(request.token, isEmpty: false, hasMore: true, hasPrevious: true))
    #expect(landed.state == .content(.canLoadMore), "pages after it")
    #expect(landed.previousPagePhase == .canLoadMore, "and before it")
    #expect(machine.loadedPageCount == 1)
    #expect(machine.handle(.loadPrevious).startedLoad?.kind == .previousPage)
  }

  @Test func retryAfterAFailedJumpAsksForTheSamePageAndABeginLoadDoesNot() throws {
    var machine = PageStateMachine()
    let request = try #require(machine.handle(.jump(to: .index(120_000))).startedLoad)
    _ = machine.handle(.fail(request.token, .network()))
    let retried = try #require(machine.handle(.retry).startedLoad)
    #expect(retried.kind == .jump(to: .index(120_000)))
    _ = machine.handle(.fail(retried.token, .other()))
    _ = machine.handle(.search("x"))
    let searched = try #require(machine.loadInFlight)
    _ = machine.handle(.fail(searched.token, .other()))
    #expect(machine.handle(.retry).startedLoad?.kind == .search(query: "x"), "a search ends the jump")
  }

  @Test func whereTheRowsStartIsKnownFromTheResultsOrTheStart() {
    #expect(JumpRules.firstIndex(reported: 500, after: .jump(to: .index(520)), hasPrevious: true, before: nil) == 500)
    #expect(JumpRules.firstIndex(reported: nil, after: .firstPage, hasPrevious: false, before: 7) == 0)
    #expect(JumpRules.firstIndex(reported: nil, after: .firstPage, hasPrevious: true, before: 7) == nil)
    #expect(JumpRules.firstIndex(reported: nil, after: .nextPage, hasPrevious: false, before: 450) == 450)
    #expect(JumpRules.firstIndex(reported: nil, after: .previousPage, hasPrevious: false, before: 50) == 0)
    #expect(JumpRules.firstIndex(reported: -3, after: .previousPage, hasPrevious: true, before: 50) == nil)
  }

  @Test func anIndexIsFoundAcrossSectionsOnlyWhenLoaded() {
    let counts = [10, 0, 5]
    #expect(
      JumpRules.indexPath(ofListingIndex: 103, firstIndex: 100, itemCounts: counts) == IndexPath(section: 0, item: 3))
    #expect(
      JumpRules.indexPath(ofListingIndex: 112, firstIndex: 100, itemCounts: counts) == IndexPath(section: 2, item: 2))
    #expect(JumpRules.indexPath(ofListingIndex: 115, firstIndex: 100, itemCounts: counts) == nil, "after the rows")
    #expect(JumpRules.indexPath(ofListingIndex: 99, firstIndex: 100, itemCounts: counts) == nil, "before the rows")
    #expect(JumpRules.indexPath(ofListingIndex: 3, firstIndex: nil, itemCounts: counts) == nil, "start unknown")
  }

  @Test func theCoordinatorKeepsWhereTheRowsStart() async {
    let loads = LoadCoordinator(isEmpty: { false })
    loads.send(.jump(to: .index(520)))
    loads.succeed(hasMore: true, hasPrevious: true, firstIndex: 500)
    #expect(loads.firstItemIndex == 500)
    loads.send(.loadMore)
    loads.succeed(hasMore: false)
    #expect(loads.firstItemIndex == 500, "a next page leaves the start")
    loads.send(.loadPrevious)
    loads.succeed(hasPrevious: true, firstIndex: 450)
    #expect(loads.firstItemIndex == 450)
  }
}

/// What a screen reader hears of the start: its failure with what comes
/// next, and the rows its page brought; nothing while it loads.
@Suite("The start, spoken")
struct PreviousPageAnnouncementTests {
  @Test func theStartsFailureIsSaidWithItsCountdownAndItsPageByTheRowsCount() {
    let failed = PlaceholderAnnouncement.forPreviousPageChange(
      from: .loadingMore, to: .loadMoreFailed(.network("The server did not answer.")), itemCount: 40,
      notice: .retrying(inSeconds: 2))
    #expect(failed?.message.hasPrefix("The server did not answer.") == true)
    #expect(failed?.message.contains("2") == true, "\(failed?.message ?? "")")
    #expect(failed?.priority == .high)
    let landed = PlaceholderAnnouncement.forPreviousPageChange(from: .loadingMore, to: .canLoadMore, itemCount: 80)
    #expect(landed?.message == PlaceholderAnnouncement.itemCountText(80))
    #expect(landed?.priority == .medium)
    #expect(PlaceholderAnnouncement.forPreviousPageChange(from: .canLoadMore, to: .loadingMore, itemCount: 40) == nil)
    #expect(PlaceholderAnnouncement.forPreviousPageChange(from: .noMoreData, to: .canLoadMore, itemCount: 40) == nil)
  }
}
