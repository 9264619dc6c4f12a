internal import CGtk
import GtkKit
import PlaceholderCore

/// The slot's widgets, made when first needed, and the lifecycle events
/// it hands out.
extension PlaceholderSlot {
  /// The scroller holding the stock layout, in the group; built on first use.
  func builtParts() -> (scroller: Widget, view: PlaceholderView) {
    if let built { return built }
    let scroller = Self.makeWidget { gtk_scrolled_window_new() }
    let view = PlaceholderView()
    gtk_overlay_add_overlay(gcast(root.gtkWidget), scroller.gtkWidget)
    scroller.addCSSClass("placeholder-scroller")
    let scrolled: OpaquePointer = gcast(scroller.gtkWidget)
    // Never sideways: the stock layout wraps its text instead, and the
    // scroller's minimum width stays the content's own.
    gtk_scrolled_window_set_policy(scrolled, GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC)
    gtk_scrolled_window_set_propagate_natural_width(scrolled, 1)
    gtk_scrolled_window_set_propagate_natural_height(scrolled, 1)
    gtk_scrolled_window_set_has_frame(scrolled, 0)
    gtk_scrolled_window_set_child(scrolled, view.widget.gtkWidget)
    // No Tab stop of its own: the group or its button is the placeholder's
    // one stop, and a screen reader would read the scroller as an empty
    // "scroll pane".
    gtk_widget_set_focusable(scroller.gtkWidget, 0)
    view.actionHandler = { [weak self] in self?.handleTap(on: .button) }
    built = (scroller, view)
    return (scroller, view)
  }

  func isScrolledWindow(_ candidate: Widget) -> Bool {
    pg_is_instance_of(candidate.gtkWidget, gtk_scrolled_window_get_type()) != 0
  }

  /// Delivers lifecycle events in order.
  func emit(_ events: [PresentationEvent]) {
    for event in events { eventHandler?(event) }
  }

  static func makeWidget(_ constructor: () -> UnsafeMutablePointer<GtkWidget>?) -> Widget {
    // GTK constructors do not return NULL; see PlaceholderView.make.
    guard let pointer = constructor() ?? gtk_label_new(nil) else { preconditionFailure("GTK returned no widget") }
    return Widget(taking: pointer)
  }
}
