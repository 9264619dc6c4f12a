import CGtk
import PlaceholderCore
import PlaceholderGtk

/// A row of the table page: CXTableView's demo had two kinds of cells with
/// different heights; so does this.
enum DemoRow: Hashable, Sendable {
  case compact(number: Int)
  case rich(number: Int)

  var number: Int {
    switch self {
    case .compact(let number), .rich(let number): number
    }
  }

  var title: String {
    substitute(translate("Item %@"), String(number))
  }
}

/// The compact row: 70 px, a title and a dim number.
final class CompactRowCell: TableCell<DemoRow> {
  private let title = Label()
  private let detail = Label()

  override var preferredHeight: Int? { 70 }

  override func setup() {
    let row = Box(orientation: .horizontal, spacing: 12)
    row.setMargins(12)
    title.xAlign = 0
    title.expandsHorizontally = true
    detail.addCSSClass("dim-label")
    detail.addCSSClass("numeric")
    row.append(title)
    row.append(detail)
    contentView.append(row)
  }

  override func bind(_ item: DemoRow, at indexPath: IndexPath) {
    title.text = item.title
    detail.text = translate("compact row")
  }
}

/// The rich row: 150 px, an icon, a title and two lines of text.
final class RichRowCell: TableCell<DemoRow> {
  private let title = Label()
  private let body = Label()

  override var preferredHeight: Int? { 150 }

  override func setup() {
    let row = Box(orientation: .horizontal, spacing: 16)
    row.setMargins(16)
    if let icon = gtk_image_new_from_icon_name("emblem-photos-symbolic") {
      gtk_image_set_pixel_size(gcast(icon), 48)
      gtk_widget_add_css_class(icon, "dim-label")
      row.append(icon)
    }
    let texts = Box(orientation: .vertical, spacing: 6)
    texts.expandsHorizontally = true
    gtk_widget_set_valign(texts.gtkWidget, GTK_ALIGN_CENTER)
    title.xAlign = 0
    title.addCSSClass("title-4")
    body.xAlign = 0
    body.wraps = true
    body.addCSSClass("dim-label")
    texts.append(title)
    texts.append(body)
    row.append(texts)
    contentView.append(row)
  }

  override func bind(_ item: DemoRow, at indexPath: IndexPath) {
    title.text = item.title
    body.text = translate("A taller row of another kind, with its own cell class and height.")
  }
}

/// The rows of the table page, grouped ten to a section.
@MainActor
final class DemoRowsDataSource: TableDataSource {
  var rows: [DemoRow] = []
  let perSection = 10

  func numberOfSections() -> Int { (rows.count + perSection - 1) / perSection }

  func numberOfItems(inSection section: Int) -> Int {
    max(0, min(perSection, rows.count - section * perSection))
  }

  func item(at indexPath: IndexPath) throws -> DemoRow {
    let index = indexPath.section * perSection + indexPath.item
    guard rows.indices.contains(index) else { throw ItemsDataSourceError.noItem(indexPath) }
    return rows[index]
  }

  func cellKind(for item: DemoRow, at indexPath: IndexPath) -> CellKindID {
    switch item {
    case .compact: "compact"
    case .rich: "rich"
    }
  }

  func header(forSection section: Int) -> SectionSupplement? {
    let first = section * perSection + 1
    let last = section * perSection + numberOfItems(inSection: section)
    return SectionSupplement(
      title: substitute(translate("Items %1$@–%2$@"), String(first), String(last)))
  }

  /// Rows `start..<start+count`: three compact rows, then two rich ones, as
  /// CXTableView's demo mixed them.
  static func makeRows(from start: Int, count: Int) -> [DemoRow] {
    (start..<(start + count)).map { $0 % 5 > 2 ? .rich(number: $0 + 1) : .compact(number: $0 + 1) }
  }
}

/// CXTableView: sectioned rows of two kinds, loaded through the network,
/// with a "Simulate failure" action, and the selected row shown below.
@MainActor
final class TablePage: DemoPage, HeaderActions, TableDelegate {
  let id = "table"
  var title: String { translate("Table") }
  var summary: String {
    translate(
      "CXTableView: 40 rows of two kinds in sections. Pull down or press F5 to refresh, scroll to the end to load more, select a row to see its index path."
    )
  }
  let widget: Widget
  let headerWidget: Widget?

  private let network: SimulatedNetwork
  private let dataSource = DemoRowsDataSource()
  private let table: TableAdapter<DemoRowsDataSource>
  private let status = Label()
  private var loadTask: Task<Void, Never>?

  init(network: SimulatedNetwork) {
    self.network = network
    table = TableAdapter(dataSource: dataSource)
    table.register(CompactRowCell.self, for: "compact")
    table.register(RichRowCell.self, for: "rich")
    let box = Box(orientation: .vertical, spacing: 0)
    box.append(table.widget)
    status.xAlign = 0
    status.setMargins(12)
    status.addCSSClass("dim-label")
    status.text = translate("No row selected")
    box.append(status)
    widget = box
    let failButton = Widget(taking: gtk_button_new_with_label(translate("Simulate Failure")))
    gtk_widget_set_tooltip_text(failButton.gtkWidget, translate("Empty the table as if its load had failed"))
    headerWidget = failButton
    table.setDelegate(self)
    table.placeholderSlot.onAction = { [weak self] in self?.refresh() }
    Signals.connect(failButton.gtkWidget, "clicked") { [weak self] in self?.simulateFailure() }
    load()
  }

  var screenshotStates: [ScreenshotState] { [] }

  func refresh() { load() }

  private func load() {
    guard loadTask == nil else { return }  // one load at a time: Retry while loading starts nothing
    table.placeholderOverride = dataSource.rows.isEmpty ? .loading() : nil
    loadTask = Task { @MainActor [weak self, network] in
      do {
        let rows = try await network.load { DemoRowsDataSource.makeRows(from: 0, count: 40) }
        self?.finish(.success(rows))
      } catch {
        self?.finish(.failure(error))
      }
    }
  }

  private func finish(_ result: Result<[DemoRow], any Error>) {
    loadTask = nil
    switch result {
    case .success(let rows):
      dataSource.rows = rows
      table.placeholderOverride = nil
    case .failure(let error):
      dataSource.rows = []
      table.placeholderOverride = .failed(message: String(describing: error))
    }
    table.reloadData()
  }

  private func simulateFailure() {
    loadTask?.cancel()
    loadTask = nil
    dataSource.rows = []
    table.placeholderOverride = .failed(message: translate("The load was made to fail. Press Retry to load again."))
    table.reloadData()
  }

  func didSelect(_ item: DemoRow, at indexPath: IndexPath) {
    status.text = substitute(translate("Selected %1$@ at %2$@"), item.title, indexPath.description)
  }

  func didActivate(_ item: DemoRow, at indexPath: IndexPath) {
    status.text = substitute(translate("Opened %1$@ at %2$@"), item.title, indexPath.description)
  }
}
