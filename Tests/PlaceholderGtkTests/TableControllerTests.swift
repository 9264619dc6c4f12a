import CGtk
import PlaceholderCore
import PlaceholderTestSupport
import XCTest

@testable import GtkKit
@testable import PlaceholderGtk

/// A sectioned list with placeholders, refresh, paging and selection, in a
/// few lines, through `TableController`.
final class TableControllerTests: GtkTestCase {
  func testAPageOfAFewLinesLoadsShowsSelectsAndPages() throws {
    try onMain {
      var served = 0
      let controller = TableController(dataSource: SectionedDataSource<String>(sections: [.init(items: [])]))
      var picked: [String] = []
      controller.selectionHandler = { item, _ in picked.append(item) }
      // The operation holds the data source, not the controller: the
      // controller owns the operation, and would otherwise own itself.
      let dataSource = controller.dataSource
      controller.load { request in
        let start = request.kind == .nextPage ? served : 0
        let items = (start..<(start + 30)).map { "row \($0)" }
        served = start + 30
        return LoadResult(hasMore: served < 60) {
          if request.kind == .nextPage {
            _ = try? dataSource.append(contentsOf: items, toSection: 0)
          } else {
            _ = dataSource.replaceSections(with: [.init(items: items)])
          }
        }
      }
      let window = TestWindow(showing: controller.widget)
      defer { window.close() }

      // Shown → it loaded by itself; the rows are there (30 short rows are
      // within a page of the end, so the second page may follow at once).
      XCTAssertTrue(
        MainLoop.run(until: { controller.table.index.count >= 30 }, timeoutSeconds: 5),
        "state \(controller.table.loads.state), rows \(controller.table.index.count)")
      XCTAssertFalse(controller.table.placeholderSlot.isShowing)

      controller.table.focus(position: 2)
      XCTAssertEqual(picked, ["row 2"])

      // The end of the list asks for the next page, and the last one.
      let adjustment = try XCTUnwrap(controller.table.scrollAdjustment)
      XCTAssertTrue(
        MainLoop.run(
          until: {
            gtk_adjustment_set_value(adjustment, gtk_adjustment_get_upper(adjustment))
            return controller.table.loads.state == .content(.noMoreData)
          }, timeoutSeconds: 5))
      XCTAssertEqual(controller.table.index.count, 60)
    }
  }

  /// `load { }` keeps RefreshAndPaging.md's promise: the first load, started
  /// when the widget is first shown, shows the loading placeholder over a
  /// blank list, not the refresh strip.
  func testTheFirstLoadShowsTheLoadingPlaceholder() {
    onMain {
      let controller = TableController(dataSource: SectionedDataSource<String>(sections: [.init(items: [])]))
      let clock = ManualLoadingClock()
      controller.table.loads.clock = clock
      let dataSource = controller.dataSource
      var gate: CheckedContinuation<Void, Never>?
      var requests: [LoadKind] = []
      controller.load { request in
        requests.append(request.kind)
        await withCheckedContinuation { gate = $0 }
        return LoadResult(hasMore: false) { _ = dataSource.replaceSections(with: [.init(items: ["first", "second"])]) }
      }
      XCTAssertEqual(controller.table.loads.state, .idle, "nothing loads before the widget is shown")
      let window = TestWindow(showing: controller.widget)
      defer { window.close() }
      XCTAssertEqual(controller.table.loads.state, .loading, "shown: the first load starts")
      XCTAssertTrue(MainLoop.run(until: { gate != nil }))
      XCTAssertEqual(requests, [.firstPage])
      clock.advance(by: .milliseconds(300))
      window.settle()
      XCTAssertEqual(controller.table.placeholderSlot.placeholder?.title, translate("Loading…"))
      XCTAssertNil(controller.table.machinery.pull.builtIndicator, "no refresh strip over a first load")

      gate?.resume()
      XCTAssertTrue(MainLoop.run(until: { controller.table.loads.state == .content(.noMoreData) }))
      clock.advance(by: .milliseconds(500))
      XCTAssertTrue(MainLoop.run(until: { !controller.table.placeholderSlot.isShowing }))
      XCTAssertEqual(controller.table.index.count, 2)
      XCTAssertNil(controller.table.machinery.sync.footer, "one page that is also the last: no footer")
    }
  }
}
