import CGtk

/// A GTK widget held from Swift.
///
/// The wrapper owns one reference to the widget (see `ObjectReference`), so
/// the widget outlives its parent only as long as the wrapper does. Apps that
/// build the rest of their interface with GTK's C API embed a wrapper with
/// `gtkWidget`, the one raw pointer this library hands out.
@MainActor
open class Widget {
  let reference: ObjectReference

  /// Wraps a widget the caller owns or that is floating (a fresh `gtk_*_new`
  /// result); Swift takes that reference.
  public init(taking widget: UnsafeMutablePointer<GtkWidget>) {
    reference = ObjectReference(taking: widget)
  }

  /// Wraps a borrowed widget; Swift adds a reference of its own.
  public init(retaining widget: UnsafeMutablePointer<GtkWidget>) {
    reference = ObjectReference(retaining: widget)
  }

  /// The widget, for embedding it with GTK's C API. Valid while this wrapper
  /// lives.
  public var gtkWidget: UnsafeMutablePointer<GtkWidget> { reference.cast() }

  /// The widget's accessible/diagnostic name of its GType, e.g. "GtkListView".
  public var typeName: String { String(cString: pg_type_name_of(reference.pointer)) }

  /// Whether the widget is shown (its own visibility, not its parents').
  public var isVisible: Bool {
    get { gtk_widget_get_visible(gtkWidget) != 0 }
    set { gtk_widget_set_visible(gtkWidget, newValue ? 1 : 0) }
  }

  /// Adds a CSS class.
  public func addCSSClass(_ name: String) { gtk_widget_add_css_class(gtkWidget, name) }

  /// Removes a CSS class.
  public func removeCSSClass(_ name: String) { gtk_widget_remove_css_class(gtkWidget, name) }

  /// Whether the widget has a CSS class.
  public func hasCSSClass(_ name: String) -> Bool { gtk_widget_has_css_class(gtkWidget, name) != 0 }
}
