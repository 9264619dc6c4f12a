package import CGtk

/// A GtkOverlay: a child, with widgets stacked over it that a handler can
/// place itself (`get-child-position`).
@MainActor
package final class Overlay: Widget {
  /// A rectangle an overlay child is placed at, in the overlay's coordinates.
  package typealias Placement = (x: Int, y: Int, width: Int, height: Int)

  /// An empty overlay; an accessible `role` other than a generic one is
  /// set as it is made (GTK only takes it then).
  package init(role: GtkAccessibleRole? = nil) {
    let made: UnsafeMutablePointer<GtkWidget>? =
      if let role {
        AccessibleAttributes.makeWidget(type: gtk_overlay_get_type(), role: role)
      } else {
        gtk_overlay_new()
      }
    // GTK's constructors do not return NULL; the label keeps this total.
    guard let widget = made ?? gtk_label_new(nil) else { preconditionFailure("GTK returned no widget") }
    super.init(taking: widget)
  }

  /// The widget under the overlays.
  package func setChild(_ child: Widget?) { gtk_overlay_set_child(gcast(gtkWidget), child?.gtkWidget) }

  /// Stacks `overlay` over the child (and over the overlays added before).
  package func addOverlay(_ overlay: Widget) { gtk_overlay_add_overlay(gcast(gtkWidget), overlay.gtkWidget) }

  /// Places overlay children by `handler`, which answers nil to leave a
  /// child to GTK (at its natural size by its alignment).
  package func placeChildren(by handler: @escaping @MainActor (Widget) -> Placement?) {
    let typed: ChildPositionHandler = { child in handler(Widget(retaining: child)) }
    let trampoline:
      @convention(c) (
        UnsafeMutableRawPointer, UnsafeMutablePointer<GtkWidget>, UnsafeMutablePointer<GdkRectangle>,
        UnsafeMutableRawPointer
      ) -> gboolean = { _, child, allocation, data in
        MainThread.assumeIsolated {
          guard let rect = ClosureBox<ChildPositionHandler>.from(data).handler(child) else { return 0 }
          allocation.pointee = GdkRectangle(
            x: Int32(clamping: rect.x), y: Int32(clamping: rect.y), width: Int32(clamping: rect.width),
            height: Int32(clamping: rect.height))
          return 1
        }
      }
    _ = Signals.connect(
      gtkWidget, "get-child-position", boxing: typed, swapped: false,
      trampoline: unsafeBitCast(trampoline, to: GCallback.self))
  }

  private typealias ChildPositionHandler = @MainActor (UnsafeMutablePointer<GtkWidget>) -> Placement?
}
