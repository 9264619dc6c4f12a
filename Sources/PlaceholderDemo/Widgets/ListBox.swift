import CGtk
import GtkKit

// Outside GtkKit's scope (see CWidgets.swift and GtkKit's landing page):
// GtkListBox with rows of any widget: the pages (with their own row
// layout) and the Gallery's styles. GtkKit's SidebarList is a GtkListBox
// too, but its rows are an icon and a title only.

/// A GtkListBox: a short vertical list of widgets, such as a sidebar or a
/// group of settings, that the user can select and activate.
///
/// Every widget appended is one row. For long or data-driven lists use
/// ``TableAdapter``, which builds only the rows on screen.
///
/// ```swift
/// let list = ListBox(selectionMode: .browse)
/// for name in ["Inbox", "Sent"] { list.append(Label(name)) }
/// list.onRowSelected { index in print("chose", index ?? -1) }.store(in: &connections)
/// ```
@MainActor
final class ListBox {
  /// The GTK widget, to put in a container.
  let widget: Widget

  /// How many rows the user can select.
  enum SelectionMode: Sendable {
    /// None: rows can only be activated.
    case none
    /// At most one; the user can clear it.
    case single
    /// Exactly one once chosen, and the arrow keys move it (a sidebar).
    case browse
    /// Any number.
    case multiple

    var gtk: GtkSelectionMode {
      switch self {
      case .none: GTK_SELECTION_NONE
      case .single: GTK_SELECTION_SINGLE
      case .browse: GTK_SELECTION_BROWSE
      case .multiple: GTK_SELECTION_MULTIPLE
      }
    }
  }

  /// An empty list.
  init(selectionMode: SelectionMode = .single) {
    widget = Widget.adopting(gtk_list_box_new())
    gtk_list_box_set_selection_mode(list, selectionMode.gtk)
  }

  private var list: OpaquePointer { widget.opaquePointer }

  /// Adds `child` as the last row and returns the row that holds it (the
  /// child itself if it is a ``ListBoxRow``).
  @discardableResult
  func append(_ child: Widget) -> ListBoxRow {
    gtk_list_box_append(list, child.cPointer())
    guard let parent = gtk_widget_get_parent(child.cPointer()), parent != widget.cPointer(),
      let row = Widget(wrapping: parent)
    else { return ListBoxRow(wrapping: child) }
    return ListBoxRow(wrapping: row)
  }

  /// The row at `index`, or nil past the end. O(1).
  func row(at index: Int) -> ListBoxRow? {
    guard index >= 0, let row = gtk_list_box_get_row_at_index(list, Int32(clamping: index)) else { return nil }
    return Widget(wrapping: row).map(ListBoxRow.init(wrapping:))
  }

  /// The index of the selected row (the first, in multiple selection), or
  /// nil when none is.
  var selectedIndex: Int? {
    gtk_list_box_get_selected_row(list).map { Int(gtk_list_box_row_get_index($0)) }
  }

  /// Selects the row at `index`, as a click would (without moving the
  /// keyboard focus); an index out of range is ignored.
  func selectRow(at index: Int) {
    guard index >= 0, let row = gtk_list_box_get_row_at_index(list, Int32(clamping: index)) else { return }
    gtk_list_box_select_row(list, row)
  }

  /// Runs `handler` with the selected row's index each time the selection
  /// changes, by the user or by code; nil when it is cleared.
  func onRowSelected(_ handler: @escaping @MainActor (Int?) -> Void) -> SignalConnection {
    widget.onSignal("row-selected") { row in
      handler(row.map { Int(gtk_list_box_row_get_index($0.assumingMemoryBound(to: GtkListBoxRow.self))) })
    }
  }

  /// Runs `handler` with a row's index when the user activates it: Enter,
  /// a double click, or a single click on the selected row in browse mode.
  func onRowActivated(_ handler: @escaping @MainActor (Int) -> Void) -> SignalConnection {
    widget.onSignal("row-activated") { row in
      guard let row else { return }
      handler(Int(gtk_list_box_row_get_index(row.assumingMemoryBound(to: GtkListBoxRow.self))))
    }
  }
}

/// A GtkListBoxRow: one row of a ``ListBox``. Name it for screen readers
/// with `setAccessibleLabel(_:)` when its content is more than its name.
@MainActor
final class ListBoxRow {
  /// The GTK widget, to put in a container.
  let widget: Widget

  /// A row showing `child` (or nothing yet), to append to a ``ListBox``.
  init(child: Widget? = nil) {
    widget = Widget.adopting(gtk_list_box_row_new())
    if let child { self.child = child }
  }

  /// Wraps a row GTK made around a child, or a row appended as one.
  init(wrapping row: Widget) {
    widget = row
  }

  private var row: UnsafeMutablePointer<GtkListBoxRow> { widget.cPointer() }

  /// The widget the row shows.
  var child: Widget? {
    get { gtk_list_box_row_get_child(row).flatMap { Widget(wrapping: $0) } }
    set { gtk_list_box_row_set_child(row, newValue?.cPointer()) }
  }

  /// The row's position in its list, or -1 outside a list.
  var index: Int { Int(gtk_list_box_row_get_index(row)) }

  /// Whether the row is selected.
  var isSelected: Bool { gtk_list_box_row_is_selected(row) != 0 }
}
