import CGtk
import PlaceholderTestSupport
import XCTest

@testable import GtkKit

/// Choices and text: a toggle group, a password entry, an entry's input
/// purpose, a label's width, a style sheet above application priority.
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
      group.selectionHandler = { reported.append($0) }
      group.buttons[2].isActive = true
      XCTAssertEqual(group.selectedIndex, 2)
      XCTAssertEqual(group.buttons.map(\.isActive), [false, false, true], "pressing one lets the others out")
      group.select(1)
      group.select(1)
      group.select(7)
      XCTAssertEqual(reported, [2, 1], "one report per change; the same index and one out of range are not changes")
      XCTAssertEqual(group.buttons.map(\.isActive), [false, true, false])

      group.selectionHandler = nil
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
        group.selectionHandler = { reported.append($0) }
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
