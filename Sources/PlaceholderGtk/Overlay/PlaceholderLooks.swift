import GtkKit

/// The looks of the placeholders on one display (fade duration,
/// background): one class and one rule per distinct look, shared by every
/// placeholder that looks the same (`SharedDisplayRules`).
@MainActor
enum PlaceholderLooks {
  private static var byDisplay: [UInt: SharedDisplayRules<String>] = [:]

  /// The looks of a display, made on first use and kept for the process.
  /// A look is its CSS declarations.
  static func on(_ display: OpaquePointer) -> SharedDisplayRules<String> {
    let key = UInt(bitPattern: UnsafeRawPointer(display))
    if let looks = byDisplay[key] { return looks }
    let looks = SharedDisplayRules<String>(display: display, prefix: "placeholder-look-") { className, declarations in
      ".placeholder.\(className) { \(declarations)}"
    }
    byDisplay[key] = looks
    return looks
  }
}
