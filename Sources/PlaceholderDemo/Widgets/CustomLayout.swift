import CGtk
import GtkKit

// Outside GtkKit's scope (see CWidgets.swift and GtkKit's landing page):
// GtkCustomLayout, for the demo's two containers that lay out their children
// themselves: a row that wraps (WrapBox) and the window's width watch
// (WidthWatch). GTK 4.8 has no GtkBreakpoint and no wrapping box.

/// What a custom layout asks of the Swift object that lays a widget out.
/// Sizes are in pixels; `forSize` is the other dimension, or -1 for none.
@MainActor
protocol CustomLayoutHandler: AnyObject {
  func measure(_ widget: UnsafeMutablePointer<GtkWidget>, _ orientation: GtkOrientation, forSize: Int) -> (
    minimum: Int, natural: Int
  )
  func allocate(_ widget: UnsafeMutablePointer<GtkWidget>, width: Int, height: Int)
}

/// Installs a ``CustomLayoutHandler`` as a widget's layout manager. The
/// widget keeps the handler (object data released with it), so the handler
/// must not keep the widget.
@MainActor
enum CustomLayout {
  private static let key = "placeholders-demo-custom-layout"

  /// Replaces `widget`'s layout manager with one that asks `handler`. Use
  /// it on a fresh GtkBox only, and then never its spacing or orientation
  /// (GtkBox passes those to the box layout it no longer has).
  static func install(_ handler: some CustomLayoutHandler, on widget: Widget) {
    let object = widget.widgetPointer.assumingMemoryBound(to: GObject.self)
    g_object_set_data_full(object, key, Unmanaged.passRetained(handler as AnyObject).toOpaque()) { data in
      guard let data else { return }
      Unmanaged<AnyObject>.fromOpaque(data).release()
    }
    let layout = gtk_custom_layout_new(
      { _ in GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH },
      { widget, orientation, forSize, minimum, natural, _, _ in
        guard let widget else { return }
        let size: (minimum: Int, natural: Int) = MainActor.assumeIsolated {
          CustomLayout.handler(of: widget)?.measure(widget, orientation, forSize: Int(forSize)) ?? (0, 0)
        }
        minimum?.pointee = Int32(clamping: size.minimum)
        natural?.pointee = Int32(clamping: size.natural)
      },
      { widget, width, height, _ in
        guard let widget else { return }
        MainActor.assumeIsolated {
          CustomLayout.handler(of: widget)?.allocate(widget, width: Int(width), height: Int(height))
        }
      })
    gtk_widget_set_layout_manager(widget.cPointer(), layout)
  }

  /// The handler installed on `widget`, if any.
  private static func handler(of widget: UnsafeMutablePointer<GtkWidget>) -> (any CustomLayoutHandler)? {
    let object = UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GObject.self)
    guard let data = g_object_get_data(object, key) else { return nil }
    return Unmanaged<AnyObject>.fromOpaque(data).takeUnretainedValue() as? any CustomLayoutHandler
  }

  /// The children GTK would lay out (visible ones), in order.
  static func children(of widget: UnsafeMutablePointer<GtkWidget>) -> [UnsafeMutablePointer<GtkWidget>] {
    var children: [UnsafeMutablePointer<GtkWidget>] = []
    var child = gtk_widget_get_first_child(widget)
    while let current = child {
      if gtk_widget_should_layout(current) != 0 { children.append(current) }
      child = gtk_widget_get_next_sibling(current)
    }
    return children
  }

  /// A child's minimum and natural size in one orientation.
  static func measure(_ child: UnsafeMutablePointer<GtkWidget>, _ orientation: GtkOrientation, forSize: Int) -> (
    minimum: Int, natural: Int
  ) {
    var minimum: Int32 = 0
    var natural: Int32 = 0
    gtk_widget_measure(child, orientation, Int32(clamping: forSize), &minimum, &natural, nil, nil)
    return (Int(minimum), Int(natural))
  }
}
