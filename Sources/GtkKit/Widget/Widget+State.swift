package import CGtk

/// Widget switches and queries the list layer needs beyond the public
/// wrappers: input, drawing, the display and its settings.
extension Widget {
  /// Whether the widget and its children take pointer input.
  package var canTarget: Bool {
    get { gtk_widget_get_can_target(gtkWidget) != 0 }
    set { gtk_widget_set_can_target(gtkWidget, newValue ? 1 : 0) }
  }

  /// Whether the widget is mapped when its parent is: false keeps its
  /// place and size but takes it off screen (`child-visible`).
  package var isChildVisible: Bool {
    get { gtk_widget_get_child_visible(gtkWidget) != 0 }
    set { gtk_widget_set_child_visible(gtkWidget, newValue ? 1 : 0) }
  }

  /// Clips what the widget's children draw to its own area.
  package func clipsChildren() { gtk_widget_set_overflow(gtkWidget, GTK_OVERFLOW_HIDDEN) }

  /// Asks for the widget to be placed again at the next frame.
  package func queueAllocate() { gtk_widget_queue_allocate(gtkWidget) }

  /// Asks for the widget to be measured again at the next frame.
  package func queueResize() { gtk_widget_queue_resize(gtkWidget) }

  /// The display the widget is on (the default display before it is in a
  /// window).
  package var display: OpaquePointer? { gtk_widget_get_display(gtkWidget) }

  /// The widget's scale factor: device pixels per pixel.
  package var scaleFactor: Int { Int(gtk_widget_get_scale_factor(gtkWidget)) }

  /// Whether the desktop lets the widget animate (`gtk-enable-animations`).
  package var animationsEnabled: Bool {
    guard let settings = gtk_widget_get_settings(gtkWidget) else { return true }
    return Properties.bool(UnsafeMutableRawPointer(settings), "gtk-enable-animations")
  }

  /// Runs `handler` each time the desktop turns animations on or off.
  package func onAnimationsSettingChanged(_ handler: @escaping @MainActor () -> Void) -> SignalConnection? {
    guard let settings = gtk_widget_get_settings(gtkWidget) else { return nil }
    let id = Signals.connectPointer(settings, "notify::gtk-enable-animations") { _ in handler() }
    return SignalConnection(settings, handlerID: id)
  }

  /// Whether the widget is a `type` (or a subclass of it).
  package func isInstance(of type: GType) -> Bool { pg_is_instance_of(gtkWidget, type) != 0 }

  /// Whether the widget is a GtkScrolledWindow.
  package var isScrolledWindow: Bool { isInstance(of: gtk_scrolled_window_get_type()) }

  /// The widget's rectangle in `other`'s coordinates; nil when the two
  /// share no window or the widget is not placed yet.
  package func bounds(in other: Widget) -> (x: Double, y: Double, width: Double, height: Double)? {
    var bounds = graphene_rect_t()
    guard gtk_widget_compute_bounds(gtkWidget, other.gtkWidget, &bounds) != 0 else { return nil }
    return (Double(bounds.origin.x), Double(bounds.origin.y), Double(bounds.size.width), Double(bounds.size.height))
  }

  /// Stops a callback `MainLoopCallbacks.everyFrame` started.
  package func removeTickCallback(_ id: UInt32) { gtk_widget_remove_tick_callback(gtkWidget, id) }

  /// The deepest widget at (`x`, `y`) in this widget's coordinates that
  /// takes input, or nil.
  package func pick(x: Double, y: Double) -> Widget? {
    gtk_widget_pick(gtkWidget, x, y, pg_pick_default()).map { Widget(retaining: $0) }
  }

  /// Adds an event controller (a gesture, a key or scroll controller) the
  /// caller made; the widget takes its reference.
  package func addController(_ controller: OpaquePointer) {
    gtk_widget_add_controller(gtkWidget, controller)
  }
}
