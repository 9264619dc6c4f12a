/// Why a `Color` could not be made.
public enum ColorError: Error, Hashable, Sendable, CustomStringConvertible {
  /// A component (`red`, `green`, `blue` or `alpha`) outside 0…1, NaN or
  /// infinite.
  case componentOutOfRange(component: String, value: Double)
  /// A string that is not `#rgb`, `#rgba`, `#rrggbb` or `#rrggbbaa`.
  case invalidHex(String)

  /// What was wrong, for logs and alerts.
  public var description: String {
    switch self {
    case .componentOutOfRange(let component, let value):
      "colour component \(component) must be a number from 0 to 1, got \(value)"
    case .invalidHex(let text):
      "'\(text)' is not a hex colour (#rgb, #rgba, #rrggbb or #rrggbbaa)"
    }
  }
}
