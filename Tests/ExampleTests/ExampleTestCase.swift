import CGtk
import Foundation
import PlaceholderCore
import PlaceholderTestSupport
import XCTest

@testable import GtkKit
@testable import PlaceholderGtk

/// XCTest brings Foundation, whose `IndexPath` would shadow the core's.
typealias IndexPath = PlaceholderCore.IndexPath

/// The base of the examples' GTK tests: each test starts a real
/// `Application`, builds the example's window in its `activate` handler, as
/// the example's `main.swift` does, and drives it there.
///
/// `GtkTestCase` opens the display (or skips without one, unless
/// `make test` requires it) and drains the main loop after each test.
class ExampleTestCase: GtkTestCase {
  /// Runs an application with `id` and calls `body` when it is activated;
  /// the application quits when `body` returns. Rethrows what `body` throws.
  func runApplication(id: String, _ body: @MainActor (Application) throws -> Void) throws {
    try MainActor.assumeIsolated {
      let application = try Application(id: id, nonUnique: true)
      var failure: (any Error)?
      var activated = false
      withoutActuallyEscaping(body) { body in
        application.activationHandler = { application in
          activated = true
          do { try body(application) } catch { failure = error }
          application.quit()
        }
        XCTAssertEqual(application.run(), 0, "the application ran and quit normally")
        application.activationHandler = nil
      }
      XCTAssertTrue(activated, "the application was activated")
      if let failure { throw failure }
    }
  }
}

// MARK: - Waiting for conditions

/// Runs the main loop until `condition` holds, for at most `iterations`
/// passes. Returns whether it held. A 10 ms wake-up source keeps a pass
/// from blocking forever when nothing else is pending; the limit is a count
/// of passes, never a time.
@MainActor
@discardableResult
func pump(until condition: () -> Bool, iterations: Int = 5_000) -> Bool {
  let wakeup = g_timeout_add(10, { _ in 1 }, nil)
  defer { g_source_remove(wakeup) }
  for _ in 0..<iterations {
    if condition() { return true }
    g_main_context_iteration(nil, 1)
  }
  return condition()
}

/// Lets `window` lay out and paint `count` frames.
@MainActor
func settle(_ window: Widget, frames count: Int = 5) {
  var seen = 0
  MainLoopCallbacks.everyFrame(of: window.gtkWidget) { _ in
    seen += 1
    return seen < count
  }
  XCTAssertTrue(pump(until: { seen >= count }), "the window drew \(count) frames")
}

// MARK: - Finding widgets

/// Every mapped widget under `root` (itself included), in tree order.
@MainActor
func mappedWidgets(under root: Widget) -> [UnsafeMutablePointer<GtkWidget>] {
  guard gtk_widget_get_mapped(root.gtkWidget) != 0 else { return [] }
  return [root.gtkWidget] + WidgetTree.descendants(of: root.gtkWidget, skipping: WidgetTree.isUnmapped)
}

/// The texts of the mapped labels under `root`: what a person sees.
@MainActor
func visibleTexts(in root: Widget) -> [String] {
  mappedWidgets(under: root).compactMap { widget in
    guard pg_is_instance_of(widget, gtk_label_get_type()) != 0 else { return nil }
    let text = String(cString: gtk_label_get_text(gcast(widget)))
    return text.isEmpty ? nil : text
  }
}

/// The first mapped, sensitive button under `root` labelled `title`.
@MainActor
func visibleButton(_ title: String, in root: Widget) -> UnsafeMutablePointer<GtkWidget>? {
  mappedWidgets(under: root).first { widget in
    guard pg_is_instance_of(widget, gtk_button_get_type()) != 0, gtk_widget_is_sensitive(widget) != 0,
      let label = gtk_button_get_label(gcast(widget))
    else { return false }
    return String(cString: label) == title
  }
}

/// Clicks a button as a person would with the keyboard: its `clicked`
/// handlers and its action run.
@MainActor
func click(_ button: UnsafeMutablePointer<GtkWidget>) {
  gtk_widget_activate(button)
}
