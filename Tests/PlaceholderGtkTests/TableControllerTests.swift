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
            _ = dataSource.replaceAll(with: [.init(items: items)])
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
}
