internal import CGtk

/// The keyboard focus as the list layer follows it: where it is in the
/// window, whether it is inside a widget, and taking it away.
extension Widget {
  /// Whether the widget is inside a window (GTK's root).
  package var isInWindow: Bool { gtk_widget_get_root(gtkWidget) != nil }

  /// The widget with the keyboard focus in this widget's window; nil
  /// outside a window, when nothing has it, or when the window itself has it.
  package var focusInWindow: Widget? {
    guard let window = gtk_widget_get_root(gtkWidget), let focus = gtk_root_get_focus(window),
      UnsafeMutableRawPointer(focus) != UnsafeMutableRawPointer(window)
    else { return nil }
    return Widget(retaining: focus)
  }

  /// Whether `other` is this widget or inside it.
  package func contains(_ other: Widget) -> Bool {
    other.gtkWidget == gtkWidget || gtk_widget_is_ancestor(other.gtkWidget, gtkWidget) != 0
  }

  /// Whether this wrapper and `other` hold the same GTK widget.
  package func isSame(as other: Widget) -> Bool { other.gtkWidget == gtkWidget }

  /// Whether the focus of this widget's window is this widget or inside it.
  package var containsFocus: Bool { focusInWindow.map(contains) ?? false }

  /// Takes the keyboard focus off every widget of this widget's window.
  package func clearWindowFocus() {
    guard let window = gtk_widget_get_root(gtkWidget) else { return }
    gtk_root_set_focus(window, nil)
  }

  /// Whether the widget or anything inside it can take the focus
  /// (`can-focus`); false keeps the whole widget out of Tab's way.
  package var canFocus: Bool {
    get { gtk_widget_get_can_focus(gtkWidget) != 0 }
    set { gtk_widget_set_can_focus(gtkWidget, newValue ? 1 : 0) }
  }

  /// Whether the widget itself is a focus stop (`focusable`).
  package var isFocusable: Bool {
    get { gtk_widget_get_focusable(gtkWidget) != 0 }
    set { gtk_widget_set_focusable(gtkWidget, newValue ? 1 : 0) }
  }

  /// Whether the widget and all its parents are shown
  /// (`gtk_widget_is_visible`), mapped or not.
  package var isDrawnWithParents: Bool { gtk_widget_is_visible(gtkWidget) != 0 }
}

extension Widget {
  /// Whether the widget is its window's focus widget, whether or not the
  /// window is active (a headless compositor's window never is).
  package var isFocus: Bool { gtk_widget_is_focus(gtkWidget) != 0 }
}
