import CGtk
import PlaceholderTestSupport
import XCTest

@testable import PlaceholderGtk

/// The wrappers the demo's pages needed beyond the first widget layer: a
/// toggle group, a list box, a text view, a password entry, an entry's
/// input purpose, a label's width, a style sheet above application
/// priority, and scrolling a row into view.
final class ChoiceWidgetTests: GtkTestCase {
  func testAToggleGroupKeepsExactlyOneButtonPressedAndReportsEachNewChoice() {
    onMain {
      let group = ToggleGroup(titles: ["_List", "_Grid", "_Map"])
      XCTAssertEqual(group.buttons.count, 3)
      XCTAssertEqual(group.buttons.map(\.label), ["_List", "_Grid", "_Map"])
      XCTAssertTrue(group.hasCSSClass("linked"))
      XCTAssertEqual(group.selectedIndex, 0)
      XCTAssertEqual(group.buttons.map(\.isActive), [true, false, false])

      var reported: [Int] = []
      group.onSelectionChanged = { reported.append($0) }
      group.buttons[2].isActive = true
      XCTAssertEqual(group.selectedIndex, 2)
      XCTAssertEqual(group.buttons.map(\.isActive), [false, false, true], "pressing one lets the others out")
      group.select(1)
      group.select(1)
      group.select(7)
      XCTAssertEqual(reported, [2, 1], "one report per change; the same index and one out of range are not changes")
      XCTAssertEqual(group.buttons.map(\.isActive), [false, true, false])

      group.onSelectionChanged = nil
      group.select(0)
      XCTAssertEqual(reported, [2, 1], "no handler, no report")
      XCTAssertEqual(group.selectedIndex, 0)
    }
  }

  func testAToggleGroupReportsAfterItsWrapperIsGone() {
    onMain {
      let box = Box(orientation: .vertical)
      var reported: [Int] = []
      var buttons: [ToggleButton] = []
      do {
        let group = ToggleGroup(titles: ["A", "B"])
        group.onSelectionChanged = { reported.append($0) }
        buttons = group.buttons
        box.append(group)
      }
      buttons[1].isActive = true
      XCTAssertEqual(reported, [1])
    }
  }

  func testAnEmptyToggleGroupHasNoSelection() {
    onMain {
      let group = ToggleGroup(titles: [])
      XCTAssertNil(group.selectedIndex)
      group.select(0)
      XCTAssertNil(group.selectedIndex)
    }
  }

  func testAListBoxWrapsEachChildInARowAndReportsSelectionAndActivation() {
    onMain {
      let list = ListBox(selectionMode: .browse)
      let rows = ["Inbox", "Sent", "Spam"].map { list.append(Label($0)) }
      XCTAssertEqual(rows.map(\.index), [0, 1, 2])
      XCTAssertEqual(rows.map(\.typeName), Array(repeating: "GtkListBoxRow", count: 3))
      let ownRow = ListBoxRow(child: Label("Trash"))
      XCTAssertTrue(list.append(ownRow) === ownRow, "a row is its own row")
      XCTAssertEqual(list.row(at: 3)?.index, 3)
      XCTAssertNil(list.row(at: 4))
      XCTAssertNil(list.row(at: -1))

      let window = OverlayWindow(child: list, width: 300, height: 300, title: "list-box")
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
      XCTAssertNotEqual(gtk_widget_activate(rows[2].gtkWidget), 0)
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
      list.addCSSClass("navigation-sidebar")
      for index in 0..<60 { list.append(Label("Row \(index)")) }
      let scroller = ScrolledWindow(child: list)
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
        scroller.scrollToShow(row)
        // GTK animates the scroll: wait until the row shows whole.
        XCTAssertTrue(
          MainLoop.run(until: {
            guard let bounds = OverlayWindow.bounds(of: row, in: scroller) else { return false }
            return bounds.y >= 0 && bounds.y + bounds.height <= Int(adjustment.pageSize)
          }), "row \(index) shows whole")
      }
      let below = try XCTUnwrap(list.row(at: 30).flatMap { OverlayWindow.bounds(of: $0, in: scroller) })
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

  func testEntriesKeepTheirTextPurposeAndPeekIcon() throws {
    try onMain {
      let password = PasswordEntry(placeholderText: "Password", showsPeekIcon: true)
      XCTAssertTrue(password.showsPeekIcon)
      password.text = "hunter2"
      XCTAssertEqual(password.text, "hunter2")
      var activations = 0
      let connection = password.onActivate { activations += 1 }
      // Enter reaches the entry through its text child.
      let text = try XCTUnwrap(gtk_widget_get_first_child(password.gtkWidget))
      XCTAssertNotEqual(pg_is_instance_of(text, gtk_text_get_type()), 0)
      Self.emitActivate(on: text)
      XCTAssertEqual(activations, 1)
      connection.cancel()

      let email = Entry(placeholderText: "Email address")
      XCTAssertEqual(email.inputPurpose, .freeForm)
      email.inputPurpose = .email
      XCTAssertEqual(email.inputPurpose, .email)
    }
  }

  func testALabelsMaximumWidthAndAnImageWithoutIcon() {
    onMain {
      let label = Label("a long line of text that wraps")
      XCTAssertEqual(label.maxWidthCharacters, -1)
      label.maxWidthCharacters = 28
      XCTAssertEqual(label.maxWidthCharacters, 28)

      let image = Image(pixelSize: 48)
      XCTAssertNil(image.iconName)
      XCTAssertEqual(image.pixelSize, 48)
      image.iconName = "folder-symbolic"
      XCTAssertEqual(image.iconName, "folder-symbolic")
    }
  }

  func testAStyleSheetAboveApplicationPriorityWinsOverOneAtApplicationPriority() {
    onMain {
      let label = Label("styled")
      label.addCSSClass("priority-probe")
      let above = StyleSheet(css: ".priority-probe { min-width: 300px; }", priority: .aboveApplication)
      above.install()
      let application = StyleSheet(css: ".priority-probe { min-width: 150px; }")
      application.install()  // loaded last: it would win at the same priority
      defer {
        above.uninstall()
        application.uninstall()
      }
      var minimum: Int32 = 0
      var natural: Int32 = 0
      gtk_widget_measure(label.gtkWidget, GTK_ORIENTATION_HORIZONTAL, -1, &minimum, &natural, nil, nil)
      XCTAssertEqual(minimum, 300, "the rule one step above application priority wins")
    }
  }

  /// Emits a GtkText's `activate` signal, as Enter in it does.
  @MainActor
  private static func emitActivate(on text: UnsafeMutablePointer<GtkWidget>) {
    var instance = GValue()
    g_value_init(&instance, gtk_text_get_type())
    g_value_set_object(&instance, text)
    g_signal_emitv(&instance, g_signal_lookup("activate", gtk_text_get_type()), 0, nil)
    g_value_unset(&instance)
  }
}
