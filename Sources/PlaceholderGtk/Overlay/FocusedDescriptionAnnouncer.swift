internal import CGtk
import GtkKit

/// Speaks an announcement on GTK before 4.14, which has no call for it.
///
/// Orca (43, Debian 12's) speaks a change of the focused widget's
/// accessible description and nothing else GTK 4.8 can send: an alert or a
/// status role, a label's new text, a log all stay silent (measured with
/// Orca itself, `scripts/screen-reader/README.md`). So the words become the
/// focused widget's description, cleared first so that the same words are
/// said again (clearing is silent); the widget's own description comes
/// back once the focus has left it, when no screen reader speaks it.
@MainActor
enum FocusedDescriptionAnnouncer {
  /// Says `message` through the focus of `widget`'s window (the window
  /// itself when nothing has the focus). False outside a window.
  static func speak(_ message: String, near widget: Widget) -> Bool {
    guard let root = gtk_widget_get_root(widget.gtkWidget) else { return false }
    let target: UnsafeMutablePointer<GtkWidget> = gtk_root_get_focus(root) ?? gcast(root)
    AccessibleAttributes.setStringsUnkept(target, [(GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, "")])
    AccessibleAttributes.setStringsUnkept(target, [(GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, message)])
    restoreWhenFocusLeaves(target)
    return true
  }

  private static let pendingKey = "placeholders-description-restore"

  /// Puts the widget's own description back when it loses the focus, once
  /// however many announcements passed through it meanwhile.
  private static func restoreWhenFocusLeaves(_ widget: UnsafeMutablePointer<GtkWidget>) {
    guard g_object_get_data(gcast(widget), pendingKey) == nil else { return }
    g_object_set_data(gcast(widget), pendingKey, UnsafeMutableRawPointer(bitPattern: 1))
    var handler: UInt = 0
    handler = Signals.connect(widget, "notify::has-focus") {
      guard gtk_widget_has_focus(widget) == 0 else { return }
      Signals.disconnect(widget, handler)
      g_object_set_data(gcast(widget), pendingKey, nil)
      AccessibleAttributes.setStringsUnkept(
        widget, [(GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, AccessibleAttributes.ownDescription(of: widget))])
    }
  }
}
