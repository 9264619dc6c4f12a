internal import CGtk
import GtkKit

// Raw GTK here: GtkListItem's switches, set on the hot path of every row bound.

/// What the list factories set on GTK's list items. Not generic: a static
/// member of a generic factory looks its type up at run time on every
/// call, once per row (toggles, BENCHMARKS.md).
@MainActor
enum ListItems {
  /// Whether GTK may keep a row's binding when only its position changes,
  /// so a row's move must be watched. GTK 4.8's signal factory unbinds and
  /// rebinds a list item on every update, a move included; GTK 4.12 and
  /// later rebind only when the item changes (the tests see both: 4.8,
  /// and 4.18 and 4.24). 4.10, which the tests do not run on, is watched
  /// too: where GTK rebinds anyway, the watch only costs a closure a row.
  static var moveWithoutRebinding: Bool { RunningGTK.isAtLeast(minor: 10) }

  /// Whether a row can be selected and activated. Set only on a change:
  /// each set updates the row's actions, which costs on every bind otherwise.
  static func setInteractive(_ listItem: OpaquePointer, _ interactive: Bool) {
    let value: gboolean = interactive ? 1 : 0
    if gtk_list_item_get_selectable(listItem) != value { gtk_list_item_set_selectable(listItem, value) }
    if gtk_list_item_get_activatable(listItem) != value { gtk_list_item_set_activatable(listItem, value) }
  }
}
