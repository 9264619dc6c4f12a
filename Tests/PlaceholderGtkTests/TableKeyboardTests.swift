import CGtk
import PlaceholderCore
import PlaceholderTestSupport
import XCTest

@testable import GtkKit
@testable import PlaceholderGtk

/// Real key presses through GTK's whole event path: arrows pass over section
/// headers, Return activates.
final class TableKeyboardTests: GtkTestCase {
  func testArrowKeysSkipHeadersAndReturnActivates() throws {
    guard RealInput.isAvailable else { throw XCTSkip(RealInput.unavailableReason) }
    onMain {
      let title = "Keyboard over headers"
      let source = StringsDataSource([["a1", "a2"], ["b1", "b2"]])
      source.headers = [0: SectionSupplement(title: "A"), 1: SectionSupplement(title: "B")]
      let table = TableAdapter(dataSource: source)
      let delegate = RecordingDelegate<String>()
      table.delegate = delegate
      table.reloadData()
      let window = TestWindow(showing: table.widget)
      defer { window.close() }
      gtk_window_set_title(gcast(window.pointer), title)
      window.settle()

      // Rows: 0 header A, 1 a1, 2 a2, 3 header B, 4 b1, 5 b2.
      table.focus(position: 2)
      window.settle()
      XCTAssertEqual(table.selectedIndexPath, IndexPath(section: 0, item: 1))

      XCTAssertTrue(RealInput.press("Down", title: title))
      XCTAssertTrue(
        MainLoop.run(until: { table.selectedIndexPath == IndexPath(section: 1, item: 0) }, timeoutSeconds: 5),
        "Down from a2 lands on b1, not on header B (selected: \(String(describing: table.selectedIndexPath)))")

      XCTAssertTrue(RealInput.press("Up", title: title))
      XCTAssertTrue(
        MainLoop.run(until: { table.selectedIndexPath == IndexPath(section: 0, item: 1) }, timeoutSeconds: 5),
        "Up from b1 lands on a2")

      XCTAssertTrue(RealInput.press("Return", title: title))
      XCTAssertTrue(MainLoop.run(until: { !delegate.activated.isEmpty }, timeoutSeconds: 5))
      XCTAssertEqual(delegate.activated.last, IndexPath(section: 0, item: 1))
    }
  }

  /// A page that failed says so in the footer under the last row: Down from
  /// the last row reaches its Retry, Return presses it and the focus goes
  /// back to the last row. Before, Down stopped at the last row and Tab
  /// left the list.
  func testDownFromTheLastRowReachesAFailedPagesRetry() throws {
    guard RealInput.isAvailable else { throw XCTSkip(RealInput.unavailableReason) }
    try onMain {
      let title = "Keyboard to the footer"
      let source = StringsDataSource([(0..<5).map { "row \($0)" }])
      let table = TableAdapter(dataSource: source)
      let delegate = PagingDelegate()
      table.delegate = delegate
      table.startPaging()
      let window = TestWindow(showing: table.widget, title: title)
      defer { window.close() }
      XCTAssertTrue(
        MainLoop.run(until: { delegate.pages == 1 }), "five rows fill no window: the next page is asked for")
      table.loads.fail(.network("The server did not answer."))
      window.settle()
      table.focus(position: 4)
      window.settle()

      let footer = try XCTUnwrap(table.machinery.rows.pagingFooterView, "the failed footer is bound")
      XCTAssertTrue(RealInput.press("Down", title: title))
      XCTAssertTrue(
        MainLoop.run(until: { gtk_widget_has_focus(footer.retryButton.gtkWidget) != 0 }),
        "Down from the last row focuses the footer's Retry")
      XCTAssertTrue(RealInput.press("Return", title: title))
      XCTAssertTrue(MainLoop.run(until: { delegate.pages == 2 }), "Return on it asks for the page again")
      XCTAssertTrue(
        MainLoop.run(until: {
          guard let focus = focusWidget(window.window), let row = table.machinery.rows.rowWidget(at: 4) else {
            return false
          }
          return focus == row || gtk_widget_is_ancestor(focus, row) != 0
        }),
        "Retry, hidden by the footer's spinner, handed its focus to the last row (GTK 4.12 and later would "
          + "put it on the first)")
    }
  }

  /// Every row replaced under a focused row by a refresh:
  /// GTK 4.8 left the window's focus on the row widget it let go, outside
  /// the window, where no key reached the window's shortcuts. The focus is
  /// back on the same row, in the window.
  func testReloadingEveryRowUnderAFocusedRowKeepsTheFocusOnThatRow() throws {
    onMain {
      let source = StringsDataSource([(0..<60).map { "row \($0)" }])
      let table = TableAdapter(dataSource: source)
      let delegate = PagingDelegate()
      table.delegate = delegate
      table.reloadData()
      let window = TestWindow(showing: table.widget, title: "Keyboard after a reload")
      defer { window.close() }
      table.focus(position: 3)
      window.settle()
      table.beginRefreshing()
      window.settle()
      source.sections = [(0..<40).map { "new row \($0)" }]
      table.reloadData()
      table.endRefreshing()
      window.settle()
      XCTAssertTrue(
        MainLoop.run(until: {
          guard let focus = focusWidget(window.window), gtk_widget_get_root(focus) != nil else { return false }
          return visibleTexts(under: focus).first == "new row 3"
        }), "the focus is on row 3 again, in the window")
    }
  }

  /// A table is one Tab stop, as GNOME's lists are: Tab from a row goes on
  /// to the widget after the table (GTK 4.8 would walk every row first),
  /// and Shift+Tab comes back onto a row, never the scrolled window.
  func testTabLeavesTheTableFromAnyRowAndShiftTabComesBackOntoARow() throws {
    guard RealInput.isAvailable else { throw XCTSkip(RealInput.unavailableReason) }
    onMain {
      let title = "Keyboard tab stop"
      let source = StringsDataSource([(0..<30).map { "row \($0)" }])
      let table = TableAdapter(dataSource: source)
      table.reloadData()
      let after = Entry()
      let box = Box(orientation: .vertical, spacing: 0)
      table.widget.expandsVertically = true
      box.append(table.widget)
      box.append(after)
      let window = TestWindow(showing: box, title: title)
      defer { window.close() }
      table.focus(position: 2)
      window.settle()

      XCTAssertTrue(RealInput.press("Tab", title: title))
      XCTAssertTrue(
        MainLoop.run(until: { gtk_widget_is_ancestor(focusWidget(window.window), after.gtkWidget) != 0 }),
        "Tab from row 2 went on to the entry after the table")
      XCTAssertTrue(RealInput.press("shift+Tab", title: title))
      XCTAssertTrue(
        MainLoop.run(until: {
          guard let focus = focusWidget(window.window) else { return false }
          return gtk_widget_is_ancestor(focus, table.listView.gtkWidget) != 0
        }), "Shift+Tab came back onto a row")
    }
  }
  /// A window that opens on a table still refreshing its first rows (as
  /// `refreshesWhenFirstShown` does), before the loading placeholder's
  /// delay is up: the list has no row to take the window's first focus, so
  /// GTK gives it to the table's scrolled window, a stop from which neither
  /// Tab nor the arrows reach a row (the demo's Table page opened so). When
  /// the rows come the focus moves onto the first, and Down goes on.
  func testFocusWaitingOnAnEmptyTableMovesOntoTheFirstRowWhenTheRowsCome() throws {
    onMain {
      let title = "Keyboard first rows"
      let source = StringsDataSource([[]])
      let table = TableAdapter(dataSource: source)
      let loader = GatedLoader()
      table.setLoadOperation(loader.operation(filling: source))
      table.refreshesWhenFirstShown = true
      table.loads.indicatorTiming = LoadingIndicatorTiming(showDelay: .seconds(30))
      let window = TestWindow(showing: table.widget, title: title)
      defer { window.close() }
      XCTAssertTrue(MainLoop.run(until: { loader.isWaiting }), "the first refresh started")
      // Where GTK puts the window's first focus with no row to take it.
      _ = table.scrolledWindow.grabFocus()
      XCTAssertTrue(gtk_widget_is_focus(table.scrolledWindow.gtkWidget) != 0, "the focus waits on the scrolled window")

      loader.open(.succeed(rows: 20))
      var focusedRowText: String? {
        guard let focus = focusWidget(window.window), gtk_widget_is_ancestor(focus, table.listView.gtkWidget) != 0
        else { return nil }
        return visibleTexts(under: focus).first
      }
      XCTAssertTrue(
        MainLoop.run(until: { focusedRowText == "row 0" }),
        "the rows came and the focus is on the first, not on \(focusedRowText ?? "no row")")
      XCTAssertNil(table.selectedIndexPath, "the focus moved, the selection did not")
      guard RealInput.isAvailable else { return }
      window.settle()
      XCTAssertTrue(RealInput.press("Down", title: title))
      XCTAssertTrue(MainLoop.run(until: { focusedRowText == "row 1" }), "Down moves on to the next row")
    }
  }
}
