import CGtk
import PlaceholderCore
import PlaceholderTestSupport
import XCTest

@testable import GtkKit
@testable import PlaceholderGtk

/// The list's keyboard paths, driven by real key presses through the
/// display server (`RealInput`), so GTK's shortcut controllers and focus chain decide,
/// as they do for a user: F5 and Ctrl+R refresh, Tab reaches Retry.
final class ListKeyboardRefreshAndTabTests: GtkTestCase {
  func testPressingF5AndControlRRefreshesTheFocusedList() throws {
    guard RealInput.isAvailable else { throw XCTSkip(RealInput.unavailableReason) }
    onMain {
      let title = "keyboard-refresh"
      let source = StringsDataSource([(0..<20).map { "row \($0)" }])
      let table = TableAdapter(dataSource: source)
      let delegate = PagingDelegate()
      table.delegate = delegate
      table.reloadData()
      let window = TestWindow(showing: table.widget, title: title)
      defer { window.close() }
      table.focus(position: 0)
      window.settle()

      XCTAssertTrue(RealInput.press("F5", title: title))
      XCTAssertTrue(MainLoop.run(until: { delegate.refreshes == 1 }), "F5 refreshes")
      table.endRefreshing()
      window.settle()

      XCTAssertTrue(RealInput.press("ctrl+r", title: title))
      XCTAssertTrue(MainLoop.run(until: { delegate.refreshes == 2 }), "Ctrl+R refreshes")
      XCTAssertTrue(RealInput.press("F5", title: title))
      window.waitForFrames(10)
      XCTAssertEqual(delegate.refreshes, 2, "no second refresh while one runs")
      table.endRefreshing()

      table.isPullToRefreshEnabled = false
      window.settle()
      XCTAssertTrue(RealInput.press("F5", title: title))
      window.waitForFrames(10)
      XCTAssertEqual(delegate.refreshes, 2, "with refreshing off, F5 does nothing")
    }
  }

  func testTabFromTheSearchFieldReachesRetryOverAFailedList() throws {
    guard RealInput.isAvailable else { throw XCTSkip(RealInput.unavailableReason) }
    onMain {
      let title = "keyboard-tab-retry"
      let source = StringsDataSource([[]])
      let table = TableAdapter(dataSource: source)
      let delegate = RecordingDelegate<String>()
      table.delegate = delegate
      let entry = Entry()
      let box = Box(orientation: .vertical, spacing: 0)
      box.append(entry)
      box.append(table.widget)
      table.widget.expandsVertically = true
      let window = TestWindow(showing: box, title: title)
      defer { window.close() }
      table.beginLoading()
      table.loads.fail(.network("offline"))
      let slot = table.placeholderSlot
      XCTAssertTrue(MainLoop.run(until: { slot.phase == .shown }))
      XCTAssertNotEqual(gtk_widget_grab_focus(entry.gtkWidget), 0)
      window.settle()
      XCTAssertNotEqual(gtk_widget_has_focus(slot.view.button.gtkWidget), 1, "not focused yet")

      XCTAssertTrue(RealInput.press("Tab", title: title))
      XCTAssertTrue(
        MainLoop.run(until: { gtk_widget_has_focus(slot.view.button.gtkWidget) != 0 }),
        "one Tab from the field lands on Retry, not on the hidden rows behind it")
      XCTAssertEqual(String(cString: gtk_button_get_label(gcast(slot.view.button.gtkWidget))), "Retry")

      XCTAssertTrue(RealInput.press("Return", title: title))
      XCTAssertTrue(MainLoop.run(until: { table.loads.state == .loading }), "Enter on Retry retries")

      // The rows arrive: the placeholder goes, and Tab reaches the rows again.
      source.sections = [["arrived"]]
      table.endRefreshing()
      XCTAssertTrue(MainLoop.run(until: { !slot.isShowing }))
      XCTAssertNotEqual(gtk_widget_grab_focus(entry.gtkWidget), 0)
      XCTAssertTrue(RealInput.press("Tab", title: title))
      XCTAssertTrue(
        MainLoop.run(until: { slot.focusIsInside(table.scrolledWindow) }), "uncovered, the list is a Tab stop again")
    }
  }
}
