internal import CGtk
import GtkKit
import PlaceholderCore

/// A sectioned, virtualized table over a GtkListView, fed by a
/// `TableDataSource`, that shows and hides its placeholder by itself
/// (CXTableView over GTK).
///
/// ```swift
/// let table = TableAdapter(dataSource: contacts)
/// table.register(ContactCell.init, for: "contact")
/// table.delegate = self
/// window.child = table.widget
/// table.reloadData()
/// ```
///
/// Rows are, per section, an optional header, the items (or the section's
/// inline placeholder when it has none and asks for one) and an optional
/// footer; headers, footers and section placeholders cannot be selected and
/// keyboard navigation passes over them. A click selects an item
/// (`didSelect`); Enter and double-click activate it (`didActivate`). The
/// selection follows its item through changes of the data; when the item
/// goes, or every row is reloaded, `didDeselect(at:)` hears it. A row
/// height from the data source wins over the cell's own. See `ListAdapter`
/// for loading, placeholders and bad input.
@MainActor
public final class TableAdapter<DataSource: TableDataSource>: ListAdapter<DataSource> {
  private let selection: TableSelection<DataSource>
  private let styling: TableStyling<DataSource>

  /// Creates a table for a data source (held weakly), in a style. Call
  /// `reloadData()` when its first load has finished.
  public init(dataSource: DataSource, style: TableStyle = .plain) {
    let machinery = ListMachinery(dataSource: dataSource, cssClass: "placeholders-table", itemsPerRow: { 1 })
    styling = TableStyling(machinery: machinery)
    let rowBinding = TableRowBinding<DataSource>(
      cells: machinery.cells, pool: machinery.rows.cellPool, delegateCalls: machinery.delegateCalls,
      diagnostics: machinery.diagnostics)
    // Held, not weakly: a weak reference would slow every row it styles
    // (`ListItemFactorySignals`); the styling holds its machinery weakly.
    rowBinding.styleCell = { [styling] cell, row in styling.apply(to: cell, row: row) }
    machinery.rows.itemRows = rowBinding
    machinery.afterRowsChange = { [styling] in styling.restyleAfterRowsChanged() }
    styling.style = style
    let selection = TableSelection(machinery: machinery)
    self.selection = selection
    super.init(machinery: machinery)
    // When the rows come back from behind a placeholder, so does the focus.
    machinery.contentFocusHost = selection
    selection.entersAtEnd = { [weak machinery] in machinery?.liveEnd.isEnabled ?? false }
    machinery.pageCap.protectedItems = { [weak selection] in selection?.selectedIndexPath.map { [$0] } ?? [] }
    machinery.pageCap.focusedItem = { [weak selection, weak machinery] in
      selection?.focusedPosition().flatMap { machinery?.sync.index.row(at: $0)?.indexPath }
    }
    machinery.pageCap.focusRow = { [weak selection] position in
      selection?.focus(position: position, selecting: false, scrolling: false)
    }
    machinery.jump.focusItem = { [weak selection] position, _ in
      selection?.focus(position: position, selecting: false)
    }
    machinery.scrolledWindow.scrollsHorizontally = false
  }

  /// How the table draws its sections: `.plain` (rows edge to edge, the
  /// default) or `.grouped` (each section's rows in an inset rounded box,
  /// sections apart, as GNOME's boxed lists). Can change at any time.
  ///
  /// The grouped look comes from CSS classes an app can restyle:
  /// `.placeholders-grouped` on the list view, `.placeholders-boxed-row`
  /// on each item row's cell, `.placeholders-boxed-first` and
  /// `.placeholders-boxed-last` on the ends of each box.
  public var style: TableStyle {
    get { styling.style }
    set { styling.style = newValue }
  }

  /// The selected item's index path, or nil.
  public var selectedIndexPath: IndexPath? { selection.selectedIndexPath }

  /// Whether an item is deselected right after `didSelect` reports it, so
  /// rows act as one-shot buttons. Default false: the selection stays, as
  /// GTK lists and sidebars show it. CXTableView deselects by default
  /// (`deselectRowAtIndexPath:` in its `didSelectRowAtIndexPath:`); set
  /// this to true for that behaviour.
  public var deselectsAfterSelection: Bool {
    get { selection.deselectsAfterSelection }
    set { selection.deselectsAfterSelection = newValue }
  }

  /// Moves the keyboard focus and the selection to a row, scrolling to it.
  public func focus(position: Int) { selection.focus(position: position) }
}
