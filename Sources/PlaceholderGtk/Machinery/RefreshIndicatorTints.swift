internal import CGtk
import GtkKit
import PlaceholderCore

/// The refresh indicators' colours on one display: one CSS class and one
/// small provider per distinct colour (`SharedStyleClasses` counts the
/// users), so setting a colour restyles that indicator alone.
@MainActor
final class RefreshIndicatorTints {
  private var classes = SharedStyleClasses<Color>(prefix: "placeholders-refresh-tint-")
  private var providers: [String: ObjectReference] = [:]
  private let display: OpaquePointer

  private init(display: OpaquePointer) {
    self.display = display
  }

  /// The tints of a display, made on first use and kept for the process.
  static func on(_ display: OpaquePointer) -> RefreshIndicatorTints {
    let key = UInt(bitPattern: UnsafeRawPointer(display))
    if let tints = byDisplay[key] { return tints }
    let tints = RefreshIndicatorTints(display: display)
    byDisplay[key] = tints
    return tints
  }

  private static var byDisplay: [UInt: RefreshIndicatorTints] = [:]

  /// One more indicator in `color`: the class to give it.
  func acquire(_ color: Color) -> String {
    let (className, changes) = classes.acquire(color)
    apply(changes, color: color)
    return className
  }

  /// One indicator fewer in `color`.
  func release(_ color: Color) {
    apply(classes.release(color), color: nil)
  }

  /// The CSS colour: `rgba(r, g, b, a)`, bytes and a fraction.
  static func css(_ color: Color) -> String {
    let (red, green, blue, _) = color.bytes
    let thousandths = Int((color.alpha * 1000).rounded())
    let alpha = thousandths == 1000 ? "1" : "0." + String(String(thousandths + 1000).dropFirst())
    return "rgba(\(red), \(green), \(blue), \(alpha))"
  }

  private func apply(_ changes: StyleClassChanges, color: Color?) {
    for className in changes.removed {
      guard let provider = providers.removeValue(forKey: className) else { continue }
      gtk_style_context_remove_provider_for_display(display, gcast(provider.pointer))
    }
    guard let className = changes.added, let color, let provider = gtk_css_provider_new() else { return }
    // The arrow (a symbolic icon), the spinner and the label all draw in
    // the strip's `color`.
    pg_css_provider_load(provider, ".placeholders-refresh-indicator.\(className) { color: \(Self.css(color)); }")
    gtk_style_context_add_provider_for_display(
      display, gcast(provider), UInt32(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION) + 1)
    providers[className] = ObjectReference(taking: provider)
  }
}
