package import CGtk

/// A menu of actions: what a ``MenuButton`` opens. Each item names an
/// action such as `"win.refresh"` or `"app.quit"`
/// (``ApplicationWindow/addAction(_:accelerators:_:)``).
///
/// ```swift
/// let menu = Menu(sections: [
///   Menu(items: [("_Refresh", "win.refresh")]),
///   Menu(items: [("_Quit", "app.quit")]),
/// ])
/// ```
@MainActor
public final class Menu {
  /// The GMenu, owned by this wrapper.
  private let menu: OpaquePointer

  /// The menu as the model a menu button shows.
  package var model: UnsafeMutablePointer<GMenuModel> {
    UnsafeMutableRawPointer(menu).assumingMemoryBound(to: GMenuModel.self)
  }

  /// An empty menu.
  public init() {
    menu = g_menu_new()
  }

  isolated deinit { g_object_unref(UnsafeMutableRawPointer(menu)) }

  /// A menu of `items`: each a label (an underscore marks the letter that
  /// selects it while the menu is open) and the action it activates.
  public convenience init(items: [(label: String, action: String)]) {
    self.init()
    for item in items { append(item.label, action: item.action) }
  }

  /// A menu of sections, each set apart by a separator.
  public convenience init(sections: [Menu]) {
    self.init()
    for section in sections { appendSection(section) }
  }

  /// Adds an item: its label and the detailed action it activates.
  public func append(_ label: String, action: String) {
    g_menu_append(menu, label, action)
  }

  /// Takes every item and section out.
  public func removeAll() {
    g_menu_remove_all(menu)
  }

  /// Adds a section, set apart from the items around it, under `label` if
  /// given. The section's later changes show in this menu.
  public func appendSection(_ section: Menu, label: String? = nil) {
    g_menu_append_section(menu, label, section.model)
  }
}

/// A button that opens a ``Menu`` or a popover: a window's main menu (the
/// "open-menu-symbolic" icon at the end of the header bar, opened by F10
/// too when it is primary), or a button's set of options.
///
/// ```swift
/// let mainMenu = MenuButton(iconName: "open-menu-symbolic", accessibleLabel: "Main Menu")
/// mainMenu.menu = Menu(items: [("_Refresh", "win.refresh"), ("_Quit", "app.quit")])
/// mainMenu.isPrimary = true
/// header.packEnd(mainMenu)
/// ```
@MainActor
public final class MenuButton: Widget {
  private var shownMenu: Menu?

  /// A button showing a themed icon, with the name a screen reader says
  /// and the tooltip a mouse user sees.
  public init(iconName: String, accessibleLabel: String) {
    super.init(taking: gtk_menu_button_new())
    gtk_menu_button_set_icon_name(button, iconName)
    tooltip = accessibleLabel
    setAccessibleLabel(accessibleLabel)
  }

  /// A button showing `label`.
  public init(label: String) {
    super.init(taking: gtk_menu_button_new())
    gtk_menu_button_set_label(button, label)
  }

  private var button: OpaquePointer { gcast(gtkWidget) }

  /// The menu it opens; setting one replaces any popover.
  public var menu: Menu? {
    get { shownMenu }
    set {
      shownMenu = newValue
      gtk_menu_button_set_menu_model(button, newValue?.model)
    }
  }

  /// The popover it opens (a GtkPopover made with GTK's C API, or nil);
  /// setting one replaces any menu.
  public var popover: Widget? {
    get { gtk_menu_button_get_popover(button).map { Widget(retaining: gcast($0)) } }
    set {
      shownMenu = nil
      gtk_menu_button_set_popover(button, newValue?.gtkWidget)
    }
  }

  /// Whether F10 opens it: the window's main menu.
  public var isPrimary: Bool {
    get { gtk_menu_button_get_primary(button) != 0 }
    set { gtk_menu_button_set_primary(button, newValue ? 1 : 0) }
  }
}
