import CGtk
import PlaceholderCore
import PlaceholderTestSupport
import XCTest

@testable import GtkKit
@testable import PlaceholderGtk

/// A grid's keyboard at its start and after a jump, as a table's: Up from
/// the first line reaches the Retry of a failed older page over the start
/// (Down goes back), and a jump puts the focus on the item it shows.
final class CollectionEdgeKeyboardTests: GtkTestCase {
  /// A grid of numbered items, four to a row; the first load brings items
  /// 200 to 239, each older page the `olderPageSize` before, a jump the
  /// 40 from 8 before its item. Older pages fail while `olderPagesFail`.
  @MainActor
  private final class Feed {
    let source = SectionedDataSource<String>(items: [])
    let grid: CollectionAdapter<SectionedDataSource<String>>
    let window: TestWindow
    var olderPagesFail = true
    /// 40 fills whole rows (four or five to a row): the rows below keep
    /// their items; 42 does not, and every row is replaced.
    var olderPageSize = 40
    private(set) var requests: [LoadKind] = []

    init(title: String) {
      grid = CollectionAdapter(dataSource: source)
      grid.register(TextGridCell.init)
      grid.accessibleLabel = "Feed"
      grid.estimatedItemWidth = 100
      grid.scrollKey = { $0 }
      grid.loads.retryPolicy = .off
      window = TestWindow(showing: grid.widget, width: 480, height: 300, title: title)
      grid.loads.operation = { [unowned self] request in
        requests.append(request.kind)
        let held = held
        let page: Range<Int>
        switch request.kind {
        case .previousPage:
          if olderPagesFail { throw LoadFailure.network("The server did not answer.") }
          page = max(held.lowerBound - olderPageSize, 0)..<held.lowerBound
        case .jump(to: .key(let key)):
          let start = (Int(key.dropFirst(5)) ?? 0) - 8
          page = start..<(start + 40)
        default: page = 200..<240
        }
        let items = page.map { "item \($0)" }
        return LoadResult(hasMore: false, hasPrevious: page.lowerBound > 0) { [unowned self] in
          if request.kind == .previousPage {
            _ = try? source.insert(contentsOf: items, at: IndexPath(section: 0, item: 0))
          } else {
            source.replaceSections(with: [.init(items: items)])
          }
        }
      }
    }

    var held: Range<Int> {
      let numbers = (source.sections.first?.items ?? []).compactMap { Int($0.dropFirst(5)) }
      guard let first = numbers.first, let last = numbers.last else { return 0..<0 }
      return first..<(last + 1)
    }

    /// The item whose button has the keyboard focus.
    var focusedItem: String? {
      guard let focused = grid.keyboard?.focusedItem, let items = source.sections.first?.items,
        items.indices.contains(focused.item)
      else { return nil }
      return items[focused.item]
    }
  }

  func testUpFromTheFirstLineReachesRetryOverTheStartAndDownComesBack() throws {
    guard RealInput.isAvailable else { throw XCTSkip(RealInput.unavailableReason) }
    try onMain {
      let title = "grid-older-page-fails"
      let feed = Feed(title: title)
      defer { feed.window.close() }
      feed.grid.beginLoading()
      // At the top, the older page is asked for at once, and fails.
      XCTAssertTrue(MainLoop.run(until: { feed.grid.loads.previousPagePhase.isFailed }))
      let bar = try XCTUnwrap(feed.grid.machinery.previousPages.bar)
      XCTAssertTrue(MainLoop.run(until: { bar.widget.isMapped && bar.retryButton.isVisible }))

      feed.grid.focusItem(at: IndexPath(section: 0, item: 1))
      XCTAssertTrue(MainLoop.run(until: { feed.focusedItem == "item 201" }))
      feed.window.settle()
      XCTAssertTrue(RealInput.press("Up", title: title))
      XCTAssertTrue(
        MainLoop.run(until: { gtk_widget_has_focus(bar.retryButton.gtkWidget) != 0 }),
        "Up from the first line reaches Retry over the start")
      XCTAssertTrue(RealInput.press("Down", title: title))
      XCTAssertTrue(
        MainLoop.run(until: { feed.focusedItem == "item 201" }), "Down goes back to the item Up came from")

      XCTAssertTrue(RealInput.press("Up", title: title))
      XCTAssertTrue(MainLoop.run(until: { gtk_widget_has_focus(bar.retryButton.gtkWidget) != 0 }))
      feed.olderPagesFail = false
      XCTAssertTrue(RealInput.press("Return", title: title))
      XCTAssertTrue(MainLoop.run(until: { feed.held == 160..<240 }), "Retry brings the older page")
      XCTAssertTrue(MainLoop.run(until: { !bar.widget.isVisible }), "the bar goes with the failure")
      XCTAssertNotNil(feed.focusedItem, "the keyboard stays on an item")
    }
  }

  func testAJumpPutsTheFocusOnTheItemWhichKeepsItAsOlderItemsLandAbove() {
    onMain {
      for olderPageSize in [40, 42] {
        let feed = Feed(title: "grid-jump-focus-\(olderPageSize)")
        defer { feed.window.close() }
        feed.olderPagesFail = false
        feed.olderPageSize = olderPageSize
        feed.grid.beginLoading()
        XCTAssertTrue(MainLoop.run(until: { feed.held.contains(239) }))
        feed.window.settle()

        feed.grid.jump(to: .key("item 233"))
        XCTAssertTrue(MainLoop.run(until: { feed.focusedItem == "item 233" }), "a loaded item gets the focus")

        feed.grid.jump(to: .key("item 900"))
        XCTAssertTrue(
          MainLoop.run(until: { feed.focusedItem == "item 900" }), "so does one whose page was asked for")
        XCTAssertTrue(feed.requests.contains(.jump(to: .key("item 900"))))
        // Up to the start of its page: the page before lands above, and the
        // focus stays on the item.
        let adjustment = feed.grid.verticalAdjustment
        adjustment.value = adjustment.lower
        let older = 892 - olderPageSize
        XCTAssertTrue(MainLoop.run(until: { feed.held.lowerBound == older }), "\(olderPageSize): the page before")
        feed.window.settle(frames: 6)
        XCTAssertEqual(feed.focusedItem, "item 900", "\(olderPageSize): a page landing above keeps the focus")
        XCTAssertEqual(feed.held.lowerBound, older, "\(olderPageSize): what showed stays on screen: one page")

        // A jump that does not focus, to an item of the focused one's row
        // (the rows count from the page's first item).
        let perRow = feed.grid.index.itemsPerRow
        let rowStart = older + (900 - older) / perRow * perRow
        feed.grid.jump(to: .key("item \(rowStart == 900 ? 901 : rowStart)"), focusing: false)
        feed.window.settle(frames: 6)
        XCTAssertEqual(feed.focusedItem, "item 900", "\(olderPageSize): a jump not focusing leaves the focus")
      }
    }
  }

  /// The start asks for its page as a jump begins; the jump's page lands
  /// with its item near the start, and the page before it lands above
  /// while the view is still on its way to the item: the view and the
  /// focus follow the item, not the place it had.
  func testAPageLandingAboveWhileAJumpBringsItsItemLeavesTheFocusOnTheItem() {
    onMain {
      let feed = Feed(title: "grid-jump-takes-the-load")
      defer { feed.window.close() }
      feed.olderPagesFail = false
      feed.grid.beginLoading()
      XCTAssertTrue(MainLoop.run(until: { feed.held.contains(239) && feed.held.lowerBound < 200 }))
      feed.window.settle(frames: 6)
      let adjustment = feed.grid.verticalAdjustment
      adjustment.value = adjustment.upper
      feed.window.settle()
      // In one turn: the start comes into view, and the jump begins.
      adjustment.value = adjustment.lower
      feed.grid.jump(to: .key("item 900"))
      XCTAssertTrue(
        MainLoop.run(until: { feed.focusedItem == "item 900" }),
        "\(feed.held) \(feed.requests): \(String(describing: feed.focusedItem))")
      XCTAssertTrue(
        MainLoop.run(until: { feed.held.lowerBound == 852 }),
        "the page before the jump's, near the view: \(feed.held) \(feed.requests)")
      feed.window.settle(frames: 6)
      XCTAssertEqual(feed.focusedItem, "item 900")
    }
  }
}
