internal import CGtk
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
  /// The placeholder slot over the list.
  public let placeholderSlot: PlaceholderSlot
  /// The widget to put in a window: the refresh indicator above the list in
  /// its scrolled window, with the placeholder over it.
  public let widget: Widget

  /// Runs the list's loads and decides its states (loading, content, empty,
  /// failed, no results, refreshing, loading more, no more data). Give it an
  /// async `operation`, or answer the delegate's `didRequestRefresh` /
  /// `didRequestLoadMore` and report with `loads.succeed(hasMore:)` /
  /// `loads.fail(_:)`.
  public let loads = LoadCoordinator()

  /// When placeholders show: before the first load, the loading one, forced
  /// display, the display veto.
  public var placeholderOptions = PlaceholderOptions() {
    didSet { updatePlaceholder() }
  }

  /// The placeholder for each state; override per kind
  /// (`PlaceholderContentProvider(override:)`).
  public var placeholderContent = PlaceholderContentProvider() {
    didSet { updatePlaceholder() }
  }

  /// Pull down past the top (touchpad, touchscreen, or the wheel held
  /// against the top) to refresh; F5 and Ctrl+R refresh as well. Default on.
  public var isPullToRefreshEnabled = true

  /// Ask for the next page near the end, with a footer row while it loads.
  /// Default off: turn it on when the data is paged.
  public var isLoadMoreEnabled = false {
    didSet { updatePagingFooter() }
  }

  /// A tap anywhere on the empty placeholder reloads (AppPlaceholder's
  /// tap-to-reload), when the list has a way to load: an operation or a
  /// delegate. Default on.
  public var reloadsOnTap = true {
    didSet { updatePlaceholder() }
  }

  /// Refresh when the list is first shown (CXTableView's
  /// `autoPullDownToRefresh`).
  public var refreshesWhenFirstShown = false

  /// How near the end (in pages or pixels) the next page is asked for.
  public var loadMoreDistance: LoadMoreTrigger.Distance = LoadMoreTrigger.defaultDistance {
    didSet { try? loadMoreTrigger.setDistance(loadMoreDistance) }
  }

  let refreshIndicator = RefreshIndicator()
  private var pull = PullToRefresh()
  private var loadMoreTrigger = LoadMoreTrigger()
  private var footerShown: PagingFooter?
  private var wheelReleaseSource: UInt32 = 0
  private var hasBeenShown = false
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
  public var hasFinishedFirstLoad: Bool {
    switch loads.state {
    case .idle, .loading: false
    default: true
    }
  }

  /// Shows the empty placeholder even before the first load has finished
  /// (AppPlaceholder with `firstReload` off). Default false.
  public var showsEmptyBeforeFirstLoad: Bool {
    get { placeholderOptions.showsEmptyBeforeFirstLoad }
    set { placeholderOptions.showsEmptyBeforeFirstLoad = newValue }
  }

  /// The flattened rows as GTK knows them: the last consistent state.
  public internal(set) var index = FlatIndex()

  let model = LazyListModel()
  /// Every row host alive, held weakly (GLib owns them through their list items).
  let liveHosts = WeakSet<RowHost<Item>>()
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
  /// The prefix of this list's warning keys that a consistent reload lets
  /// warn again (bad counts, missing items: the data may have been fixed).
  private(set) lazy var warningPrefix = "list-\(ObjectIdentifier(self).hashValue)-"
  /// The prefix of the keys that warn once for the list's lifetime: a
  /// delegate that throws or a reload from inside a bind is a bug in the
  /// app's code that no reload fixes, and would otherwise be logged again
  /// after every reload.
  var lifetimeWarningPrefix: String { "lifetime-" + warningPrefix }

  isolated deinit {
    // A later list at the same address starts with no key warned.
    Diagnostics.reset(keysWithPrefix: warningPrefix)
    Diagnostics.reset(keysWithPrefix: lifetimeWarningPrefix)
  }

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
    let container = Box(orientation: .vertical, spacing: 0)
    container.append(refreshIndicator.widget)
    container.append(placeholderSlot.widget)
    gtk_widget_set_vexpand(placeholderSlot.widget.gtkWidget, 1)
    widget = container

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
      // Start from what it holds, so its first change set applies; this is
      // not a load, so no placeholder decision changes.
      if let initial = try? DataSourceReader.readIndex(from: dataSource, itemsPerRow: itemsPerRow) {
        index = initial
        model.apply([Splice(position: 0, removed: 0, added: initial.count)])
      }
    }
    connectLoads()
    connectRefreshControls()
    connectLoadMore()
    placeholderSlot.onAction = { [weak self] in self?.placeholderAction() }
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
    guard let newIndex = readIndex(from: dataSource) else { return }
    Diagnostics.reset(keysWithPrefix: warningPrefix)
    replaceIndex(with: newIndex, splices: index.splicesForFullReload(to: newIndex))
    dataDidChange()
  }

  /// Tells the load machine the rows changed outside a load's completion.
  private func dataDidChange() {
    guard loads.currentRequest == nil else { return }  // the load's finish decides
    loads.dataDidChange(isEmpty: index.hasNoItems, countsAsFirstLoad: true)
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
    guard let newIndex = readIndex(from: dataSource) else { return }
    do {
      let splices = try FlatIndex.splices(from: index, to: newIndex, applying: changes)
      replaceIndex(with: newIndex, splices: splices)
    } catch {
      Diagnostics.warnOnce(
        key: warningPrefix + "changes", "The list's change set does not match its data source (\(error)); reloading it."
      )
      replaceIndex(with: newIndex, splices: index.splicesForFullReload(to: newIndex))
    }
    dataDidChange()
  }

  /// The data source's rows now, or nil (with one warning) when it cannot
  /// be read consistently; the list then keeps the rows it showed.
  private func readIndex(from dataSource: DataSource) -> FlatIndex? {
    do {
      return try DataSourceReader.readIndex(from: dataSource, itemsPerRow: itemsPerRow)
    } catch {
      Diagnostics.warnOnce(key: warningPrefix + "read", "\(error) The list keeps the rows it showed.")
      return nil
    }
  }

  private func deferReload(reason: String) {
    Diagnostics.warnOnce(key: lifetimeWarningPrefix + "reentrant", "\(reason); it runs after the bind")
    scheduleReload()
  }

  /// Reloads once the main loop is idle. Idle priority runs after input,
  /// layout and painting, so a data source that reloads from inside every
  /// bind costs the app a busy loop but never freezes its window.
  private func scheduleReload() {
    guard !reloadDeferred else { return }
    reloadDeferred = true
    Sources.whenIdle { [weak self] in
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
    // The paging footer row sits after the rows: take it out while the rows
    // change, put it back after.
    if footerShown != nil {
      footerShown = nil
      model.apply([Splice(position: index.count, removed: 1, added: 0)])
    }
    index = newIndex
    model.apply(splices)
    isUpdatingModel = false
    footerShown = nil
    updatePagingFooter()
    updatePlaceholder()
    indexDidChange()
    evaluateLoadMore()
  }

  /// Called after the rows changed; subclasses that show rows outside the
  /// list model (the free layout) refresh them here.
  func indexDidChange() {}

  // MARK: - Placeholder

  func updatePlaceholder() {
    let wanted: PlaceholderContent?
    if let placeholderOverride {
      wanted = placeholderOverride
    } else {
      // A placeholder that asks to be forced (DZNEmptyDataSet's per-item
      // switch) is forced, as if the option were set.
      var options = placeholderOptions
      if emptyPlaceholder?.isForcedDisplay == true { options.forcedDisplay = true }
      switch PlaceholderPolicy.placeholder(for: loads.state, options: options) {
      case nil: wanted = nil
      case .empty?:
        var content = emptyPlaceholder
        if reloadsOnTap && canLoad { content?.tapAnywhereTriggersAction = true }
        wanted = content
      case let kind?: wanted = placeholderContent.content(for: kind)
      }
    }
    if placeholderSlot.item != wanted { placeholderSlot.item = wanted }
  }

  /// What the placeholder's button (or a tap on it) does: Retry after a
  /// failure, Clear Search after no results, load again otherwise. Apps
  /// replace it with `placeholderSlot.onAction`.
  private func placeholderAction() {
    // With nowhere to load from, a reload is all there is to do.
    guard canLoad else {
      reloadData()
      return
    }
    switch loads.state {
    case .noResults: loads.send(.clearSearch)
    case .failed: loads.send(.retry)
    case .idle: loads.send(.beginLoad)
    default: loads.send(.refresh)
    }
  }

  // MARK: - Rows

  private func connectFactory(_ factory: OpaquePointer) {
    Signals.connectPointer(factory, "setup") { [weak self] listItem in
      guard let self, let listItem, pg_is_list_item(listItem) != 0 else { return }
      let host = RowHost<Item>()
      host.attach(to: listItem)
      liveHosts.add(host)
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
    host.boundPosition = position
    if position == index.count, let footer = footerShown {
      host.pagingFooterView.onRetry = { [weak self] in self?.loads.send(.retry) }
      host.pagingFooterView.show(footer)
      host.show(other: host.pagingFooterView.widget)
      host.setHeight(nil)
      setInteractive(gtkListItem, false)
      return
    }
    guard let row = index.row(at: position), let dataSource else {
      host.showNothing()
      setInteractive(gtkListItem, false)
      // The data source went away while rows still show (the list scrolled
      // after the app released it): empty the list, with its one warning.
      if self.dataSource == nil, index.count > 0 { scheduleReload() }
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

  /// The widget of the row bound at a flat position (the list item widget
  /// around its host), if GTK has one now.
  func rowWidget(at position: Int) -> UnsafeMutablePointer<GtkWidget>? {
    var row = gtk_widget_get_first_child(listView.gtkWidget)
    while let current = row {
      if let child = gtk_widget_get_first_child(current), let host = hostRoots[UnsafeMutableRawPointer(child)],
        host.boundPosition == position
      {
        return current
      }
      row = gtk_widget_get_next_sibling(current)
    }
    return nil
  }

  /// The row hosts by the widget they show, to find a row's host from GTK's
  /// widget tree. Weak: GLib owns the hosts.
  private var hostRoots: [UnsafeMutableRawPointer: RowHost<Item>] {
    var roots: [UnsafeMutableRawPointer: RowHost<Item>] = [:]
    for host in liveHosts.allObjects {
      if let shown = host.shownWidget { roots[UnsafeMutableRawPointer(shown.gtkWidget)] = host }
    }
    return roots
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

  /// Whether a row can be selected and activated. Set only on a change:
  /// each set updates the row's actions, which costs on every bind otherwise.
  func setInteractive(_ listItem: OpaquePointer, _ interactive: Bool) {
    let value: gboolean = interactive ? 1 : 0
    if gtk_list_item_get_selectable(listItem) != value { gtk_list_item_set_selectable(listItem, value) }
    if gtk_list_item_get_activatable(listItem) != value { gtk_list_item_set_activatable(listItem, value) }
  }

  // MARK: - Loads

  /// Loads with an async function: it fetches, and returns the data with how
  /// to apply it (`LoadResult`). The list re-reads its data source after
  /// applying, unless the data source reports its own changes.
  public func setLoadOperation(_ operation: @escaping LoadCoordinator.Operation) {
    loads.operation = { [weak self] request in
      let result = try await operation(request)
      return LoadResult(hasMore: result.hasMore) { [weak self] in
        result.apply()
        guard let self, !(self.dataSource is any ChangeObservable) else { return }
        self.reloadData()
      }
    }
  }

  /// Whether loads go somewhere: an operation, or a delegate that hears the
  /// requests.
  private var canLoad: Bool { loads.operation != nil || delegateCalls.didRequestRefresh != nil }

  /// Starts the first load (or starts over).
  public func beginLoading() { loads.send(.beginLoad) }

  /// Loads fresh data, as a pull, F5 or Ctrl+R do (CXTableView's
  /// `triggerRefreshing`). The refresh indicator shows meanwhile.
  public func beginRefreshing() {
    if pull.beginRefreshing() { showPull() }
    loads.send(.refresh)
  }

  /// Ends a refresh the delegate was asked for, with its data in place
  /// (CXTableView's `stopRefreshingAnimation`).
  public func endRefreshing(hasMore: Bool = true) {
    if !(dataSource is any ChangeObservable) { reloadData() }
    loads.succeed(hasMore: hasMore)
  }

  private func connectLoads() {
    loads.isEmpty = { [weak self] in self?.index.hasNoItems ?? true }
    loads.onRequest = { [weak self] request in
      guard let self else { return }
      switch request.kind {
      case .nextPage:
        delegateCalls.call(lifetimeWarningPrefix + "loadMore", "didRequestLoadMore") { try $0.didRequestLoadMore?() }
      case .firstPage, .refresh, .search:
        delegateCalls.call(lifetimeWarningPrefix + "refresh", "didRequestRefresh") { try $0.didRequestRefresh?() }
      }
    }
    loads.onTransition = { [weak self] transition in self?.loadStateDidChange(transition) }
  }

  private func loadStateDidChange(_ transition: PageStateTransition) {
    pull.follow(transition.state)
    showPull()
    if let failure = transition.refreshFailure {
      refreshIndicator.flash(substitute(translate("Could not refresh: %@"), failure.message))
    }
    updatePlaceholder()
    updatePagingFooter()
    evaluateLoadMore()
  }

  // MARK: - Paging footer and load more

  /// Shows, changes or removes the footer row after the rows.
  private func updatePagingFooter() {
    let wanted: PagingFooter? = {
      guard isLoadMoreEnabled, !index.hasNoItems else { return nil }
      let footer = PlaceholderPolicy.pagingFooter(for: loads.state)
      return footer == .hidden ? nil : footer
    }()
    guard wanted != footerShown, bindDepth == 0 else { return }
    let position = index.count
    let shown = footerShown
    // GTK 4.8 binds new rows during the items-changed emission itself: the
    // state must be in place before the model changes.
    footerShown = wanted
    switch (shown, wanted) {
    case (nil, _?): model.apply([Splice(position: position, removed: 0, added: 1)])
    case (_?, nil): model.apply([Splice(position: position, removed: 1, added: 0)])
    case (_?, _?): model.apply([Splice(position: position, removed: 1, added: 1)])
    case (nil, nil): break
    }
  }

  private func connectLoadMore() {
    guard let adjustment = gtk_scrolled_window_get_vadjustment(gcast(scrolledWindow.gtkWidget)) else { return }
    Signals.connect(adjustment, "value-changed") { [weak self] in self?.evaluateLoadMore() }
    Signals.connect(adjustment, "changed") { [weak self] in self?.evaluateLoadMore() }
  }

  /// The scroll axis's adjustment: vertical, or horizontal for sideways lists.
  var scrollAdjustment: UnsafeMutablePointer<GtkAdjustment>? {
    gtk_scrolled_window_get_vadjustment(gcast(scrolledWindow.gtkWidget))
  }

  /// Asks for the next page when the viewport comes near the end, once.
  func evaluateLoadMore() {
    guard isLoadMoreEnabled, let adjustment = scrollAdjustment else { return }
    let viewport = LoadMoreViewport(
      offset: gtk_adjustment_get_value(adjustment) - gtk_adjustment_get_lower(adjustment),
      pageSize: gtk_adjustment_get_page_size(adjustment),
      contentLength: gtk_adjustment_get_upper(adjustment) - gtk_adjustment_get_lower(adjustment))
    guard (try? loadMoreTrigger.update(viewport, state: loads.state)) == true else { return }
    // Never change the model inside GTK's size allocation (where "changed"
    // comes from): ask on the main loop right after.
    Sources.after(milliseconds: 0) { [weak self] in self?.loads.send(.loadMore) }
  }

  // MARK: - Pull to refresh

  private func connectRefreshControls() {
    let container = widget.gtkWidget
    // Scrolling past the top: touchpad and wheel. Capture phase, so it sees
    // scrolls over the list and over the placeholder alike.
    if let scroll = gtk_event_controller_scroll_new(GTK_EVENT_CONTROLLER_SCROLL_VERTICAL) {
      gtk_event_controller_set_propagation_phase(scroll, GTK_PHASE_CAPTURE)
      Signals.connectDoublePairReturningBool(scroll, "scroll") { [weak self] _, dy in
        self?.scrolled(dy: dy, discrete: gtk_event_controller_scroll_get_unit(gcast(scroll)) == GDK_SCROLL_UNIT_WHEEL)
          ?? false
      }
      Signals.connect(scroll, "scroll-end") { [weak self] in self?.releasePull() }
      gtk_widget_add_controller(container, scroll)
    }
    // Dragging past the top on a touchscreen.
    if let drag = gtk_gesture_drag_new() {
      gtk_gesture_single_set_touch_only(gcast(drag), 1)
      gtk_event_controller_set_propagation_phase(gcast(drag), GTK_PHASE_CAPTURE)
      Signals.connectDoublePair(drag, "drag-update") { [weak self] _, offsetY in self?.dragged(to: offsetY) }
      Signals.connectDoublePair(drag, "drag-end") { [weak self] _, _ in self?.releasePull() }
      gtk_widget_add_controller(container, gcast(drag))
    }
    // F5 and Ctrl+R, while focus is in the list or its placeholder.
    if let shortcuts = gtk_shortcut_controller_new() {
      for accelerator in ["F5", "<Control>r"] {
        let callback: GtkShortcutFunc = { widget, _, data in
          guard let data else { return 0 }
          MainActor.assumeIsolated { ClosureBox<@MainActor () -> Void>.from(data).handler() }
          return 1
        }
        let box = ClosureBox<@MainActor () -> Void> { [weak self] in self?.refreshFromUser() }
        let action = gtk_callback_action_new(callback, box.retainedPointer(), { AnyClosureBox.release($0) })
        gtk_shortcut_controller_add_shortcut(
          gcast(shortcuts), gtk_shortcut_new(gtk_shortcut_trigger_parse_string(accelerator), action))
      }
      gtk_widget_add_controller(container, gcast(shortcuts))
    }
    Signals.connect(container, "map") { [weak self] in
      guard let self, !hasBeenShown else { return }
      hasBeenShown = true
      if refreshesWhenFirstShown { beginRefreshing() }
    }
  }

  private var isAtTop: Bool {
    guard let adjustment = scrollAdjustment else { return true }
    return gtk_adjustment_get_value(adjustment) <= gtk_adjustment_get_lower(adjustment) + 0.5
  }

  /// Whether a pull may start now: enabled, at the top, and the placeholder
  /// (if one shows) lets the list scroll.
  private var canPull: Bool {
    guard isPullToRefreshEnabled, isAtTop else { return false }
    guard let item = placeholderSlot.item else { return true }
    return item.isScrollAllowed
  }

  /// A scroll event: past the top it becomes a pull. Returns whether it was
  /// taken. Wheel steps count 24 px each; a wheel has no "scroll-end", so a
  /// pause of 300 ms releases the pull.
  func scrolled(dy: Double, discrete: Bool) -> Bool {
    let pulling = pull.phase == .pulling || pull.phase == .armed
    guard canPull || pulling else { return false }
    let distance = discrete ? dy * 24 : dy
    if distance < 0 || pulling {
      guard (try? pull.pull(by: -distance)) != nil else { return false }
      showPull()
      if discrete { scheduleWheelRelease() }
      return pull.phase != .idle
    }
    return false
  }

  func dragged(to offsetY: Double) {
    guard canPull || pull.phase == .pulling || pull.phase == .armed else { return }
    guard (try? pull.pull(to: max(0, offsetY))) != nil else { return }
    showPull()
  }

  private func scheduleWheelRelease() {
    if wheelReleaseSource != 0 { g_source_remove(wheelReleaseSource) }
    wheelReleaseSource = Sources.after(milliseconds: 300) { [weak self] in
      self?.wheelReleaseSource = 0
      self?.releasePull()
    }
  }

  func releasePull() {
    if pull.release() {
      loads.send(.refresh)
    }
    showPull()
  }

  /// F5, Ctrl+R.
  private func refreshFromUser() {
    guard isPullToRefreshEnabled else { return }
    beginRefreshing()
  }

  private func showPull() {
    let phase = PlaceholderPolicy.refreshIndicator(for: loads.state, pull: pull)
    refreshIndicator.show(
      phase, progress: pull.progress, label: phase == .refreshing ? translate("Refreshing…") : pull.label)
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
