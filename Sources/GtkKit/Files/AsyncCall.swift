package import CGtk
import Synchronization

/// Awaits one GIO asynchronous call: the `*_async` function that takes a
/// `GCancellable` and a `GAsyncReadyCallback`, then its `*_finish`.
///
/// - `start` begins the call with the cancellable, callback and user data it
///   is given, passed through to GIO untouched.
/// - `finish` runs in the callback with the `GAsyncResult`; it returns the
///   value, or nil after setting the `GError`.
/// - `discard` releases a value that arrives after the task was cancelled.
///
/// GIO calls the callback exactly once, on the main context, which resumes
/// the continuation exactly once. Cancelling the Swift task cancels the
/// `GCancellable`; the call then ends with `CancellationError`, even when GIO
/// finished anyway. A `GError` becomes a `GLibError` and is freed.
@MainActor
package func awaitGIO<Value>(
  start: (
    _ cancellable: UnsafeMutablePointer<GCancellable>, _ callback: GAsyncReadyCallback,
    _ userData: UnsafeMutableRawPointer
  ) -> Void,
  finish: @escaping (_ result: OpaquePointer, _ error: inout UnsafeMutablePointer<GError>?) -> Value?,
  discard: @escaping (Value) -> Void = { _ in }
) async throws -> Value {
  try Task.checkCancellation()
  guard let cancellable = g_cancellable_new() else { throw GLibError(domain: "placeholders", code: 0, message: "") }
  let handle = CancellableHandle(cancellable)
  return try await withTaskCancellationHandler {
    try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<ValueBox<Value>, any Error>) in
      let call = PendingGIOCall { result in
        var error: UnsafeMutablePointer<GError>?
        let value = finish(result, &error)
        if handle.isCancelled {
          if let value { discard(value) }
          if let error { g_error_free(error) }
          continuation.resume(throwing: CancellationError())
        } else if let value {
          continuation.resume(returning: ValueBox(value))
        } else if let error {
          continuation.resume(throwing: GLibError(taking: error))
        } else {
          continuation.resume(
            throwing: GLibError(domain: "placeholders", code: 0, message: "GIO returned no value and no error"))
        }
      }
      start(
        cancellable,
        { _, result, userData in
          guard let userData else { return }
          let call = Unmanaged<PendingGIOCall>.fromOpaque(userData).takeRetainedValue()
          MainThread.assumeIsolated { call.complete(result) }
        },
        Unmanaged.passRetained(call).toOpaque())
    }.value
  } onCancel: {
    handle.cancel()
  }
}

/// A value carried across the continuation; GIO values are pointers, which
/// are not `Sendable`, and they never leave the main thread.
package struct ValueBox<Value>: @unchecked Sendable {
  let value: Value
  init(_ value: Value) { self.value = value }
}

/// The callback's state while a GIO call runs: GIO holds the only strong
/// reference, as the callback's user data, and drops it when it calls back.
@MainActor
package final class PendingGIOCall {
  /// How many calls are waiting for GIO; tests check it returns to zero.
  package nonisolated static var liveCount: Int { livePendingCalls.load(ordering: .relaxed) }
  /// How many calls have started since the process began.
  package nonisolated static var startedCount: Int { startedCalls.load(ordering: .relaxed) }

  private var completion: ((OpaquePointer) -> Void)?

  init(completion: @escaping (OpaquePointer) -> Void) {
    self.completion = completion
    livePendingCalls.add(1, ordering: .relaxed)
    startedCalls.add(1, ordering: .relaxed)
  }

  /// Runs the completion once; a second call (which GIO never makes) or a
  /// missing result is ignored.
  func complete(_ result: OpaquePointer?) {
    guard let result, let completion else { return }
    self.completion = nil
    completion(result)
  }

  isolated deinit {
    livePendingCalls.subtract(1, ordering: .relaxed)
  }
}

private let livePendingCalls = Atomic<Int>(0)
private let startedCalls = Atomic<Int>(0)

/// A `GCancellable` that any thread may cancel: the task's cancellation
/// handler runs wherever the task was cancelled.
private final class CancellableHandle: @unchecked Sendable {
  // g_cancellable_cancel and g_cancellable_is_cancelled are thread-safe.
  private let cancellable: UnsafeMutablePointer<GCancellable>

  init(_ cancellable: UnsafeMutablePointer<GCancellable>) { self.cancellable = cancellable }

  var isCancelled: Bool { g_cancellable_is_cancelled(cancellable) != 0 }

  func cancel() { g_cancellable_cancel(cancellable) }

  deinit { g_object_unref(cancellable) }
}
