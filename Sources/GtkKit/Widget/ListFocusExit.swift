package import CGtk

/// Tab out of a list: the focus goes to the widget after (or before) the
/// list, as if the list were one stop. GTK 4.8's list view makes every row
/// a Tab stop, so a thousand rows would take a thousand Tabs to pass.
@MainActor
package enum ListFocusExit {
  /// Moves the focus from inside `scrolled` (the list's scrolled window)
  /// to the next focusable widget of its window in that direction.
  package static func leave(_ scrolled: UnsafeMutablePointer<GtkWidget>, forward: Bool) {
    guard let root = gtk_widget_get_root(scrolled) else { return }
    // While the list cannot take the focus, GTK's Tab passes over it.
    let couldFocus = gtk_widget_get_can_focus(scrolled)
    gtk_widget_set_can_focus(scrolled, 0)
    _ = gtk_widget_child_focus(gcast(root), forward ? GTK_DIR_TAB_FORWARD : GTK_DIR_TAB_BACKWARD)
    gtk_widget_set_can_focus(scrolled, couldFocus)
  }

  /// Whether a key press is Tab or Shift+Tab without Control or Alt, and
  /// which way it goes; nil for any other key.
  package static func tabDirection(_ keyval: UInt32, _ state: GdkModifierType) -> Bool? {
    guard keyval == UInt32(GDK_KEY_Tab) || keyval == UInt32(GDK_KEY_KP_Tab) || keyval == UInt32(GDK_KEY_ISO_Left_Tab),
      state.rawValue & (GDK_CONTROL_MASK.rawValue | GDK_ALT_MASK.rawValue) == 0
    else { return nil }
    return keyval != UInt32(GDK_KEY_ISO_Left_Tab) && state.rawValue & GDK_SHIFT_MASK.rawValue == 0
  }
}
