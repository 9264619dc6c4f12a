/// A colour in sRGB with alpha, each component from 0 to 1: what an app
/// sets where a fixed colour is wanted, such as the refresh indicator's
/// (CXTableView's `arrowColor`).
///
/// The initializers check their input: a component outside 0…1, NaN or
/// infinite, or a malformed hex string, throws a `ColorError` instead of
/// drawing something the app did not ask for.
///
/// ```swift
/// table.refreshIndicatorColor = try Color(hex: "#3584e4")
/// ```
public struct Color: Hashable, Sendable, CustomStringConvertible {
  /// The red component, 0…1.
  public let red: Double
  /// The green component, 0…1.
  public let green: Double
  /// The blue component, 0…1.
  public let blue: Double
  /// The opacity, 0 (transparent) … 1 (opaque).
  public let alpha: Double

  /// Creates a colour from components in 0…1.
  public init(red: Double, green: Double, blue: Double, alpha: Double = 1) throws(ColorError) {
    for (name, value) in [("red", red), ("green", green), ("blue", blue), ("alpha", alpha)]
    where !(value.isFinite && (0...1).contains(value)) {
      throw .componentOutOfRange(component: name, value: value)
    }
    self.red = red
    self.green = green
    self.blue = blue
    self.alpha = alpha
  }

  /// Creates a colour from CSS hex notation: `#rgb`, `#rgba`, `#rrggbb` or
  /// `#rrggbbaa` (the `#` is optional).
  public init(hex: String) throws(ColorError) {
    let digits = hex.hasPrefix("#") ? hex.dropFirst() : Substring(hex)
    let values = digits.unicodeScalars.map(Self.hexValue)
    guard [3, 4, 6, 8].contains(values.count), values.allSatisfy({ $0 != nil }) else { throw .invalidHex(hex) }
    let nibbles = values.compactMap { $0 }
    let short = nibbles.count <= 4
    var channels: [Double] = []
    var index = 0
    while index < nibbles.count {
      let byte = short ? nibbles[index] * 17 : nibbles[index] * 16 + nibbles[index + 1]
      channels.append(Double(byte) / 255)
      index += short ? 1 : 2
    }
    if channels.count == 3 { channels.append(1) }
    try self.init(red: channels[0], green: channels[1], blue: channels[2], alpha: channels[3])
  }

  /// Each component as a byte, 0…255, rounded: how CSS and pixels say it.
  package var bytes: (red: Int, green: Int, blue: Int, alpha: Int) {
    (Self.byte(red), Self.byte(green), Self.byte(blue), Self.byte(alpha))
  }

  /// `#rrggbbaa`.
  public var description: String {
    let (r, g, b, a) = bytes
    return "#" + [r, g, b, a].map { $0 < 16 ? "0" + String($0, radix: 16) : String($0, radix: 16) }.joined()
  }

  private static func byte(_ value: Double) -> Int { Int((value * 255).rounded()) }

  private static func hexValue(_ scalar: Unicode.Scalar) -> Int? {
    switch scalar {
    case "0"..."9": Int(scalar.value - 48)
    case "a"..."f": Int(scalar.value - 97 + 10)
    case "A"..."F": Int(scalar.value - 65 + 10)
    default: nil
    }
  }
}
