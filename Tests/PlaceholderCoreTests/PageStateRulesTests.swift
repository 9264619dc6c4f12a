import PlaceholderCore
import Testing

// The machine's rules, one scenario each, told the way a user meets them.

@Suite("Page-state rules")
struct PageStateRulesTests {
  @Test func nothingEmptyShowsBeforeTheFirstLoadEnds() {
    var machine = PageStateMachine()
    // Binding an empty data source reports "empty" before any load: not shown.
    #expect(machine.handle(.dataChanged(isEmpty: true)).disposition == .ignored)
    #expect(machine.state == .idle)
    #expect(PlaceholderPolicy.placeholder(for: machine.state) == nil)
    guard let request = machine.handle(.beginLoad).startedLoad else {
      Issue.record("the first load starts a request")
      return
    }
    _ = machine.handle(.dataChanged(isEmpty: true))
    #expect(PlaceholderPolicy.placeholder(for: machine.state) == .loading)
    _ = machine.handle(.finish(request.token, isEmpty: true, hasMore: false))
    #expect(PlaceholderPolicy.placeholder(for: machine.state) == .empty)
  }

  @Test func theAppMayAskForEmptyBeforeTheFirstLoad() {
    let options = PlaceholderOptions(showsEmptyBeforeFirstLoad: true)
    #expect(PlaceholderPolicy.placeholder(for: PageStateMachine().state, options: options) == .empty)
  }

  @Test func aRefreshSupersedesALoadingPageAndThePagesLateResultIsDropped() throws {
    var run = PageFixture.loadingMore.make()
    let page = try #require(run.machine.loadInFlight)
    #expect(page.kind == .nextPage)
    let refresh = run.handle(.refresh)
    #expect(refresh.cancelledLoad == page.token)
    #expect(refresh.effects.first == .cancelLoad(page.token), "cancel comes before the new request")
    let refreshToken = try #require(refresh.startedLoad?.token)
    // The page answers late, before and after the refresh: dropped both times.
    #expect(run.handle(.finish(page.token, isEmpty: false, hasMore: true)).disposition == .droppedStale(page.token))
    #expect(run.machine.state == .refreshing(over: .content(hasMore: true)))
    _ = run.handle(.finish(refreshToken, isEmpty: false, hasMore: false))
    #expect(run.handle(.fail(page.token, .network())).disposition == .droppedStale(page.token))
    #expect(run.machine.state == .content(.noMoreData))
  }

  @Test func aSupersededSearchNeverOverwritesTheNewerOne() throws {
    var machine = PageStateMachine()
    let first = try #require(machine.handle(.search("ca")).startedLoad)
    let second = try #require(machine.handle(.search("cat")).startedLoad)
    #expect(first.token < second.token)
    _ = machine.handle(.finish(second.token, isEmpty: false, hasMore: false))
    let late = machine.handle(.finish(first.token, isEmpty: true, hasMore: false))
    #expect(late.disposition == .droppedStale(first.token))
    #expect(machine.state == .content(.noMoreData))
    #expect(machine.searchQuery == "cat")
  }

  @Test func twoRefreshesNeverRunAtOnce() {
    var run = PageFixture.canLoadMore.make()
    var started = 0
    for _ in 0..<5 where run.handle(.refresh).startedLoad != nil { started += 1 }
    #expect(started == 1)
    #expect(run.handle(.retry).disposition == .coalesced)
    #expect(run.handle(.beginLoad).disposition == .coalesced)
  }

  @Test func retryWhileLoadingIsCoalesced() {
    var run = PageFixture.failed.make()
    #expect(run.handle(.retry).startedLoad?.kind == .firstPage)
    for _ in 0..<3 { #expect(run.handle(.retry).disposition == .coalesced) }
    #expect(run.issued.count == 2, "the failed load and one retry")
  }

  @Test func loadMoreIsRequestedOnlyFromContentThatCanLoadMore() {
    for fixture in PageFixture.allCases {
      var run = fixture.make()
      let transition = run.handle(.loadMore)
      let expected = fixture.state == .content(.canLoadMore)
      #expect((transition.startedLoad != nil) == expected, "\(fixture)")
      #expect(transition.startedLoad.map { $0.kind == .nextPage } ?? true)
    }
  }

  @Test func retryAfterAFailedPageRequestsThePageAgainAndKeepsTheRows() throws {
    var run = PageFixture.searchContent.make()
    let page = try #require(run.handle(.loadMore).startedLoad)
    _ = run.handle(.fail(page.token, .network("timed out")))
    #expect(run.machine.state == .content(.loadMoreFailed(.network("timed out"))))
    #expect(PlaceholderPolicy.pagingFooter(for: run.machine.state) == .failed(.network("timed out")))
    #expect(PlaceholderPolicy.placeholder(for: run.machine.state) == nil, "rows stay, no placeholder")
    let again = try #require(run.handle(.retry).startedLoad)
    #expect(again.kind == .nextPage)
    #expect(again.query == PageFixture.query, "the page of the active search")
    #expect(run.machine.state == .content(.loadingMore))
  }

  @Test func pullToRefreshWorksWhileAPlaceholderShows() throws {
    for fixture in [PageFixture.empty, .failed, .noResults] {
      var run = fixture.make()
      let shown = PlaceholderPolicy.placeholder(for: run.machine.state)
      let refresh = try #require(run.handle(.refresh).startedLoad, "\(fixture)")
      #expect(refresh.kind == .refresh)
      #expect(PlaceholderPolicy.placeholder(for: run.machine.state) == shown, "\(fixture): the placeholder stays")
      _ = run.handle(.finish(refresh.token, isEmpty: false, hasMore: true))
      #expect(run.machine.state == .content(.canLoadMore), "\(fixture)")
      #expect(PlaceholderPolicy.placeholder(for: run.machine.state) == nil)
    }
  }

  @Test func aFailedRefreshOverRowsKeepsThemAndReportsTheFailure() throws {
    var run = PageFixture.noMoreData.make()
    let refresh = try #require(run.handle(.refresh).startedLoad)
    let failed = run.handle(.fail(refresh.token, .network("offline")))
    #expect(failed.state == .content(.noMoreData), "rows and their paging phase are back")
    #expect(failed.effects == [.reportRefreshFailure(.network("offline"))])
    #expect(PlaceholderPolicy.placeholder(for: failed.state) == nil)
  }

  @Test func aSearchWithoutRowsShowsNoResultsAndClearingItReloadsTheList() throws {
    var run = PageFixture.canLoadMore.make()
    let search = try #require(run.handle(.search("zebra")).startedLoad)
    #expect(search.kind == .search(query: "zebra"))
    _ = run.handle(.finish(search.token, isEmpty: true, hasMore: true))
    #expect(run.machine.state == .noResults(query: "zebra"))
    #expect(PlaceholderPolicy.placeholder(for: run.machine.state) == .noResults(query: "zebra"))
    let reload = try #require(run.handle(.clearSearch).startedLoad)
    #expect(reload.kind == .firstPage)
    #expect(reload.query == nil)
    #expect(run.machine.state == .loading)
    _ = run.handle(.finish(reload.token, isEmpty: false, hasMore: true))
    #expect(run.machine.state == .content(.canLoadMore))
    #expect(run.machine.searchQuery == nil)
  }

  @Test func finishingWithoutMoreIsLoadCompleted() throws {
    var run = PageFixture.canLoadMore.make()
    let page = try #require(run.handle(.loadMore).startedLoad)
    _ = run.handle(.finish(page.token, isEmpty: false, hasMore: false))
    #expect(run.machine.state == .content(.noMoreData))
    #expect(PlaceholderPolicy.pagingFooter(for: run.machine.state) == .noMoreData)
    #expect(run.handle(.loadMore).disposition == .ignored)
  }

  @Test func aResultIsAcceptedOnlyOnce() throws {
    var machine = PageStateMachine()
    let load = try #require(machine.handle(.beginLoad).startedLoad)
    #expect(machine.handle(.finish(load.token, isEmpty: false, hasMore: true)).disposition == .applied)
    let again = machine.handle(.fail(load.token, .other("late")))
    #expect(again.disposition == .droppedStale(load.token))
    #expect(machine.state == .content(.canLoadMore))
  }

  @Test func tokensOnlyGrow() {
    var run = PageRun()
    let script: [PageStep] = [
      .beginLoad, .search("a"), .finish(isEmpty: false, hasMore: true), .loadMore, .refresh,
      .finish(isEmpty: false, hasMore: true), .loadMore, .fail(.network()), .retry, .clearSearch, .refresh,
      .beginLoad, .fail(.other()), .retry, .finish(isEmpty: true, hasMore: false), .refresh,
    ]
    for step in script { run.apply(step) }
    #expect(run.issued.count >= 8)
    #expect(zip(run.issued, run.issued.dropFirst()).allSatisfy { $0 < $1 })
  }

  @Test func removingTheLastRowDuringAPageStopsThePage() throws {
    var run = PageFixture.loadingMore.make()
    let page = try #require(run.machine.loadInFlight)
    let emptied = run.handle(.dataChanged(isEmpty: true))
    #expect(emptied.state == .empty)
    #expect(emptied.effects == [.cancelLoad(page.token)])
    #expect(run.handle(.finish(page.token, isEmpty: false, hasMore: true)).disposition == .droppedStale(page.token))
  }

  @Test func aRefreshFromCodeCanBeTheFirstLoad() throws {
    var machine = PageStateMachine()
    let refresh = try #require(machine.handle(.refresh).startedLoad)
    #expect(machine.state == .refreshing(over: .idle))
    #expect(PlaceholderPolicy.placeholder(for: machine.state) == nil, "the indicator is the only progress shown")
    _ = machine.handle(.finish(refresh.token, isEmpty: true, hasMore: false))
    #expect(machine.state == .empty)
  }

  @Test func failureDescriptionsNameKindAndMessage() {
    #expect(LoadFailure.network("offline").description == "network failure: offline")
    #expect(LoadFailure.other().description == "load failure")
    #expect(LoadToken(rawValue: 7).description == "#7")
  }
}
