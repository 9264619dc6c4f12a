import CGtk
import PlaceholderCore
import PlaceholderTestSupport
import XCTest

@testable import GtkKit
@testable import PlaceholderGtk

/// The display veto (DZNEmptyDataSet's `emptyDataSetShouldDisplay`) on a
/// real list: while the app vetoes display no placeholder covers the list,
/// not for empty, failed, nor forced display; the rows stay reachable; and
/// lifting the veto brings the placeholder the state calls for.
final class ListDisplayVetoTests: GtkTestCase {
  func testWhileVetoedNoPlaceholderShowsAndLiftingTheVetoBringsItBack() throws {
    onMain {
      let source = StringsDataSource([[]])
      let table = TableAdapter(dataSource: source)
      let delegate = RecordingDelegate<String>()
      table.delegate = delegate
      table.placeholders.options.displayAllowed = false
      table.reloadData()
      let window = TestWindow(showing: table.widget)
      defer { window.close() }
      let slot = table.placeholderSlot
      window.settle()
      XCTAssertFalse(slot.isShowing, "empty, but vetoed")
      XCTAssertNotEqual(gtk_widget_get_mapped(table.listView.gtkWidget), 0, "the list is on screen")
      XCTAssertEqual(gtk_widget_get_can_target(slot.content.gtkWidget), 1, "clicks reach the list")

      table.beginLoading()
      table.loads.fail(.network("offline"))
      window.settle()
      XCTAssertFalse(slot.isShowing, "failed, but vetoed")

      source.sections = [["a", "b"]]
      table.placeholders.options.forcedDisplay = true
      table.reloadData()
      window.settle()
      XCTAssertFalse(slot.isShowing, "the veto wins over forced display")
      XCTAssertEqual(visibleTexts(under: table.listView.gtkWidget), ["a", "b"], "the rows show")

      table.placeholders.options.displayAllowed = true
      table.reevaluatePlaceholder()
      XCTAssertTrue(MainLoop.run(until: { slot.phase == .shown }), "forced display, no longer vetoed")
      XCTAssertEqual(slot.placeholder?.title, table.placeholders.content.content(for: .empty).title)

      table.placeholders.options.forcedDisplay = false
      source.sections = [[]]
      table.reloadData()
      XCTAssertTrue(MainLoop.run(until: { slot.phase == .shown }))
      table.placeholders.options.displayAllowed = false
      table.reevaluatePlaceholder()
      XCTAssertTrue(MainLoop.run(until: { !slot.isShowing }), "vetoing hides a shown placeholder")
    }
  }
}
