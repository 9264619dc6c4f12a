internal import CGtk

extension ListAdapting {
  /// The list's vertical scroll position and range: read it, set its
  /// `value` to scroll, or watch it with `onValueChanged`.
  public var verticalAdjustment: Adjustment {
    Adjustment(retaining: gtk_scrolled_window_get_vadjustment(gcast(machinery.scrolledWindow.gtkWidget)))
  }
}
