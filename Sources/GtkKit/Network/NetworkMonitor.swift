internal import CGtk

/// The network as the system sees it: GIO's `GNetworkMonitor`, which
/// NetworkManager feeds on a desktop (and the kernel's routing table
/// elsewhere).
///
/// A list follows the system's monitor by itself; read it for a banner of
/// your own, or hand a list another monitor (one an app made in C, a test's).
///
/// ```swift
/// let network = NetworkMonitor.system
/// offlineBanner.isVisible = !network.isNetworkAvailable
/// network.onChange { offlineBanner.isVisible = !network.isNetworkAvailable }.store(in: &connections)
/// ```
@MainActor
public final class NetworkMonitor {
  /// How far the network reaches, as GIO tells it (`GNetworkConnectivity`).
  public enum Connectivity: Sendable, Hashable {
    /// No network beyond this computer.
    case local
    /// A network, but no route to the Internet (a network without a
    /// gateway, or one whose gateway does not answer).
    case limited
    /// A network that asks the user to sign in (a hotel's or a train's
    /// captive portal) before it lets them through.
    case portal
    /// The Internet.
    case full
  }

  private let reference: ObjectReference

  private init(retaining monitor: UnsafeMutableRawPointer) {
    reference = ObjectReference(retaining: monitor.assumingMemoryBound(to: GObject.self))
  }

  /// The system's monitor (`g_network_monitor_get_default`), the same
  /// object each time.
  public static var system: NetworkMonitor {
    if let made = systemMonitor { return made }
    // GIO always has a default monitor (a base one reporting "online" at
    // worst); the fallback only keeps this total.
    let made = g_network_monitor_get_default().map { NetworkMonitor(retaining: UnsafeMutableRawPointer($0)) }
    guard let made else { preconditionFailure("GIO has no default network monitor") }
    systemMonitor = made
    return made
  }
  private static var systemMonitor: NetworkMonitor?

  /// Wraps a `GNetworkMonitor *` made elsewhere (C code, a test's); nil when
  /// the pointer is not one. The wrapper keeps a reference of its own.
  public convenience init?(wrapping monitorPointer: UnsafeMutableRawPointer) {
    guard pg_is_instance_of(monitorPointer, g_network_monitor_get_type()) != 0 else { return nil }
    self.init(retaining: monitorPointer)
  }

  private var monitor: OpaquePointer { OpaquePointer(reference.pointer) }

  /// Whether there is a network to reach anything beyond this computer
  /// through (a default route): false means offline.
  public var isNetworkAvailable: Bool { g_network_monitor_get_network_available(monitor) != 0 }

  /// How far the network reaches.
  public var connectivity: Connectivity {
    switch g_network_monitor_get_connectivity(monitor) {
    case G_NETWORK_CONNECTIVITY_LOCAL: .local
    case G_NETWORK_CONNECTIVITY_LIMITED: .limited
    case G_NETWORK_CONNECTIVITY_PORTAL: .portal
    default: .full
    }
  }

  /// Whether the network costs by the byte (a phone's tethering, a mobile
  /// connection), as NetworkManager says; false where nothing says.
  public var isMetered: Bool { g_network_monitor_get_network_metered(monitor) != 0 }

  /// Runs `handler` each time the network changes: it comes or goes, its
  /// reach changes or it becomes metered or not. Read the new values from
  /// the monitor.
  public func onChange(_ handler: @escaping @MainActor () -> Void) -> SignalConnection {
    // Every change GIO reports notifies one of the monitor's properties
    // (network-available, connectivity, network-metered).
    let object = reference.pointer
    return SignalConnection(object, handlerID: Signals.connectPointer(object, "notify") { _ in handler() })
  }
}
