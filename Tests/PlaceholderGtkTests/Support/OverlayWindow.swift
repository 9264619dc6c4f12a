import CGtk
import Foundation
import XCTest

@testable import PlaceholderGtk

/// A toplevel window for a test, destroyed when the test lets go of it.
@MainActor
final class OverlayWindow {
  let window: Widget
  private(set) var frames = 0

  /// Creates and presents a window of the given size holding `child`.
  init(child: Widget, width: Int32 = 480, height: Int32 = 400, title: String = "placeholder-test") {
    guard let pointer = gtk_window_new() else { preconditionFailure("gtk_window_new returned NULL") }
    window = Widget(retaining: pointer)
    let gtkWindow: UnsafeMutablePointer<GtkWindow> = gcast(pointer)
    gtk_window_set_title(gtkWindow, title)
    gtk_window_set_default_size(gtkWindow, width, height)
    gtk_window_set_child(gtkWindow, child.gtkWidget)
    gtk_window_present(gtkWindow)
  }

  /// Runs the main loop until the window has drawn `count` more frames.
  @discardableResult
  func waitForFrames(_ count: Int = 3, file: StaticString = #filePath, line: UInt = #line) -> Bool {
    let ok = drawFrames(count, of: window.gtkWidget, timeoutSeconds: 10)
    XCTAssertTrue(ok, "the window drew \(count) frames", file: file, line: line)
    return ok
  }

  /// Destroys the window.
  func close() {
    gtk_window_destroy(gcast(window.gtkWidget))
    MainLoop.drain()
  }

  /// The widget's bounds in `ancestor`'s coordinates.
  static func bounds(of widget: Widget, in ancestor: Widget) -> (x: Int, y: Int, width: Int, height: Int)? {
    var rect = graphene_rect_t()
    guard gtk_widget_compute_bounds(widget.gtkWidget, ancestor.gtkWidget, &rect) != 0 else { return nil }
    return (
      Int(rect.origin.x.rounded()), Int(rect.origin.y.rounded()), Int(rect.size.width.rounded()),
      Int(rect.size.height.rounded())
    )
  }
}

extension OverlayWindow {
  /// Writes the window as drawn now to the artefacts directory.
  func writeScreenshot(_ name: String) throws {
    try WidgetSnapshot.writePNG(of: window, to: Artifacts.path(name + ".png"))
  }
}

/// Runs the main loop until `window` has drawn `count` more frames or the
/// time is up. A tick callback keeps the frame clock running meanwhile (an
/// idle window paints no frames).
@MainActor
@discardableResult
func drawFrames(_ count: Int, of window: UnsafeMutablePointer<GtkWidget>, timeoutSeconds: Double) -> Bool {
  var seen = 0
  Sources.everyFrame(of: window) { _ in
    seen += 1
    return seen < count
  }
  return MainLoop.run(until: { seen >= count }, timeoutSeconds: timeoutSeconds)
}
