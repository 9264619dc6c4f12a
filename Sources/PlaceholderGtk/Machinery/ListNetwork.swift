import GtkKit
import PlaceholderCore

/// A list's view of the network: it follows a `NetworkMonitor` (the
/// system's unless the app hands it another, or none) and tells its loads
/// each change, which decide what follows (`NetworkRules`).
@MainActor
package final class ListNetwork {
  private let loads: LoadCoordinator
  private var watch: SignalConnection?

  /// The monitor followed; nil assumes the list is always online.
  package var monitor: NetworkMonitor? {
    didSet { follow() }
  }

  package init(loads: LoadCoordinator, monitor: NetworkMonitor?) {
    self.loads = loads
    self.monitor = monitor
    follow()
  }

  private func follow() {
    watch?.cancel()
    watch = monitor?.onChange { [weak self] in self?.update() }
    update()
  }

  private func update() {
    loads.networkStatus = monitor?.status ?? .online
  }
}

extension NetworkMonitor {
  /// What the monitor says, as the core decides with it.
  var status: NetworkStatus {
    let reach: NetworkStatus.Reach
    if !isNetworkAvailable {
      reach = .offline
    } else {
      switch connectivity {
      case .local: reach = .offline
      case .limited: reach = .limited
      case .portal: reach = .portal
      case .full: reach = .online
      }
    }
    return NetworkStatus(reach: reach, isMetered: isMetered)
  }
}
