import CGtk
import PlaceholderCore
import PlaceholderTestSupport
import XCTest

@testable import GtkKit
@testable import PlaceholderGtk

/// A memory cap on a grid: rows hold several items, and the pages near
/// the screen are counted in items; the selected item's page stays.
final class CollectionPageCapTests: GtkTestCase {
  /// An endless grid: pages of 40 numbered items, four to a row.
  @MainActor
  private final class Feed {
    let source = SectionedDataSource<String>(items: [])
    let grid: CollectionAdapter<SectionedDataSource<String>>
    var window: TestWindow?

    init(maxPages: Int) {
      grid = CollectionAdapter(dataSource: source)
      grid.register(TextGridCell.init)
      grid.accessibleLabel = "Feed"
      grid.estimatedItemWidth = 100
      grid.isLoadMoreEnabled = true
      grid.maxPages = maxPages
      grid.loads.operation = { [unowned self] request in
        let held = held
        let page: Range<Int>
        switch request.kind {
        case .nextPage: page = held.upperBound..<(held.upperBound + 40)
        case .previousPage: page = max(held.lowerBound - 40, 0)..<held.lowerBound
        default: page = 0..<40
        }
        let items = page.map { "item \($0)" }
        await grid.widget.nextFramePainted()
        return LoadResult(hasMore: true, hasPrevious: page.lowerBound > 0) { [unowned self] in
          switch request.kind {
          case .nextPage: source.append(contentsOf: items)
          case .previousPage: _ = try? source.insert(contentsOf: items, at: IndexPath(section: 0, item: 0))
          default: source.replaceSections(with: [.init(items: items)])
          }
        }
      }
      window = TestWindow(showing: grid.widget, width: 480, height: 200)
    }

    var held: Range<Int> {
      let numbers = (source.sections.first?.items ?? []).compactMap { Int($0.dropFirst(5)) }
      guard let first = numbers.first, let last = numbers.last else { return 0..<0 }
      return first..<(last + 1)
    }

    /// Scrolls to the end, as a user who keeps scrolling there does (the
    /// rows kept in place over a drop above them may move the view on a
    /// frame after), and waits for the page after it.
    func scrollToEndAndWait() -> Bool {
      window?.settle(frames: 6)
      let end = held.upperBound
      return MainLoop.run(until: {
        let adjustment = self.grid.verticalAdjustment
        if adjustment.value < adjustment.upper - adjustment.pageSize { adjustment.value = adjustment.upper }
        return self.held.upperBound > end && self.grid.loads.currentRequest == nil
      })
    }
  }

  func testAnEndlessGridKeepsItsCapAndLoadsDroppedPagesAgain() {
    onMain {
      let feed = Feed(maxPages: 3)
      defer { feed.window?.close() }
      // A mouse user's scrolling: no focus, which would land on the first
      // item as it came (GTK gives an empty grid's window its first focus
      // on the scrolled window), and a focused item's page is kept: GTK 4.8
      // can hand the focus on to another item as rows are reused.
      feed.window?.settle()
      feed.window?.window.clearWindowFocus()
      feed.grid.beginLoading()
      XCTAssertTrue(MainLoop.run(until: { feed.held == 0..<40 }))
      for _ in 0..<6 { XCTAssertTrue(feed.scrollToEndAndWait()) }
      XCTAssertTrue(MainLoop.run(until: { feed.source.itemCount <= 160 }), "held \(feed.held)")
      XCTAssertGreaterThan(feed.held.lowerBound, 0, "the first pages went")
      XCTAssertEqual(feed.grid.loads.previousPagePhase, .canLoadMore, "and can come back")
      feed.window?.settle(frames: 6)
      XCTAssertGreaterThan(feed.grid.verticalAdjustment.value, 0, "the view stayed with the newest items")

      let before = feed.held.lowerBound
      feed.grid.verticalAdjustment.value = 0
      XCTAssertTrue(MainLoop.run(until: { feed.held.lowerBound < before }), "the dropped page is loaded again")
    }
  }

  func testTheSelectedItemsPageIsNeverDropped() {
    onMain {
      let feed = Feed(maxPages: 2)
      defer { feed.window?.close() }
      feed.grid.beginLoading()
      XCTAssertTrue(MainLoop.run(until: { feed.held == 0..<40 }))
      feed.window?.settle()
      feed.grid.focusItem(at: IndexPath(section: 0, item: 5))
      XCTAssertTrue(MainLoop.run(until: { feed.grid.keyboard?.focusedItem == IndexPath(section: 0, item: 5) }))
      // Activated, as a click or Space would: it is selected.
      guard let window = feed.window, let focus = gtk_root_get_focus(gcast(window.pointer)) else {
        return XCTFail("no focus")
      }
      gtk_widget_activate(focus)
      XCTAssertTrue(MainLoop.run(until: { feed.grid.selectedIndexPath == IndexPath(section: 0, item: 5) }))
      for _ in 0..<4 { XCTAssertTrue(feed.scrollToEndAndWait()) }
      feed.window?.settle()
      XCTAssertEqual(feed.held.lowerBound, 0, "item 5 is selected: its page stays, over the cap")
      XCTAssertGreaterThanOrEqual(feed.held.upperBound, 200)
      XCTAssertEqual(feed.grid.selectedIndexPath, IndexPath(section: 0, item: 5))
    }
  }
}
