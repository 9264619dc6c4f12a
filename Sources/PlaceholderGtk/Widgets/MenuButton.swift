internal import CGtk

/// A menu of actions: what a ``MenuButton`` opens. Items name actions such
/// as `"win.about"` or `"app.quit"` (see ``ApplicationWindow/addAction(_:accelerators:_:)``).
@MainActor
public final class Menu {
  let reference: ObjectReference

  /// An empty menu.
  public init() {
    reference = ObjectReference(taking: g_menu_new())
  }

  /// A menu of sections, each set apart by a separator.
  public convenience init(sections: [Menu]) {
    self.init()
    for section in sections { appendSection(section) }
  }

  var menu: OpaquePointer { OpaquePointer(reference.pointer) }

  /// Adds an item: its label (an underscore marks the mnemonic letter) and
  /// the detailed action it activates.
  public func append(_ label: String, action: String) {
    g_menu_append(menu, label, action)
  }

  /// Adds a section, set apart from the items around it.
  public func appendSection(_ section: Menu, label: String? = nil) {
    g_menu_append_section(menu, label, gcast(section.menu))
  }
}

/// A GtkPopover: a bubble that points at the widget that opened it.
@MainActor
public final class Popover: Widget {
  /// An empty popover.
  public init(child: Widget? = nil) {
    super.init(taking: gtk_popover_new())
    if let child { self.child = child }
  }

  /// The popover's content.
  public var child: Widget? {
    get { gtk_popover_get_child(gcast(gtkWidget)).map { Widget(retaining: $0) } }
    set { gtk_popover_set_child(gcast(gtkWidget), newValue?.gtkWidget) }
  }

  /// Opens the popover.
  public func popup() { gtk_popover_popup(gcast(gtkWidget)) }

  /// Closes the popover.
  public func popdown() { gtk_popover_popdown(gcast(gtkWidget)) }

  /// Runs `handler` each time the popover opens: the place to build content
  /// that nothing needs before.
  public func onShow(_ handler: @escaping @MainActor () -> Void) -> SignalConnection {
    connection("show", handler)
  }
}

/// A GtkMenuButton: a button that opens a ``Menu`` or a ``Popover``.
@MainActor
public final class MenuButton: Widget {
  private var popoverWrapper: Popover?

  /// A menu button showing a themed icon, with the name a screen reader
  /// says and the tooltip a mouse user sees.
  public init(iconName: String, accessibleLabel: String) {
    super.init(taking: gtk_menu_button_new())
    gtk_menu_button_set_icon_name(gcast(gtkWidget), iconName)
    tooltip = accessibleLabel
    setAccessibleLabel(accessibleLabel)
  }

  /// A menu button showing a label.
  public init(label: String) {
    super.init(taking: gtk_menu_button_new())
    gtk_menu_button_set_label(gcast(gtkWidget), label)
  }

  /// The menu it opens (replaces any popover).
  public func setMenu(_ menu: Menu) {
    gtk_menu_button_set_menu_model(gcast(gtkWidget), gcast(menu.menu))
  }

  /// The popover it opens (replaces any menu).
  public var popover: Popover? {
    get { popoverWrapper }
    set {
      popoverWrapper = newValue
      gtk_menu_button_set_popover(gcast(gtkWidget), newValue?.gtkWidget)
    }
  }

  /// Whether F10 opens it: the window's main menu.
  public var isPrimary: Bool {
    get { gtk_menu_button_get_primary(gcast(gtkWidget)) != 0 }
    set { gtk_menu_button_set_primary(gcast(gtkWidget), newValue ? 1 : 0) }
  }
}
