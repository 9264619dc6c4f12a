internal import CGtk

/// Enters main-actor code from a GTK callback, and tells whether this is
/// the main thread, cheaply.
///
/// GTK calls back on the main thread, and every callback enters Swift
/// through here. `MainActor.assumeIsolated` asks the concurrency runtime
/// for the current executor, about four hundred instructions, and so does
/// an `isolated deinit`; a list does one or the other ten times per row it
/// makes and drops (toggles, BENCHMARKS.md). The main actor runs on the
/// process's first thread (its thread ID is the process ID): once a thread
/// has asked, telling which it is is one load of a thread-local.
package enum MainThread {
  /// Whether the calling thread is the main actor's: one load of a
  /// thread-local once the thread has asked (`pg_on_main_thread`).
  @inline(__always)
  static var isCurrent: Bool { pg_on_main_thread() != 0 }

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
  /// without entering main-actor code. Other modules' callbacks for every
  /// row check with `pg_on_main_thread` themselves, inlined, and call this
  /// only off the main thread.
  @inline(__always)
  package static func requireCurrent() {
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
