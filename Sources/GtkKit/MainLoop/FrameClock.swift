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

  /// Asks for a frame, if none is coming, so that after-paint is emitted
  /// soon; a frame in which nothing changed paints nothing.
  package func requestAfterPaint() {
    gdk_frame_clock_request_phase(OpaquePointer(reference.pointer), GDK_FRAME_CLOCK_PHASE_AFTER_PAINT)
  }
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

  /// Waits until the widget's window has painted a frame (asking for one),
  /// so that work done next has a frame's whole time before the frame
  /// after it. Returns at once when the widget is not on screen, and after
  /// `limit` milliseconds at most: a window closed meanwhile paints no more.
  package func nextFramePainted(limit milliseconds: UInt32 = 50) async {
    guard isMapped, let clock = frameClock else { return }
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
      FrameWait.start(on: clock, limit: milliseconds) { continuation.resume() }
    }
  }

  /// Calls `done` once the widget's window has painted a frame (asking for
  /// one), or after `limit` milliseconds at most; never before returning.
  /// The wait begins in the next main-loop turn, as an awaited
  /// `nextFramePainted()` in a new task would: a change made while GTK
  /// lays out or paints a frame is shown by the frame after it, whose
  /// after-paint is the one to wait for. A widget not on screen then ends
  /// the wait there. It makes no task and no continuation: a list's first
  /// window made two for this wait alone when lists awaited
  /// `nextFramePainted()` in a task.
  package func whenNextFramePainted(limit milliseconds: UInt32 = 50, _ done: @escaping @MainActor () -> Void) {
    MainLoopCallbacks.whenIdle(priority: G_PRIORITY_DEFAULT) { [self] in
      guard isMapped, let clock = frameClock else { return done() }
      FrameWait.start(on: clock, limit: milliseconds, done)
    }
  }
}

/// One wait for a frame: ends at the first of the after-paint and the
/// time limit, and drops the other.
@MainActor
private final class FrameWait {
  private var done: (@MainActor () -> Void)?
  private var connection: SignalConnection?
  private var timeout: UInt32?

  private init(_ done: @escaping @MainActor () -> Void) { self.done = done }

  static func start(on clock: FrameClock, limit milliseconds: UInt32, _ done: @escaping @MainActor () -> Void) {
    let wait = FrameWait(done)
    wait.connection = clock.onAfterPaint { wait.finish() }
    wait.timeout = MainLoopCallbacks.after(milliseconds: milliseconds) {
      wait.timeout = nil  // the source is gone once it ran
      wait.finish()
    }
    clock.requestAfterPaint()
  }

  private func finish() {
    connection?.cancel()
    connection = nil
    if let timeout { g_source_remove(timeout) }
    timeout = nil
    let done = self.done
    self.done = nil
    done?()
  }
}
