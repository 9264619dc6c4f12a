import CGtk
import PlaceholderCore
import PlaceholderTestSupport
import XCTest

@testable import GtkKit
@testable import PlaceholderGtk

/// A memory cap on real rows: an endless list keeps at most its pages,
/// drops those farthest from the screen, loads them again at their edge
/// when the user scrolls back, and never drops the selected item.
final class ListPageCapTests: GtkTestCase {
  /// An endless feed: pages of 30 numbered rows after the last shown, or
  /// before the first.
  @MainActor
  private final class Feed {
    let source = SectionedDataSource<String>(items: [])
    let table: TableAdapter<SectionedDataSource<String>>
    var window: TestWindow?

    init(maxPages: Int) {
      table = TableAdapter(dataSource: source)
      table.accessibleLabel = "Feed"
      table.isLoadMoreEnabled = true
      table.maxPages = maxPages
      // Each page is asked from the rows held now: after a drop, the
      // page before the first held row is loaded again.
      table.loads.operation = { [unowned self] request in
        let held = held
        let page: Range<Int>
        switch request.kind {
        case .nextPage: page = held.upperBound..<(held.upperBound + 30)
        case .previousPage: page = max(held.lowerBound - 30, 0)..<held.lowerBound
        default: page = 0..<30
        }
        let rows = page.map { "row \($0)" }
        // A page comes a frame later at the soonest, as one from the network.
        await table.widget.nextFramePainted()
        return LoadResult(hasMore: true, hasPrevious: page.lowerBound > 0) { [unowned self] in
          switch request.kind {
          case .nextPage:
            source.append(contentsOf: rows)
          case .previousPage:
            _ = try? source.insert(contentsOf: rows, at: IndexPath(section: 0, item: 0))
          default:
            source.replaceSections(with: [.init(items: rows)])
          }
        }
      }
      window = TestWindow(showing: table.widget, width: 480, height: 200)
    }

    /// The rows the data source holds now, as the feed's numbers.
    var held: Range<Int> {
      let items = source.sections.first?.items ?? []
      let numbers = items.compactMap { Int($0.dropFirst(4)) }
      guard let first = numbers.first, let last = numbers.last else { return 0..<0 }
      return first..<(last + 1)
    }

    /// Scrolls to the end and waits for the page after it.
    func scrollToEndAndWait() -> Bool {
      // The rows that landed last are laid out first, and the row kept in
      // place over the pages dropped above it has settled (four frames).
      window?.settle(frames: 6)
      let end = held.upperBound
      let adjustment = table.verticalAdjustment
      adjustment.value = adjustment.upper
      return MainLoop.run(until: { self.held.upperBound > end && self.table.loads.currentRequest == nil })
    }
  }

  func testAnEndlessListKeepsItsCapAndLoadsDroppedPagesAgainAtTheStart() {
    onMain {
      let feed = Feed(maxPages: 3)
      defer { feed.window?.close() }
      feed.table.beginLoading()
      XCTAssertTrue(MainLoop.run(until: { feed.held == 0..<30 }))
      for _ in 0..<5 { XCTAssertTrue(feed.scrollToEndAndWait()) }
      XCTAssertTrue(MainLoop.run(until: { feed.source.itemCount <= 90 }), "held \(feed.held)")
      XCTAssertGreaterThanOrEqual(feed.held.upperBound, 180, "the newest pages stay")
      XCTAssertGreaterThan(feed.held.lowerBound, 0, "the first pages went")
      XCTAssertEqual(feed.table.loads.previousPagePhase, .canLoadMore, "and can come back")
      // The view stayed down with the newest rows through the drops above
      // them, and the keyboard focus (on the first row when the window
      // opened) came along to a row on screen instead of taking the view
      // back up to the first row held.
      feed.window?.settle(frames: 6)
      let adjustment = feed.table.verticalAdjustment
      XCTAssertGreaterThan(adjustment.value, adjustment.pageSize, "not back at the top")
      XCTAssertNotNil(feed.table.machinery.pageCap.focusedItem(), "the focus is on a row held")

      // Back up: the page before comes again, with the row on screen kept.
      let before = feed.held.lowerBound
      feed.window?.settle(frames: 6)
      feed.table.verticalAdjustment.value = 0
      XCTAssertTrue(MainLoop.run(until: { feed.held.lowerBound < before }), "the dropped page is loaded again")
      XCTAssertTrue(MainLoop.run(until: { feed.source.itemCount <= 90 }), "and the far end is let go of")
      XCTAssertEqual(feed.table.loads.state, .content(.canLoadMore), "the end can load again")
    }
  }

  func testTheSelectedItemsPageIsNeverDropped() {
    onMain {
      let feed = Feed(maxPages: 2)
      defer { feed.window?.close() }
      feed.table.beginLoading()
      XCTAssertTrue(MainLoop.run(until: { feed.held == 0..<30 }))
      feed.table.focus(position: 5)  // selects it too
      for _ in 0..<3 { XCTAssertTrue(feed.scrollToEndAndWait()) }
      feed.window?.settle()
      XCTAssertEqual(feed.held.lowerBound, 0, "row 5 is selected: its page stays, over the cap")
      XCTAssertEqual(feed.table.selectedIndexPath, IndexPath(section: 0, item: 5))
    }
  }
}
