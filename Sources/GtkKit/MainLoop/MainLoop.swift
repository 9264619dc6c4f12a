internal import CGtk
import Dispatch  // links libdispatch, whose main-queue hooks CGtk declares

/// Makes Swift concurrency run inside GLib's main loop.
///
/// On Linux, `DispatchQueue.main`, `Task { @MainActor in … }` and every
/// `await` that resumes on the main actor are queued on libdispatch's main
/// queue, which nothing drains while `g_application_run` owns the thread.
/// libdispatch exposes that queue as an eventfd; watching it from the GLib
/// main context and draining it when it fires makes all of them run on the
/// GTK thread, in order, between GTK's own events.
///
/// Never call `dispatchMain()` in a GTK program: it parks the main thread and
/// moves the main queue to a worker thread, away from GTK.
@MainActor
public enum MainLoop {
  private static var sourceID: UInt32 = 0

  /// Installs the main-queue watch in the default GLib main context. Safe to
  /// call more than once.
  public static func installDispatchBridge() {
    guard sourceID == 0 else { return }
    let handle = _dispatch_get_main_queue_handle_4CF()
    sourceID = g_unix_fd_add(
      handle, pg_io_readable(),
      { descriptor, _, _ in
        // The drain does not reset the eventfd: read it first, or the
        // watch fires forever. Work queued during the drain writes it again.
        var count: eventfd_t = 0
        _ = eventfd_read(descriptor, &count)
        _dispatch_main_queue_callback_4CF(nil)
        return 1
      }, nil)
  }

  /// Runs one pass of the GLib main loop without blocking. Returns whether
  /// anything was dispatched.
  @discardableResult
  public static func iterateOnce(blocking: Bool = false) -> Bool {
    g_main_context_iteration(nil, blocking ? 1 : 0) != 0
  }

  /// Runs the GLib main loop until `condition` holds or `timeoutSeconds`
  /// pass. Returns whether the condition held. For tests and benchmarks,
  /// which drive GTK from the main thread without `g_application_run`.
  @discardableResult
  public static func run(
    until condition: () -> Bool, timeoutSeconds: Double = 10
  ) -> Bool {
    installDispatchBridge()
    let deadline = monotonicSeconds() + timeoutSeconds
    var timedOut = false
    // Wake the loop now and then, so the deadline is checked even when no
    // event arrives. At the lowest priority: a condition slower than the
    // interval finds the wake-up due at every turn, and at a higher priority
    // it would be the only source dispatched, starving painting (no frame,
    // no CSS animation) in a slow build or on a busy machine.
    let wakeup = g_timeout_add_full(G_PRIORITY_LOW, 20, { _ in 1 }, nil, nil)
    defer { g_source_remove(wakeup) }
    while !condition() {
      if monotonicSeconds() > deadline {
        timedOut = true
        break
      }
      g_main_context_iteration(nil, 1)
    }
    return !timedOut
  }

  /// Runs the main loop until every pending event has been handled, or
  /// for `limitSeconds` at most: an animation (a spinner) drawn slower
  /// than its frame rate, as a software GL renderer on a busy machine
  /// draws it, always has its next frame due, and would keep the loop
  /// busy for ever.
  public static func drain() { drain(limitSeconds: 2) }

  /// Runs the main loop until every pending event has been handled, or
  /// for `limitSeconds` at most.
  public static func drain(limitSeconds: Double) {
    installDispatchBridge()
    let deadline = monotonicSeconds() + limitSeconds
    while g_main_context_iteration(nil, 0) != 0, monotonicSeconds() < deadline {}
  }

  /// Runs `body` once, when the main loop has nothing more urgent to do:
  /// input, layout and painting come first (GLib's idle priority).
  ///
  /// Long work cut into slices, one slice per call, lets frames paint in
  /// between. `DispatchQueue.main` and `Task { @MainActor in … }` run
  /// before painting instead, so a chain of them holds every frame off
  /// until its last link.
  public static func whenIdle(_ body: @escaping @MainActor () -> Void) {
    MainLoopCallbacks.whenIdle(body)
  }

  /// Seconds on the monotonic clock.
  public nonisolated static func monotonicSeconds() -> Double {
    Double(g_get_monotonic_time()) / 1_000_000
  }
}
