internal import CGtk
import GtkKit

// Raw GTK here: the list view's row widgets, walked once a frame after a change of the rows.

/// GTK 4.8 can leave a list view with rows and none of them on screen:
/// after a change took away the rows it held its place by (a section moved
/// from under a view scrolled deep into it), or after a jump of the scroll
/// position far into rows it has only estimated. The list shows nothing
/// until it is scrolled. A frame after each change of the rows or of the
/// position, a list that shows no row where it has some is scrolled by a
/// pixel, which makes GTK place its rows again. Found by the GTK soak
/// (seed 128467994).
@MainActor
final class BlankListGuard {
  private let listView: Widget
  private let adjustment: Adjustment
  /// Only the last change's check runs.
  private var generation = 0
  /// Whether the list holds rows, as the last change of rows left it.
  private var hasRows = false
  /// True while the guard itself moves the view: that move is not checked.
  private var isNudging = false
  private var watch: SignalConnection?

  init(listView: Widget, adjustment: Adjustment) {
    self.listView = listView
    self.adjustment = adjustment
    watch = adjustment.onValueChanged { [weak self] _ in
      guard let self, !isNudging else { return }
      checkAfterNextFrame()
    }
  }

  /// The rows changed; `hasRows` says whether the list holds any now.
  func rowsDidChange(hasRows: Bool) {
    self.hasRows = hasRows
    checkAfterNextFrame()
  }

  private func checkAfterNextFrame() {
    generation += 1
    let current = generation
    guard hasRows else { return }
    listView.whenNextFramePainted { [weak self] in
      guard let self, current == generation, hasRows, listView.isMapped, listView.allocatedSize.height > 0,
        !showsARow
      else { return }
      let end = adjustment.upper - adjustment.pageSize
      isNudging = true
      adjustment.value += adjustment.value < end ? 1 : -1
      isNudging = false
    }
  }

  /// Whether any of the list view's row widgets is on screen.
  private var showsARow: Bool {
    var row = gtk_widget_get_first_child(listView.gtkWidget)
    while let current = row {
      if gtk_widget_get_mapped(current) != 0 { return true }
      row = gtk_widget_get_next_sibling(current)
    }
    return false
  }
}
