internal import CGtk
import GtkKit
import PlaceholderCore

/// Binds a table's item rows: one item per row, in the cell of its kind,
/// at the data source's height or the cell's own.
@MainActor
final class TableRowBinding<DataSource: TableDataSource>: ItemRowBinding {
  private let cells: CellRegistry<DataSource.Item>
  /// Spare cells of torn-down rows, taken before a new cell is built.
  private let pool: CellReusePool<DataSource.Item>
  private let delegateCalls: ListDelegateCalls<DataSource.Item>
  private let diagnostics: ListDiagnostics
  /// Styles a bound cell for its row (the grouped style's boxes).
  @exclusivity(unchecked) var styleCell: (@MainActor (TableCell<DataSource.Item>, FlatRow) -> Void)?

  init(
    cells: CellRegistry<DataSource.Item>, pool: CellReusePool<DataSource.Item>,
    delegateCalls: ListDelegateCalls<DataSource.Item>, diagnostics: ListDiagnostics
  ) {
    self.cells = cells
    self.pool = pool
    self.delegateCalls = delegateCalls
    self.diagnostics = diagnostics
  }

  func bind(
    _ row: FlatRow, at position: Int, in host: RowHost<DataSource.Item>, listItem: OpaquePointer,
    dataSource: DataSource
  ) {
    guard let indexPath = row.indexPath else { return showNothing(in: host, listItem: listItem) }
    // Not `diagnostics.item(at:from:)`: its optional costs a lookup per row.
    let item: DataSource.Item
    do {
      item = try dataSource.item(at: indexPath)
    } catch {
      diagnostics.noItem(at: indexPath, error)
      return showNothing(in: host, listItem: listItem)
    }
    let kind = dataSource.cellKind(for: item, at: indexPath)
    let cell = cell(of: kind, in: host) { cells.makeCell(for: kind, item: item) }
    host.show(cell: cell)
    cell.bind(item, at: indexPath)
    host.setHeight(dataSource.rowHeight(for: item, at: indexPath) ?? cell.preferredHeight)
    styleCell?(cell, row)
    ListItems.setInteractive(listItem, true)
    if delegateCalls.mayHaveDelegate { delegateCalls.willDisplay(item, at: indexPath, in: cell) }
  }

  /// A row with no item shows nothing and takes no clicks.
  private func showNothing(in host: RowHost<DataSource.Item>, listItem: OpaquePointer) {
    host.showNothing()
    ListItems.setInteractive(listItem, false)
  }

  /// A table with one kind of cell gives each new row its cell at once:
  /// GTK has not put the row on screen yet, and a widget added then costs
  /// a tenth of one added to a row on screen (GTK 4.24, BENCHMARKS.md).
  func prepare(_ host: RowHost<DataSource.Item>) {
    guard let only = cells.onlyKind else { return }
    host.showAhead(cell(of: only.kind, in: host, make: only.make))
  }

  /// The row's cell of `kind`: the one it has, a spare one, or a new one
  /// from `make`, set up.
  private func cell(
    of kind: CellKindID, in host: RowHost<DataSource.Item>, make: () -> TableCell<DataSource.Item>
  ) -> TableCell<DataSource.Item> {
    host.cell(for: kind) {
      if let spare = pool.take(kind) { return spare }
      let cell = make()
      cell.prepare()
      return cell
    }
  }
}
