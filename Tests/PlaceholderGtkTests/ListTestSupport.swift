import CGtk
import PlaceholderCore
import PlaceholderTestSupport
import XCTest

@testable import GtkKit
@testable import PlaceholderGtk

/// XCTest brings Foundation, whose `IndexPath` would shadow the core's; an
/// app that imports Foundation does the same.
typealias IndexPath = PlaceholderCore.IndexPath

/// A plain data source: sections of strings, with optional headers, footers
/// and inline placeholders, whose methods can be made to misbehave.
@MainActor
final class StringsDataSource: TableDataSource {
  var sections: [[String]]
  var headers: [Int: SectionSupplement] = [:]
  var footers: [Int: SectionSupplement] = [:]
  var sectionPlaceholders: [Int: PlaceholderContent] = [:]
  var kinds: [String: CellKindID] = [:]
  var heights: [String: Int] = [:]
  var sectionCountOverride: Int?
  var itemCountOverride: Int?
  var throwOnItem = false
  var onItem: ((IndexPath) -> Void)?

  struct Failure: Error, CustomStringConvertible {
    var description: String { "the test data source failed on purpose" }
  }

  init(_ sections: [[String]]) { self.sections = sections }

  func numberOfSections() throws -> Int { sectionCountOverride ?? sections.count }
  func numberOfItems(inSection section: Int) throws -> Int {
    itemCountOverride ?? (sections.indices.contains(section) ? sections[section].count : 0)
  }
  func item(at indexPath: IndexPath) throws -> String {
    onItem?(indexPath)
    guard !throwOnItem, sections.indices.contains(indexPath.section),
      sections[indexPath.section].indices.contains(indexPath.item)
    else { throw Failure() }
    return sections[indexPath.section][indexPath.item]
  }
  func cellKind(for item: String, at indexPath: IndexPath) -> CellKindID { kinds[item] ?? .default }
  func rowHeight(for item: String, at indexPath: IndexPath) -> Int? { heights[item] }
  func header(forSection section: Int) -> SectionSupplement? { headers[section] }
  func footer(forSection section: Int) -> SectionSupplement? { footers[section] }
  func emptyPlaceholder(forSection section: Int) -> PlaceholderContent? { sectionPlaceholders[section] }
}

/// A data source of many generated rows, none stored.
@MainActor
final class CountingDataSource: TableDataSource {
  var sectionCount: Int
  var itemsPerSection: Int
  private(set) var itemRequests = 0

  init(sections: Int, itemsPerSection: Int) {
    sectionCount = sections
    self.itemsPerSection = itemsPerSection
  }

  func numberOfSections() throws -> Int { sectionCount }
  func numberOfItems(inSection section: Int) throws -> Int { itemsPerSection }
  func item(at indexPath: IndexPath) throws -> Int {
    itemRequests += 1
    return indexPath.section * itemsPerSection + indexPath.item
  }
}

/// A row with a number, shown as "Row N" by `NumberedRowCell`: for lists
/// of many rows.
struct NumberedRow: Identifiable, Equatable, Sendable {
  let id: Int
}

/// Shows a `NumberedRow` as "Row N".
final class NumberedRowCell: TableCell<NumberedRow> {
  private let label = Label()
  override func setup() { contentView.append(label) }
  override func bind(_ item: NumberedRow, at indexPath: IndexPath) { label.text = "Row \(item.id)" }
}

/// A table of `count` numbered rows, its cell registered and its rows read.
@MainActor
func numberedTable(
  _ count: Int
) -> (source: SectionedDataSource<NumberedRow>, table: TableAdapter<SectionedDataSource<NumberedRow>>) {
  let source = SectionedDataSource<NumberedRow>(items: (0..<count).map { NumberedRow(id: $0) })
  let table = TableAdapter(dataSource: source)
  table.register(NumberedRowCell.init)
  table.reloadData()
  return (source, table)
}

/// A cell that records what happens to it.
final class RecordingCell: TableCell<String> {
  nonisolated(unsafe) static var setups = 0
  nonisolated(unsafe) static var binds = 0
  nonisolated(unsafe) static var unbinds = 0
  nonisolated(unsafe) static var teardowns = 0
  let label = Label()
  private(set) var boundItem: String?
  /// How many times this cell was bound.
  private(set) var timesBound = 0

  static func resetCounts() {
    setups = 0
    binds = 0
    unbinds = 0
    teardowns = 0
  }

  override func setup() {
    Self.setups += 1
    contentView.append(label)
  }
  override func bind(_ item: String, at indexPath: IndexPath) {
    Self.binds += 1
    timesBound += 1
    boundItem = item
    label.text = item
  }
  override func unbind() {
    Self.unbinds += 1
    boundItem = nil
  }
  override func teardown() { Self.teardowns += 1 }
}

/// A delegate that records what it hears.
@MainActor
final class RecordingDelegate<Item>: TableDelegate {
  var selected: [IndexPath] = []
  var deselected: [IndexPath] = []
  var activated: [IndexPath] = []
  var displayed = 0
  var throwOnSelect = false

  func didSelect(_ item: Item, at indexPath: IndexPath) throws {
    selected.append(indexPath)
    if throwOnSelect { throw StringsDataSource.Failure() }
  }
  func didDeselect(at indexPath: IndexPath) throws { deselected.append(indexPath) }
  func didActivate(_ item: Item, at indexPath: IndexPath) throws { activated.append(indexPath) }
  func willDisplay(_ item: Item, at indexPath: IndexPath) throws { displayed += 1 }
}

/// The texts of the labels under a widget, in tree order.
@MainActor
func visibleTexts(under widget: UnsafeMutablePointer<GtkWidget>) -> [String] {
  WidgetTree.visibleTexts(under: widget)
}

/// A load operation that waits until the test lets it finish.
@MainActor
final class LoadGate {
  private(set) var waiting: (request: LoadRequest, continuation: CheckedContinuation<Void, Never>)?

  func wait(for request: LoadRequest) async throws -> LoadResult {
    await withCheckedContinuation { waiting = (request, $0) }
    let rows = delivered
    let source = target
    return LoadResult(hasMore: hasMore) { source?.replaceSections(with: [.init(items: rows)]) }
  }

  private var delivered: [String] = []
  private var hasMore = false
  private weak var target: SectionedDataSource<String>?

  /// Lets the waiting load finish, bringing `rows`.
  func open(with rows: [String], hasMore: Bool = false, into source: SectionedDataSource<String>) {
    delivered = rows
    self.hasMore = hasMore
    target = source
    let continuation = waiting?.continuation
    waiting = nil
    continuation?.resume()
  }
}

extension ListAdapter {
  /// Loads more at the list's end (the footer's spinner at once), with a
  /// first page loaded and more to come, as the delegate set before hears.
  func startPaging() {
    isLoadMoreEnabled = true
    loads.indicatorTiming = .immediate
    beginLoading()
    endRefreshing(hasMore: true)
  }
}

/// Sixty rows with more to come, shown, whose delegate counts the pages
/// asked for: where every test of the paging footer starts. `configure`
/// runs before the first page.
@MainActor
final class PagedTable {
  let source = StringsDataSource([(0..<60).map { "row \($0)" }])
  let table: TableAdapter<StringsDataSource>
  let delegate = PagingDelegate()
  let window: TestWindow

  init(_ configure: (TableAdapter<StringsDataSource>) -> Void = { _ in }) {
    table = TableAdapter(dataSource: source)
    table.delegate = delegate
    configure(table)
    table.isLoadMoreEnabled = true
    table.beginLoading()
    table.endRefreshing(hasMore: true)
    window = TestWindow(showing: table.widget)
  }

  /// Scrolls to the end of the rows (and of the footer row, once it
  /// shows), and lets GTK follow.
  func scrollToTheEnd() throws {
    let adjustment = try XCTUnwrap(table.scrollAdjustment)
    gtk_adjustment_set_value(adjustment, gtk_adjustment_get_upper(adjustment))
    window.settle()
  }
}
