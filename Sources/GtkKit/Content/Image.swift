package import CGtk

/// A GtkImage: a themed icon or a picture file.
@MainActor
public final class Image: Widget {
  /// A themed icon ("folder-symbolic"), `pixelSize` pixels square.
  public init(iconName: String, pixelSize: Int? = nil) {
    super.init(taking: gtk_image_new_from_icon_name(iconName))
    if let pixelSize { self.pixelSize = pixelSize }
  }

  /// An image showing nothing yet, `pixelSize` pixels square once it shows
  /// an icon: for a cell that sets its icon when it is bound.
  public init(pixelSize: Int? = nil) {
    super.init(taking: gtk_image_new())
    if let pixelSize { self.pixelSize = pixelSize }
  }

  /// Wraps a GtkImage made elsewhere in the package, taking its reference.
  package override init(taking widget: UnsafeMutablePointer<GtkWidget>) {
    super.init(taking: widget)
  }

  /// A picture from a file; GTK shows its "missing image" icon if the file
  /// cannot be read.
  public init(file path: String) {
    super.init(taking: gtk_image_new_from_file(path))
  }

  /// The themed icon shown, if the image shows one.
  public var iconName: String? {
    get { gtk_image_get_icon_name(gcast(gtkWidget)).map { String(cString: $0) } }
    set { gtk_image_set_from_icon_name(gcast(gtkWidget), newValue) }
  }

  /// The icon's size in pixels.
  public var pixelSize: Int {
    get { Int(gtk_image_get_pixel_size(gcast(gtkWidget))) }
    set { gtk_image_set_pixel_size(gcast(gtkWidget), Int32(clamping: newValue)) }
  }
}
