import PlaceholderCore
import PlaceholderTestSupport
import XCTest

@testable import GtkKit
@testable import PlaceholderGtk

/// Pages that land at once (from memory, with no wait) fill the screen and
/// stop: the load-more trigger waits for GTK to lay out the rows a page
/// brought before it measures how near the end is.
final class InstantPagesTests: GtkTestCase {
  func testPagesThatLandAtOnceStopOnceTheScreenIsFull() {
    onMain {
      let source = SectionedDataSource<String>(items: [])
      let table = TableAdapter(dataSource: source)
      table.accessibleLabel = "Feed"
      table.isLoadMoreEnabled = true
      var asked = 0
      // A feed whose pages need no wait at all, and end at page 50 (so a
      // runaway ends too, and fails the test instead of holding it).
      table.loads.operation = { request in
        asked += 1
        let first = request.kind == .nextPage ? source.itemCount : 0
        let rows = (first..<first + 10).map { "row \($0)" }
        return LoadResult(hasMore: asked < 50) {
          if request.kind == .nextPage {
            source.append(contentsOf: rows)
          } else {
            source.replaceSections(with: [.init(items: rows)])
          }
        }
      }
      let window = TestWindow(showing: table.widget, width: 480, height: 200)
      defer { window.close() }
      table.beginLoading()
      XCTAssertTrue(MainLoop.run(until: { source.itemCount >= 10 }))
      window.settle(frames: 10)
      // Before, the trigger saw the scroll range of the rows before the
      // page, with the end in reach, and asked again in the same turn:
      // thousands of pages without a frame.
      XCTAssertLessThanOrEqual(source.itemCount, 60, "a screen of rows and the load-more distance")
      XCTAssertLessThanOrEqual(asked, 6)
      // The view at the end asks for more, and stops again.
      let before = source.itemCount
      table.verticalAdjustment.value = table.verticalAdjustment.upper
      XCTAssertTrue(MainLoop.run(until: { source.itemCount > before }))
      window.settle(frames: 10)
      XCTAssertLessThanOrEqual(source.itemCount, before + 60)
    }
  }
}
