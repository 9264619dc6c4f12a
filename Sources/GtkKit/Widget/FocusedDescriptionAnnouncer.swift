package import CGtk
import Glibc

/// Speaks an announcement on GTK before 4.14, which has no call for it.
///
/// Orca (43, Debian 12's) speaks a change of the focused widget's
/// accessible description and nothing else GTK 4.8 can send: an alert or a
/// status role, a label's new text, a log all stay silent (measured with
/// Orca itself, `scripts/screen-reader/README.md`). So the words become the
/// focused widget's description for a moment:
/// - a widget with no description of its own loses it again in the same
///   turn of the main loop, which Orca does not speak, so nothing stale
///   stays behind for it to read later;
/// - one with a description of its own (Retry, described by its
///   placeholder's detail) gets it back once the focus has left, since Orca
///   would speak its return too.
@MainActor
package enum FocusedDescriptionAnnouncer {
  /// Says `message` through `target`, the focused widget (or the window).
  package static func speak(_ message: String, through target: UnsafeMutablePointer<GtkWidget>) {
    guard let own = AccessibleAttributes.ownDescription(of: target) else {
      AccessibleAttributes.setStringsUnkept(target, [(GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, message)])
      AccessibleAttributes.setStringsUnkept(target, [(GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, nil)])
      return
    }
    // The same words twice in a row would be no change: the second time
    // they end in an invisible space, which is not spoken.
    let previous = g_object_get_data(gcast(target), announcedKey).map {
      String(cString: $0.assumingMemoryBound(to: CChar.self))
    }
    let words = previous == message || message == own ? message + "\u{200B}" : message
    g_object_set_data_full(gcast(target), announcedKey, strdup(words), { free($0) })
    AccessibleAttributes.setStringsUnkept(target, [(GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, words)])
    restoreWhenFocusLeaves(target)
  }

  private static let announcedKey = "placeholders-announced"
  private static let pendingKey = "placeholders-description-restore"

  /// Puts the widget's own description back when it loses the focus, once
  /// however many announcements passed through it meanwhile.
  private static func restoreWhenFocusLeaves(_ widget: UnsafeMutablePointer<GtkWidget>) {
    guard g_object_get_data(gcast(widget), pendingKey) == nil else { return }
    let handler = Signals.connect(widget, "notify::has-focus") {
      guard gtk_widget_has_focus(widget) == 0 else { return }
      // The pending mark holds the handler's ID, to disconnect it by.
      let id = UInt(bitPattern: g_object_get_data(gcast(widget), pendingKey))
      Signals.disconnect(widget, id)
      g_object_set_data(gcast(widget), pendingKey, nil)
      g_object_set_data(gcast(widget), announcedKey, nil)
      AccessibleAttributes.setStringsUnkept(
        widget, [(GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, AccessibleAttributes.ownDescription(of: widget))])
    }
    g_object_set_data(gcast(widget), pendingKey, UnsafeMutableRawPointer(bitPattern: handler))
  }
}
