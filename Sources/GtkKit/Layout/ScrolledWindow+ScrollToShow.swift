internal import CGtk

extension ScrolledWindow {
  /// Scrolls vertically by the least distance that shows `descendant`
  /// whole (its top part, if it is taller than the window), without moving
  /// the keyboard focus. Does nothing if `descendant` is not inside the
  /// window or nothing is laid out yet.
  ///
  /// Lists scroll to the row that takes the focus by themselves; this is
  /// for a row chosen from code.
  public func scrollToShow(_ descendant: Widget) {
    guard let content = gtk_scrolled_window_get_child(gcast(gtkWidget)),
      let adjustment = gtk_scrolled_window_get_vadjustment(gcast(gtkWidget))
    else { return }
    var bounds = graphene_rect_t()
    guard gtk_widget_compute_bounds(descendant.gtkWidget, content, &bounds) != 0 else { return }
    // The window's own child (a viewport, or a scrollable widget) has its
    // origin at the top of what shows; a child inside the viewport GTK adds
    // has its origin at the top of the content.
    let isVisibleArea = gtk_widget_get_parent(content) == gtkWidget
    let top = Double(bounds.origin.y) + (isVisibleArea ? gtk_adjustment_get_value(adjustment) : 0)
    gtk_adjustment_clamp_page(adjustment, top, top + Double(bounds.size.height))
  }
}
