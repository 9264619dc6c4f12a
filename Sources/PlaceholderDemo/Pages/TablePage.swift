import GtkKit
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
    root = row
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
    let icon = Image(iconName: "image-x-generic-symbolic", pixelSize: 48)
    icon.addCSSClass("dim-label")
    row.append(icon)
    let texts = Box(orientation: .vertical, spacing: 6)
    texts.expandsHorizontally = true
    texts.verticalAlignment = .center
    title.xAlign = 0
    title.addCSSClass("title-4")
    body.xAlign = 0
    body.wraps = true
    body.addCSSClass("dim-label")
    texts.append(title)
    texts.append(body)
    row.append(texts)
    root = row
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
  /// Whether the headers are the page's own view (`TableSectionHeader`)
  /// rather than the library's title.
  var usesCustomHeaders = false

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
    let title = substitute(translate("Items %1$@–%2$@"), String(first), String(last))
    guard usesCustomHeaders else { return SectionSupplement(title: title) }
    let count = numberOfItems(inSection: section)
    return SectionSupplement(
      title: title, subtitle: substitute(translate("%@ rows"), String(count)), kind: TableSectionHeader.kind)
  }

  /// Rows `start..<start+count`: three compact rows, then two rich ones, as
  /// CXTableView's demo mixed them.
  static func makeRows(from start: Int, count: Int) -> [DemoRow] {
    (start..<(start + count)).map { $0 % 5 > 2 ? .rich(number: $0 + 1) : .compact(number: $0 + 1) }
  }
}

/// CXTableView: sectioned rows of two kinds, loaded through the network
/// page by page, refreshed by pulling down (it refreshes itself when first
/// shown, as `autoPullDownToRefresh`), "No more data" after the last page,
/// a "Simulate Failure" action, and the selected row shown below.
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

  /// Rows in the first page, and in each later page.
  static let firstPageSize = 40
  static let pageSize = 20
  /// Pages after the first; then "No more data".
  static let laterPages = 3

  private let network: SimulatedNetwork
  private let dataSource = DemoRowsDataSource()
  let table: TableAdapter<DemoRowsDataSource>
  private let status = makeStatusLine(translate("No row selected"))
  let deselectCheck = CheckButton(label: translate("Deselect after selecting"))
  let groupedCheck = CheckButton(label: translate("Grouped"))
  let customHeadersCheck = CheckButton(label: translate("Custom headers"))
  let refreshColorCheck = CheckButton(label: translate("Orange refresh arrow"))
  let skeletonCheck = CheckButton(label: translate("Skeleton rows"))
  /// The refresh indicator's colour when `refreshColorCheck` is on.
  static let refreshColor = try? Color(hex: "#e66100")
  private var connections: [SignalConnection] = []

  init(network: SimulatedNetwork) {
    self.network = network
    table = TableAdapter(dataSource: dataSource)
    table.accessibleLabel = translate("Messages")
    table.register(CompactRowCell.init, for: "compact")
    table.register(RichRowCell.init, for: "rich")
    table.registerSupplement(TableSectionHeader.init, for: TableSectionHeader.kind)
    table.isLoadMoreEnabled = true
    table.refreshesWhenFirstShown = true
    let box = Box(orientation: .vertical, spacing: 0)
    box.append(table.widget)
    table.widget.setMinimumSize(height: DemoStyle.listMinimumHeight)
    let statusRow = Box(orientation: .horizontal, spacing: 0)
    box.append(statusRow)
    let optionsRow = WrapBox(spacing: 12)
    box.append(optionsRow.widget)
    widget = box
    let failButton = Button(label: translate("_Simulate Failure"), mnemonic: true)
    failButton.tooltip = translate("Empty the table and make its next load fail")
    headerWidget = failButton
    table.delegate = self
    table.loads.failureForError = demoLoadFailure
    network.drive(table)
    table.setLoadOperation { [weak self] request in
      guard let self else { throw CancellationError() }
      return try await load(request)
    }
    failButton.onClicked { [weak self] in self?.simulateFailure() }.store(in: &connections)
    fill(statusRow)
    fillOptions(optionsRow)
  }

  /// CXTableView's other options: the grouped style, section headers of
  /// the page's own, and the refresh indicator's colour; and skeleton rows
  /// while a new listing loads.
  private func fillOptions(_ row: WrapBox) {
    row.widget.setMargins(top: 0, bottom: 12, start: 12, end: 12)
    groupedCheck.tooltip = translate("Each section's rows in a rounded box, as settings pages show them")
    groupedCheck.onToggled { [weak self] on in self?.table.style = on ? .grouped : .plain }.store(in: &connections)
    customHeadersCheck.tooltip = translate("Section headers drawn by a view of the page's own")
    customHeadersCheck.onToggled { [weak self] on in
      guard let self else { return }
      dataSource.usesCustomHeaders = on
      table.reloadData()
    }.store(in: &connections)
    refreshColorCheck.tooltip = translate("Pull down to see the refresh indicator in orange")
    refreshColorCheck.onToggled { [weak self] on in
      self?.table.refreshIndicatorColor = on ? Self.refreshColor : nil
    }.store(in: &connections)
    skeletonCheck.tooltip = translate("Simulate Failure, then Retry: rows in the cells' shape show while it loads")
    skeletonCheck.onToggled { [weak self] on in
      self?.table.skeletonRows = on ? SkeletonRows(of: .compact(number: 0), occasion: .everyNewListing) : nil
    }.store(in: &connections)
    for check in [groupedCheck, customHeadersCheck, refreshColorCheck, skeletonCheck] { row.append(check) }
  }

  /// The status line, and the switch for CXTableView's deselect-on-select
  /// (its default; GTK lists keep the selection, so it starts off here).
  private func fill(_ row: Box) {
    status.expandsHorizontally = true
    row.append(status)
    deselectCheck.setMargins(12)
    deselectCheck.tooltip = translate("Rows act as buttons: deselected right after they are selected")
    deselectCheck.onToggled { [weak self] on in self?.table.deselectsAfterSelection = on }.store(in: &connections)
    row.append(deselectCheck)
  }

  var screenshotStates: [ScreenshotState] {
    [
      ScreenshotState(name: "rows") { [weak self] in self?.showRows(Self.firstPageSize) },
      ScreenshotState(name: "failed") { [weak self] in
        self?.showRows(0)
        self?.table.placeholders.pinned = .networkError()
      },
      ScreenshotState(name: "loading") { [weak self] in
        self?.showRows(0)
        self?.table.placeholders.pinned = .loading()
      },
    ]
  }

  func refresh() { table.beginRefreshing() }

  /// Loads a page: the first (or a refresh) replaces the rows, the next
  /// appends to them.
  private func load(_ request: LoadRequest) async throws -> LoadResult {
    let isNextPage = request.kind == .nextPage
    let start = isNextPage ? dataSource.rows.count : 0
    let count = isNextPage ? Self.pageSize : Self.firstPageSize
    let rows = try await network.load { DemoRowsDataSource.makeRows(from: start, count: count) }
    let lastRow = Self.firstPageSize + Self.laterPages * Self.pageSize
    return LoadResult(hasMore: start + count < lastRow) { [weak self] in
      guard let self else { return }
      dataSource.rows = isNextPage ? dataSource.rows + rows : rows
    }
  }

  /// Screenshots: show rows at once, no network.
  private func showRows(_ count: Int) {
    table.placeholders.pinned = nil
    dataSource.rows = DemoRowsDataSource.makeRows(from: 0, count: count)
    table.reloadData()
  }

  /// CXTableView's "数据加载失败": the data goes, the next load fails.
  /// The load starts first: emptied first, the table would show "No
  /// Content" for a moment, and a screen reader would say it.
  private func simulateFailure() {
    network.failuresLeft += 1
    table.beginLoading()
    dataSource.rows = []
    table.reloadData()
  }

  func didSelect(_ item: DemoRow, at indexPath: IndexPath) {
    status.text = substitute(translate("Selected %1$@ at %2$@"), item.title, indexPath.description)
  }

  func didActivate(_ item: DemoRow, at indexPath: IndexPath) {
    status.text = substitute(translate("Opened %1$@ at %2$@"), item.title, indexPath.description)
  }
}

/// The demo's network errors as load failures: offline is a network
/// failure (its placeholder offers tap-anywhere Retry), others are not.
@MainActor
func demoLoadFailure(_ error: any Error) -> LoadFailure {
  if let failure = error as? SimulatedNetwork.Failure {
    return failure == .serverError ? .other(failure.description) : .network(failure.description)
  }
  return .other(String(describing: error))
}
