package import CGtk

/// A GtkBox: children in a row or a column.
@MainActor
public final class Box: Widget {
  /// Creates an empty box.
  public init(orientation: Orientation, spacing: Int = 0) {
    super.init(taking: gtk_box_new(orientation.gtk, Int32(clamping: spacing)))
  }

  /// Wraps a box made with `g_object_new` (one given an accessible role,
  /// which only construction can set), taking its floating reference.
  package init(takingBox box: UnsafeMutablePointer<GtkWidget>, orientation: Orientation, spacing: Int) {
    super.init(taking: box)
    gtk_orientable_set_orientation(gcast(box), orientation.gtk)
    gtk_box_set_spacing(gcast(box), Int32(clamping: spacing))
  }

  /// Creates a box holding `children`, in order.
  public convenience init(orientation: Orientation, spacing: Int = 0, children: [Widget]) {
    self.init(orientation: orientation, spacing: spacing)
    for child in children { append(child) }
  }

  /// Adds a child at the end.
  public func append(_ child: Widget) {
    gtk_box_append(gcast(gtkWidget), child.gtkWidget)
  }

  /// Adds a GTK widget built with the C API at the end.
  package func append(_ child: UnsafeMutablePointer<GtkWidget>) {
    gtk_box_append(gcast(gtkWidget), child)
  }

  /// Adds a child at the start.
  public func prepend(_ child: Widget) {
    gtk_box_prepend(gcast(gtkWidget), child.gtkWidget)
  }

  /// Removes a child; a widget that is not a child is left alone.
  public func remove(_ child: Widget) {
    guard gtk_widget_get_parent(child.gtkWidget) == gtkWidget else { return }
    gtk_box_remove(gcast(gtkWidget), child.gtkWidget)
  }

  /// Removes every child.
  public func removeAll() {
    while let child = gtk_widget_get_first_child(gtkWidget) {
      gtk_box_remove(gcast(gtkWidget), child)
    }
  }

  /// The space between children, in pixels.
  public var spacing: Int {
    get { Int(gtk_box_get_spacing(gcast(gtkWidget))) }
    set { gtk_box_set_spacing(gcast(gtkWidget), Int32(clamping: newValue)) }
  }

  /// Whether every child gets the same size.
  public var isHomogeneous: Bool {
    get { gtk_box_get_homogeneous(gcast(gtkWidget)) != 0 }
    set { gtk_box_set_homogeneous(gcast(gtkWidget), newValue ? 1 : 0) }
  }
}
