internal import CGtk
import GtkKit

/// Stops the program off the main thread, as `MainThread.requireCurrent()`
/// does, for the C callbacks GTK makes for every row (list items' signals,
/// the lazy model's reads): inlined here, one load of a thread-local,
/// where a call into GtkKit's check cost a call and a cache line or three
/// a row (GTK 4.24's first frame, BENCHMARKS.md).
@inline(__always)
func requireMainThread() {
  if pg_on_main_thread() == 0 { MainThread.requireCurrent() }
}
