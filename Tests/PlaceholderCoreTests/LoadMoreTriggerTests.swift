import PlaceholderCore
import Testing

@Suite("Load-more trigger")
struct LoadMoreTriggerTests {
  static let canLoad = PageState.content(.canLoadMore)

  static func at(_ offset: Double, content: Double = 2000, page: Double = 500) -> LoadMoreViewport {
    LoadMoreViewport(offset: offset, pageSize: page, contentLength: content)
  }

  @Test func requestsOnceWhenTheEndComesWithinOnePage() throws {
    var trigger = LoadMoreTrigger()
    // Far from the end: 2000 - (0 + 500) = 1500 > 500.
    let request1 = try trigger.update(Self.at(0), state: Self.canLoad)
    #expect(!request1)
    let request2 = try trigger.update(Self.at(999), state: Self.canLoad)
    #expect(!request2)
    let request3 = try trigger.update(Self.at(1000), state: Self.canLoad)
    #expect(request3)
    // Scrolling on within reach, still allowed by a machine not yet told: no second request.
    for offset in stride(from: 1000.0, through: 1500, by: 50) {
      let request4 = try trigger.update(Self.at(offset), state: Self.canLoad)
      #expect(!request4)
    }
    #expect(!trigger.isArmed)
  }

  @Test func changedRowsAskAgainEvenWhenTheEstimatedLengthShrank() throws {
    var trigger = LoadMoreTrigger()
    #expect(try trigger.update(Self.at(2500, content: 3000), state: Self.canLoad))
    // The page landed and was laid out while nothing was measured: no
    // loading phase seen, and the measured rows are shorter than GTK's
    // estimate was. Still at the end, with no second ask...
    #expect(try !trigger.update(Self.at(1100, content: 1600), state: Self.canLoad))
    // ...until the layer says the rows changed.
    trigger.rowsDidChange()
    #expect(trigger.isArmed)
    #expect(try trigger.update(Self.at(1100, content: 1600), state: Self.canLoad))
    // Out of reach after the change: nothing asked.
    trigger.rowsDidChange()
    #expect(try !trigger.update(Self.at(0, content: 1600), state: Self.canLoad))
  }

  @Test func exactlyOneRequestPerApproach() throws {
    var trigger = LoadMoreTrigger()
    var requests = 0
    for approach in 1...4 {
      for offset in [0.0, 800, 1100, 1300, 1500, 1200] where try trigger.update(Self.at(offset), state: Self.canLoad) {
        requests += 1
      }
      #expect(requests == approach)
      _ = try trigger.update(Self.at(0), state: Self.canLoad)  // leaves reach: re-arms
    }
  }

  @Test func reArmsWhenTheMachineLeavesLoadingMore() throws {
    var trigger = LoadMoreTrigger()
    let request5 = try trigger.update(Self.at(1500), state: Self.canLoad)
    #expect(request5)
    let request6 = try trigger.update(Self.at(1500), state: .content(.loadingMore))
    #expect(!request6)
    // The page came back empty-handed but more exist: ask again.
    let request7 = try trigger.update(Self.at(1500), state: Self.canLoad)
    #expect(request7)
  }

  @Test func reArmsWhenTheRowsGrow() throws {
    var trigger = LoadMoreTrigger()
    let request8 = try trigger.update(Self.at(1500), state: Self.canLoad)
    #expect(request8)
    let request9 = try trigger.update(Self.at(1500), state: Self.canLoad)
    #expect(!request9)
    let request10 = try trigger.update(Self.at(1500, content: 2100), state: Self.canLoad)
    #expect(request10, "still within reach after growing")
  }

  @Test func neverRequestsUnlessTheMachineCanLoadMore() throws {
    let f = LoadFailure.network()
    let states: [PageState] = [
      .idle, .loading, .content(.loadingMore), .content(.loadMoreFailed(f)), .content(.noMoreData),
      .refreshing(over: .content(hasMore: true)), .empty, .failed(f), .noResults(query: "q"),
    ]
    for state in states {
      var trigger = LoadMoreTrigger()
      let request11 = try trigger.update(Self.at(1500), state: state)
      #expect(!request11, "\(state)")
    }
  }

  @Test func shortContentRequestsRightAway() throws {
    var trigger = LoadMoreTrigger()
    let request12 = try trigger.update(Self.at(0, content: 120), state: Self.canLoad)
    #expect(request12)
    let request13 = try trigger.update(Self.at(0, content: 120), state: Self.canLoad)
    #expect(!request13)
    // An empty page of a list filled later still fills the viewport.
    var empty = LoadMoreTrigger()
    let request14 = try empty.update(Self.at(0, content: 0), state: Self.canLoad)
    #expect(request14)
  }

  @Test func anUnlaidViewportRequestsNothing() throws {
    var trigger = LoadMoreTrigger()
    let request15 = try trigger.update(Self.at(0, content: 0, page: 0), state: Self.canLoad)
    #expect(!request15)
    #expect(trigger.isArmed)
  }

  @Test func distanceInPixelsOrPages() throws {
    var pixels = try LoadMoreTrigger(distance: .pixels(100))
    let pixelsEarly = try pixels.update(Self.at(1399), state: Self.canLoad)  // 101 left
    #expect(!pixelsEarly)
    let request16 = try pixels.update(Self.at(1400), state: Self.canLoad)
    #expect(request16)
    var half = try LoadMoreTrigger(distance: .pages(0.5))
    let request17 = try half.update(Self.at(1249), state: Self.canLoad)
    #expect(!request17)
    let request18 = try half.update(Self.at(1250), state: Self.canLoad)
    #expect(request18)
    var atEnd = try LoadMoreTrigger(distance: .pixels(0))
    let request19 = try atEnd.update(Self.at(1499), state: Self.canLoad)
    #expect(!request19)
    let request20 = try atEnd.update(Self.at(1500), state: Self.canLoad)
    #expect(request20)
    try atEnd.setDistance(.pages(2))
    #expect(atEnd.distance == .pages(2))
  }

  @Test func worksWithTheMachine() throws {
    var run = PageFixture.canLoadMore.make()
    var trigger = LoadMoreTrigger()
    var content = 2000.0
    var requests = 0
    for offset in stride(from: 0.0, through: 20_000, by: 100) {
      let viewport = Self.at(min(offset, content - 500), content: content)
      if try trigger.update(viewport, state: run.machine.state) {
        requests += 1
        let page = try #require(run.handle(.loadMore).startedLoad)
        _ = try trigger.update(viewport, state: run.machine.state)
        content += 1000
        _ = run.handle(.finish(page.token, isEmpty: false, hasMore: requests < 5))
      }
    }
    #expect(requests == 5, "pages until the last says no more")
    #expect(run.machine.state == .content(.noMoreData))
  }

  @Test func badValuesAreRejectedAndChangeNothing() throws {
    #expect(throws: LoadMoreTriggerError.invalidDistance(.pages(-1))) { try LoadMoreTrigger(distance: .pages(-1)) }
    #expect(throws: LoadMoreTriggerError.self) { try LoadMoreTrigger(distance: .pixels(.nan)) }
    var trigger = LoadMoreTrigger()
    _ = try trigger.update(Self.at(1500), state: Self.canLoad)
    let before = trigger
    for bad in [
      LoadMoreViewport(offset: .nan, pageSize: 500, contentLength: 2000),
      LoadMoreViewport(offset: 0, pageSize: -1, contentLength: 2000),
      LoadMoreViewport(offset: 0, pageSize: 500, contentLength: .infinity),
    ] {
      #expect(throws: LoadMoreTriggerError.self) { try trigger.update(bad, state: Self.canLoad) }
    }
    #expect(throws: LoadMoreTriggerError.self) { try trigger.setDistance(.pixels(-5)) }
    #expect(trigger == before)
    #expect(LoadMoreTriggerError.invalidDistance(.pixels(-5)).description.contains("distance"))
  }
}
