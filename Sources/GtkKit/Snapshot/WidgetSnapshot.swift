internal import CGtk

/// Renders widgets to images without a window manager or a screen grab: the
/// widget's current drawing (`gtk_widget_paintable_new`) is snapshotted to a
/// render node and rendered off screen by the renderer of its own window.
///
/// The demo's `--screenshot DIR` and the tests' screenshots use it. The
/// image is in device pixels: twice the widget's size at scale 2.
@MainActor
public enum WidgetSnapshot {
  /// Renders `widget` as it is drawn now. It must be in a realized window
  /// and have been drawn at least once (run the main loop after presenting).
  public static func render(_ widget: Widget) throws(SnapshotError) -> WidgetImage {
    let gtkWidget = widget.gtkWidget
    guard let native = gtk_widget_get_native(gtkWidget), let renderer = gtk_native_get_renderer(native) else {
      throw .notOnScreen
    }
    let width = Int(gtk_widget_get_width(gtkWidget))
    let height = Int(gtk_widget_get_height(gtkWidget))
    guard width > 0, height > 0 else { throw .emptySize(width: width, height: height) }
    let scale = max(Int(gtk_widget_get_scale_factor(gtkWidget)), 1)
    guard let paintable = gtk_widget_paintable_new(gtkWidget) else { throw .renderFailed }
    defer { g_object_unref(UnsafeMutableRawPointer(paintable)) }
    guard let snapshot = gtk_snapshot_new() else { throw .renderFailed }
    gtk_snapshot_scale(snapshot, Float(scale), Float(scale))
    gdk_paintable_snapshot(paintable, snapshot, Double(width), Double(height))
    guard let node = gtk_snapshot_free_to_node(snapshot) else { throw .nothingDrawn }
    defer { gsk_render_node_unref(node) }
    var viewport = graphene_rect_t(
      origin: graphene_point_t(x: 0, y: 0),
      size: graphene_size_t(width: Float(width * scale), height: Float(height * scale)))
    guard let texture = gsk_renderer_render_texture(renderer, node, &viewport) else { throw .renderFailed }
    return WidgetImage(texture: ObjectReference(taking: UnsafeMutableRawPointer(texture)))
  }

  /// Renders `widget` and writes it to a PNG file, creating the directory
  /// if needed. Returns the image, for checking it.
  @discardableResult
  public static func writePNG(of widget: Widget, to path: String) throws(SnapshotError) -> WidgetImage {
    let image = try render(widget)
    try image.writePNG(to: path)
    return image
  }
}
