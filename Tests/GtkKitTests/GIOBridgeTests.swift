import CGtk
import Foundation
import PlaceholderTestSupport
import XCTest

@testable import GtkKit

/// `awaitGIO`: GIO's `*_async` / `*_finish` pattern as a Swift `async` call,
/// on real GIO calls and on `GTask`s the test completes itself.
final class GIOBridgeTests: GtkTestCase {
  /// Runs `body` as a main-actor task and turns the main loop until it ends.
  @MainActor
  private static func outcome<Value>(
    of body: @escaping @MainActor () async throws -> Value
  ) -> Result<Value, any Error>? {
    var outcome: Result<Value, any Error>?
    Task { @MainActor in
      do { outcome = .success(try await body()) } catch { outcome = .failure(error) }
    }
    MainLoop.run(until: { outcome != nil })
    return outcome
  }

  /// The size of the file at `path`, through `g_file_query_info_async`.
  @MainActor
  private static func querySize(_ path: String) async throws -> Int {
    let file = g_file_new_for_path(path)
    defer { g_object_unref(UnsafeMutableRawPointer(file)) }
    return try await awaitGIO(
      start: { cancellable, callback, data in
        g_file_query_info_async(
          file, "standard::size", pg_file_query_info_none(), G_PRIORITY_DEFAULT, cancellable, callback, data)
      },
      finish: { result, error in
        guard let info = g_file_query_info_finish(file, result, &error) else { return nil }
        defer { g_object_unref(UnsafeMutableRawPointer(info)) }
        return Int(g_file_info_get_size(info))
      })
  }

  private func temporaryFile(bytes: Int) throws -> String {
    let path = NSTemporaryDirectory() + "placeholders-gio-\(getpid())-\(UUID().uuidString)"
    try Data(repeating: 7, count: bytes).write(to: URL(fileURLWithPath: path))
    addTeardownBlock { try? FileManager.default.removeItem(atPath: path) }
    return path
  }

  func testARealCallReturnsItsValueAndLeavesNoPendingCall() throws {
    let path = try temporaryFile(bytes: 1_234)
    try onMain {
      let before = PendingGIOCall.liveCount
      let result = Self.outcome { try await Self.querySize(path) }
      XCTAssertEqual(try result?.get(), 1_234)
      XCTAssertEqual(PendingGIOCall.liveCount, before, "the callback released its call")
    }
  }

  func testAGErrorBecomesAGLibErrorWithItsDomainCodeAndMessage() {
    let path = NSTemporaryDirectory() + "placeholders-gio-missing-\(UUID().uuidString)"
    onMain {
      let result = Self.outcome { try await Self.querySize(path) }
      guard case .failure(let error as GLibError) = result else {
        return XCTFail("expected a GLibError, got \(String(describing: result))")
      }
      XCTAssertEqual(error.domain, "g-io-error-quark")
      XCTAssertEqual(error.code, Int(G_IO_ERROR_NOT_FOUND.rawValue))
      XCTAssertEqual(error.ioErrorKind, .notFound)
      XCTAssertTrue(error.message.contains(path), "GIO's message names the file: \(error.message)")
    }
  }

  func testATaskCancelledBeforeTheCallNeverStartsIt() {
    onMain {
      var started = false
      let task = Task { @MainActor in
        try await awaitGIO(
          start: { _, _, _ in started = true }, finish: { _, _ in true })
      }
      task.cancel()
      var ended: Result<Bool, any Error>?
      Task { @MainActor in ended = await task.result }
      MainLoop.run(until: { ended != nil })
      XCTAssertFalse(started)
      guard case .failure(let error) = ended else { return XCTFail("the task succeeded") }
      XCTAssertTrue(error is CancellationError, "\(error)")
    }
  }

  /// A call the test completes by hand: its `GTask`, and the cancellable
  /// the bridge gave it.
  @MainActor
  private final class HandCompletedCall {
    var task: OpaquePointer?
    var cancellable: UnsafeMutablePointer<GCancellable>?
    var discarded = 0

    /// Awaits a `GTask` that returns a boolean, checking cancellation only
    /// if `checksCancellation`.
    func run(checksCancellation: Bool) async throws -> Bool {
      try await awaitGIO(
        start: { cancellable, callback, data in
          self.cancellable = cancellable
          self.task = g_task_new(nil, cancellable, callback, data)
          g_task_set_check_cancellable(self.task, checksCancellation ? 1 : 0)
        },
        finish: { result, error in
          g_task_propagate_boolean(result, &error) != 0 ? true : nil
        },
        discard: { _ in self.discarded += 1 })
    }

    func complete() {
      g_task_return_boolean(task, 1)
      g_object_unref(UnsafeMutableRawPointer(task))
      task = nil
    }
  }

  func testCancellingTheTaskCancelsTheCancellableAndEndsWithCancellationError() {
    onMain {
      for checksCancellation in [true, false] {
        let before = PendingGIOCall.liveCount
        let call = HandCompletedCall()
        let task = Task { @MainActor in try await call.run(checksCancellation: checksCancellation) }
        XCTAssertTrue(MainLoop.run(until: { call.task != nil }), "the call started")
        task.cancel()
        XCTAssertTrue(
          MainLoop.run(until: { call.cancellable.map { g_cancellable_is_cancelled($0) != 0 } ?? false }),
          "cancelling the task cancelled the GCancellable")
        // GIO finishes anyway: with G_IO_ERROR_CANCELLED, or (when the task
        // does not check) with a value, which the bridge discards.
        call.complete()
        var ended: Result<Bool, any Error>?
        Task { @MainActor in ended = await task.result }
        MainLoop.run(until: { ended != nil })
        guard case .failure(let error) = ended else { return XCTFail("the cancelled call succeeded") }
        XCTAssertTrue(error is CancellationError, "\(error)")
        XCTAssertEqual(call.discarded, checksCancellation ? 0 : 1, "a value that came too late is discarded")
        XCTAssertEqual(PendingGIOCall.liveCount, before)
      }
    }
  }

  func testManyCallsAtOnceEachResumeOnceAndLeaveNoPendingCall() throws {
    let existing = try (0..<20).map { try temporaryFile(bytes: $0) }
    let missing = (0..<20).map { NSTemporaryDirectory() + "placeholders-gio-none-\($0)-\(UUID().uuidString)" }
    onMain {
      let before = PendingGIOCall.liveCount
      var sizes: [Int?] = Array(repeating: nil, count: 40)
      var finished = 0
      for (index, path) in (existing + missing).enumerated() {
        Task { @MainActor in
          sizes[index] = try? await Self.querySize(path)
          finished += 1
        }
      }
      XCTAssertTrue(MainLoop.run(until: { finished == 40 }))
      XCTAssertEqual(sizes, (0..<20).map { $0 } + Array(repeating: nil, count: 20))
      XCTAssertEqual(PendingGIOCall.liveCount, before)
    }
  }
}
