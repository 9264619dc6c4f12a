internal import CGtk

/// Loads an image file into a texture with as many pixels as the screen
/// shows it at (the caller's sizing, e.g. PlaceholderCore's
/// `ImageFileResolution`).
///
/// `gdk_texture_new_from_filename` loads a file at its own size: an SVG
/// drawn at 48 px stays 48 px, blurred when GTK stretches it over a 128 px
/// icon on a scale-2 display's 256 device pixels. GtkImage's own file
/// loading (`gtk_image_set_from_file`) does no better: it renders an SVG at
/// its own size times the scale, not at the icon size. So a vector file is
/// rendered by GdkPixbuf at the size asked for, a raster file that needs
/// shrinking is shrunk by GdkPixbuf, and any other file loads as it is.
@MainActor
package enum ImageFileTexture {
  /// The pixel size to load a file at, given its own size and whether it
  /// is scalable (a vector file); nil loads it at its own size.
  package typealias Sizing = (_ fileWidth: Int, _ fileHeight: Int, _ isScalable: Bool) -> (width: Int, height: Int)?

  /// The texture for the file at `path` at the size `sizing` asks for, or
  /// GLib's reason why the file cannot be loaded.
  package static func load(_ path: String, sizing: Sizing) -> Result<ObjectReference, LoadError> {
    var width: Int32 = 0
    var height: Int32 = 0
    if let format = gdk_pixbuf_get_file_info(path, &width, &height),
      let size = sizing(Int(width), Int(height), gdk_pixbuf_format_is_scalable(format) != 0),
      gdk_pixbuf_format_is_scalable(format) != 0 || size != (Int(width), Int(height))
    {
      return loadWithPixbuf(path, width: size.width, height: size.height)
    }
    var error: UnsafeMutablePointer<GError>?
    defer { if let error { g_error_free(error) } }
    if let texture = gdk_texture_new_from_filename(path, &error) { return .success(ObjectReference(taking: texture)) }
    return .failure(LoadError(error))
  }

  /// Renders or scales the file to `width` × `height` pixels with GdkPixbuf.
  private static func loadWithPixbuf(_ path: String, width: Int, height: Int) -> Result<ObjectReference, LoadError> {
    var error: UnsafeMutablePointer<GError>?
    defer { if let error { g_error_free(error) } }
    guard let pixbuf = gdk_pixbuf_new_from_file_at_scale(path, Int32(width), Int32(height), 1, &error) else {
      return .failure(LoadError(error))
    }
    defer { g_object_unref(UnsafeMutableRawPointer(pixbuf)) }
    guard let texture = texture(of: pixbuf) else { return .failure(LoadError(nil)) }
    return .success(ObjectReference(taking: texture))
  }

  /// A memory texture holding the pixbuf's pixels, as
  /// `gdk_texture_new_for_pixbuf` makes (deprecated in GTK 4.20).
  private static func texture(of pixbuf: OpaquePointer) -> OpaquePointer? {
    guard gdk_pixbuf_get_bits_per_sample(pixbuf) == 8, let bytes = gdk_pixbuf_read_pixel_bytes(pixbuf) else {
      return nil
    }
    defer { g_bytes_unref(bytes) }
    let hasAlpha = gdk_pixbuf_get_has_alpha(pixbuf) != 0
    guard gdk_pixbuf_get_n_channels(pixbuf) == (hasAlpha ? 4 : 3) else { return nil }
    return gdk_memory_texture_new(
      gdk_pixbuf_get_width(pixbuf), gdk_pixbuf_get_height(pixbuf),
      hasAlpha ? GDK_MEMORY_R8G8B8A8 : GDK_MEMORY_R8G8B8, bytes, gsize(gdk_pixbuf_get_rowstride(pixbuf))
    )
  }

  /// Why an image file could not be loaded: GLib's message.
  package struct LoadError: Error {
    /// GLib's message, or "unknown error".
    package let reason: String

    /// The message of `error`, if any.
    init(_ error: UnsafeMutablePointer<GError>?) {
      reason = error.map { String(cString: $0.pointee.message) } ?? "unknown error"
    }
  }
}
