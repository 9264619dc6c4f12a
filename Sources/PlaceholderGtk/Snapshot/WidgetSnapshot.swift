internal import CGtk

/// Why a widget could not be rendered or saved.
public enum SnapshotError: Error, Equatable, CustomStringConvertible {
  /// The widget is not in a realized window, so there is no renderer.
  case notOnScreen
  /// The widget has no area to draw.
  case emptySize(width: Int, height: Int)
  /// The widget drew nothing (it is hidden, or not drawn yet).
  case nothingDrawn
  /// The renderer returned no image.
  case renderFailed
  /// The PNG file could not be written.
  case cannotWrite(path: String)

  /// A one-line explanation.
  public var description: String {
    switch self {
    case .notOnScreen: "the widget is not in a realized window"
    case .emptySize(let width, let height): "the widget has no area to draw (\(width)×\(height))"
    case .nothingDrawn: "the widget drew nothing (hidden, or not drawn yet)"
    case .renderFailed: "the renderer returned no image"
    case .cannotWrite(let path): "could not write \(path)"
    }
  }
}

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

/// A rendered widget: an image in memory.
@MainActor
public final class WidgetImage {
  let texture: ObjectReference
  /// Width in device pixels.
  public let width: Int
  /// Height in device pixels.
  public let height: Int

  init(texture: ObjectReference) {
    self.texture = texture
    let gdkTexture: OpaquePointer = gcast(texture.pointer)
    width = Int(gdk_texture_get_width(gdkTexture))
    height = Int(gdk_texture_get_height(gdkTexture))
  }

  /// The pixels, row by row, each `0xAARRGGBB` with premultiplied alpha.
  /// O(width × height).
  public func pixels() -> [UInt32] {
    guard width > 0, height > 0 else { return [] }
    var pixels = [UInt32](repeating: 0, count: width * height)
    pixels.withUnsafeMutableBytes { buffer in
      guard let base = buffer.baseAddress else { return }
      gdk_texture_download(gcast(texture.pointer), base.assumingMemoryBound(to: UInt8.self), gsize(width * 4))
    }
    return pixels
  }

  /// Summary statistics of the pixels (is it blank, how light is it).
  /// O(width × height).
  public var statistics: PixelStatistics { PixelStatistics(pixels: pixels()) }

  /// The fraction of pixels that differ noticeably from `other`'s; 1 when
  /// the sizes differ. O(width × height).
  public func differingFraction(from other: WidgetImage) -> Double {
    PixelStatistics.differingFraction(pixels(), other.pixels())
  }

  /// Writes the image to a PNG file, creating its directory if needed.
  public func writePNG(to path: String) throws(SnapshotError) {
    if let slash = path.lastIndex(of: "/"), slash != path.startIndex {
      _ = g_mkdir_with_parents(String(path[..<slash]), 0o755)
    }
    guard gdk_texture_save_to_png(gcast(texture.pointer), path) != 0 else { throw .cannotWrite(path: path) }
  }
}
