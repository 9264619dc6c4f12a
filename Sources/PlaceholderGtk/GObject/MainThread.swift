import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// Enters main-actor code from a GTK callback, cheaply.
///
/// GTK calls back on the main thread, and every callback enters Swift
/// through here. `MainActor.assumeIsolated` asks the concurrency runtime
/// for the current executor, about four hundred instructions; a list calls
/// back six or seven times per row it makes and drops (toggles,
/// BENCHMARKS.md). Here the first entry goes through
/// `MainActor.assumeIsolated`, which stops the program on any other thread,
/// and notes the thread; later entries on that thread compare one word.
enum MainThread {
  /// `pthread_self()` of the thread the main actor was found on; 0 until then.
  private static let knownMainThread = Atomic<UInt>(0)

  /// Runs `body` as main-actor code. On any thread but the main actor's,
  /// stops the program, as `MainActor.assumeIsolated` does.
  @inline(__always)
  static func assumeIsolated<T: Sendable>(_ body: @MainActor () -> T) -> T {
    let current = UInt(pthread_self())
    guard knownMainThread.load(ordering: .relaxed) == current else {
      let result = MainActor.assumeIsolated(body)
      knownMainThread.store(current, ordering: .relaxed)
      return result
    }
    // The same conversion `MainActor.assumeIsolated` makes once it has
    // checked the executor: the closure runs here, synchronously.
    return withoutActuallyEscaping(body) { escapable in
      unsafeBitCast(escapable, to: (() -> T).self)()
    }
  }
}
