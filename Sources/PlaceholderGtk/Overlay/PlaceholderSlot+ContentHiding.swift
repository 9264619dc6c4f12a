internal import CGtk
import GtkKit

/// Hiding the content under the placeholder (`hidesContent`).
///
/// The content stays in the overlay and keeps its allocation, so nothing
/// around it moves, but it is not mapped (not drawn, no input), cannot take
/// the focus, and is marked hidden for screen readers; the slot draws the
/// theme's view background in its place (`.placeholder-host.content-hidden`).
extension PlaceholderSlot {
  func applyContentHiding() {
    let hidden = hidesContent
    // Focus in content about to hide moves first (GTK would hand it to the
    // window's first focusable widget); content back may take it back.
    if hidden { settleFocus() }
    content.isChildVisible = !hidden
    // The content's place keeps a view's background, so a list waiting for
    // new rows looks like an empty list, not like the window behind it.
    hidden ? widget.addCSSClass("content-hidden") : widget.removeCSSClass("content-hidden")
    // A placeholder that takes input keeps the content out of the focus
    // chain on its own; otherwise the content is a Tab stop again.
    let coveredByInput = isShowing && (displayed?.behavior.isTouchAllowed ?? false)
    content.canFocus = !(hidden || coveredByInput)
    content.setAccessibleState(GTK_ACCESSIBLE_STATE_HIDDEN, hidden)
    if !hidden { settleFocus() }
    widget.queueDraw()
  }
}
