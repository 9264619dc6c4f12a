import PlaceholderCore
import PlaceholderGtk

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
    /// The server took too long: a failure that passes, which the lists
    /// try again by themselves, counting down.
    case timedOut

    var description: String {
      switch self {
      case .offline: translate("You are offline.")
      case .serverError: translate("The server did not answer. This load was set to fail.")
      case .timedOut: translate("The server took too long to answer.")
      }
    }
  }

  /// Milliseconds every load takes.
  var latencyMilliseconds: Int
  /// How many of the next loads fail.
  var failuresLeft: Int
  /// How many of the next loads time out.
  var timeoutsLeft = 0
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
    if timeoutsLeft > 0 {
      timeoutsLeft -= 1
      throw Failure.timedOut
    }
    return produce()
  }

  /// Makes `list` see the network as the simulation says: offline while
  /// its Offline switch is on (the list's monitor set aside), the system's
  /// as its monitor sees it otherwise. Switching back on brings back what
  /// failed offline by itself, as the real network's return does.
  func drive<DataSource>(_ list: ListAdapter<DataSource>) {
    let follow = { @MainActor [weak list] (offline: Bool) in
      guard let list else { return }
      if offline {
        list.networkMonitor = nil
        list.loads.networkStatus = .offline
      } else {
        list.networkMonitor = .system
      }
    }
    if isOffline { follow(true) }
    observeOffline(follow)
  }

  /// Makes `loads` (a standalone slot's) see the simulated network: offline
  /// while the Offline switch is on, online otherwise.
  func drive(_ loads: LoadCoordinator) {
    loads.networkStatus = isOffline ? .offline : .online
    observeOffline { [weak loads] offline in loads?.networkStatus = offline ? .offline : .online }
  }
}
