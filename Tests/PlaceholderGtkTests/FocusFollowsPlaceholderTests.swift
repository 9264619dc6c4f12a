import CGtk
import Foundation
import PlaceholderCore
import PlaceholderTestSupport
import XCTest

@testable import GtkKit
@testable import PlaceholderGtk

/// The keyboard focus follows the placeholder, with real key presses: a
/// focused list that fails gives its focus to Retry, and gets it back on
/// the row it was on when the rows return (unless the user took it
/// elsewhere meanwhile); a placeholder shown before its window opens takes
/// the window's first focus, so the first Enter retries.
final class FocusFollowsPlaceholderTests: GtkTestCase {
  /// A window with an entry above a table of twenty rows.
  private struct TableFixture {
    let title: String
    let source: StringsDataSource
    let table: TableAdapter<StringsDataSource>
    let delegate: PagingDelegate
    let entry: Entry
    let window: TestWindow

    @MainActor
    init(_ title: String) {
      self.title = title
      source = StringsDataSource([(0..<20).map { "row \($0)" }])
      table = TableAdapter(dataSource: source)
      delegate = PagingDelegate()
      table.delegate = delegate
      table.reloadData()
      entry = Entry()
      let box = Box(orientation: .vertical, spacing: 0)
      box.append(entry)
      box.append(table.widget)
      table.widget.expandsVertically = true
      window = TestWindow(showing: box, title: title)
    }

    /// The text of the focused row, or nil when no row has the focus.
    @MainActor
    var focusedRowText: String? {
      guard let focus = gtk_root_get_focus(gcast(window.pointer)),
        gtk_widget_is_ancestor(focus, table.listView.gtkWidget) != 0
      else { return nil }
      return visibleTexts(under: focus).first
    }

    @MainActor
    var retryHasFocus: Bool { gtk_widget_is_focus(table.placeholderSlot.view.button.gtkWidget) != 0 }
  }

  func testAFocusedTableThatFailsFocusesRetryAndGetsItsRowBack() throws {
    guard RealInput.isAvailable else { throw XCTSkip(RealInput.unavailableReason) }
    onMain {
      let fixture = TableFixture("focus-table-retry")
      defer { fixture.window.close() }
      let table = fixture.table
      table.focus(position: 2)
      XCTAssertTrue(MainLoop.run(until: { fixture.focusedRowText == "row 2" }), "row 2 has the focus")

      table.beginLoading()
      // The failure arrives a few frames later, as from a network: the rows
      // were hidden meanwhile.
      fixture.window.settle(frames: 5)
      table.loads.fail(.network("offline"))
      XCTAssertTrue(MainLoop.run(until: { fixture.retryHasFocus }), "the failure took the focus to Retry")
      fixture.window.settle()

      XCTAssertTrue(RealInput.press("Return", title: fixture.title))
      XCTAssertTrue(MainLoop.run(until: { table.loads.state == .loading }), "Return on Retry retries")

      table.endRefreshing()
      XCTAssertTrue(
        MainLoop.run(until: { fixture.focusedRowText == "row 2" }),
        "the rows are back, and so is the focus on row 2, not on \(fixture.focusedRowText ?? "no row")")
      fixture.window.settle()
      XCTAssertEqual(fixture.focusedRowText, "row 2", "settled")
    }
  }

  /// The rows of a focused table go (emptied, as the demo's Simulate
  /// Failure does) and its next load fails: the focus is held for the rows
  /// on the slot and lands on Retry, not on the widget GTK picks when the
  /// focused row goes (on GTK 4.24 the next one in the window, a check box
  /// in the demo).
  func testAFocusedTableEmptiedThenFailingFocusesRetry() throws {
    onMain {
      let source = StringsDataSource([(0..<20).map { "row \($0)" }])
      let table = TableAdapter(dataSource: source)
      table.delegate = PagingDelegate()
      table.accessibleLabel = "Rows"
      table.reloadData()
      let box = Box(orientation: .vertical, spacing: 0)
      box.append(Entry())
      box.append(table.widget)
      box.append(CheckButton(label: "After the table"))
      table.widget.expandsVertically = true
      let window = TestWindow(showing: box, title: "focus-table-emptied")
      defer { window.close() }
      table.focus(position: 2)
      XCTAssertTrue(
        MainLoop.run(until: {
          guard let focus = gtk_root_get_focus(gcast(window.pointer)) else { return false }
          return gtk_widget_is_ancestor(focus, table.listView.gtkWidget) != 0
        }), "a row has the focus")

      source.sections = [[]]
      table.reloadData()
      table.beginLoading()
      // The failure comes after the loading placeholder has shown.
      window.settle(frames: 40)
      // Meanwhile the focus waits on the slot itself, a widget that stays
      // (a screen reader whose focus went with a removed row would read
      // Retry without the placeholder's title), named as the list, and
      // not a Tab stop.
      let slot = table.placeholderSlot.widget.gtkWidget
      XCTAssertEqual(gtk_root_get_focus(gcast(window.pointer)), slot, "waiting on \(focusName(window.pointer))")
      XCTAssertEqual(gtk_widget_get_focusable(slot), 0, "the slot is no Tab stop")
      if ProcessInfo.processInfo.environment["GTK_A11Y"] == "test" {  // GTK keeps the values to read
        XCTAssertNotEqual(gtk_test_accessible_has_property(gcast(slot), GTK_ACCESSIBLE_PROPERTY_LABEL), 0)
      }
      table.loads.fail(.network("offline"))
      XCTAssertTrue(
        MainLoop.run(until: { gtk_widget_is_focus(table.placeholderSlot.view.button.gtkWidget) != 0 }),
        "the failure took the focus to Retry, not to \(focusName(window.pointer))")
    }
  }

  func testFocusTheUserMovedAwayFromRetryIsNotTakenBack() throws {
    guard RealInput.isAvailable else { throw XCTSkip(RealInput.unavailableReason) }
    onMain {
      let fixture = TableFixture("focus-table-moved-away")
      defer { fixture.window.close() }
      let table = fixture.table
      table.focus(position: 2)
      XCTAssertTrue(MainLoop.run(until: { fixture.focusedRowText == "row 2" }))

      table.beginLoading()
      // The failure arrives a few frames later, as from a network: the rows
      // were hidden meanwhile.
      fixture.window.settle(frames: 5)
      table.loads.fail(.network("offline"))
      XCTAssertTrue(MainLoop.run(until: { fixture.retryHasFocus }), "the failure took the focus to Retry")
      fixture.window.settle()

      XCTAssertTrue(RealInput.press("Tab", title: fixture.title))
      XCTAssertTrue(
        MainLoop.run(until: { gtk_widget_is_ancestor(focusWidget(fixture.window.window), fixture.entry.gtkWidget) != 0 }
        ),
        "Tab left Retry for the entry")

      table.endRefreshing()
      XCTAssertTrue(MainLoop.run(until: { !table.placeholderSlot.isShowing }))
      fixture.window.settle(frames: 10)
      XCTAssertNil(fixture.focusedRowText, "the rows came back without taking the focus")
      XCTAssertNotEqual(
        gtk_widget_is_ancestor(focusWidget(fixture.window.window), fixture.entry.gtkWidget), 0,
        "the entry keeps the focus")
    }
  }

  /// Then Retry: focus never was on a row, so when the rows come it lands
  /// on the first one, where the arrow keys work, not on the scrolled
  /// window (from which GTK's Tab skips the rows).
  func testAWindowOpenedOverAFailedTableFocusesRetryFirstThenItsFirstRow() throws {
    guard RealInput.isAvailable else { throw XCTSkip(RealInput.unavailableReason) }
    onMain {
      let title = "focus-table-first"
      let source = StringsDataSource([(0..<20).map { "row \($0)" }])
      let table = TableAdapter(dataSource: source)
      let delegate = PagingDelegate()
      table.delegate = delegate
      table.reloadData()
      table.beginLoading()
      table.loads.fail(.network("offline"))
      // A search field above: GTK would give it the first focus.
      let box = Box(orientation: .vertical, spacing: 0)
      box.append(Entry())
      box.append(table.widget)
      table.widget.expandsVertically = true
      let window = TestWindow(showing: box, title: title)
      defer { window.close() }
      let button = table.placeholderSlot.view.button.gtkWidget
      XCTAssertTrue(MainLoop.run(until: { gtk_widget_is_focus(button) != 0 }), "Retry has the first focus")
      window.settle()

      XCTAssertTrue(RealInput.press("Return", title: title))
      XCTAssertTrue(MainLoop.run(until: { table.loads.state == .loading }), "the first Return retries")

      var focusedRowText: String? {
        guard let focus = gtk_root_get_focus(gcast(window.pointer)),
          gtk_widget_is_ancestor(focus, table.listView.gtkWidget) != 0
        else { return nil }
        return visibleTexts(under: focus).first
      }
      table.endRefreshing()
      XCTAssertTrue(
        MainLoop.run(until: { focusedRowText == "row 0" }),
        "the rows came, and the focus is on the first, not on \(focusedRowText ?? "no row")")
      window.settle()
      XCTAssertTrue(RealInput.press("Down", title: title))
      XCTAssertTrue(MainLoop.run(until: { focusedRowText == "row 1" }), "Down moves on to the next row")
    }
  }

  func testAWindowOpenedOverAFailedSlotFocusesRetryFirst() throws {
    guard RealInput.isAvailable else { throw XCTSkip(RealInput.unavailableReason) }
    try onMain {
      let title = "focus-slot-first"
      let text = try FocusableContent()
      let slot = PlaceholderSlot(content: text.scrolled)
      var retries = 0
      slot.actionHandler = { retries += 1 }
      slot.placeholder = .networkError()
      // A button above: GTK would give it the first focus.
      let box = Box(orientation: .vertical, spacing: 0)
      box.append(Button(label: "Above"))
      box.append(slot.widget)
      slot.widget.expandsVertically = true
      let window = TestWindow(showing: box, title: title)
      defer { window.close() }
      let button = slot.view.button.gtkWidget
      XCTAssertTrue(MainLoop.run(until: { gtk_widget_is_focus(button) != 0 }), "Retry has the first focus")
      XCTAssertEqual(gtk_widget_get_focusable(slot.root.gtkWidget), 0, "the group is no second Tab stop")
      window.settle()

      XCTAssertTrue(RealInput.press("Return", title: title))
      XCTAssertTrue(MainLoop.run(until: { retries == 1 }), "the first Return retries")
    }
  }

  func testAFocusedCollectionItemThatFailsFocusesRetryAndGetsItsItemBack() throws {
    guard RealInput.isAvailable else { throw XCTSkip(RealInput.unavailableReason) }
    onMain {
      let title = "focus-collection-retry"
      let source = ItemsDataSource<CollectionItem>(sections: [
        .init(header: SectionSupplement(title: "Photos"), items: (0..<10).map { PhotoItem("p\($0)") })
      ])
      let collection = CollectionAdapter(dataSource: source)
      let delegate = CollectionRefreshDelegate()
      collection.delegate = delegate
      collection.reloadData()
      let window = TestWindow(showing: collection.widget, width: 500, height: 400, title: title)
      defer { window.close() }
      var focusedCaption: String? {
        guard let focus = gtk_root_get_focus(gcast(window.pointer)),
          gtk_widget_has_css_class(focus, "placeholders-collection-item") != 0
        else { return nil }
        return visibleTexts(under: focus).first
      }
      collection.focusItem(at: IndexPath(section: 0, item: 5))
      XCTAssertTrue(MainLoop.run(until: { focusedCaption == "p5" }), "p5 has the focus")

      collection.beginLoading()
      window.settle(frames: 5)
      collection.loads.fail(.network("offline"))
      let button = collection.placeholderSlot.view.button.gtkWidget
      XCTAssertTrue(MainLoop.run(until: { gtk_widget_is_focus(button) != 0 }), "the failure took the focus to Retry")
      window.settle()

      XCTAssertTrue(RealInput.press("Return", title: title))
      XCTAssertTrue(MainLoop.run(until: { collection.loads.state == .loading }), "Return on Retry retries")

      collection.endRefreshing()
      XCTAssertTrue(
        MainLoop.run(until: { focusedCaption == "p5" }),
        "the items are back, and so is the focus on p5, not on \(focusedCaption ?? "no item")")
      window.settle()
      XCTAssertEqual(focusedCaption, "p5", "settled")
    }
  }
}

/// A collection delegate that hears load requests, so the collection has
/// somewhere to load from.
@MainActor
private final class CollectionRefreshDelegate: TableDelegate {
  typealias Item = CollectionItem
  var refreshes = 0
  func didRequestRefresh() throws { refreshes += 1 }
}

/// The focused widget's type and text, for a failure message.
@MainActor
private func focusName(_ window: UnsafeMutablePointer<GtkWidget>) -> String {
  guard let focus = gtk_root_get_focus(gcast(window)) else { return "nothing" }
  return "\(String(cString: pg_type_name_of(focus))) \(visibleTexts(under: focus))"
}
