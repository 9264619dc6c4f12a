internal import CGtk

/// The clock that paces a window's frames: each time it ticks, GTK lays out
/// and paints what changed. Watch it to measure how long frames take, or to
/// wait until a change is on screen.
///
/// ```swift
/// // After the window is presented (before, it has no frame clock):
/// guard let clock = window.frameClock else { return }
/// clock.onAfterPaint { print("a frame is on screen") }.store(in: &connections)
/// window.queueDraw()
/// ```
///
/// A window has one clock, shared by every widget in it.
@MainActor
public final class FrameClock {
  private let reference: ObjectReference

  init(retaining clock: OpaquePointer) {
    reference = ObjectReference(retaining: clock)
  }

  /// Runs `handler` each time the clock starts painting a frame, after the
  /// frame's layout.
  public func onBeforePaint(_ handler: @escaping @MainActor () -> Void) -> SignalConnection {
    SignalConnection(reference.pointer, handlerID: Signals.connect(reference.pointer, "before-paint", handler))
  }

  /// Runs `handler` each time the clock has finished painting a frame.
  public func onAfterPaint(_ handler: @escaping @MainActor () -> Void) -> SignalConnection {
    SignalConnection(reference.pointer, handlerID: Signals.connect(reference.pointer, "after-paint", handler))
  }

  /// Keeps the clock running a frame per display refresh, even when nothing
  /// changes, until the matching `endUpdating()`: what an animation, or a
  /// measurement of the time between frames, needs (GTK's tick callbacks
  /// do the same). A frame in which nothing changed paints nothing.
  public func beginUpdating() { gdk_frame_clock_begin_updating(OpaquePointer(reference.pointer)) }

  /// Ends one `beginUpdating()`; the clock stops running on its own when
  /// every one has ended.
  public func endUpdating() { gdk_frame_clock_end_updating(OpaquePointer(reference.pointer)) }
}

extension Widget {
  /// The frame clock of the widget's window; nil until the widget is
  /// realized (its window presented).
  public var frameClock: FrameClock? {
    gtk_widget_get_frame_clock(gtkWidget).map { FrameClock(retaining: $0) }
  }

  /// Asks for the widget to be painted again in the next frame, even if
  /// nothing in it changed.
  public func queueDraw() { gtk_widget_queue_draw(gtkWidget) }
}
