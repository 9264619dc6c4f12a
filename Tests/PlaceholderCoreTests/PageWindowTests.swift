import Testing

@testable import PlaceholderCore

/// The memory cap's pages: kept in order, dropped at the edge away from
/// the page that landed, never while that edge loads nor over a protected
/// item; and what dropping does to each edge's phase.
@Suite("Pages kept under a cap")
struct PageWindowTests {
  @Test func pagesAreKeptInOrderAndTheEndTakesOtherChanges() {
    var window = PageWindow()
    window.landed(.firstPage, added: 30, total: 30)
    window.landed(.nextPage, added: 30, total: 60)
    window.landed(.previousPage, added: 20, total: 80)
    #expect(window.pages == [20, 30, 30])
    window.rowsChanged(total: 82)
    #expect(window.pages == [20, 30, 32], "a new message joins the last page")
    window.rowsChanged(total: 40)
    #expect(window.pages == [20, 20], "rows removed come off the end")
    window.landed(.jump(to: .key("m")), added: -10, total: 30)
    #expect(window.pages == [30], "a new listing starts over")
  }

  @Test func pastTheCapTheFarEdgeIsDropped() throws {
    var window = PageWindow()
    window.landed(.firstPage, added: 30, total: 30)
    for total in [60, 90, 120] { window.landed(.nextPage, added: 30, total: total) }
    #expect(window.overflow(maxPages: 5, landedAt: .end) == nil)
    let drop = try #require(window.overflow(maxPages: 3, landedAt: .end))
    #expect(drop.edge == .start && drop.items == 30 && drop.pages == 1)
    let other = try #require(window.overflow(maxPages: 2, landedAt: .start))
    #expect(other.edge == .end && other.items == 60 && other.pages == 2)
    window.dropped(1, at: .start)
    #expect(window.pages == [30, 30, 30])
  }

  @Test func aLoadingEdgeAndProtectedItemsKeepTheirPages() {
    var window = PageWindow()
    window.landed(.firstPage, added: 10, total: 10)
    for total in [20, 30, 40] { window.landed(.nextPage, added: 10, total: total) }
    #expect(window.overflow(maxPages: 2, landedAt: .end, loadingEdge: .start) == nil)
    #expect(window.overflow(maxPages: 2, landedAt: .end, protected: [3]) == nil, "the selected item's page stays")
    let partial = window.overflow(maxPages: 2, landedAt: .end, protected: [15])
    #expect(partial?.pages == 1 && partial?.items == 10, "only the pages before it go")
  }

  @Test func pagesNearTheScreenStayWhateverTheCap() {
    var window = PageWindow()
    window.landed(.firstPage, added: 10, total: 10)
    for total in [20, 30, 40] { window.landed(.nextPage, added: 10, total: total) }
    #expect(window.overflow(maxPages: 2, landedAt: .end, near: 5..<38) == nil, "the first page is in reach")
    let one = window.overflow(maxPages: 2, landedAt: .end, near: 12..<38)
    #expect(one?.pages == 1 && one?.items == 10, "the second is: it stays, over the cap")
    let both = window.overflow(maxPages: 2, landedAt: .end, near: 25..<40)
    #expect(both?.pages == 2 && both?.items == 20)
  }

  /// The host drops right after the result is applied, and the machine
  /// hears of it after the finish, in the same turn: nothing in between
  /// starts a load at the edge that lost its pages.
  @Test @MainActor func theCoordinatorTellsTheDropAfterTheFinish() async {
    let loads = LoadCoordinator(isEmpty: { false })
    let host = TestLoadHost(of: loads, noItems: { false })
    var phases: [PagingPhase] = []
    host.transitioned = { phases.append($0.previousPagePhase) }
    loads.operation = { request in
      LoadResult(hasMore: true, hasPrevious: false, firstIndex: request.kind == .firstPage ? 0 : nil) {}
    }
    do {
      defer { withExtendedLifetime(host) {} }
      loads.send(.beginLoad)
      await settle(loads)
      #expect(loads.state == .content(.canLoadMore))
      host.dropAfterResult = { PageDrop(edge: .start, items: 30, pages: 1) }
      phases.removeAll()
      loads.send(.loadMore)
      await settle(loads)
      #expect(phases == [.noMoreData, .noMoreData, .canLoadMore], "loading, finished, then dropped")
      #expect(loads.state == .content(.canLoadMore) && loads.previousPagePhase == .canLoadMore)
      #expect(loads.firstItemIndex == 30, "the rows now start 30 items further")
    }
  }

  @MainActor private func settle(_ loads: LoadCoordinator) async {
    for _ in 0..<100 where loads.currentRequest != nil { await Task.yield() }
  }

  @Test func droppingLetsThatEdgeLoadAgain() throws {
    var machine = PageStateMachine()
    let first = try #require(machine.handle(.beginLoad).startedLoad)
    _ = machine.handle(.finish(first.token, isEmpty: false, hasMore: false, hasPrevious: false))
    #expect(machine.state == .content(.noMoreData) && machine.previousPhase == .noMoreData)
    let atStart = machine.handle(.pagesDropped(at: .start, count: 1))
    #expect(atStart.previousPagePhase == .canLoadMore, "the dropped pages are before the rows now")
    #expect(machine.handle(.pagesDropped(at: .end, count: 1)).state == .content(.canLoadMore))
    #expect(machine.loadedPageCount == 1)
    let older = try #require(machine.handle(.loadPrevious).startedLoad)
    #expect(older.kind == .previousPage)
    #expect(machine.handle(.pagesDropped(at: .start, count: 1)).disposition == .ignored, "not while it loads")
  }

  @Test func itemsNearTheScreenReachTwiceTheLoadDistance() {
    // Rows 1–6 shown, 50 px each, a 300 px view asking one page ahead:
    // 600 px each way is 12 rows, and one more for a row partly shown.
    let near = PageWindow.itemsNearTheScreen(
      firstShown: 40, lastShown: 45, rowHeight: 50, viewport: 300, distance: .pages(1))
    #expect(near == 27..<59)
    let inPixels = PageWindow.itemsNearTheScreen(
      firstShown: 40, lastShown: 45, rowHeight: 50, viewport: 300, distance: .pixels(100))
    #expect(inPixels == 35..<51)
    #expect(
      PageWindow.itemsNearTheScreen(firstShown: 3, lastShown: 5, rowHeight: 50, viewport: 300, distance: .pages(1))
        .lowerBound == 0, "never before the first item")
  }

  @Test func aGridsRowsCountTheirItems() {
    // Four items a row: twelve rows each way are 48 items.
    let near = PageWindow.itemsNearTheScreen(
      firstShown: 100, lastShown: 123, rowHeight: 50, viewport: 300, distance: .pages(1), itemsPerRow: 4)
    #expect(near == 51..<173)
  }

  @Test func rowsWithNoHeightKeepAFiniteMargin() {
    let near = PageWindow.itemsNearTheScreen(
      firstShown: 10, lastShown: 10, rowHeight: 0, viewport: 300, distance: .pages(1))
    #expect(near.lowerBound == 0 && near.upperBound == 10 + 601 + 1, "one pixel a row at the least")
  }
}
