internal import CGtk

@testable package import GtkKit
@testable internal import PlaceholderGtk

/// What a widget's drawing contains, read from its render nodes: how a
/// test sees the CSS opacity GTK applied (`gtk_widget_get_opacity` reports
/// only the widget's own property, not CSS).
@MainActor
package struct RenderSummary {
  /// The value of every opacity node, outermost first.
  package var opacities: [Double] = []
  /// The number of text nodes (runs of glyphs).
  package var textNodes = 0
  /// Whether anything was drawn.
  package var drewAnything = false

  /// Snapshots `widget` as it is drawn now.
  package init(of widget: Widget) {
    guard let paintable = gtk_widget_paintable_new(widget.gtkWidget), let snapshot = gtk_snapshot_new() else {
      return
    }
    defer { g_object_unref(UnsafeMutableRawPointer(paintable)) }
    gdk_paintable_snapshot(
      paintable, snapshot, Double(gtk_widget_get_width(widget.gtkWidget)),
      Double(gtk_widget_get_height(widget.gtkWidget)))
    guard let node = gtk_snapshot_free_to_node(snapshot) else { return }
    defer { gsk_render_node_unref(node) }
    drewAnything = true
    walk(node)
  }

  private mutating func walk(_ node: OpaquePointer) {
    switch gsk_render_node_get_node_type(node) {
    case GSK_CONTAINER_NODE:
      for index in 0..<gsk_container_node_get_n_children(node) {
        if let child = gsk_container_node_get_child(node, index) { walk(child) }
      }
    case GSK_OPACITY_NODE:
      opacities.append(Double(gsk_opacity_node_get_opacity(node)))
      if let child = gsk_opacity_node_get_child(node) { walk(child) }
    case GSK_CLIP_NODE:
      if let child = gsk_clip_node_get_child(node) { walk(child) }
    case GSK_ROUNDED_CLIP_NODE:
      if let child = gsk_rounded_clip_node_get_child(node) { walk(child) }
    case GSK_TRANSFORM_NODE:
      if let child = gsk_transform_node_get_child(node) { walk(child) }
    case GSK_DEBUG_NODE:
      if let child = gsk_debug_node_get_child(node) { walk(child) }
    case GSK_SHADOW_NODE:
      if let child = gsk_shadow_node_get_child(node) { walk(child) }
    case GSK_COLOR_MATRIX_NODE:
      if let child = gsk_color_matrix_node_get_child(node) { walk(child) }
    case GSK_TEXT_NODE:
      textNodes += 1
    default:
      break
    }
  }
}
