import GtkKit
import PlaceholderCore

/// Applies a table's style to its widgets: the list view's class, and each
/// item row's place in its section's box (`TableStyle.rowClasses` decides).
///
/// A row that only moved keeps its binding on GTK 4.12 and later, so after
/// every change the rows on screen are restyled too: the old first row of a
/// section that got a new first row loses its rounded top.
@MainActor
final class TableStyling<DataSource: TableDataSource> {
  var style: TableStyle = .plain {
    didSet {
      guard style != oldValue else { return }
      if let old = oldValue.listClass { machinery?.listView.removeCSSClass(old) }
      if let new = style.listClass, let listView = machinery?.listView {
        ListStyle.install(.grouped, for: listView)
        listView.addLibraryCSSClass(new)
      }
      watchRowMoves()
      restyleShownRows()
    }
  }
  private weak var machinery: ListMachinery<DataSource>?

  init(machinery: ListMachinery<DataSource>) {
    self.machinery = machinery
  }

  /// A row that moves restyles itself from where it stands, in a style
  /// whose classes depend on that place; a plain table's rows are not
  /// watched for moves at all (a watch per row costs on every row made).
  private func watchRowMoves() {
    guard let rows = machinery?.rows else { return }
    guard style != .plain else {
      rows.rowMovedHandler = nil
      return
    }
    guard rows.rowMovedHandler == nil else { return }
    rows.rowMovedHandler = { [weak self] host in self?.restyle(host) }
  }

  /// Styles the cell an item row shows now.
  func apply(to cell: TableCell<DataSource.Item>, row: FlatRow) {
    // A plain table's rows carry no classes: nothing to look up per bind.
    if style == .plain, cell.rowClasses.isEmpty { return }
    guard let index = machinery?.sync.index, index.sections.indices.contains(row.section) else { return }
    let wanted = style.rowClasses(of: row, in: index.sections[row.section])
    // Only the classes that change reach GTK: each add or remove costs a
    // style update, and a plain table's rows never carry any.
    guard wanted != cell.rowClasses else { return }
    for name in cell.rowClasses where !wanted.contains(name) { cell.root.removeCSSClass(name) }
    for name in wanted where !cell.rowClasses.contains(name) { cell.root.addLibraryCSSClass(name) }
    cell.rowClasses = wanted
  }

  /// Restyles every item row on screen, from the positions they have now.
  func restyleShownRows() {
    guard let machinery else { return }
    for host in machinery.rows.liveHosts { restyle(host) }
  }

  /// Restyles the rows on screen after rows changed or moved. A plain
  /// table's rows never carry a class that depends on their place (a
  /// style change restyles them all, and `apply` at each bind clears what
  /// a grouped past left), so it has nothing to do: a plain table whose
  /// rows change often skips a walk over every row after every change.
  func restyleAfterRowsChanged() {
    guard style != .plain else { return }
    restyleShownRows()
  }

  /// Restyles one row from the position it has now, if it shows an item.
  func restyle(_ host: RowHost<DataSource.Item>) {
    guard let cell = host.boundCell, let position = host.boundPosition,
      let row = machinery?.sync.index.row(at: position), row.kind == .item
    else { return }
    apply(to: cell, row: row)
  }
}
