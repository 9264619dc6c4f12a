import CGtk
import PlaceholderCore
import PlaceholderTestSupport
import XCTest

@testable import GtkKit
@testable import PlaceholderDemo
@testable import PlaceholderGtk

/// The Table page's controls for CXTableView's table options: the grouped
/// style, section headers of the page's own, the refresh indicator's colour;
/// and skeleton rows.
final class DemoTableOptionsTests: GtkTestCase {
  @MainActor
  private static func showPage() -> (TablePage, TestWindow) {
    let page = TablePage(network: SimulatedNetwork(latencyMilliseconds: 0, failFirst: 0, offline: false))
    let window = TestWindow(showing: page.widget, width: 720, height: 700)
    XCTAssertTrue(
      MainLoop.run(until: { page.table.index.count >= TablePage.firstPageSize }, timeoutSeconds: 10),
      "the first page loads")
    window.settle()
    return (page, window)
  }

  func testTheGroupedSwitchBoxesTheSections() {
    onMain {
      let (page, window) = Self.showPage()
      defer { window.close() }
      XCTAssertFalse(page.groupedCheck.isActive)
      XCTAssertEqual(page.table.style, .plain)

      page.groupedCheck.isActive = true
      window.settle()
      XCTAssertEqual(page.table.style, .grouped)
      XCTAssertTrue(page.table.listView.hasCSSClass("placeholders-grouped"))
      let boxed = WidgetTree.descendants(of: page.table.listView.gtkWidget).filter {
        gtk_widget_has_css_class($0, "placeholders-boxed-first") != 0 && gtk_widget_get_mapped($0) != 0
      }
      XCTAssertFalse(boxed.isEmpty, "the first row of a section on screen opens its box")
      try? window.writeScreenshot("demo-table-grouped")

      page.groupedCheck.isActive = false
      XCTAssertEqual(page.table.style, .plain)
    }
  }

  func testTheCustomHeadersSwitchShowsThePagesHeaderView() {
    onMain {
      let (page, window) = Self.showPage()
      defer { window.close() }
      let listView = page.table.listView.gtkWidget
      XCTAssertFalse(page.customHeadersCheck.isActive)
      XCTAssertFalse(WidgetTree.visibleTexts(under: listView).contains("10 rows"), "the library's title by default")

      page.customHeadersCheck.isActive = true
      XCTAssertTrue(
        MainLoop.run(until: { WidgetTree.visibleTexts(under: listView).contains("10 rows") }, timeoutSeconds: 5))
      let texts = WidgetTree.visibleTexts(under: listView)
      XCTAssertTrue(texts.contains("Items 1–10"), "\(texts)")
      XCTAssertFalse(
        WidgetTree.descendants(of: listView).filter {
          gtk_widget_has_css_class($0, "placeholders-section-custom-supplement") != 0 && gtk_widget_get_mapped($0) != 0
        }.isEmpty, "the page's own view shows")
      page.groupedCheck.isActive = true
      window.settle()
      try? window.writeScreenshot("demo-table-grouped-custom-headers")

      page.customHeadersCheck.isActive = false
      XCTAssertTrue(
        MainLoop.run(until: { !WidgetTree.visibleTexts(under: listView).contains("10 rows") }, timeoutSeconds: 5))
      XCTAssertTrue(WidgetTree.visibleTexts(under: listView).contains("Items 1–10"))
    }
  }

  func testTheColourSwitchSetsTheRefreshIndicatorsColour() throws {
    try onMain {
      let page = TablePage(network: SimulatedNetwork(latencyMilliseconds: 0, failFirst: 0, offline: false))
      XCTAssertNil(page.table.refreshIndicatorColor)
      page.refreshColorCheck.isActive = true
      XCTAssertEqual(page.table.refreshIndicatorColor, try Color(hex: "#e66100"))
      page.refreshColorCheck.isActive = false
      XCTAssertNil(page.table.refreshIndicatorColor)
    }
  }

  func testTheSkeletonCheckShowsSkeletonRowsWhileANewListingLoads() {
    onMain {
      let (page, window) = Self.showPage()
      defer { window.close() }
      let clock = ManualLoadingClock()
      page.table.loads.clock = clock
      page.skeletonCheck.isActive = true
      XCTAssertNotNil(page.table.skeletonRows)

      // Simulate Failure's load, past its show delay, before it lands.
      page.table.beginLoading()
      clock.advance(by: .milliseconds(300))
      let shown = page.table.placeholderSlot.placeholder
      XCTAssertNotNil(shown?.customPlaceholderID, "skeleton rows, not the spinner: \(String(describing: shown))")
      XCTAssertTrue(MainLoop.run(until: { page.table.placeholderSlot.phase == .shown }, timeoutSeconds: 5))
      window.settle()
      try? window.writeScreenshot("demo-table-skeleton")

      XCTAssertTrue(MainLoop.run(until: { page.table.loads.state.showsRows }, timeoutSeconds: 10), "the rows land")
      clock.advance(by: .milliseconds(500))
      XCTAssertNil(page.table.placeholderSlot.placeholder, "and take the skeleton's place")
      page.skeletonCheck.isActive = false
      XCTAssertNil(page.table.skeletonRows)
    }
  }
}
