internal import CGtk
import GtkKit
import PlaceholderCore

/// Keeps GTK's list model in step with a data source: the flattened rows
/// (`FlatIndex`), the splices that tell GTK what changed, the paging footer
/// row after the rows, and the reloads that must wait until a bind ends.
///
/// The data source is held weakly. A data source that reports its own
/// changes (`ChangeObservable`) is followed by itself; anything else is
/// read again on `reloadData()` or told about with `performUpdates(_:)`.
/// Whatever cannot be read consistently is logged once and the list keeps
/// the rows it showed.
@MainActor
final class ListModelSync<DataSource: TableDataSource> {
  /// The data source, held weakly.
  private(set) weak var dataSource: DataSource?
  /// The flattened rows as GTK knows them: the last consistent state.
  private(set) var index: FlatIndex
  /// The GListModel GTK shows.
  let model = LazyListModel()
  /// The footer row after the rows, if one shows.
  private(set) var footer: PagingFooter?
  /// The splices the last change emitted, for tests.
  private(set) var lastSplices: [Splice] = []
  /// True while splices are being emitted, so selection changes GTK makes by
  /// itself are not taken for the user's.
  private(set) var isUpdatingModel = false
  /// While positive, a row is being bound and GTK's model must not change.
  /// Unchecked for exclusive access: each access is a single read or
  /// increment, and the run-time check costs on every bind.
  @exclusivity(unchecked) private(set) var bindDepth = 0

  /// The list's machinery, told of every change of the rows, in the
  /// order `ListRowsHost` gives. `itemsDidMove` comes while
  /// `isUpdatingModel` is still true, with `index` and GTK's model
  /// agreeing already, so an app told from there may reload at once.
  weak var host: (any ListRowsHost)?

  private let itemsPerRow: @MainActor () -> Int
  private let loads: LoadCoordinator
  private let diagnostics: ListDiagnostics
  private var reloadDeferred = false
  /// Entries changed since the heap's free memory was last given back.
  private var entriesSinceFreed = 0
  /// How many times the heap's free memory was given back (for tests).
  private(set) var freeMemoryReturns = 0
  /// The subscription to a data source that reports its own changes.
  private var observation: ObservationToken?

  init(
    dataSource: DataSource, itemsPerRow: @escaping @MainActor () -> Int, loads: LoadCoordinator,
    diagnostics: ListDiagnostics
  ) {
    self.dataSource = dataSource
    self.itemsPerRow = itemsPerRow
    self.loads = loads
    self.diagnostics = diagnostics
    index = FlatIndex(itemsPerRow: itemsPerRow())
    guard let observable = dataSource as? any ChangeObservable else { return }
    observation = observable.observe { [weak self] changes in self?.performUpdates(changes) }
    // Start from what it holds, so its first change set applies; this is
    // not a load, so no placeholder decision changes.
    if let initial = try? DataSourceReader.readIndex(from: dataSource, itemsPerRow: itemsPerRow()) {
      index = initial
      model.apply([Splice(position: 0, removed: 0, added: initial.count)])
    }
  }

  /// Whether the data source reports its own changes.
  var followsDataSource: Bool { dataSource is any ChangeObservable }

  /// Runs `body` as a bind: model changes asked for meanwhile wait.
  func whileBinding(_ body: () -> Void) {
    bindDepth += 1
    defer { bindDepth -= 1 }
    body()
  }

  /// Reads the data source again and shows what it has now. O(sections).
  func reloadData() {
    guard bindDepth == 0 else {
      deferReload(reason: "reloadData() was called while a row was being bound")
      return
    }
    guard let dataSource else {
      diagnostics.warn("gone", "the list's data source was released; the list shows nothing")
      replaceIndex(
        with: FlatIndex(itemsPerRow: itemsPerRow()), splices: [Splice(position: 0, removed: index.count, added: 0)],
        changes: nil)
      return
    }
    guard let newIndex = readIndex(from: dataSource) else { return }
    diagnostics.dataIsConsistent()
    // A full reload knows no identity: the items cannot be followed.
    replaceIndex(with: newIndex, splices: index.splicesForFullReload(to: newIndex), changes: nil)
    dataDidChange()
  }

  /// Shows a batch of changes with the minimal splices; a change set that
  /// does not match the data source is logged once and the rows reload.
  /// O(changes · log changes + sections).
  func performUpdates(_ changes: ChangeSet) {
    guard bindDepth == 0 else {
      deferReload(reason: "performUpdates(_:) was called while a row was being bound")
      return
    }
    guard let dataSource else {
      reloadData()
      return
    }
    guard let newIndex = readIndex(from: dataSource) else { return }
    defer { noteFreedEntries(changes.changeCount) }
    // Into or out of a list with no rows there is nothing to keep: one
    // splice, without walking the change set (a million entries when a
    // search gives every row back).
    if index.count == 0 || newIndex.count == 0 {
      replaceIndex(with: newIndex, splices: index.splicesForFullReload(to: newIndex), changes: changes)
      dataDidChange()
      return
    }
    do {
      // Already shaped for emission, which spares making the splices of a
      // search that removes rows in hundreds of thousands of runs.
      let emissions = try FlatIndex.emissions(from: index, to: newIndex, applying: changes)
      replaceIndex(with: newIndex, emissions: emissions, changes: changes)
    } catch {
      diagnostics.warn("changes", "The list's change set does not match its data source (\(error)); reloading it.")
      replaceIndex(with: newIndex, splices: index.splicesForFullReload(to: newIndex), changes: nil)
    }
    dataDidChange()
  }

  /// Changes of this many entries free tens of megabytes once shown.
  private static var bigChange: Int { 100_000 }

  /// Gives the heap's free memory back to the system once changes of
  /// `bigChange` entries or more have been shown since it last did, and no
  /// replacement is landing: a big one lands in slices smaller than that
  /// (`LandingSlicer`), whose temporaries are freed as it goes. On a
  /// background thread once the main loop is idle: glibc keeps what other
  /// threads freed, and above a size it learns at run time stops returning
  /// big blocks, so a search over a million rows ended 75 MiB resident
  /// above what it held (BENCHMARKS.md).
  private func noteFreedEntries(_ count: Int) {
    entriesSinceFreed += count
    guard entriesSinceFreed >= Self.bigChange else { return }
    MainLoopCallbacks.whenIdle { [weak self] in self?.returnFreeMemoryOnceLanded() }
  }

  private func returnFreeMemoryOnceLanded() {
    guard entriesSinceFreed >= Self.bigChange else { return }
    // Between two slices of a landing: the last one asks again.
    if let landing = dataSource as? any BackgroundReplacing, landing.pendingReplacement != nil { return }
    entriesSinceFreed = 0
    freeMemoryReturns += 1
    Task.detached(priority: .background) { pg_return_free_memory() }
  }

  /// Re-chunks the same sections for a new number of items per row: one
  /// splice, or none when nothing changes unless `always`.
  func rechunk(always: Bool = false) {
    let rechunked = FlatIndex(sections: index.sections, itemsPerRow: itemsPerRow())
    guard rechunked != index || always else { return }
    // The same items in the same places: each is followed where it was.
    replaceIndex(
      with: rechunked, splices: [Splice(position: 0, removed: index.count, added: rechunked.count)], changes: .empty)
  }

  /// Shows, changes or removes the footer row after the rows. Waits while
  /// a row is being bound (the next change of rows or state applies it).
  func setFooter(_ wanted: PagingFooter?) {
    guard wanted != footer, bindDepth == 0 else { return }
    let shown = footer
    // GTK 4.8 binds new rows during the items-changed emission itself: the
    // state must be in place before the model changes.
    footer = wanted
    let position = index.count
    switch (shown, wanted) {
    case (nil, _?): model.apply([Splice(position: position, removed: 0, added: 1)])
    case (_?, nil): model.apply([Splice(position: position, removed: 1, added: 0)])
    case (_?, _?): model.apply([Splice(position: position, removed: 1, added: 1)])
    case (nil, nil): break
    }
  }

  /// Tells the load machine the rows changed. Also while a load is on its
  /// way: the machine leaves a first page's outcome to its finish, but an
  /// app that empties its rows while a page or a refresh loads must see
  /// the empty placeholder at once (the page is then dropped), not a blank
  /// list behind a paging spinner.
  /// The rows a load's result puts in are that load's outcome: its finish
  /// tells the machine, once (`LoadCoordinator.isApplyingResult`).
  private func dataDidChange() {
    guard !loads.isApplyingResult else { return }
    loads.dataDidChange(isEmpty: index.hasNoItems, countsAsFirstLoad: true)
  }

  /// The data source's rows now, or nil (with one warning) when it cannot
  /// be read consistently.
  private func readIndex(from dataSource: DataSource) -> FlatIndex? {
    do {
      return try DataSourceReader.readIndex(from: dataSource, itemsPerRow: itemsPerRow())
    } catch {
      diagnostics.warn("read", "\(error) The list keeps the rows it showed.")
      return nil
    }
  }

  private func deferReload(reason: String) {
    diagnostics.warnForLifetime("reentrant", "\(reason); it runs after the bind")
    scheduleReload()
  }

  /// Reloads once the main loop is idle. Idle priority runs after input,
  /// layout and painting, so a data source that reloads from inside every
  /// bind costs the app a busy loop but never freezes its window.
  func scheduleReload() {
    guard !reloadDeferred else { return }
    reloadDeferred = true
    MainLoopCallbacks.whenIdle { [weak self] in
      guard let self else { return }
      reloadDeferred = false
      reloadData()
    }
  }

  /// Applies new rows to GTK through splices, then tells the handlers;
  /// `changes` says how the items moved (nil: unknown).
  private func replaceIndex(with newIndex: FlatIndex, splices: [Splice], changes: ChangeSet?) {
    replaceIndex(
      with: newIndex, emissions: SpliceEmission.emissions(for: splices, count: index.count), changes: changes)
  }

  /// `replaceIndex(with:splices:changes:)` with the splices shaped for
  /// emission already (`SpliceEmission`), for a model of `index.count` rows.
  private func replaceIndex(with newIndex: FlatIndex, emissions: [Splice], changes: ChangeSet?) {
    lastSplices = emissions
    host?.rowsWillChange(leavingNoItems: newIndex.hasNoItems && !index.hasNoItems)
    isUpdatingModel = true
    // The footer row sits after the rows: take it out while the rows
    // change; the host's `rowsDidChange` puts it back.
    if footer != nil {
      footer = nil
      model.apply([Splice(position: index.count, removed: 1, added: 0)])
    }
    index = newIndex
    // A screen of rows replaced keeps its widgets, bound again to the new rows.
    let reused = model.emit(emissions, reusingReplacedRows: true)
    host?.modelDidUpdate(reusedRowObjects: reused)
    host?.itemsDidMove(changes)
    isUpdatingModel = false
    host?.rowsDidChange()
  }
}
