import CGtk
import Foundation
import PlaceholderCore
import PlaceholderTestSupport
import XCTest

@testable import GtkKit
@testable import PlaceholderGtk

/// Keyboard focus and what screen readers are told.
///
/// GTK 4.8 has `gtk_accessible_get_accessible_role`, but reads properties
/// and relations back only through its test backend (`GTK_A11Y=test`).
/// These tests check the role through GTK, the values through the slot's
/// record of what it set, and, when run with `GTK_A11Y=test`, through GTK
/// as well.
final class OverlayAccessibilityTests: GtkTestCase {
  func testThePlaceholderIsAGroupNamedByItsTitleAndDescribedByItsDetail() throws {
    try onMain {
      let fixture = try SlotFixture()
      let slot = fixture.slot
      XCTAssertEqual(AccessibleAttributes.role(of: slot.root.gtkWidget), GTK_ACCESSIBLE_ROLE_GROUP)

      slot.placeholder = .networkError(detail: "The server is unreachable.")
      var expected = AccessibleRecord()
      expected.label = "No Connection"
      expected.labelledByTitle = true
      XCTAssertEqual(slot.accessibleRecord, expected, "with a button, the button carries the detail")
      XCTAssertEqual(AccessibleAttributes.ownDescription(of: slot.view.button.gtkWidget), "The server is unreachable.")
      XCTAssertEqual(AccessibleAttributes.role(of: slot.view.button.gtkWidget), GTK_ACCESSIBLE_ROLE_BUTTON)
      XCTAssertEqual(String(cString: gtk_button_get_label(gcast(slot.view.button.gtkWidget))), "Retry")
      XCTAssertNotEqual(gtk_widget_get_focusable(slot.view.button.gtkWidget), 0)
      if Self.gtkRecordsAccessibleValues {
        let group: OpaquePointer = gcast(slot.root.gtkWidget)
        // The relations name it; GTK 4.8 would join the property's text to
        // it. From 4.14 the property is set too, for the name's changes.
        XCTAssertEqual(
          gtk_test_accessible_has_property(group, GTK_ACCESSIBLE_PROPERTY_LABEL) != 0,
          PlaceholderSlot.labelAnnouncesNameChanges)
        XCTAssertEqual(gtk_test_accessible_has_property(group, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION), 0)
        XCTAssertNotEqual(gtk_test_accessible_has_relation(group, GTK_ACCESSIBLE_RELATION_LABELLED_BY), 0)
        XCTAssertEqual(gtk_test_accessible_has_relation(group, GTK_ACCESSIBLE_RELATION_DESCRIBED_BY), 0)
      }

      // Without a button the group is what takes the focus: it carries the
      // detail. AT-SPI takes the description from the property only.
      slot.placeholder = PlaceholderContent(title: "Nothing Here", detail: .plain("Add something."))
      XCTAssertEqual(slot.accessibleRecord.description, "Add something.")
      XCTAssertTrue(slot.accessibleRecord.describedByDetail)
      if Self.gtkRecordsAccessibleValues {
        let group: OpaquePointer = gcast(slot.root.gtkWidget)
        XCTAssertNotEqual(gtk_test_accessible_has_property(group, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION), 0)
        XCTAssertEqual(
          gtk_test_accessible_has_relation(group, GTK_ACCESSIBLE_RELATION_DESCRIBED_BY) != 0,
          PlaceholderSlot.relatesDescription)
      }

      slot.placeholder = .loading()
      XCTAssertEqual(slot.accessibleRecord.label, "Loading…")
      XCTAssertNil(slot.accessibleRecord.description)
      XCTAssertTrue(slot.accessibleRecord.busy, "loading is busy")
      XCTAssertFalse(slot.accessibleRecord.describedByDetail)

      slot.placeholder = PlaceholderContent(title: "Formatted", detail: .markup("<b>Bold</b> &amp; plain"))
      XCTAssertEqual(slot.accessibleRecord.description, "Bold & plain", "markup is not read aloud")
      XCTAssertFalse(slot.accessibleRecord.busy)

      slot.placeholder = PlaceholderContent(detail: .plain("Only a detail"))
      XCTAssertEqual(slot.accessibleRecord.label, "Only a detail", "without a title the detail names the group")
      XCTAssertFalse(slot.accessibleRecord.labelledByTitle)
      if Self.gtkRecordsAccessibleValues {
        let group: OpaquePointer = gcast(slot.root.gtkWidget)
        XCTAssertEqual(gtk_test_accessible_has_relation(group, GTK_ACCESSIBLE_RELATION_LABELLED_BY), 0)
        XCTAssertNotEqual(gtk_test_accessible_has_property(group, GTK_ACCESSIBLE_PROPERTY_LABEL), 0)
      }

      let custom = Widget(taking: try XCTUnwrap(gtk_label_new("custom")))
      let customPlaceholder = CustomPlaceholder(
        content: PlaceholderContent(title: "Custom title", detail: .plain("Custom detail")), widget: custom)
      slot.placeholder = customPlaceholder.content
      XCTAssertEqual(slot.accessibleRecord.label, "Custom title")
      XCTAssertEqual(slot.accessibleRecord.description, "Custom detail")
      XCTAssertFalse(slot.accessibleRecord.labelledByTitle, "the stock labels are not shown")
      fixture.window.close()
    }
  }

  func testReplacingAFocusedListMovesFocusToTheButtonAndBack() throws {
    try onMain {
      let text = try FocusableContent()
      let fixture = try SlotFixture(content: text.scrolled)
      let slot = fixture.slot
      XCTAssertNotEqual(gtk_widget_grab_focus(text.view.gtkWidget), 0)
      XCTAssertTrue(slot.focusIsInside(slot.content))

      slot.placeholder = .networkError()
      XCTAssertNotEqual(gtk_widget_has_focus(slot.view.button.gtkWidget), 0, "focus moved to Retry")
      XCTAssertTrue(MainLoop.run(until: { slot.phase == .shown }))

      slot.placeholder = nil
      XCTAssertTrue(slot.focusIsInside(slot.content), "focus went back to the content")
      XCTAssertFalse(slot.focusIsInside(slot.root))
      fixture.window.close()
    }
  }

  func testWithoutAButtonTheGroupItselfTakesFocus() throws {
    try onMain {
      let text = try FocusableContent()
      let fixture = try SlotFixture(content: text.scrolled)
      let slot = fixture.slot
      XCTAssertNotEqual(gtk_widget_grab_focus(text.view.gtkWidget), 0)
      slot.placeholder = .noContent()
      XCTAssertNotEqual(gtk_widget_has_focus(slot.root.gtkWidget), 0, "the group has focus: its name is read")
      slot.placeholder = nil
      XCTAssertTrue(slot.focusIsInside(slot.content))
      XCTAssertEqual(gtk_widget_get_focusable(slot.root.gtkWidget), 0, "hidden, it is no tab stop")
      fixture.window.close()
    }
  }

  func testFocusElsewhereIsLeftAlone() throws {
    try onMain {
      let text = try FocusableContent()
      let slot = PlaceholderSlot(content: text.scrolled)
      let box = try XCTUnwrap(gtk_box_new(GTK_ORIENTATION_VERTICAL, 0))
      let entry = try XCTUnwrap(gtk_entry_new())
      gtk_box_append(gcast(box), entry)
      gtk_box_append(gcast(box), slot.widget.gtkWidget)
      gtk_widget_set_vexpand(slot.widget.gtkWidget, 1)
      let window = OverlayWindow(child: Widget(retaining: box))
      window.waitForFrames(3)
      XCTAssertNotEqual(gtk_widget_grab_focus(entry), 0)
      slot.placeholder = .networkError()
      XCTAssertEqual(gtk_widget_has_focus(slot.view.button.gtkWidget), 0)
      XCTAssertNotEqual(gtk_widget_is_ancestor(try XCTUnwrap(focusWidget(window.window)), entry), 0)
      window.close()
    }
  }

  /// Whether GTK keeps accessible values where tests can read them.
  private static var gtkRecordsAccessibleValues: Bool {
    ProcessInfo.processInfo.environment["GTK_A11Y"] == "test"
  }
}

/// A focusable text view in a scrolled window, standing in for a list.
@MainActor
struct FocusableContent {
  let scrolled: Widget
  let view: Widget

  init() throws {
    scrolled = Widget(taking: try XCTUnwrap(gtk_scrolled_window_new()))
    view = Widget(taking: try XCTUnwrap(gtk_text_view_new()))
    gtk_scrolled_window_set_child(gcast(scrolled.gtkWidget), view.gtkWidget)
  }
}

/// The window's focus widget.
@MainActor
func focusWidget(_ window: Widget) -> UnsafeMutablePointer<GtkWidget>? {
  gtk_root_get_focus(gcast(window.gtkWidget))
}
