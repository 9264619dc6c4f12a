internal import CGtk

/// A widget that lays out along an axis that can turn: a window too narrow
/// for a row stacks it into a column (GNOME's adaptive layouts).
@MainActor
public protocol Orientable: Widget {}

extension Orientable {
  /// The axis the widget lays out along; setting it turns the widget.
  public var orientation: Orientation {
    get { gtk_orientable_get_orientation(gcast(gtkWidget)) == GTK_ORIENTATION_VERTICAL ? .vertical : .horizontal }
    set { gtk_orientable_set_orientation(gcast(gtkWidget), newValue.gtk) }
  }
}

extension Box: Orientable {}
extension Separator: Orientable {}
extension ToggleGroup: Orientable {}
