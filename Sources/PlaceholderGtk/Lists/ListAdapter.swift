import CGtk
import PlaceholderCore

/// What tables and collections share: a lazy list model over a
/// `TableDataSource`, recycled cells, sections, the placeholder that follows
/// the model, and the delegate.
///
/// Use `TableAdapter` or `CollectionAdapter`; this class holds their common
/// machinery.
///
/// - The list model is lazy: it reports the flattened row count and makes
///   row objects only for rows GTK shows, so 1,000,000 rows open at once and
///   memory follows the visible rows.
/// - The data source and the delegate are held weakly. If the data source
///   goes away, the list shows nothing and logs one warning.
/// - Anything the data source or delegate throws, or a count that does not
///   add up, is logged once; the list keeps its last consistent state.
/// - Everything runs on the main actor. Code on another thread reaches the
///   list by hopping to the main actor (`Task { @MainActor in … }`); the
///   compiler enforces that.
@MainActor
public class ListAdapter<DataSource: TableDataSource> {
  /// The type of the rows' items.
  public typealias Item = DataSource.Item

  /// The data source, held weakly.
  public private(set) weak var dataSource: DataSource?
  /// The placeholder slot over the list; `widget` is its root.
  public let placeholderSlot: PlaceholderSlot
  /// The widget to put in a window: the list in its scrolled window, with the
  /// placeholder over it.
  public var widget: Widget { placeholderSlot.widget }
  /// The GtkScrolledWindow around the list.
  public let scrolledWindow: Widget
  /// The GtkListView.
  public let listView: Widget

  /// The placeholder shown when the list has no items after its first load
  /// (AppPlaceholder's zero-configuration promise). Set nil to show none.
  public var emptyPlaceholder: PlaceholderContent? = .noContent() {
    didSet { updatePlaceholder() }
  }

  /// A placeholder the app wants shown whatever the rows (loading, failed…);
  /// nil lets the list decide. PageState's `view.ps.item = …`.
  public var placeholderOverride: PlaceholderContent? {
    didSet { updatePlaceholder() }
  }

  /// Whether the first load has finished: until then no "empty" placeholder
  /// shows (DZNEmptyDataSet's most reported complaint).
  public private(set) var hasFinishedFirstLoad = false

  /// Shows the empty placeholder even before the first load has finished
  /// (AppPlaceholder with `firstReload` off). Default false.
  public var showsEmptyBeforeFirstLoad = false {
    didSet { updatePlaceholder() }
  }

  /// The flattened rows as GTK knows them: the last consistent state.
  public internal(set) var index = FlatIndex()

  let model = LazyListModel()
  let selection: ObjectReference
  var cells = CellRegistry<Item>()
  var delegateCalls = DelegateCalls<Item>()
  /// While positive, a cell is being bound and GTK's model must not change.
  private(set) var bindDepth = 0
  private var reloadDeferred = false
  /// True while splices are being emitted, so selection changes GTK makes by
  /// itself are not taken for the user's.
  private(set) var isUpdatingModel = false
  /// The subscription to a data source that reports its own changes.
  private var observation: ObservationToken?
  /// The prefix of this list's warning keys, so they can be reset together.
  private(set) lazy var warningPrefix = "list-\(ObjectIdentifier(self).hashValue)-"

  init(dataSource: DataSource, cssClass: String) {
    self.dataSource = dataSource
    guard let selectionModel = gtk_single_selection_new(nil),
      let factory = gtk_signal_list_item_factory_new(),
      let list = gtk_list_view_new(nil, nil),
      let scrolled = gtk_scrolled_window_new()
    else { preconditionFailure("GTK could not create the list's widgets") }
    selection = ObjectReference(taking: selectionModel)
    listView = Widget(taking: list)
    scrolledWindow = Widget(taking: scrolled)
    placeholderSlot = PlaceholderSlot(content: scrolledWindow)

    gtk_single_selection_set_autoselect(selectionModel, 0)
    gtk_single_selection_set_can_unselect(selectionModel, 1)
    gtk_single_selection_set_model(selectionModel, model.listModel)
    gtk_list_view_set_model(gcast(list), gcast(selectionModel))
    gtk_list_view_set_factory(gcast(list), gcast(factory))
    g_object_unref(factory.rawAddress)  // the list view holds it now
    gtk_scrolled_window_set_child(gcast(scrolled), list)
    gtk_widget_set_vexpand(scrolled, 1)
    gtk_widget_set_hexpand(scrolled, 1)
    listView.addCSSClass(cssClass)
    ListStyle.install()
    connectFactory(factory)
    if let observable = dataSource as? any ChangeObservable {
      observation = observable.observe { [weak self] changes in self?.performUpdates(changes) }
    }
  }

  // MARK: - Configuration

  /// Registers the cell class that shows items of a kind.
  public func register<Cell: TableCell<Item>>(_ cellType: Cell.Type, for kind: CellKindID = .default) {
    cells.register(kind) { cellType.init() }
  }

  /// Registers a closure that makes the cells of a kind.
  public func register(kind: CellKindID, makeCell: @escaping @MainActor () -> TableCell<Item>) {
    cells.register(kind, makeCell)
  }

  /// Sets the delegate, held weakly.
  public func setDelegate<Delegate: TableDelegate>(_ delegate: Delegate) where Delegate.Item == Item {
    delegateCalls = DelegateCalls(delegate)
  }

  // MARK: - Loading

  /// How many items share one row; 1 for tables.
  var itemsPerRow: Int { 1 }

  /// Reads the data source again and shows what it has now; marks the first
  /// load as finished. Called from inside a cell's bind, it runs right after
  /// the bind instead (GTK must not change its model while binding).
  /// O(sections).
  public func reloadData() {
    guard bindDepth == 0 else {
      deferReload(reason: "reloadData() was called while a row was being bound")
      return
    }
    guard let dataSource else {
      Diagnostics.warnOnce(
        key: warningPrefix + "gone", "the list's data source was released; the list shows nothing")
      replaceIndex(
        with: FlatIndex(itemsPerRow: itemsPerRow), splices: [Splice(position: 0, removed: model.count, added: 0)])
      return
    }
    let newIndex: FlatIndex
    do {
      newIndex = try DataSourceReader.readIndex(from: dataSource, itemsPerRow: itemsPerRow)
    } catch {
      Diagnostics.warnOnce(key: warningPrefix + "read", "\(error) The list keeps the rows it showed.")
      return
    }
    Diagnostics.reset(keysWithPrefix: warningPrefix)
    hasFinishedFirstLoad = true
    replaceIndex(with: newIndex, splices: [Splice(position: 0, removed: model.count, added: newIndex.count)])
  }

  /// Shows a batch of changes the app made to its data source: inserts,
  /// deletes, moves and reloads of rows and sections, as UIKit's batch
  /// updates. GTK gets the minimal splices, never a rebuild, and the
  /// placeholder is re-evaluated. A change set that does not match the data
  /// source is logged once and the list reloads from the data source
  /// instead. O(changes · log changes + sections).
  ///
  /// Adapters follow a `ChangeObservable` data source (such as
  /// `SectionedDataSource`) by themselves; call this for other data sources.
  public func performUpdates(_ changes: ChangeSet) {
    guard bindDepth == 0 else {
      deferReload(reason: "performUpdates(_:) was called while a row was being bound")
      return
    }
    guard let dataSource else {
      reloadData()
      return
    }
    let newIndex: FlatIndex
    do {
      newIndex = try DataSourceReader.readIndex(from: dataSource, itemsPerRow: itemsPerRow)
    } catch {
      Diagnostics.warnOnce(key: warningPrefix + "read", "\(error) The list keeps the rows it showed.")
      return
    }
    hasFinishedFirstLoad = true
    do {
      let splices = try FlatIndex.splices(from: index, to: newIndex, applying: changes)
      replaceIndex(with: newIndex, splices: splices)
    } catch {
      Diagnostics.warnOnce(
        key: warningPrefix + "changes", "The list's change set does not match its data source (\(error)); reloading it."
      )
      replaceIndex(with: newIndex, splices: index.splicesForFullReload(to: newIndex))
    }
  }

  private func deferReload(reason: String) {
    Diagnostics.warnOnce(key: warningPrefix + "reentrant", "\(reason); it runs after the bind")
    guard !reloadDeferred else { return }
    reloadDeferred = true
    Sources.after(milliseconds: 0) { [weak self] in
      guard let self else { return }
      reloadDeferred = false
      reloadData()
    }
  }

  /// The splices the last change emitted, for tests.
  private(set) var lastSplices: [Splice] = []

  /// Applies new rows to GTK through splices and re-evaluates the placeholder.
  func replaceIndex(with newIndex: FlatIndex, splices: [Splice]) {
    lastSplices = splices
    isUpdatingModel = true
    index = newIndex
    model.apply(splices)
    isUpdatingModel = false
    updatePlaceholder()
    indexDidChange()
  }

  /// Called after the rows changed; subclasses that show rows outside the
  /// list model (the free layout) refresh them here.
  func indexDidChange() {}

  // MARK: - Placeholder

  func updatePlaceholder() {
    let wanted: PlaceholderContent?
    if let placeholderOverride {
      wanted = placeholderOverride
    } else if (hasFinishedFirstLoad || showsEmptyBeforeFirstLoad) && index.hasNoItems {
      wanted = emptyPlaceholder
    } else {
      wanted = nil
    }
    if placeholderSlot.item != wanted { placeholderSlot.item = wanted }
  }

  // MARK: - Rows

  private func connectFactory(_ factory: OpaquePointer) {
    Signals.connectPointer(factory, "setup") { [weak self] listItem in
      guard let self, let listItem, pg_is_list_item(listItem) != 0 else { return }
      let host = RowHost<Item>()
      host.attach(to: listItem)
      gtk_list_item_set_child(gcast(listItem), host.root.gtkWidget)
      didSetUp(host)
    }
    Signals.connectPointer(factory, "bind") { [weak self] listItem in
      guard let listItem, pg_is_list_item(listItem) != 0 else { return }
      self?.bind(listItem)
    }
    Signals.connectPointer(factory, "unbind") { listItem in
      guard let listItem, let host = AnyRowHost.of(listItem) as? RowHost<Item> else { return }
      host.unbind()
    }
    Signals.connectPointer(factory, "teardown") { listItem in
      guard let listItem, let host = AnyRowHost.of(listItem) as? RowHost<Item> else { return }
      host.teardown()
      AnyRowHost.detach(from: listItem)
    }
  }

  /// A new row host was made; subclasses adjust it.
  func didSetUp(_ host: RowHost<Item>) {}

  private func bind(_ listItem: UnsafeMutableRawPointer) {
    guard let host = AnyRowHost.of(listItem) as? RowHost<Item> else { return }
    bindDepth += 1
    defer { bindDepth -= 1 }
    let gtkListItem: OpaquePointer = gcast(listItem)
    let position = Int(gtk_list_item_get_position(gtkListItem))
    guard let row = index.row(at: position), let dataSource else {
      host.showNothing()
      setInteractive(gtkListItem, false)
      return
    }
    switch row.kind {
    case .header:
      host.show(supplement: dataSource.header(forSection: row.section), kind: .header)
      host.setHeight(nil)
      setInteractive(gtkListItem, false)
    case .footer:
      host.show(supplement: dataSource.footer(forSection: row.section), kind: .footer)
      host.setHeight(nil)
      setInteractive(gtkListItem, false)
    case .sectionPlaceholder:
      host.show(sectionPlaceholder: dataSource.emptyPlaceholder(forSection: row.section))
      host.setHeight(nil)
      setInteractive(gtkListItem, false)
    case .item:
      bindItemRow(at: position, row: row, host: host, listItem: gtkListItem, dataSource: dataSource)
    }
  }

  /// Binds a row of items; subclasses decide how items fill it.
  func bindItemRow(
    at position: Int, row: FlatRow, host: RowHost<Item>, listItem: OpaquePointer, dataSource: DataSource
  ) {}

  /// The item at an index path, or nil with one warning if the data source
  /// has none.
  func item(at indexPath: IndexPath, from dataSource: DataSource) -> Item? {
    do {
      return try dataSource.item(at: indexPath)
    } catch {
      Diagnostics.warnOnce(
        key: warningPrefix + "item",
        "the list's data source has no item at \(indexPath) (\(error)); its row is left blank")
      return nil
    }
  }

  func setInteractive(_ listItem: OpaquePointer, _ interactive: Bool) {
    gtk_list_item_set_selectable(listItem, interactive ? 1 : 0)
    gtk_list_item_set_activatable(listItem, interactive ? 1 : 0)
  }
}

/// The delegate's methods as closures that hold the delegate weakly, so the
/// generic adapter can call a delegate of any type with the same items.
@MainActor
struct DelegateCalls<Item> {
  var didSelect: ((Item, IndexPath) throws -> Void)?
  var didActivate: ((Item, IndexPath) throws -> Void)?
  var willDisplay: ((Item, IndexPath) throws -> Void)?
  var didRequestRefresh: (() throws -> Void)?
  var didRequestLoadMore: (() throws -> Void)?

  init() {}

  init<Delegate: TableDelegate>(_ delegate: Delegate) where Delegate.Item == Item {
    didSelect = { [weak delegate] in try delegate?.didSelect($0, at: $1) }
    didActivate = { [weak delegate] in try delegate?.didActivate($0, at: $1) }
    willDisplay = { [weak delegate] in try delegate?.willDisplay($0, at: $1) }
    didRequestRefresh = { [weak delegate] in try delegate?.didRequestRefresh() }
    didRequestLoadMore = { [weak delegate] in try delegate?.didRequestLoadMore() }
  }

  /// Calls one delegate method; a thrown error is logged once and swallowed.
  func call(_ warningKey: String, _ name: String, _ body: (DelegateCalls<Item>) throws -> Void) {
    do {
      try body(self)
    } catch {
      Diagnostics.warnOnce(key: warningKey, "the list's delegate threw from \(name): \(error)")
    }
  }
}
