internal import CGtk
import Glibc

// Raw GTK here: the watch follows a GtkApplication's "window-added" and the
// window's "realize" by their C names: it must see every app's first
// window, including one an app made through the escape hatch, without a
// wrapper for either.
extension Application {
  /// The environment variable that makes an app quit once its first window
  /// has painted its first frame: set to anything but empty or `0`, `run()`
  /// (and so `launch`) returns then, with status 0.
  ///
  /// `scripts/lean-link.sh` profiles an app's start-up this way, to lay out
  /// the code it runs (README, "Linking an app"); the app does nothing to
  /// support it:
  ///
  /// ```sh
  /// PLACEHOLDERS_EXIT_AFTER_FIRST_FRAME=1 .build/release/MyApp
  /// ```
  public nonisolated static let exitAfterFirstFrameVariable = "PLACEHOLDERS_EXIT_AFTER_FIRST_FRAME"

  /// Whether the environment asks to quit after the first frame.
  nonisolated static var exitsAfterFirstFrame: Bool {
    guard let value = getenv(exitAfterFirstFrameVariable) else { return false }
    let text = String(cString: value)
    return !text.isEmpty && text != "0"
  }

  /// Quits once the first window's frame clock has emitted its first
  /// after-paint (the emission's other handlers run first), when the
  /// environment asks for it (`exitAfterFirstFrameVariable`).
  func quitAfterFirstFrameIfAsked() {
    guard Self.exitsAfterFirstFrame else { return }
    FirstFrameWatch { [unowned self] in quit() }.start(on: reference.pointer)
  }
}

/// Waits for an application's first window, then for that window's first
/// after-paint, and calls `done` as that frame ends; each handler is disconnected once it ran,
/// and the watch goes with the last.
@MainActor
private final class FirstFrameWatch {
  private let done: @MainActor () -> Void
  private var windowAdded: UInt = 0
  private var realize: UInt = 0
  private var afterPaint: UInt = 0

  init(_ done: @escaping @MainActor () -> Void) { self.done = done }

  func start(on application: UnsafeMutableRawPointer) {
    windowAdded = Signals.connectPointer(application, "window-added") { [self] window in
      disconnect(&windowAdded, from: application)
      if let window { watchFirstFrame(of: window.assumingMemoryBound(to: GtkWidget.self)) }
    }
  }

  /// A window has its frame clock once realized (as it is presented).
  private func watchFirstFrame(of window: UnsafeMutablePointer<GtkWidget>) {
    guard gtk_widget_get_realized(window) != 0 else {
      realize = Signals.connect(window, "realize") { [self] in
        disconnect(&realize, from: window)
        watchFirstFrame(of: window)
      }
      return
    }
    guard let clock = gtk_widget_get_frame_clock(window) else { return }
    afterPaint = Signals.connect(clock, "after-paint") { [self] in
      disconnect(&afterPaint, from: clock)
      // Once this frame is over, before anything else: what the app does
      // at its first after-paint (handlers connected after this one)
      // belongs to its start-up too, a second frame does not.
      MainLoopCallbacks.whenIdle(priority: G_PRIORITY_HIGH, done)
    }
  }

  private func disconnect(_ handler: inout UInt, from instance: some GObjectPointer) {
    guard handler != 0 else { return }
    g_signal_handler_disconnect(instance.rawAddress, gulong(handler))
    handler = 0
  }
}
