import GtkKit
import PlaceholderCore

/// The refresh indicators' colours on one display: one class and one rule
/// per distinct colour, shared by every indicator of that colour
/// (`SharedDisplayRules`), so setting a colour restyles that indicator
/// alone.
@MainActor
enum RefreshIndicatorTints {
  private static var byDisplay: [UInt: SharedDisplayRules<Color>] = [:]

  /// The tints of a display, made on first use and kept for the process.
  static func on(_ display: OpaquePointer) -> SharedDisplayRules<Color> {
    let key = UInt(bitPattern: UnsafeRawPointer(display))
    if let tints = byDisplay[key] { return tints }
    // The arrow (a symbolic icon), the spinner and the label all draw in
    // the strip's `color`.
    let tints = SharedDisplayRules<Color>(display: display, prefix: "placeholders-refresh-tint-") { className, color in
      ".placeholders-refresh-indicator.\(className) { color: \(css(color)); }"
    }
    byDisplay[key] = tints
    return tints
  }

  /// The CSS colour: `rgba(r, g, b, a)`, bytes and a fraction.
  static func css(_ color: Color) -> String {
    let (red, green, blue, _) = color.bytes
    let thousandths = Int((color.alpha * 1000).rounded())
    let alpha = thousandths == 1000 ? "1" : "0." + String(String(thousandths + 1000).dropFirst())
    return "rgba(\(red), \(green), \(blue), \(alpha))"
  }

}
