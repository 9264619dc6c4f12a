package import CGtk
import Foundation
import XCTest

@testable package import GtkKit
@testable internal import PlaceholderGtk

/// A toplevel window for a test, showing one widget.
///
/// GTK owns the window: the fixture holds no reference of its own, so
/// `close()` destroys and finalizes it there and then, and tears down any
/// list's cells with it. Use `window` (a temporary wrapper) to snapshot or
/// click it, `pointer` for GTK calls.
@MainActor
package final class TestWindow {
  /// The GtkWindow.
  package let pointer: UnsafeMutablePointer<GtkWidget>

  /// Presents a window holding `child`. With `settle`, waits until the
  /// child is on screen and a few frames are drawn; without it, returns at
  /// once (for tests that watch the first frames themselves).
  package init(
    showing child: Widget, width: Int32 = 400, height: Int32 = 600, title: String = "placeholder-test",
    settle: Bool = true
  ) {
    guard let window = gtk_window_new() else { preconditionFailure("gtk_window_new returned NULL") }
    pointer = window
    gtk_window_set_title(gcast(window), title)
    gtk_window_set_default_size(gcast(window), width, height)
    // No title bar: under Xvfb no window manager draws one, and on Wayland
    // GTK would draw its own inside the window (mutter draws none), taking
    // height from the child. Undecorated, the child gets the size asked for
    // on both.
    gtk_window_set_decorated(gcast(window), 0)
    gtk_window_set_child(gcast(window), child.gtkWidget)
    gtk_window_present(gcast(window))
    guard settle else { return }
    XCTAssertTrue(MainLoop.run(until: { gtk_widget_get_mapped(child.gtkWidget) != 0 }, timeoutSeconds: 10))
    self.settle()
  }

  /// Presents a window holding `child` without waiting (the overlay tests'
  /// form, whose size defaults differ).
  package convenience init(child: Widget, width: Int32 = 480, height: Int32 = 400, title: String = "placeholder-test") {
    self.init(showing: child, width: width, height: height, title: title, settle: false)
  }

  /// The window as a widget, for snapshots and input. A new wrapper each
  /// time: keep it no longer than the window lives.
  package var window: Widget { Widget(retaining: pointer) }

  /// Lets GTK lay out and paint a few frames.
  package func settle(frames: Int = 3) {
    drawFrames(frames, of: pointer, timeoutSeconds: 5)
    MainLoop.drain()
  }

  /// Runs the main loop until the window has drawn `count` more frames.
  @discardableResult
  package func waitForFrames(_ count: Int = 3, file: StaticString = #filePath, line: UInt = #line) -> Bool {
    let ok = drawFrames(count, of: pointer, timeoutSeconds: 10)
    XCTAssertTrue(ok, "the window drew \(count) frames", file: file, line: line)
    return ok
  }

  /// Destroys the window; it is finalized at once.
  package func close() {
    gtk_window_destroy(gcast(pointer))
    MainLoop.drain()
  }

  /// The widget's bounds in `ancestor`'s coordinates.
  package static func bounds(of widget: Widget, in ancestor: Widget) -> (x: Int, y: Int, width: Int, height: Int)? {
    var rect = graphene_rect_t()
    guard gtk_widget_compute_bounds(widget.gtkWidget, ancestor.gtkWidget, &rect) != 0 else { return nil }
    return (
      Int(rect.origin.x.rounded()), Int(rect.origin.y.rounded()), Int(rect.size.width.rounded()),
      Int(rect.size.height.rounded())
    )
  }

  /// Writes the window as drawn now to the artefacts directory.
  package func writeScreenshot(_ name: String) throws {
    try WidgetSnapshot.writePNG(of: window, to: Artifacts.path(name + ".png"))
  }
}

/// The old name of the fixture, kept for the overlay tests.
package typealias OverlayWindow = TestWindow

/// Runs the main loop until `window` has drawn `count` more frames or the
/// time is up. A tick callback keeps the frame clock running meanwhile (an
/// idle window paints no frames). It is added once the window is mapped:
/// GTK 4.8 on Wayland, ticked before the compositor's first configure, may
/// ask for a frame callback and then commit nothing, and then waits forever
/// for a callback that only a commit brings (seen with WAYLAND_DEBUG under
/// mutter 43; GTK 4.24 does not).
@MainActor
@discardableResult
package func drawFrames(_ count: Int, of window: UnsafeMutablePointer<GtkWidget>, timeoutSeconds: Double) -> Bool {
  guard MainLoop.run(until: { gtk_widget_get_mapped(window) != 0 }, timeoutSeconds: timeoutSeconds) else {
    return false
  }
  var seen = 0
  MainLoopCallbacks.everyFrame(of: window) { _ in
    seen += 1
    return seen < count
  }
  return MainLoop.run(until: { seen >= count }, timeoutSeconds: timeoutSeconds)
}
