import PlaceholderCore

/// A pretend network that the demo's pages load their data through, so
/// "Retry reloads for real": every load waits for the latency with
/// `Task.sleep` (cancellable), may fail (the first N loads, or all while
/// offline), and otherwise returns what the page asked for.
@MainActor
package final class SimulatedNetwork {
  /// Why a load failed.
  enum Failure: Error, Equatable, CustomStringConvertible {
    /// The network is switched off.
    case offline
    /// The server failed (one of the first N loads).
    case serverError

    var description: String {
      switch self {
      case .offline: translate("You are offline.")
      case .serverError: translate("The server did not answer. This load was set to fail.")
      }
    }
  }

  /// Milliseconds every load takes.
  var latencyMilliseconds: Int
  /// How many of the next loads fail.
  var failuresLeft: Int
  /// Whether every load fails with `.offline`.
  var isOffline: Bool {
    didSet { for observer in offlineObservers { observer(isOffline) } }
  }
  /// How many loads have started, for tests and the status line.
  private(set) var loadsStarted = 0
  private var offlineObservers: [@MainActor (Bool) -> Void] = []

  package init(latencyMilliseconds: Int, failFirst: Int, offline: Bool) {
    self.latencyMilliseconds = latencyMilliseconds
    self.failuresLeft = failFirst
    self.isOffline = offline
  }

  /// Calls `observer` whenever the offline switch changes.
  func observeOffline(_ observer: @escaping @MainActor (Bool) -> Void) {
    offlineObservers.append(observer)
  }

  /// Waits for the latency, then fails or returns `produce()`. Throws
  /// `CancellationError` if the calling task is cancelled meanwhile.
  func load<Value>(_ produce: () -> Value) async throws -> Value {
    loadsStarted += 1
    if latencyMilliseconds > 0 {
      try await Task.sleep(for: .milliseconds(latencyMilliseconds))
    }
    try Task.checkCancellation()
    if isOffline { throw Failure.offline }
    if failuresLeft > 0 {
      failuresLeft -= 1
      throw Failure.serverError
    }
    return produce()
  }
}
