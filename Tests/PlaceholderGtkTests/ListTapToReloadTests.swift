import CGtk
import PlaceholderCore
import PlaceholderTestSupport
import XCTest

@testable import GtkKit
@testable import PlaceholderGtk

/// The library's own tap-to-reload (AppPlaceholder's): with no app handler,
/// a real click anywhere on an empty list's placeholder asks the delegate to
/// load, and `reloadsOnTap = false` turns that off.
final class ListTapToReloadTests: GtkTestCase {
  func testARealClickOnTheEmptyPlaceholderReloadsUnlessTurnedOff() throws {
    guard RealInput.isAvailable else { throw XCTSkip(RealInput.unavailableReason) }
    onMain {
      let title = "tap-to-reload"
      let source = StringsDataSource([[]])
      let table = TableAdapter(dataSource: source)
      let delegate = PagingDelegate()
      table.delegate = delegate
      table.reloadData()
      let window = TestWindow(showing: table.widget, title: title)
      defer { window.close() }
      let slot = table.placeholderSlot
      XCTAssertTrue(MainLoop.run(until: { slot.phase == .shown }))
      XCTAssertEqual(slot.placeholder?.title, PlaceholderContent.noContent().title)
      XCTAssertNil(slot.placeholder?.visibleButton, "the empty placeholder has no button: the tap is the way")
      window.settle()

      XCTAssertTrue(RealInput.click(slot.view.title, in: window.window, title: title))
      XCTAssertTrue(MainLoop.run(until: { delegate.refreshes == 1 }), "a click on the placeholder asks for a refresh")
      XCTAssertEqual(table.loads.state, .refreshing(over: .empty), "the list refreshes over its empty placeholder")
      // The load ends with rows: the placeholder goes.
      source.sections = [["arrived"]]
      table.endRefreshing()
      table.reloadData()
      XCTAssertTrue(MainLoop.run(until: { !slot.isShowing }))

      // Empty again, with tap-to-reload off: a click changes nothing.
      source.sections = [[]]
      table.placeholders.reloadsOnTap = false
      table.reloadData()
      XCTAssertTrue(MainLoop.run(until: { slot.phase == .shown }))
      XCTAssertEqual(slot.placeholder?.behavior.tapAnywhereTriggersAction, false)
      window.settle()
      let refreshesBefore = delegate.refreshes
      XCTAssertTrue(RealInput.click(slot.view.title, in: window.window, title: title))
      window.waitForFrames(10)
      XCTAssertEqual(delegate.refreshes, refreshesBefore, "no refresh")
      XCTAssertEqual(table.loads.state, .empty)
    }
  }
}
