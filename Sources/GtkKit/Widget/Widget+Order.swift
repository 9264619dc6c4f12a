internal import CGtk

extension Widget {
  /// Moves the widget inside `parent` to just after `sibling` (first, for nil).
  package func insert(into parent: Widget, after sibling: Widget?) {
    gtk_widget_insert_after(gtkWidget, parent.gtkWidget, sibling?.gtkWidget)
  }
}
