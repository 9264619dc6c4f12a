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
  /// Every texture drawn: its pixels and the size it was drawn at.
  package var textures: [DrawnTexture] = []

  /// A texture as drawn: `pixelWidth` × `pixelHeight` pixels over
  /// `width` × `height` logical pixels.
  package struct DrawnTexture: Equatable {
    /// The texture's width in pixels.
    package var pixelWidth: Int
    /// The texture's height in pixels.
    package var pixelHeight: Int
    /// The width it was drawn at, in logical pixels.
    package var width: Double
    /// The height it was drawn at, in logical pixels.
    package var height: Double

    /// A texture of `pixelWidth` × `pixelHeight` drawn over `width` × `height`.
    package init(_ pixelWidth: Int, _ pixelHeight: Int, _ width: Double, _ height: Double) {
      self.pixelWidth = pixelWidth
      self.pixelHeight = pixelHeight
      self.width = width
      self.height = height
    }
  }

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
    case GSK_TEXTURE_NODE:
      guard let texture = gsk_texture_node_get_texture(node) else { break }
      var bounds = graphene_rect_t()
      gsk_render_node_get_bounds(node, &bounds)
      textures.append(
        DrawnTexture(
          Int(gdk_texture_get_width(texture)), Int(gdk_texture_get_height(texture)), Double(bounds.size.width),
          Double(bounds.size.height)))
    default:
      break
    }
  }
}
