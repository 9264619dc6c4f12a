import CGtk
import PlaceholderCore
import PlaceholderTestSupport
import XCTest

@testable import GtkKit
@testable import PlaceholderGtk

/// An app that empties its list while a page or a refresh is on its way
/// (found by `make soak-gtk`, seed 2): the list must say it is empty at
/// once, not sit blank behind a paging spinner until the network answers.
final class EmptiedDuringALoadTests: GtkTestCase {
  func testEmptyingTheListWhileAPageLoadsShowsTheEmptyPlaceholderAndDropsThePage() {
    onMain {
      let source = SectionedDataSource<String>(items: [])
      let table = TableAdapter(dataSource: source)
      table.loads.indicatorTiming = .immediate
      table.isLoadMoreEnabled = true
      let gate = LoadGate()
      table.setLoadOperation { request in try await gate.wait(for: request) }
      let window = TestWindow(showing: table.widget)
      defer { window.close() }
      table.beginLoading()
      XCTAssertTrue(MainLoop.run(until: { gate.waiting != nil }))
      gate.open(with: (0..<30).map { "row \($0)" }, hasMore: true, into: source)
      XCTAssertTrue(MainLoop.run(until: { table.loads.state == .content(.canLoadMore) }), "the first page, with more")
      window.settle()

      _ = table.loads.send(.loadMore)  // unless the short list has asked already
      XCTAssertTrue(MainLoop.run(until: { gate.waiting != nil }), "the page is on its way")
      XCTAssertEqual(table.loads.state, .content(.loadingMore))

      _ = source.removeAllItems()
      XCTAssertEqual(table.loads.state, .empty, "an empty list is empty, whatever is on its way")
      XCTAssertTrue(MainLoop.run(until: { table.placeholderSlot.phase == .shown }, timeoutSeconds: 5))
      XCTAssertEqual(table.placeholderSlot.placeholder?.title, PlaceholderContent.noContent().title)
      XCTAssertEqual(modelRowCount(of: table), 0, "no row, and no paging spinner")

      // The page that was on its way arrives: it belongs to rows that are
      // gone, and is not applied.
      gate.open(with: ["late row"], into: source)
      MainLoop.drain()
      MainLoop.run(until: { false }, timeoutSeconds: 0.2)
      window.settle()
      XCTAssertEqual(source.itemCount, 0)
      XCTAssertEqual(table.loads.state, .empty)
    }
  }

  func testEmptyingTheListWhileARefreshRunsShowsTheEmptyPlaceholderUnderIt() {
    onMain {
      let source = SectionedDataSource<String>(items: (0..<5).map { "row \($0)" })
      let table = TableAdapter(dataSource: source)
      table.loads.indicatorTiming = .immediate
      let gate = LoadGate()
      table.setLoadOperation { request in try await gate.wait(for: request) }
      table.reloadData()
      let window = TestWindow(showing: table.widget)
      defer { window.close() }
      window.settle()

      table.beginRefreshing()
      XCTAssertTrue(MainLoop.run(until: { gate.waiting != nil }), "the refresh is on its way")
      _ = source.removeAllItems()
      XCTAssertEqual(table.loads.state, .refreshing(over: .empty))
      XCTAssertTrue(MainLoop.run(until: { table.placeholderSlot.phase == .shown }, timeoutSeconds: 5))
      XCTAssertEqual(table.placeholderSlot.placeholder?.title, PlaceholderContent.noContent().title)

      // The refresh brings rows: they show, and the placeholder goes.
      gate.open(with: ["fresh row"], into: source)
      XCTAssertTrue(MainLoop.run(until: { table.loads.state == .content(.noMoreData) }))
      XCTAssertTrue(MainLoop.run(until: { table.placeholderSlot.phase == .hidden }, timeoutSeconds: 5))
      XCTAssertEqual(source.itemCount, 1)
    }
  }
}
