import GtkKit
import PlaceholderCore

/// Reads and restores where a list is scrolled (`ScrollPosition`): the item
/// at the top of the view and how far into its row. A position restored
/// while the list has no rows to show (a reload, a restart, the first
/// load) waits for them, and is applied once. `ScrollPositionRules` in the
/// core decides which row; this measures GTK's rows and scrolls.
@MainActor
final class ListScrollPosition<DataSource: TableDataSource> {
  /// The app's key for an item, which finds it again after rows were
  /// added or removed above it.
  var key: (@MainActor (DataSource.Item) -> String)?
  /// The position waiting for rows to show.
  private(set) var pending: ScrollPosition?
  /// Whether the view is on its way to a restored position now.
  private(set) var isBringingRow = false
  /// Asks for the page of an item that is not loaded, with how far into
  /// its row to show it (a jump).
  var loadMissing: (@MainActor (_ key: String, _ offset: Double) -> Void)?
  /// Runs once the position waiting has been reached, with the row and
  /// the item there.
  private var whenReached: (@MainActor (Int, IndexPath) -> Void)?
  /// The item on its way to the top: rows that land meanwhile (a page
  /// above it) move it, and the view and `reached` follow it there.
  private var broughtItem: IndexPath?

  private let sync: ListModelSync<DataSource>
  private let rows: RowFactory<DataSource>
  private let loads: LoadCoordinator
  private let diagnostics: ListDiagnostics
  private let listView: Widget
  private let adjustment: Adjustment

  init(
    sync: ListModelSync<DataSource>, rows: RowFactory<DataSource>, loads: LoadCoordinator,
    diagnostics: ListDiagnostics, listView: Widget, adjustment: Adjustment
  ) {
    self.sync = sync
    self.rows = rows
    self.loads = loads
    self.diagnostics = diagnostics
    self.listView = listView
    self.adjustment = adjustment
  }

  /// The position now: the first row whose bottom is below the top of the
  /// view. Nil while no row is on screen.
  var current: ScrollPosition? {
    let tops = rows.rowTops()
    guard let top = tops.filter({ $0.value.top + $0.value.height > 0.5 }).min(by: { $0.key < $1.key }) else {
      return nil
    }
    return ScrollPositionRules.position(
      topRow: top.key, offset: -top.value.top, in: sync.index, rowTop: { tops[$0]?.top }, keyAt: keyAt)
  }

  /// Scrolls to `position` now if the list shows rows, else once it does;
  /// `reached` then runs with the row's flat position and its item (where
  /// they are once there: a page may land above meanwhile).
  func restore(_ position: ScrollPosition, reached: (@MainActor (Int, IndexPath) -> Void)? = nil) {
    pending = position
    whenReached = reached
    applyPending()
  }

  /// Drops the position waiting for rows, if any.
  func cancelPending() {
    pending = nil
    whenReached = nil
  }

  /// Applies the waiting position, if the rows it needs are on screen now.
  func applyPending() {
    guard let position = pending, listView.isMapped, loads.state.showsRows, !sync.index.hasNoItems else { return }
    pending = nil
    let reached = whenReached
    whenReached = nil
    // A saved item not loaded (the conversation moved on since): its page.
    if let wanted = position.itemKey, key != nil, keyAt(position.indexPath) != wanted, indexPath(ofKey: wanted) == nil,
      let loadMissing
    {
      return loadMissing(wanted, position.offset)
    }
    guard
      let row = ScrollPositionRules.row(
        for: position, in: sync.index, keyAt: keyAt, indexPathOfKey: indexPath(ofKey:))
    else { return }
    isBringingRow = true
    // The item asked for where it is at that row (a grid's row holds
    // several), else the row's own.
    broughtItem =
      sync.index.position(of: position.indexPath) == row ? position.indexPath : sync.index.row(at: row)?.indexPath
    let broughtRow: @MainActor () -> Int? = { [weak self] in
      guard let self, let item = broughtItem else { return nil }
      return sync.index.position(of: item)
    }
    // The row's top `offset` pixels above the top of the view.
    rows.bringRow(
      broughtRow, frames: 8, adjustment: adjustment, distance: { top, _ in top + position.offset },
      done: { [weak self] in
        guard let self else { return }
        isBringingRow = false
        let item = broughtItem
        broughtItem = nil
        if let item, let row = sync.index.position(of: item) { reached?(row, item) }
      })
  }

  /// The key of the item at `indexPath`; nil past the rows (a saved path
  /// from a longer listing is no misbehaving data source).
  private func keyAt(_ indexPath: IndexPath) -> String? {
    guard let key, sync.index.position(of: indexPath) != nil, let dataSource = sync.dataSource,
      let item = diagnostics.item(at: indexPath, from: dataSource)
    else { return nil }
    return key(item)
  }

  /// The index path of the item whose key is `wanted`: a walk through every
  /// item, made once per restore.
  func indexPath(ofKey wanted: String) -> IndexPath? {
    guard key != nil else { return nil }
    for section in 0..<sync.index.sectionCount {
      for item in 0..<sync.index.sections[section].itemCount {
        let indexPath = IndexPath(section: section, item: item)
        if keyAt(indexPath) == wanted { return indexPath }
      }
    }
    return nil
  }
}

/// While a row is brought to the top, its item is followed through the
/// changes that land meanwhile; every row replaced, it is gone.
extension ListScrollPosition: ItemMoveFollower {
  func itemsDidMove(_ changes: ChangeSet?) {
    guard let item = broughtItem else { return }
    broughtItem = changes?.newIndexPath(for: item)
  }
}
