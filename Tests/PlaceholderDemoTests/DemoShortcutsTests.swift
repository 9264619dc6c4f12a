import CGtk
import PlaceholderTestSupport
import XCTest

@testable import GtkKit
@testable import PlaceholderDemo
@testable import PlaceholderGtk

/// The demo's keyboard shortcuts window parses and is installed.
final class DemoShortcutsTests: GtkTestCase {
  func testTheShortcutsWindowXMLBuildsAShortcutsWindow() throws {
    try onMain {
      let builder = try XCTUnwrap(gtk_builder_new())
      defer { g_object_unref(UnsafeMutableRawPointer(builder)) }
      var error: UnsafeMutablePointer<GError>?
      let loaded = gtk_builder_add_from_string(builder, ShortcutsWindow.xml(), -1, &error)
      let message = error.map { String(cString: $0.pointee.message) } ?? ""
      g_clear_error(&error)
      XCTAssertNotEqual(loaded, 0, message)
      let window = try XCTUnwrap(gtk_builder_get_object(builder, "shortcuts"))
      XCTAssertNotEqual(pg_is_instance_of(window, gtk_shortcuts_window_get_type()), 0)
    }
  }
}
