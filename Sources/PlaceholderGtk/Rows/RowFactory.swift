internal import CGtk
import GtkKit
import PlaceholderCore

// Raw GTK here: the factory's signals hand out GtkListItems, read and walked on the hot path of every row bound.

/// How the rows that show items are bound: one item per row for tables
/// (`TableRowBinding`), a chunk of items side by side for grids
/// (`GridRowBinding`).
@MainActor
protocol ItemRowBinding<DataSource>: AnyObject {
  /// The data source the rows come from.
  associatedtype DataSource: TableDataSource

  /// Shows the items of `row` (at flat `position`) in `host`, whose list
  /// item is `listItem`.
  func bind(
    _ row: FlatRow, at position: Int, in host: RowHost<DataSource.Item>, listItem: OpaquePointer,
    dataSource: DataSource)

  /// Gives a new row, before GTK puts it on screen, the widgets it will
  /// most likely show, where that is known.
  func prepare(_ host: RowHost<DataSource.Item>)
}

extension ItemRowBinding {
  func prepare(_ host: RowHost<DataSource.Item>) {}
}

/// Makes and binds the rows of a GtkListView through its
/// GtkSignalListItemFactory: a `RowHost` per list item, headers, footers,
/// section placeholders and the paging footer here, item rows through the
/// list's `ItemRowBinding`.
@MainActor
final class RowFactory<DataSource: TableDataSource>: ListItemFactorySignals {
  typealias Item = DataSource.Item

  /// Binds the item rows; set by the adapter that composes this factory.
  @exclusivity(unchecked) var itemRows: (any ItemRowBinding<DataSource>)?
  /// Called after a section header or footer row was bound: its widget,
  /// whether it is a header, and its section.
  var supplementShownHandler: (@MainActor (_ view: Widget, _ isHeader: Bool, _ section: Int) -> Void)?
  /// Called when a bound row moved to another position without a rebind.
  /// Rows are watched only while there is one: a watch costs a signal
  /// connection per row, which a plain table need not pay for.
  @exclusivity(unchecked) var rowMovedHandler: (@MainActor (RowHost<Item>) -> Void)? {
    didSet {
      guard rowMovedHandler != nil else { return }
      for host in liveHosts { watchMoves(of: host) }
    }
  }
  /// The row hosts set up and not torn down yet; each knows its index here
  /// (`liveIndex`) and leaves at its list item's teardown. Not generic, weak
  /// or hashed: each would cost per row (toggles, BENCHMARKS.md). Unchecked
  /// for exclusive access: only this type's short methods touch it.
  @exclusivity(unchecked) private var hosts: [AnyRowHost] = []
  /// The hosts' type, looked up once: in the library's unspecialized generic
  /// code, each mention of `RowHost<Item>` is a metadata lookup at run time.
  private let hostType = RowHost<Item>.self
  /// The key of the hosts on list items (`AnyRowHost.quark`), read once.
  private let hostQuark = AnyRowHost.quark

  /// Every row host alive: the rows GTK has made now.
  var liveHosts: [RowHost<Item>] { hosts.compactMap(host(from:)) }

  /// The first live host that `matches`, found without listing them all
  /// (a focus change asks, in the first frame of a million rows).
  func firstLiveHost(where matches: (RowHost<Item>) -> Bool) -> RowHost<Item>? {
    for entry in hosts {
      if let host = host(from: entry), matches(host) { return host }
    }
    return nil
  }

  /// The app's section header and footer views.
  let supplements: SupplementRegistry
  /// The cells of torn-down rows, waiting for new rows of their kind.
  let cellPool = CellReusePool<Item>()

  private let sync: ListModelSync<DataSource>
  private let loadMore: ListLoadMore<DataSource>
  let listView: Widget
  /// The rows GTK bound while the model was changing: bound again once the
  /// change is complete (`rebindRowsBoundDuringUpdate`, from the list's
  /// `modelDidUpdate(reusedRowObjects:)`).
  @exclusivity(unchecked) private var boundDuringUpdate: [RowHost<Item>] = []

  init(
    factory: OpaquePointer, listView: Widget, sync: ListModelSync<DataSource>, loadMore: ListLoadMore<DataSource>,
    supplements: SupplementRegistry
  ) {
    self.supplements = supplements
    self.sync = sync
    self.loadMore = loadMore
    self.listView = listView
    super.init(factory: factory)
    connectFactorySignals()
    hearUnrealize(of: listView)
  }

  /// A list out of its window keeps no spare cells (see `tearDownRow`):
  /// its rows are going for good.
  override func listViewUnrealized() { cellPool.empty() }

  /// A change GTK hears as several emissions (splices one by one, or a
  /// replacement as its removal then its addition) passes through models
  /// that are neither the old rows nor the new, and GTK binds rows during
  /// an emission, then moves them without binding them again (GTK 4.12 and
  /// later, and GTK 4.8 through `defersUnbind`). Read at a position of a
  /// passing model, such a row showed another item, or none (with a
  /// warning); so rows GTK binds before the last emission are bound here,
  /// where they stand once the change is complete.
  func rebindRowsBoundDuringUpdate() {
    guard !boundDuringUpdate.isEmpty else { return }
    let hosts = boundDuringUpdate
    boundDuringUpdate.removeAll()
    for host in hosts {
      guard let listItem = host.boundListItem else { continue }
      sync.whileBinding { bind(host, to: listItem) }
    }
  }

  /// Binds again the rows whose objects a change handed on to other rows
  /// (`LazyListModel.emit(_:reusingReplacedRows:)`): GTK 4.12 and later
  /// keep such a row bound to what it showed. Their cells are unbound
  /// first, as GTK's own rebinding does. On GTK 4.8, which binds them
  /// itself, none is left to bind. Only a row whose list item still holds
  /// the object it was bound to is read (GTK keeps that object alive).
  func rebindRowsWithReusedObjects() {
    for entry in hosts {
      guard let host = host(from: entry), !host.unbindIsPending, let listItem = host.boundListItem,
        let rowObject = gtk_list_item_get_item(listItem), rowObject == host.boundRowObject,
        LazyListModel.generation(of: rowObject) != host.boundRowGeneration
      else { continue }
      host.unbind()
      bindWhereItStands(host, to: listItem)
    }
  }

  /// Binds a row where it stands, or, before a change's last emission,
  /// where positions still move, once the change is complete (before
  /// anything is drawn).
  func bindWhereItStands(_ host: RowHost<Item>, to listItem: OpaquePointer) {
    let rowObject = gtk_list_item_get_item(listItem)
    host.boundRowObject = rowObject
    host.boundRowGeneration = rowObject.map(LazyListModel.generation(of:)) ?? 0
    if sync.model.isEmittingPassingRows {
      host.isBound = true
      boundDuringUpdate.append(host)
      return
    }
    sync.whileBinding { bind(host, to: listItem) }
  }

  override func setUpRow(_ listItem: OpaquePointer) {
    let host = hostType.init()
    host.attach(to: UnsafeMutableRawPointer(listItem), quark: hostQuark)
    host.liveIndex = hosts.count
    hosts.append(host)
    cellPool.noteLiveRows(hosts.count)
    if rowMovedHandler != nil { watchMoves(of: host) }
    itemRows?.prepare(host)
  }

  override func bindRow(_ listItem: OpaquePointer) {
    guard let host = host(from: AnyRowHost.of(UnsafeMutableRawPointer(listItem), quark: hostQuark)) else { return }
    if host.unbindIsPending, keepsBinding(ofMoved: host, listItem: listItem) { return }
    bindWhereItStands(host, to: listItem)
  }

  override func unbindRow(_ listItem: OpaquePointer) {
    guard let host = host(from: AnyRowHost.of(UnsafeMutableRawPointer(listItem), quark: hostQuark)) else { return }
    if defersUnbind(of: host) { return }
    host.unbind()
  }

  override func tearDownRow(_ listItem: OpaquePointer) {
    let item = UnsafeMutableRawPointer(listItem)
    guard let host = host(from: AnyRowHost.of(item, quark: hostQuark)) else { return }
    forget(host)
    // A list out of its window keeps no spare cells (see
    // `listViewUnrealized`): its rows are going for good.
    host.teardown(recyclingInto: gtk_widget_get_realized(listView.gtkWidget) != 0 ? cellPool : nil)
    AnyRowHost.detach(from: item, quark: hostQuark)
  }

  /// A host this factory made, typed; nil for anything else. Compares the
  /// type's identity instead of casting (`as?` looks the generic type up).
  private func host(from host: AnyRowHost?) -> RowHost<Item>? {
    guard let host, ObjectIdentifier(type(of: host)) == ObjectIdentifier(hostType) else { return nil }
    return unsafeDowncast(host, to: hostType)
  }

  /// Takes a torn-down host out of `hosts`: the last one fills its place.
  private func forget(_ host: AnyRowHost) {
    let index = host.liveIndex
    guard index < hosts.count, hosts[index] === host else { return }
    let last = hosts.removeLast()
    if last !== host {
      hosts[index] = last
      last.liveIndex = index
    }
  }

  private func bind(_ host: RowHost<Item>, to listItem: OpaquePointer) {
    let position = Int(gtk_list_item_get_position(listItem))
    host.isBound = true
    if position == sync.index.count, let footer = sync.footer {
      loadMore.bindFooter(footer, to: host.pagingFooterView)
      host.show(other: host.pagingFooterView.widget)
      host.setHeight(nil)
      ListItems.setInteractive(listItem, false)
      return
    }
    guard let row = sync.index.row(at: position), let dataSource = sync.dataSource else {
      host.showNothing()
      ListItems.setInteractive(listItem, false)
      // The data source went away while rows still show (the list scrolled
      // after the app released it): empty the list, with its one warning.
      if sync.dataSource == nil, sync.index.count > 0 { sync.scheduleReload() }
      return
    }
    switch row.kind {
    case .header, .footer:
      let isHeader = row.kind == .header
      let supplement =
        isHeader ? dataSource.header(forSection: row.section) : dataSource.footer(forSection: row.section)
      host.show(
        supplement: supplement, placement: isHeader ? .header : .footer, section: row.section, registry: supplements)
      if let shown = host.shownWidget { supplementShownHandler?(shown, isHeader, row.section) }
    case .sectionPlaceholder:
      host.show(sectionPlaceholder: dataSource.emptyPlaceholder(forSection: row.section))
    case .item:
      if let itemRows {
        itemRows.bind(row, at: position, in: host, listItem: listItem, dataSource: dataSource)
      } else {
        host.showNothing()
        ListItems.setInteractive(listItem, false)
      }
      return
    }
    host.setHeight(nil)
    ListItems.setInteractive(listItem, false)
  }

  /// The paging footer's view, while its row (after the last row) is bound
  /// and shows it.
  var pagingFooterView: PagingFooterRowView? {
    guard sync.footer != nil else { return nil }
    let position = sync.index.count
    guard let host = firstLiveHost(where: { $0.boundPosition == position }),
      host.shownWidget === host.pagingFooterView.widget
    else { return nil }
    return host.pagingFooterView
  }

  /// Brings the row at flat `position` into view, then moves the view by
  /// what `distance` says (given the row's top and height; 0 once the row
  /// is where it should be), for up to `frames` frames: GTK places rows it
  /// has not measured by estimates, so the row moves before it settles. `position` is asked each frame (rows landing above
  /// move it; nil: gone). `done` runs when settled or the frames are spent.
  func bringRow(
    _ position: @escaping @MainActor () -> Int?, frames: Int, adjustment: Adjustment,
    distance: @escaping @MainActor (_ top: Double, _ height: Double) -> Double,
    done: @escaping @MainActor () -> Void = {}
  ) {
    guard let first = position() else { return done() }
    pg_list_view_scroll_to(listView.gtkWidget, guint(clamping: first))
    // Weakly, or a dropped list would wait for the task. (The weak
    // reference costs the factory's rows a little from then on:
    // `ListItemFactorySignals`.)
    Task { @MainActor [weak self] in
      defer { done() }
      for _ in 0..<frames {
        await self?.listView.nextFramePainted()
        // The rows changed meanwhile (a new listing): they no longer hold it.
        guard let self, let position = position(), position < sync.index.count else { return }
        guard let row = rowTops()[position] else {
          pg_list_view_scroll_to(listView.gtkWidget, guint(clamping: position))
          continue
        }
        let move = distance(row.top, row.height)
        if abs(move) < 0.5 { return }
        adjustment.value += move
      }
    }
  }
}
