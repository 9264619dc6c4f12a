/// What the system says about the network, as a list follows it (GIO's
/// network monitor, through the GTK layer).
public struct NetworkStatus: Hashable, Sendable {
  /// How far the network reaches.
  public enum Reach: Hashable, Sendable, CaseIterable {
    /// No network beyond this computer: offline.
    case offline
    /// A network without a way to the Internet.
    case limited
    /// A network that asks the user to sign in (a captive portal) first.
    case portal
    /// The Internet.
    case online
  }

  /// How far the network reaches.
  public var reach: Reach
  /// Whether the network costs by the byte (a mobile connection).
  public var isMetered: Bool

  /// Creates a status; online and not metered unless told.
  public init(reach: Reach = .online, isMetered: Bool = false) {
    self.reach = reach
    self.isMetered = isMetered
  }

  /// The Internet, not metered: what a list assumes with no monitor.
  public static let online = NetworkStatus()
  /// No network.
  public static let offline = NetworkStatus(reach: .offline)
}
