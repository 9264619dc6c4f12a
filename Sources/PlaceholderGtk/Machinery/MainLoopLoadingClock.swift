internal import CGtk
import GtkKit
import PlaceholderCore

// Raw GTK here: a GLib timeout source, removed by its ID when cancelled before it runs.

/// The system's monotonic clock, waking its sleepers with a GLib timeout
/// on the main loop GTK runs: the clock of every list and web page.
///
/// `SystemLoadingClock` sleeps in a Swift task, and the first such sleep
/// starts the concurrency runtime's timer and worker threads, each with
/// its stack and memory arena (about 0.6 MiB in an app that had no other
/// use for them); a timeout wakes the main loop directly.
@MainActor
package final class MainLoopLoadingClock: LoadingClock {
  package init() {}

  package var now: ContinuousClock.Instant { ContinuousClock.now }

  package func schedule(at deadline: ContinuousClock.Instant, _ action: @escaping @MainActor () -> Void)
    -> any Cancellable
  {
    let (seconds, attoseconds) = ContinuousClock.now.duration(to: deadline).components
    // Rounded up: the action must not run before its deadline.
    let milliseconds = seconds * 1000 + (attoseconds + 999_999_999_999_999) / 1_000_000_000_000_000
    let timeout = PendingTimeout()
    timeout.sourceID = MainLoopCallbacks.after(milliseconds: UInt32(clamping: max(milliseconds, 0))) { [timeout] in
      timeout.sourceID = nil
      action()
    }
    return timeout
  }
}

/// A timeout not run yet, removed from the main loop when cancelled.
@MainActor
private final class PendingTimeout: Cancellable {
  var sourceID: UInt32?

  func cancel() {
    guard let sourceID else { return }
    self.sourceID = nil
    g_source_remove(sourceID)
  }
}
