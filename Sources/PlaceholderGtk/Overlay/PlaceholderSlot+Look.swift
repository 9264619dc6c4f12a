internal import CGtk
import GtkKit
import PlaceholderCore

/// The placeholder's own fade duration and background: a class for its
/// look, shared with every placeholder that looks the same
/// (`PlaceholderLooks`), so a change restyles this placeholder alone.
extension PlaceholderSlot {
  /// Gives the group the class of `item`'s look, or none when the
  /// stylesheet's defaults already say it.
  func applyLook(_ item: PlaceholderContent) {
    let declarations = PlaceholderStyles.instanceDeclarations(
      fadeMilliseconds: item.appearance.fade.durationMilliseconds,
      background: item.appearance.background.replacingNone(with: defaultBackground))
    guard declarations != (look?.declarations ?? "") else { return }
    let looks = PlaceholderLooks.on(gtk_widget_get_display(widget.gtkWidget))
    var new: (declarations: String, className: String)?
    if !declarations.isEmpty {
      let className = looks.acquire(declarations)
      root.addCSSClass(className)
      new = (declarations, className)
    }
    if let old = look {
      root.removeCSSClass(old.className)
      looks.release(old.declarations)
    }
    look = new
  }
}
