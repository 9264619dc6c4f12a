package import CGtk

/// The scrolled window settings the list layer changes beyond the public
/// wrapper: policies, natural size, frame, and the edge signal.
extension ScrolledWindow {
  /// Sets both scrollbar policies.
  package func setPolicies(horizontal: GtkPolicyType, vertical: GtkPolicyType) {
    gtk_scrolled_window_set_policy(gcast(gtkWidget), horizontal, vertical)
  }

  /// Whether the window asks for its child's natural width and height
  /// instead of a small scrolling viewport.
  package var propagatesNaturalSize: Bool {
    get { gtk_scrolled_window_get_propagate_natural_height(gcast(gtkWidget)) != 0 }
    set {
      gtk_scrolled_window_set_propagate_natural_width(gcast(gtkWidget), newValue ? 1 : 0)
      gtk_scrolled_window_set_propagate_natural_height(gcast(gtkWidget), newValue ? 1 : 0)
    }
  }

  /// Whether a frame is drawn around the child.
  package var hasFrame: Bool {
    get { gtk_scrolled_window_get_has_frame(gcast(gtkWidget)) != 0 }
    set { gtk_scrolled_window_set_has_frame(gcast(gtkWidget), newValue ? 1 : 0) }
  }

  /// Emits `edge-overshot` for `position`, as a scroll pushed past that
  /// edge (what pull-to-refresh and load-more controls listen to).
  package func emitEdgeOvershot(_ position: GtkPositionType) {
    let signal = g_signal_lookup("edge-overshot", gtk_scrolled_window_get_type())
    guard signal != 0 else { return }
    var arguments = [GValue](repeating: GValue(), count: 2)
    g_value_init(&arguments[0], gtk_scrolled_window_get_type())
    g_value_set_object(&arguments[0], UnsafeMutableRawPointer(gtkWidget))
    g_value_init(&arguments[1], gtk_position_type_get_type())
    g_value_set_enum(&arguments[1], Int32(position.rawValue))
    g_signal_emitv(&arguments, signal, 0, nil)
    for index in arguments.indices { g_value_unset(&arguments[index]) }
  }
}
