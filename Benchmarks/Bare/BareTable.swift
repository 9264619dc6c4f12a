import GtkKit
import PlaceholderCore
import PlaceholderGtk

/// A row: "Row N", known by N.
struct BareRow: Identifiable, Equatable, Sendable {
  let id: Int
}

/// A row, as in the C twin: one left-aligned label with 8 px margins,
/// showing "Row N", and nothing around it (the label is the row's root).
final class BareRowCell: TableCell<BareRow> {
  private let label = Label()

  override func setup() {
    label.xAlign = 0
    label.setMargins(8)
    root = label
  }

  override func bind(_ item: BareRow, at indexPath: IndexPath) { label.text = "Row \(item.id)" }
}

/// Rows "Row 0" … "Row N-1" in one section, generated: none stored, as the
/// C twin's lazy GListModel.
@MainActor
final class BareRows: TableDataSource {
  var count: Int

  init(count: Int) { self.count = count }

  func numberOfSections() -> Int { 1 }
  func numberOfItems(inSection section: Int) -> Int { count }
  func item(at indexPath: IndexPath) -> BareRow { BareRow(id: indexPath.item) }
}

/// An 800×600 window whose only content is a table with the library's
/// empty placeholder configured (it shows only while there are no rows).
@MainActor
final class BareWindow {
  let window: ApplicationWindow
  let rows: BareRows
  let table: TableAdapter<BareRows>

  init(application: Application, rowCount: Int) {
    rows = BareRows(count: rowCount)
    table = TableAdapter(dataSource: rows)
    table.accessibleLabel = "Rows"
    table.register(BareRowCell.init)
    table.placeholders.content.empty = PlaceholderContent(image: .icon("view-list-symbolic"), title: "No rows")
    window = ApplicationWindow(application: application)
    window.setDefaultSize(width: 800, height: 600)
    window.child = table.widget
    table.reloadData()
  }

  /// Sets the number of rows and tells the table.
  func setRowCount(_ count: Int) {
    rows.count = count
    table.reloadData()
  }

  /// Whether the placeholder is on screen: showing, and mapped.
  var placeholderIsOnScreen: Bool { table.placeholderSlot.isShowing && table.placeholderSlot.widget.isMapped }

  /// Whether rows are on screen: no placeholder, and the list's first row mapped.
  var rowsAreOnScreen: Bool { !table.placeholderSlot.isShowing && (table.listView.firstChild?.isMapped ?? false) }
}
