internal import CGtk
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// Enters main-actor code from a GTK callback, and tells whether this is
/// the main thread, cheaply.
///
/// GTK calls back on the main thread, and every callback enters Swift
/// through here. `MainActor.assumeIsolated` asks the concurrency runtime
/// for the current executor, about four hundred instructions, and so does
/// an `isolated deinit`; a list does one or the other ten times per row it
/// makes and drops (toggles, BENCHMARKS.md). The main actor runs on the
/// process's first thread: once that thread is known (its thread ID is the
/// process ID), telling it from another is one comparison.
package enum MainThread {
  /// `pthread_self()` of the process's first thread; 0 until found.
  @usableFromInline static let known = Atomic<UInt>(0)

  /// Whether the calling thread is the main actor's.
  static var isCurrent: Bool {
    let current = UInt(pthread_self())
    let main = known.load(ordering: .relaxed)
    if main != 0 { return main == current }
    guard pg_is_process_main_thread() != 0 else { return false }
    known.store(current, ordering: .relaxed)
    return true
  }

  /// Runs `body` as main-actor code. On any thread but the main actor's,
  /// stops the program, as `MainActor.assumeIsolated` does.
  @inline(__always)
  package static func assumeIsolated<T: Sendable>(_ body: @MainActor () -> T) -> T {
    guard isCurrent else { return MainActor.assumeIsolated(body) }
    // The same conversion `MainActor.assumeIsolated` makes once it has
    // checked the executor: the closure runs here, synchronously.
    return withoutActuallyEscaping(body) { escapable in
      unsafeBitCast(escapable, to: (() -> T).self)()
    }
  }

  /// Stops the program on any thread but the main actor's, as
  /// `assumeIsolated` does: for C callbacks that touch main-thread state
  /// without entering main-actor code.
  /// Inlined where it is called (each row GTK makes calls it a few
  /// times): one comparison, a call only the first time or off the main
  /// thread.
  @inlinable @inline(__always)
  package static func requireCurrent() {
    if known.load(ordering: .relaxed) != UInt(pthread_self()) { requireCurrentSlowly() }
  }

  /// `requireCurrent()` before the main thread is known, or off it.
  @usableFromInline
  static func requireCurrentSlowly() {
    if !isCurrent { MainActor.preconditionIsolated() }
  }

  /// Calls a stored main-actor function (a connected handler) as
  /// `assumeIsolated` would. A closure literal made escapable for the call
  /// costs an allocation and an escape check each time, which GTK's
  /// callbacks per row add up (toggles, BENCHMARKS.md); a stored function
  /// needs neither.
  @inline(__always)
  static func call<A, R: Sendable>(_ function: @escaping @MainActor (A) -> R, _ argument: A) -> R {
    requireCurrent()
    return unsafeBitCast(function, to: ((A) -> R).self)(argument)
  }

  /// `call(_:_:)` for a function without arguments.
  @inline(__always)
  package static func call<R: Sendable>(_ function: @escaping @MainActor () -> R) -> R {
    requireCurrent()
    return unsafeBitCast(function, to: (() -> R).self)()
  }
}
