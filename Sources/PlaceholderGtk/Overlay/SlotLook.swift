import GtkKit
import PlaceholderCore

/// The placeholder's own fade duration and background: a class for its
/// look, shared with every placeholder that looks the same
/// (`PlaceholderLooks`), so a change restyles this placeholder alone.
@MainActor
final class SlotLook {
  /// The look (fade and background declarations) the group wears, and its
  /// shared class; nil for the stylesheet's defaults.
  private(set) var current: (declarations: String, className: String)?

  /// Gives `group` the class of `placeholder`'s look, or none when the
  /// stylesheet's defaults already say it.
  func apply(_ item: PlaceholderContent, defaultBackground: PlaceholderBackground, to group: Widget) {
    let declarations = PlaceholderStyles.instanceDeclarations(
      fadeMilliseconds: item.appearance.fade.durationMilliseconds,
      background: item.appearance.background.replacingNone(with: defaultBackground))
    guard declarations != (current?.declarations ?? ""), let display = group.display else { return }
    let looks = PlaceholderLooks.on(display)
    var new: (declarations: String, className: String)?
    if !declarations.isEmpty {
      let className = looks.acquire(declarations)
      group.addCSSClass(className)
      new = (declarations, className)
    }
    if let old = current {
      group.removeCSSClass(old.className)
      looks.release(old.declarations)
    }
    current = new
  }

  /// Gives the look's rule back as the slot goes.
  func release(on display: OpaquePointer) {
    guard let current else { return }
    PlaceholderLooks.on(display).release(current.declarations)
    self.current = nil
  }
}
