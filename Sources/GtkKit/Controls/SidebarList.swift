internal import CGtk

/// One row of a ``SidebarList``: a title and, if given, an icon before it.
public struct SidebarItem: Hashable, Sendable {
  /// The row's text. An underscore marks the letter that Alt+letter
  /// selects ("_Inbox"; "__" is an underscore); a screen reader names the
  /// row by its title without it.
  public var title: String
  /// A symbolic icon's name from the icon theme ("mail-unread-symbolic"),
  /// or nil for none.
  public var iconName: String?

  /// A row with `title`, and `iconName`'s icon before it if given.
  public init(_ title: String, iconName: String? = nil) {
    self.title = title
    self.iconName = iconName
  }
}

/// A sidebar of a GNOME window: the folders of a mail app, the categories
/// of a settings app. One row is always selected; the arrow keys move the
/// selection, Alt and a row's marked letter select that row, Tab leaves
/// the sidebar from any row (it is one Tab stop, where GtkListBox would
/// Tab through each row and select it), and the rows are drawn in
/// libadwaita's and GTK's navigation-sidebar style.
///
/// ```swift
/// let folders = SidebarList(items: [
///   SidebarItem("_Inbox", iconName: "mail-unread-symbolic"),
///   SidebarItem("_Sent", iconName: "mail-send-symbolic"),
/// ])
/// folders.selectionHandler = { [weak self] index in self?.open(index) }
/// ```
///
/// For long or data-driven lists use `TableAdapter` (PlaceholderGtk),
/// which makes only the rows on screen.
@MainActor
public final class SidebarList: Widget {
  private let selection = Selection()
  /// The rows' items, in order.
  public private(set) var items: [SidebarItem] = []

  /// A sidebar of `items`, the first one selected.
  public init(items: [SidebarItem] = []) {
    super.init(taking: gtk_list_box_new())
    gtk_list_box_set_selection_mode(list, GTK_SELECTION_BROWSE)
    addCSSClass("navigation-sidebar")
    let selection = selection
    let list = list
    Signals.connectPointer(gtkWidget, "row-selected") { row in
      guard let row else { return }
      let index = Int(gtk_list_box_row_get_index(row.assumingMemoryBound(to: GtkListBoxRow.self)))
      guard selection.index != index else { return }
      selection.index = index
      selection.handler?(index)
    }
    // Activating a row (Enter, or its Alt+letter) selects it, as a click
    // does.
    Signals.connectPointer(gtkWidget, "row-activated") { row in
      guard let row else { return }
      gtk_list_box_select_row(list, row.assumingMemoryBound(to: GtkListBoxRow.self))
    }
    // Tab and Shift+Tab leave the list: it is one Tab stop.
    if let keys = gtk_event_controller_key_new() {
      gtk_event_controller_set_propagation_phase(keys, GTK_PHASE_CAPTURE)
      let widget = gtkWidget
      Signals.connectKey(keys, "key-pressed") { keyval, state in
        guard let forward = ListFocusExit.tabDirection(keyval, state) else { return false }
        ListFocusExit.leave(widget, forward: forward)
        return true
      }
      gtk_widget_add_controller(gtkWidget, keys)
    }
    setItems(items)
  }

  private var list: OpaquePointer { gcast(gtkWidget) }

  /// Replaces the rows with `items`, keeping the selected index when it is
  /// still a row (else the first); reports no selection change for that.
  /// O(n).
  public func setItems(_ items: [SidebarItem]) {
    let kept = selection.index.flatMap { items.indices.contains($0) ? $0 : nil } ?? (items.isEmpty ? nil : 0)
    self.items = items
    selection.index = kept
    while let row = gtk_widget_get_first_child(gtkWidget) {
      gtk_list_box_remove(list, row)
    }
    for item in items { gtk_list_box_append(list, Self.makeRow(item)) }
    if let kept, let row = gtk_list_box_get_row_at_index(list, Int32(kept)) {
      gtk_list_box_select_row(list, row)
    }
  }

  /// The index of the selected row; nil only for a sidebar without rows.
  public var selectedIndex: Int? { selection.index }

  /// Selects the row at `index`, as a click would (without moving the
  /// keyboard focus); an index out of range is ignored. Calls
  /// `selectionHandler` if the selection changed.
  public func select(_ index: Int) {
    guard items.indices.contains(index), let row = gtk_list_box_get_row_at_index(list, Int32(index)) else { return }
    gtk_list_box_select_row(list, row)
  }

  /// Called with the new index each time another row is selected, by the
  /// user or by `select(_:)`. It runs for as long as the sidebar lives,
  /// kept by Swift or only by its window.
  public var selectionHandler: (@MainActor (Int) -> Void)? {
    get { selection.handler }
    set { selection.handler = newValue }
  }

  /// The row at `index` (a GtkListBoxRow), or nil out of range: to click
  /// it in a test, or to name it for screen readers differently.
  public func row(at index: Int) -> Widget? {
    guard index >= 0, let row = gtk_list_box_get_row_at_index(list, Int32(clamping: index)) else { return nil }
    return Widget(retaining: gcast(row))
  }

  /// A row: the icon, then the title, whose marked letter selects the row.
  private static func makeRow(_ item: SidebarItem) -> UnsafeMutablePointer<GtkWidget> {
    guard let row = gtk_list_box_row_new(), let box = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 12),
      let label = gtk_label_new_with_mnemonic(item.title)
    else { preconditionFailure("GTK could not create a sidebar row") }
    // The icon is decoration (the title names the row): role NONE keeps
    // it out of what a screen reader reads, where GTK 4.8 said "GtkImage".
    if let iconName = item.iconName,
      let image = AccessibleText.makeWidget(type: gtk_image_get_type(), role: GTK_ACCESSIBLE_ROLE_NONE)
    {
      gtk_image_set_from_icon_name(gcast(image), iconName)
      gtk_box_append(gcast(box), image)
    }
    gtk_label_set_xalign(gcast(label), 0)
    gtk_box_append(gcast(box), label)
    gtk_list_box_row_set_child(gcast(row), box)
    gtk_label_set_mnemonic_widget(gcast(label), row)
    // The row's name is its title without the mark. The mnemonic label
    // would label it too (GTK relates them), and GTK 4.8 joins a label and
    // a labelling widget into one name: "Inbox Inbox".
    gtk_accessible_reset_relation(gcast(row), GTK_ACCESSIBLE_RELATION_LABELLED_BY)
    AccessibleText.setLabel(row, Button.removingMnemonic(item.title))
    return row
  }

  /// The sidebar's state, shared with its list's signal handlers.
  @MainActor
  private final class Selection {
    var index: Int?
    var handler: (@MainActor (Int) -> Void)?
  }
}
