internal import CGtk

extension Widget {
  /// The widget this one is inside, or nil for a window or a widget not yet
  /// added anywhere.
  public var parent: Widget? {
    gtk_widget_get_parent(gtkWidget).map { Widget(retaining: $0) }
  }

  /// The first of the widgets inside this one, or nil if it has none.
  /// Walk the rest with `nextSibling`.
  public var firstChild: Widget? {
    gtk_widget_get_first_child(gtkWidget).map { Widget(retaining: $0) }
  }

  /// The next widget inside the same parent, or nil after the last.
  public var nextSibling: Widget? {
    gtk_widget_get_next_sibling(gtkWidget).map { Widget(retaining: $0) }
  }
}
