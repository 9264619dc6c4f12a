import CGtk
import PlaceholderCore
import PlaceholderTestSupport
import XCTest

@testable import GtkKit
@testable import PlaceholderGtk

/// With animations off a spinner stops turning and says nothing; the
/// loading placeholder shows a still "loading" icon instead, and follows the
/// setting while it shows.
final class ReducedMotionTests: GtkTestCase {
  func testTheLoadingPlaceholderShowsAStillIconWhileAnimationsAreOff() throws {
    try onMain {
      let settings = try XCTUnwrap(gtk_settings_get_default())
      defer { Properties.set(UnsafeMutableRawPointer(settings), "gtk-enable-animations", bool: true) }
      let view = PlaceholderView(content: .loading())
      let window = TestWindow(showing: view.widget)
      defer { window.close() }
      XCTAssertTrue(view.spinner.isVisible)
      XCTAssertNotEqual(gtk_spinner_get_spinning(gcast(view.spinner.gtkWidget)), 0, "turning")
      XCTAssertFalse(view.image.isVisible)

      Properties.set(UnsafeMutableRawPointer(settings), "gtk-enable-animations", bool: false)
      XCTAssertFalse(view.spinner.isVisible, "a stopped spinner would say nothing")
      XCTAssertTrue(view.image.isVisible)
      let icon = gtk_image_get_icon_name(gcast(view.image.gtkWidget)).map { String(cString: $0) }
      XCTAssertEqual(icon, PlaceholderBusySign.stillIconName)
      window.settle()
      XCTAssertFalse(try WidgetSnapshot.render(view.image).statistics.isBlank, "the icon is drawn")
      XCTAssertTrue(view.title.isVisible, "with its words")

      Properties.set(UnsafeMutableRawPointer(settings), "gtk-enable-animations", bool: true)
      XCTAssertTrue(view.spinner.isVisible, "the spinner comes back with the animations")
      XCTAssertFalse(view.image.isVisible)

      // Content that is not busy keeps its own image whatever the setting.
      Properties.set(UnsafeMutableRawPointer(settings), "gtk-enable-animations", bool: false)
      view.update(.noContent())
      let own = gtk_image_get_icon_name(gcast(view.image.gtkWidget)).map { String(cString: $0) }
      XCTAssertEqual(own, "folder-open-symbolic")
      XCTAssertFalse(view.spinner.isVisible)
    }
  }
}
