internal import CGtk

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

  /// Writes the image to a PNG file, creating its directory if needed.
  public func writePNG(to path: String) throws(SnapshotError) {
    if let slash = path.lastIndex(of: "/"), slash != path.startIndex {
      _ = g_mkdir_with_parents(String(path[..<slash]), 0o755)
    }
    guard gdk_texture_save_to_png(gcast(texture.pointer), path) != 0 else { throw .cannotWrite(path: path) }
  }
}
