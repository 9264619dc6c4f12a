import CGtk
import GtkKit
import PlaceholderTestSupport
import XCTest

@testable import PlaceholderDemo

/// The widgets only the demo wraps (outside GtkKit's scope): a list box, a
/// text view, GtkBuilder.
final class DemoWidgetTests: GtkTestCase {
  func testAListBoxWrapsEachChildInARowAndReportsSelectionAndActivation() {
    onMain {
      let list = ListBox(selectionMode: .browse)
      let rows = ["Inbox", "Sent", "Spam"].map { list.append(Label($0)) }
      XCTAssertEqual(rows.map(\.index), [0, 1, 2])
      XCTAssertEqual(rows.map(\.widget.typeName), Array(repeating: "GtkListBoxRow", count: 3))
      let ownRow = ListBoxRow(child: Label("Trash"))
      XCTAssertEqual(
        list.append(ownRow.widget).widget.widgetPointer, ownRow.widget.widgetPointer, "a row is its own row")
      XCTAssertEqual(list.row(at: 3)?.index, 3)
      XCTAssertNil(list.row(at: 4))
      XCTAssertNil(list.row(at: -1))

      let window = OverlayWindow(child: list.widget, width: 300, height: 300, title: "list-box")
      var selected: [Int?] = []
      var activated: [Int] = []
      var connections: [SignalConnection] = []
      list.onRowSelected { selected.append($0) }.store(in: &connections)
      list.onRowActivated { activated.append($0) }.store(in: &connections)
      list.selectRow(at: 1)
      XCTAssertEqual(list.selectedIndex, 1)
      XCTAssertTrue(rows[1].isSelected)
      list.selectRow(at: 9)
      XCTAssertEqual(list.selectedIndex, 1, "an index out of range is ignored")
      XCTAssertNotEqual(gtk_widget_activate(rows[2].widget.gtkWidget), 0)
      XCTAssertEqual(activated, [2])
      XCTAssertEqual(selected, [1, 2], "in browse mode, activating a row selects it")

      connections.removeAll()
      list.selectRow(at: 0)
      XCTAssertEqual(list.selectedIndex, 0)
      XCTAssertEqual(selected, [1, 2], "released connections report nothing")
      window.close()
    }
  }

  func testScrollToShowBringsARowChosenFromCodeWhollyIntoView() throws {
    try onMain {
      let list = ListBox(selectionMode: .browse)
      // A sidebar list has padding around its rows: positions are the
      // scrolled content's, not the list's.
      list.widget.addCSSClass("navigation-sidebar")
      for index in 0..<60 { list.append(Label("Row \(index)")) }
      let scroller = ScrolledWindow(child: list.widget)
      // The focus starts on a button outside the list, so the list does not
      // scroll to a focused row of its own.
      let focus = Button(label: "Focus")
      let column = Box(orientation: .vertical, children: [focus, scroller])
      let window = OverlayWindow(child: column, width: 300, height: 240, title: "scroll-to-show")
      XCTAssertTrue(window.waitForFrames(3))
      XCTAssertTrue(focus.grabFocus())
      let adjustment = scroller.verticalAdjustment
      XCTAssertEqual(adjustment.value, 0)

      for index in [45, 59, 0, 30] {
        let row = try XCTUnwrap(list.row(at: index))
        scroller.scrollToShow(row.widget)
        // GTK animates the scroll: wait until the row shows whole.
        XCTAssertTrue(
          MainLoop.run(until: {
            guard let bounds = OverlayWindow.bounds(of: row.widget, in: scroller) else { return false }
            return bounds.y >= 0 && bounds.y + bounds.height <= Int(adjustment.pageSize)
          }), "row \(index) shows whole")
      }
      let below = try XCTUnwrap(list.row(at: 30).flatMap { OverlayWindow.bounds(of: $0.widget, in: scroller) })
      XCTAssertEqual(below.y + below.height, Int(adjustment.pageSize), "the least scroll: row 30 came up from below")
      // The window's focus widget (`hasFocus` also needs the window to hold
      // the keyboard, which a Wayland window does only once it is active).
      XCTAssertNotEqual(gtk_widget_is_focus(focus.gtkWidget), 0, "the focus did not move")
      window.close()
    }
  }

  func testATextViewHoldsItsTextAndSettings() {
    onMain {
      let view = TextView(text: "first line\nsecond", isEditable: false)
      XCTAssertEqual(view.text, "first line\nsecond")
      XCTAssertFalse(view.isEditable)
      XCTAssertEqual(view.wrapMode, TextView.WrapMode.none)
      view.wrapMode = .wordOrCharacter
      view.showsCursor = false
      view.text = "ünïcödé"
      XCTAssertEqual(view.text, "ünïcödé")
      XCTAssertEqual(view.wrapMode, .wordOrCharacter)
      XCTAssertFalse(view.showsCursor)
      view.text = ""
      XCTAssertEqual(view.text, "")
    }
  }

  func testBuilderFindsWidgetsAndReportsBadXML() throws {
    try onMain {
      let builder = try Builder(
        xml: """
          <interface><object class="GtkBox" id="root"><child>
          <object class="GtkLabel" id="title"><property name="label">Hi</property></object>
          </child></object></interface>
          """)
      XCTAssertEqual(builder.widget(named: "title")?.typeName, "GtkLabel")
      XCTAssertNil(builder.widget(named: "missing"))
      XCTAssertNil(builder.window(named: "root"), "a box is not a window")
      XCTAssertThrowsError(try Builder(xml: "<interface><object class=\"NoSuchType\"/></interface>"))
    }
  }

}
