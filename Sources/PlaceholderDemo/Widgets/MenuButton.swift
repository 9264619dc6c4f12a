import CGtk
import GtkKit

// Outside GtkKit's scope (see CWidgets.swift and GtkKit's landing page):
// GtkMenuButton, GMenu and GtkPopover: the demo's main menu and its
// simulated-network popover; no example has a menu.

/// A menu of actions: what a ``MenuButton`` opens. Items name actions such
/// as `"win.about"` or `"app.quit"` (see ``ApplicationWindow/addAction(_:accelerators:_:)``).
@MainActor
final class Menu {
  /// The GMenu, owned by this wrapper.
  let menu: OpaquePointer

  /// The menu as the model a menu button shows.
  var model: UnsafeMutablePointer<GMenuModel> { UnsafeMutableRawPointer(menu).assumingMemoryBound(to: GMenuModel.self) }

  /// An empty menu.
  init() {
    menu = g_menu_new()
  }

  isolated deinit { g_object_unref(UnsafeMutableRawPointer(menu)) }

  /// A menu of sections, each set apart by a separator.
  convenience init(sections: [Menu]) {
    self.init()
    for section in sections { appendSection(section) }
  }

  /// Adds an item: its label (an underscore marks the mnemonic letter) and
  /// the detailed action it activates.
  func append(_ label: String, action: String) {
    g_menu_append(menu, label, action)
  }

  /// Takes every item and section out.
  func removeAll() {
    g_menu_remove_all(menu)
  }

  /// Adds a section, set apart from the items around it.
  func appendSection(_ section: Menu, label: String? = nil) {
    g_menu_append_section(menu, label, section.model)
  }
}

/// A GtkPopover: a bubble that points at the widget that opened it.
@MainActor
final class Popover {
  /// The GTK widget, to put in a container.
  let widget: Widget

  /// An empty popover.
  init(child: Widget? = nil) {
    widget = Widget.adopting(gtk_popover_new())
    if let child { self.child = child }
  }

  /// The popover's content.
  var child: Widget? {
    get { gtk_popover_get_child(widget.cPointer()).flatMap { Widget(wrapping: $0) } }
    set { gtk_popover_set_child(widget.cPointer(), newValue?.cPointer()) }
  }

  /// Opens the popover.
  func popup() { gtk_popover_popup(widget.cPointer()) }

  /// Closes the popover.
  func popdown() { gtk_popover_popdown(widget.cPointer()) }

  /// Runs `handler` each time the popover opens: the place to build content
  /// that nothing needs before.
  func onShow(_ handler: @escaping @MainActor () -> Void) -> SignalConnection {
    widget.onSignal("show", handler)
  }
}

/// A GtkMenuButton: a button that opens a ``Menu`` or a ``Popover``.
@MainActor
final class MenuButton {
  /// The GTK widget, to put in a container.
  let widget: Widget

  private var popoverWrapper: Popover?

  /// A menu button showing a themed icon, with the name a screen reader
  /// says and the tooltip a mouse user sees.
  init(iconName: String, accessibleLabel: String) {
    widget = Widget.adopting(gtk_menu_button_new())
    gtk_menu_button_set_icon_name(widget.opaquePointer, iconName)
    widget.tooltip = accessibleLabel
    widget.setAccessibleLabel(accessibleLabel)
  }

  /// A menu button showing a label.
  init(label: String) {
    widget = Widget.adopting(gtk_menu_button_new())
    gtk_menu_button_set_label(widget.opaquePointer, label)
  }

  /// The menu it opens (replaces any popover).
  func setMenu(_ menu: Menu) {
    gtk_menu_button_set_menu_model(widget.opaquePointer, menu.model)
  }

  /// The popover it opens (replaces any menu).
  var popover: Popover? {
    get { popoverWrapper }
    set {
      popoverWrapper = newValue
      gtk_menu_button_set_popover(widget.opaquePointer, newValue?.widget.cPointer())
    }
  }

  /// Whether F10 opens it: the window's main menu.
  var isPrimary: Bool {
    get { gtk_menu_button_get_primary(widget.opaquePointer) != 0 }
    set { gtk_menu_button_set_primary(widget.opaquePointer, newValue ? 1 : 0) }
  }
}
