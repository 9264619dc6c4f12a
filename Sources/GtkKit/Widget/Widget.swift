package import CGtk

/// A GTK widget held from Swift: the base of every wrapper in this library.
///
/// The wrapper owns one reference to the widget, so the widget lives at least
/// as long as the wrapper. Containers keep their children alive on their own:
/// a wrapper can be dropped once its widget is in a window.
///
/// ## Widgets this library does not wrap
///
/// The one escape hatch to GTK's C API is the widget's pointer, with GTK's
/// C functions from the `CGtk` product: `widgetPointer`, `pointer(as:)`
/// and `opaquePointer` hand it out, `init(wrapping:)` wraps a widget built
/// elsewhere (C, GtkBuilder) so it can go into a ``Box`` or a ``Window``,
/// and a subclass of `Widget` outside this library starts with
/// `init(adopting:)` (a widget it makes with C) or `init(sharing:)` (a
/// GtkKit widget it is built from).
@MainActor
open class Widget {
  /// Swift's reference to the widget, held inline: one object per wrapper.
  let reference: OwnedObject

  /// Wraps a widget the caller owns or that is floating (a fresh `gtk_*_new`
  /// result); Swift takes that reference.
  package init(taking widget: UnsafeMutablePointer<GtkWidget>) {
    reference = OwnedObject(taking: widget)
  }

  /// Wraps a borrowed widget; Swift adds a reference of its own.
  package init(retaining widget: UnsafeMutablePointer<GtkWidget>) {
    reference = OwnedObject(retaining: widget)
  }

  /// Makes a wrapper of a widget an app builds with GTK's C API (the
  /// `CGtk` product), for a subclass of `Widget` outside this library:
  /// `super.init(adopting: gtk_paned_new(GTK_ORIENTATION_HORIZONTAL))`.
  /// Takes the reference a `gtk_*_new` call returns (or one the caller
  /// owns). Passing anything but a widget is a programming error and stops
  /// the program.
  public init(adopting widgetPointer: UnsafeMutableRawPointer) {
    precondition(pg_is_widget(widgetPointer) != 0, "Widget(adopting:) was given a pointer that is not a GtkWidget")
    reference = OwnedObject(taking: widgetPointer.assumingMemoryBound(to: GtkWidget.self))
  }

  /// Makes a wrapper of the same widget as `widget`, for a subclass built
  /// out of a GtkKit widget: `super.init(sharing: Box(orientation:
  /// .vertical, spacing: 6))`, then fill the box through the subclass.
  public init(sharing widget: Widget) {
    reference = OwnedObject(retaining: widget.gtkWidget)
  }

  /// Wraps a `GtkWidget *` made elsewhere (C code, GtkBuilder); the wrapper
  /// adds a reference of its own. Returns nil if the pointer is not a widget.
  public convenience init?(wrapping widgetPointer: UnsafeMutableRawPointer) {
    guard pg_is_widget(widgetPointer) != 0 else { return nil }
    self.init(retaining: widgetPointer.assumingMemoryBound(to: GtkWidget.self))
  }

  /// The widget as a `GtkWidget *`, for GTK calls this library does not
  /// wrap. Valid while this wrapper lives.
  public var widgetPointer: UnsafeMutableRawPointer { UnsafeMutableRawPointer(reference.pointer) }

  /// The widget as a pointer to its GTK type, for a C call this library
  /// does not wrap: `gtk_window_set_modal(window.pointer(as:
  /// GtkWindow.self), 1)`. Valid while this wrapper lives; the type is
  /// not checked.
  public func pointer<T>(as type: T.Type) -> UnsafeMutablePointer<T> { widgetPointer.assumingMemoryBound(to: T.self) }

  /// The widget as an opaque pointer, for the GTK types C declares without
  /// a body (GtkPaned, GtkListBox…). Valid while this wrapper lives.
  public var opaquePointer: OpaquePointer { OpaquePointer(widgetPointer) }

  /// The widget, typed for calling GTK inside the package.
  package var gtkWidget: UnsafeMutablePointer<GtkWidget> { reference.cast() }

  /// The name of the widget's GType, e.g. "GtkListView".
  public var typeName: String { String(cString: pg_type_name_of(reference.pointer)) }

  /// Whether the widget is shown (its own visibility, not its parents').
  public var isVisible: Bool {
    get { gtk_widget_get_visible(gtkWidget) != 0 }
    set { gtk_widget_set_visible(gtkWidget, newValue ? 1 : 0) }
  }

  /// Whether the widget is on screen now: shown, and every parent up to its
  /// window shown and mapped.
  public var isMapped: Bool { gtk_widget_get_mapped(gtkWidget) != 0 }

  /// Whether the widget reacts to input; an insensitive widget is greyed out.
  public var isSensitive: Bool {
    get { gtk_widget_get_sensitive(gtkWidget) != 0 }
    set { gtk_widget_set_sensitive(gtkWidget, newValue ? 1 : 0) }
  }

  /// Whether the widget has the keyboard focus.
  public var hasFocus: Bool { gtk_widget_has_focus(gtkWidget) != 0 }

  /// Moves the keyboard focus to the widget (or the first focusable widget
  /// inside it). Returns whether the focus moved.
  @discardableResult
  public func grabFocus() -> Bool { gtk_widget_grab_focus(gtkWidget) != 0 }

  /// Moves the keyboard focus to the first control inside the widget, as
  /// Tab would (a page just opened, its first field); returns whether one
  /// took it.
  @discardableResult
  public func moveFocusInto() -> Bool { gtk_widget_child_focus(gtkWidget, GTK_DIR_TAB_FORWARD) != 0 }

  /// The tooltip shown on hover, or nil for none.
  public var tooltip: String? {
    get { gtk_widget_get_tooltip_text(gtkWidget).map { String(cString: $0) } }
    set { gtk_widget_set_tooltip_text(gtkWidget, newValue) }
  }

  /// Adds a CSS class. An empty name is ignored (GTK would log a critical).
  /// (Once per row a list makes: names go to C through `withCString(_:_:)`.)
  public func addCSSClass(_ name: String) {
    guard !name.isEmpty else { return }
    withCString(name) { gtk_widget_add_css_class(gtkWidget, $0) }
  }

  /// Removes a CSS class. An empty name is ignored.
  public func removeCSSClass(_ name: String) {
    guard !name.isEmpty else { return }
    withCString(name) { gtk_widget_remove_css_class(gtkWidget, $0) }
  }

  /// Whether the widget has a CSS class; never for an empty name.
  public func hasCSSClass(_ name: String) -> Bool {
    !name.isEmpty && withCString(name) { gtk_widget_has_css_class(gtkWidget, $0) != 0 }
  }

  /// Adds one of the theme's style classes.
  public func addStyle(_ style: StyleClass) { addCSSClass(style.rawValue) }

  /// Removes one of the theme's style classes.
  public func removeStyle(_ style: StyleClass) { removeCSSClass(style.rawValue) }

  /// Whether the widget is drawn (and measured) from right to left.
  public var isRightToLeft: Bool { gtk_widget_get_direction(gtkWidget) == GTK_TEXT_DIR_RTL }

  /// The widget's width and height now, in pixels; zero before it is shown.
  public var allocatedSize: (width: Int, height: Int) {
    (Int(gtk_widget_get_width(gtkWidget)), Int(gtk_widget_get_height(gtkWidget)))
  }
}
