/// Names one load request, so that its result can be matched to it.
///
/// Tokens come from `PageStateMachine` and increase with every request it
/// starts. A result is accepted only when its token is the one in flight;
/// the result of a superseded, cancelled or unknown request is dropped, so
/// a slow old response never overwrites newer data.
public struct LoadToken: Hashable, Comparable, Sendable, CustomStringConvertible {
  /// The token's number; later requests have larger numbers.
  public let rawValue: UInt64

  /// Creates a token from its number. Apps use the tokens the machine hands
  /// out; this exists for storing and for tests.
  public init(rawValue: UInt64) { self.rawValue = rawValue }

  /// Orders by age: an older request has a smaller token.
  public static func < (lhs: LoadToken, rhs: LoadToken) -> Bool { lhs.rawValue < rhs.rawValue }

  /// `#7`.
  public var description: String { "#\(rawValue)" }
}
