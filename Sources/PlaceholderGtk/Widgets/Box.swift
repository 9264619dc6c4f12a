import CGtk

/// Horizontal or vertical.
public enum Orientation: Sendable {
  /// Left to right (right to left in RTL locales).
  case horizontal
  /// Top to bottom.
  case vertical

  var gtk: GtkOrientation { self == .horizontal ? GTK_ORIENTATION_HORIZONTAL : GTK_ORIENTATION_VERTICAL }
}

/// A GtkBox: children in a row or a column.
@MainActor
public final class Box: Widget {
  /// Creates an empty box.
  public init(orientation: Orientation, spacing: Int = 0) {
    super.init(taking: gtk_box_new(orientation.gtk, Int32(clamping: spacing)))
  }

  /// Adds a child at the end.
  public func append(_ child: Widget) {
    gtk_box_append(gcast(gtkWidget), child.gtkWidget)
  }

  /// Adds a GTK widget built with the C API at the end.
  public func append(_ child: UnsafeMutablePointer<GtkWidget>) {
    gtk_box_append(gcast(gtkWidget), child)
  }

  /// Removes a child.
  public func remove(_ child: Widget) {
    guard gtk_widget_get_parent(child.gtkWidget) == gtkWidget else { return }
    gtk_box_remove(gcast(gtkWidget), child.gtkWidget)
  }
}

/// A GtkLabel.
@MainActor
public final class Label: Widget {
  /// Creates a label showing `text` literally.
  public init(_ text: String = "") {
    super.init(taking: gtk_label_new(text))
  }

  /// The text, shown literally (never parsed as markup).
  public var text: String {
    get { String(cString: gtk_label_get_text(gcast(gtkWidget))) }
    set { gtk_label_set_text(gcast(gtkWidget), newValue) }
  }

  /// Horizontal alignment of the text, 0 (start) to 1 (end).
  public var xAlign: Float {
    get { gtk_label_get_xalign(gcast(gtkWidget)) }
    set { gtk_label_set_xalign(gcast(gtkWidget), newValue) }
  }

  /// Whether long text wraps onto more lines.
  public var wraps: Bool {
    get { gtk_label_get_wrap(gcast(gtkWidget)) != 0 }
    set { gtk_label_set_wrap(gcast(gtkWidget), newValue ? 1 : 0) }
  }
}

extension Widget {
  /// Margins on all four sides, in pixels.
  public func setMargins(_ margin: Int) {
    let value = Int32(clamping: margin)
    gtk_widget_set_margin_top(gtkWidget, value)
    gtk_widget_set_margin_bottom(gtkWidget, value)
    gtk_widget_set_margin_start(gtkWidget, value)
    gtk_widget_set_margin_end(gtkWidget, value)
  }

  /// Whether the widget takes extra horizontal space.
  public var expandsHorizontally: Bool {
    get { gtk_widget_get_hexpand(gtkWidget) != 0 }
    set { gtk_widget_set_hexpand(gtkWidget, newValue ? 1 : 0) }
  }
}
