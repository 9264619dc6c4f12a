/// Why a load failed, as the app reports it to the page-state machine.
///
/// The kind picks the placeholder (network problems get the "No Connection"
/// preset with its tap-anywhere retry, anything else the generic "Could Not
/// Load" one); the message is shown to the user literally, never as markup.
public struct LoadFailure: Error, Hashable, Sendable, CustomStringConvertible {
  /// What went wrong, coarsely: enough to choose a placeholder.
  public enum Kind: Hashable, Sendable, CaseIterable {
    /// The network is unreachable or the request timed out.
    case network
    /// Any other failure: a server error, bad data, a missing permission.
    case other
  }

  /// What went wrong, coarsely.
  public var kind: Kind
  /// The text shown to the user, literally. Empty means "use the preset's
  /// default explanation".
  public var message: String

  /// Creates a failure of `kind` with a user-visible `message`.
  public init(kind: Kind, message: String = "") {
    self.kind = kind
    self.message = message
  }

  /// A network failure; `message` is shown literally (empty: the default text).
  public static func network(_ message: String = "") -> LoadFailure {
    LoadFailure(kind: .network, message: message)
  }

  /// Any other failure; `message` is shown literally (empty: the default text).
  public static func other(_ message: String = "") -> LoadFailure {
    LoadFailure(kind: .other, message: message)
  }

  /// The kind and the message, for logs.
  public var description: String {
    let name =
      switch kind {
      case .network: "network failure"
      case .other: "load failure"
      }
    return message.isEmpty ? name : "\(name): \(message)"
  }
}

extension LoadFailure {
  /// What the list says when a refresh over its rows failed: "Could not
  /// refresh: " and the failure's message, translated.
  package var refreshFailedText: String { substitute(translate("Could not refresh: %@"), message) }
}
