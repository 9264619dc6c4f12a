import CGtk
import PlaceholderCore
import PlaceholderTestSupport
import XCTest

@testable import GtkKit
@testable import PlaceholderDemo
@testable import PlaceholderGtk

/// The keyboard alone, through every page of the demo: Tab, pressed as a
/// real key until the focus has gone round the window, reaches every list
/// that shows rows (a row or item of it) and every placeholder button on
/// screen, and never rests on a list's scrolled window, from which Tab
/// skips the rows. Each page's first load fails, so the walk meets Retry;
/// Enter on it loads, and a second walk reaches the rows that came.
final class DemoKeyboardWalkTests: GtkTestCase {
  func testTabReachesEveryListAndPlaceholderButtonOnEveryPage() throws {
    guard RealInput.isAvailable else { throw XCTSkip(RealInput.unavailableReason) }
    try onMain {
      let application = try Application(id: "io.github.placeholders.DemoKeyboardWalk", nonUnique: true)
      try application.register()
      for entry in DemoPageCatalog.entries {
        // A title of its own: xdotool finds the window by its title, and
        // another test's demo window may still be about.
        let title = "keyboard-walk-\(entry.id)"
        let network = SimulatedNetwork(latencyMilliseconds: 0, failFirst: 1, offline: false)
        let demo = DemoWindow(application: application, network: network, initialPage: entry.id)
        gtk_window_set_title(gcast(demo.window.gtkWidget), title)
        demo.present()
        defer { demo.close() }
        XCTAssertTrue(drawFrames(3, of: demo.window.gtkWidget, timeoutSeconds: 10))
        KeyboardWalk.waitForLoadsToEnd(demo.window.gtkWidget)

        let first = Self.walk(demo, title: title, page: entry.id)
        // Pages that load through the network failed their first load.
        guard network.loadsStarted > 0, let retry = first.reachedButtons.first(where: { KeyboardWalk.isRetry($0) })
        else {
          continue
        }
        // Retry, from the keyboard: the rows come, and the walk finds them.
        gtk_widget_grab_focus(retry)
        XCTAssertTrue(RealInput.press("Return", title: title))
        XCTAssertTrue(MainLoop.run(until: { network.loadsStarted >= 2 }), "\(entry.id): Enter on Retry loads")
        KeyboardWalk.waitForLoadsToEnd(demo.window.gtkWidget)
        _ = Self.walk(demo, title: title, page: entry.id + " after Retry")
      }
    }
  }

  /// Walks the page shown (the walk keeps to the page: Tab through the
  /// sidebar would select each page it passes).
  @MainActor
  private static func walk(_ demo: DemoWindow, title: String, page: String) -> KeyboardWalk {
    guard let pageWidget = demo.currentPage?.widget.gtkWidget else {
      XCTFail("\(page): no page shown")
      return KeyboardWalk.walk(demo.window.gtkWidget, window: demo.window.gtkWidget, title: title, name: page)
    }
    return KeyboardWalk.walk(pageWidget, window: demo.window.gtkWidget, title: title, name: page)
  }
}
