package import CGtk
import Synchronization

/// Main-loop sources (timeouts, idles, tick callbacks) that run a Swift
/// closure, with the same box ownership as signal handlers.
@MainActor
package enum MainLoopCallbacks {
  /// Runs `body` on the main loop after `milliseconds`, once. Returns the
  /// source ID, which `g_source_remove` cancels.
  @discardableResult
  package static func after(milliseconds: UInt32, _ body: @escaping @MainActor () -> Void) -> UInt32 {
    typealias Handler = @MainActor () -> Void
    let callback: @convention(c) (UnsafeMutableRawPointer?) -> gboolean = { data in
      guard let data else { return 0 }
      MainThread.call(ClosureBox<Handler>.from(data).handler)
      return 0
    }
    return g_timeout_add_full(
      G_PRIORITY_DEFAULT, milliseconds, callback, ClosureBox<Handler>(body).retainedPointer(),
      { data in AnyClosureBox.release(data) })
  }

  /// Runs `body` once, when the main loop has nothing of higher priority to
  /// do (input, layout and painting come first; `priority` G_PRIORITY_HIGH
  /// runs it first thing in the next iteration). Returns the source ID.
  @discardableResult
  package static func whenIdle(
    priority: Int32 = G_PRIORITY_DEFAULT_IDLE, _ body: @escaping @MainActor () -> Void
  ) -> UInt32 {
    typealias Handler = @MainActor () -> Void
    let callback: @convention(c) (UnsafeMutableRawPointer?) -> gboolean = { data in
      guard let data else { return 0 }
      MainThread.call(ClosureBox<Handler>.from(data).handler)
      return 0
    }
    return g_idle_add_full(
      priority, callback, ClosureBox<Handler>(body).retainedPointer(),
      { data in AnyClosureBox.release(data) })
  }

  /// Calls `body` before each frame of `widget` until it returns false.
  /// Returns the tick-callback ID.
  @discardableResult
  package static func everyFrame(
    of widget: UnsafeMutablePointer<GtkWidget>, _ body: @escaping @MainActor (Int64) -> Bool
  ) -> UInt32 {
    typealias Handler = @MainActor (Int64) -> Bool
    let callback: GtkTickCallback = { _, clock, data in
      guard let data else { return 0 }
      let frameTime = gdk_frame_clock_get_frame_time(clock)
      return MainThread.call(ClosureBox<Handler>.from(data).handler, Int64(frameTime)) ? 1 : 0
    }
    return UInt32(
      gtk_widget_add_tick_callback(
        widget, callback, ClosureBox<Handler>(body).retainedPointer(), { data in AnyClosureBox.release(data) }))
  }
}
