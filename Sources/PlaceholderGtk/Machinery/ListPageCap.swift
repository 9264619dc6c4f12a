import GtkKit
import PlaceholderCore

/// A memory cap on the pages a list keeps (`ListAdapter.maxPages`): when a
/// page lands past the cap, the pages at the other edge, the farthest from
/// the screen, are let go of (`PageDropping`), and that edge loads them
/// again when the user comes back (`.pagesDropped`). `PageWindow` in the
/// core keeps the pages and decides what goes; this counts the rows and
/// drops.
///
/// The drop happens in the main-loop turn the page lands in, right after
/// its result is applied and before its finish is decided, so no load can
/// start in between at the edge that loses the pages.
@MainActor
final class ListPageCap<DataSource: TableDataSource> {
  /// The most pages kept; nil for no cap.
  var maxPages: Int?
  /// The index paths that must stay: the selected item.
  var protectedItems: @MainActor () -> [IndexPath] = { [] }
  /// The row with the keyboard focus, if in the list (a table's).
  var focusedItem: @MainActor () -> IndexPath? = { nil }
  /// Moves the keyboard focus to the row at a flat position, unselected
  /// and without scrolling, once GTK shows it.
  var focusRow: @MainActor (Int) -> Void = { _ in }
  /// Where the focus goes after the drop took its row: an item index.
  private var refocusItem: Int?
  /// Keeps the row at the top of the view in place through the next
  /// change of the rows (the pages dropped above it): GTK 4.8 can lose
  /// its place when many rows go above it, and put the view at the top.
  var holdTopRow: @MainActor () -> Void = {}
  /// How far the view moved since the rows were last laid out (a page can
  /// land before the next frame): their tops on screen are that much less.
  var movedSincePaint: @MainActor () -> Double = { 0 }

  private(set) var window = PageWindow()
  /// How near an end its next page is asked for (`loadMoreDistance`).
  var distance: LoadMoreTrigger.Distance = LoadMoreTrigger.defaultDistance
  private let sync: ListModelSync<DataSource>
  private let rows: RowFactory<DataSource>
  private let adjustment: Adjustment
  private let loads: LoadCoordinator
  private let diagnostics: ListDiagnostics
  private var itemsBefore = 0
  /// The edge where the page that just landed went.
  private var landedAt: PagingEdge?
  /// The items near the screen (kept whatever the cap) and the first on
  /// it, measured as a page lands.
  private var near: (kept: Range<Int>, firstShown: Int)?
  /// True while the cap's own drop changes the rows.
  private var isDropping = false

  init(
    sync: ListModelSync<DataSource>, rows: RowFactory<DataSource>, adjustment: Adjustment, loads: LoadCoordinator,
    diagnostics: ListDiagnostics
  ) {
    self.sync = sync
    self.rows = rows
    self.adjustment = adjustment
    self.loads = loads
    self.diagnostics = diagnostics
  }

  /// What is on screen is measured before a page lands: GTK lays out the
  /// new rows only in the next frame.
  func rowsWillChange() {
    itemsBefore = sync.index.totalItemCount
    guard maxPages != nil, loads.isApplyingResult, !isDropping else { return }
    near = itemsNearTheScreen()
  }

  /// The rows changed: a page's result adds a page, anything else (a new
  /// message, an edit) changes the page at the end.
  func rowsDidChange() {
    guard !isDropping else { return }
    let total = sync.index.totalItemCount
    guard loads.isApplyingResult, let kind = loads.currentRequest?.kind else {
      return window.rowsChanged(total: total)
    }
    window.landed(kind, added: total - itemsBefore, total: total)
    landedAt = kind == .previousPage ? .start : kind == .nextPage ? .end : nil
    if kind == .previousPage, let before = near {
      // The rows on screen moved down by the page above them.
      let added = total - itemsBefore
      near = ((before.kept.lowerBound + added)..<(before.kept.upperBound + added), before.firstShown + added)
    }
  }

  /// After a page's result was applied: drops the pages past the cap, if
  /// any, and says which for the machine.
  func dropPastTheCap() -> PageDrop? {
    guard let landedAt else { return nil }
    self.landedAt = nil
    // Nil when none of the rows GTK last laid out is on screen now (the
    // view jumped, and a page came before the next frame): what is on
    // screen is not known. The next page to land drops what this one would
    // have.
    guard let maxPages, let near else { return nil }
    // The other end's page waits to load: the user is there.
    let waitingEdge: PagingEdge? =
      switch loads.waitingPage {
      case .previousPage: .start
      case .nextPage: .end
      default: nil
      }
    guard
      let drop = window.overflow(
        maxPages: maxPages, landedAt: landedAt, loadingEdge: waitingEdge,
        protected: protectedItems().compactMap(itemIndex), near: near.kept)
    else { return nil }
    guard let source = sync.dataSource as? any PageDropping else {
      diagnostics.warnForLifetime(
        "cap", "maxPages needs a data source that can drop pages (PageDropping); the list keeps every page")
      return nil
    }
    guard window.itemCount == sync.index.totalItemCount else { return nil }
    // A focus left behind, where the mouse scrolled from, goes to the first
    // row on screen once its row is gone (`takeRefocus`), not to the first
    // row, which would take the view there (and to that end's page,
    // dropped a moment ago).
    let remaining = sync.index.totalItemCount - drop.items
    let droppedRange = drop.edge == .start ? 0..<drop.items : remaining..<(remaining + drop.items)
    if let focused = focusedItem().flatMap(itemIndex), droppedRange.contains(focused) {
      refocusItem = drop.edge == .start ? near.firstShown - drop.items : near.firstShown
    }
    window.dropped(drop.pages, at: drop.edge)
    if drop.edge == .start { holdTopRow() }
    isDropping = true
    source.dropItems(drop.items, at: drop.edge)
    if !sync.followsDataSource { sync.reloadData() }
    isDropping = false
    return drop
  }

  /// The items on screen and twice the load distance around them, in the
  /// rows' heights: what stays, whatever the cap.
  /// The first item on screen too, if any.
  private func itemsNearTheScreen() -> (kept: Range<Int>, firstShown: Int)? {
    let viewport = adjustment.pageSize
    let moved = movedSincePaint()
    let shown = rows.rowTops().filter { $0.value.top - moved + $0.value.height > 0 && $0.value.top - moved < viewport }
    let items = shown.keys.compactMap { sync.index.row(at: $0)?.indexPath }.compactMap(itemIndex)
    guard let first = items.min(), let last = items.max() else { return nil }
    let rowHeight = shown.values.map(\.height).reduce(0, +) / Double(shown.count)
    // A grid's row holds several items: each row's item is its first.
    let perRow = sync.index.itemsPerRow
    let kept = PageWindow.itemsNearTheScreen(
      firstShown: first, lastShown: last + perRow - 1, rowHeight: rowHeight, viewport: viewport, distance: distance,
      itemsPerRow: perRow)
    return (kept, first)
  }

  /// After the rows changed, with the focus gone with its row: true if the
  /// cap's drop took it, and it goes to the first row on screen.
  func takeRefocus() -> Bool {
    guard let item = refocusItem else { return false }
    refocusItem = nil
    guard let path = indexPath(ofItem: item), let position = sync.index.position(of: path) else { return false }
    focusRow(position)
    return true
  }

  /// The index path of the item at `index` from the start of the rows.
  private func indexPath(ofItem index: Int) -> IndexPath? {
    var before = 0
    for (section, info) in sync.index.sections.enumerated() {
      if index < before + info.itemCount { return IndexPath(section: section, item: index - before) }
      before += info.itemCount
    }
    return nil
  }

  /// The index of an item from the start of the rows.
  private func itemIndex(_ indexPath: IndexPath) -> Int? {
    let sections = sync.index.sections
    guard sections.indices.contains(indexPath.section) else { return nil }
    return sections[..<indexPath.section].reduce(0) { $0 + $1.itemCount } + indexPath.item
  }
}
