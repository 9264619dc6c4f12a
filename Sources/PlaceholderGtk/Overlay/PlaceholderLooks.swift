internal import CGtk
import GtkKit
import PlaceholderCore

/// The looks of the placeholders on one display: one CSS class and one
/// small provider per distinct look (fade duration, background), shared by
/// every placeholder that looks the same.
///
/// `SharedStyleClasses` in the core counts the users of each look and says
/// when a rule comes and goes; this applies that to GTK. A placeholder that
/// changes to a look in use only swaps its own class, which restyles it
/// alone; a new look adds a provider (GTK then restyles the display once),
/// and up to eight unused looks stay so a placeholder flipping between two
/// looks adds nothing after its first flip.
@MainActor
final class PlaceholderLooks {
  private var classes = SharedStyleClasses<String>(prefix: "placeholder-look-")
  private var providers: [String: ObjectReference] = [:]
  private let display: OpaquePointer

  private init(display: OpaquePointer) {
    self.display = display
  }

  /// The looks of a display, made on first use and kept for the process.
  static func on(_ display: OpaquePointer) -> PlaceholderLooks {
    let key = UInt(bitPattern: UnsafeRawPointer(display))
    if let looks = byDisplay[key] { return looks }
    let looks = PlaceholderLooks(display: display)
    byDisplay[key] = looks
    return looks
  }

  private static var byDisplay: [UInt: PlaceholderLooks] = [:]

  /// How many look rules the display has now.
  var ruleCount: Int { providers.count }

  /// One more placeholder with these CSS declarations: the class to give it.
  func acquire(_ declarations: String) -> String {
    let (className, changes) = classes.acquire(declarations)
    apply(changes, declarations: declarations)
    return className
  }

  /// One placeholder fewer with these declarations.
  func release(_ declarations: String) {
    apply(classes.release(declarations))
  }

  /// Removes and adds rules; an added rule says `declarations`.
  private func apply(_ changes: StyleClassChanges, declarations: String = "") {
    for className in changes.removed {
      guard let provider = providers.removeValue(forKey: className) else { continue }
      gtk_style_context_remove_provider_for_display(display, gcast(provider.pointer))
    }
    guard let className = changes.added, let provider = gtk_css_provider_new() else { return }
    pg_css_provider_load(provider, ".placeholder.\(className) { \(declarations)}")
    // One step above the stylesheet, so a look's values win over it.
    gtk_style_context_add_provider_for_display(
      display, gcast(provider), UInt32(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION) + 1)
    providers[className] = ObjectReference(taking: provider)
  }
}
