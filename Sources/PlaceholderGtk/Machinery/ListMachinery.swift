internal import CGtk
import GtkKit
import PlaceholderCore

// Raw GTK here: it builds the GtkListView, its selection model and its factory: list internals that GtkKit does not
// wrap.

/// The parts a table or collection is composed of, wired together: the
/// GtkListView in its scrolled window under a placeholder slot, the model
/// kept in step with the data source, the rows, the placeholder, pull to
/// refresh, load-more, the loads and the delegate.
///
/// `TableAdapter` and `CollectionAdapter` each own one and add their own
/// row binding; their shared API (`ListAdapter`) reaches the parts through
/// it. It has no public API of its own: what it wires cannot be changed
/// from outside.
///
/// ## One load result, file by file
///
/// 1. `LoadCoordinator.start` (PlaceholderCore, Loading/) runs the app's
///    operation in a task; `complete` drops a result that was superseded.
/// 2. `complete` sets `isApplyingResult` and runs `LoadResult.apply`, the
///    app's closure: `SectionedDataSource.replaceAll(with:)` diffs and
///    tells its observers.
/// 3. `ListModelSync.performUpdates` (Rows/) reads the new rows and
///    splices GTK's model (`LazyListModel`); GTK binds the rows it shows
///    (`RowFactory` → `TableRowBinding` → `TableCell.bind`). It tells its
///    one host, this machinery, of the change (`ListRowsHost`, whose
///    comment gives the order), and the host passes it on below: to the
///    selection or a grid's item hosts (`ItemMoveFollower`), the row
///    factory, the footer, the focus. While a result is applied neither
///    the machine (`dataDidChange`) nor the presenter hears of it.
/// 4. Back in `complete`: the host's `loadResultWasApplied` (a list that
///    does not follow its data source reads it here), then one input,
///    `.finish(isEmpty:hasMore:)`, to `PageStateMachine`.
/// 5. Its transition comes to `loadsDidTransition` below (the list is its
///    loads' `LoadCoordinatorHost`, and hears first): the refresh
///    indicator, the placeholder (`ListPlaceholderPresenter.update`, once
///    per result), the paging footer; then the app's observers.
///
/// A Retry click: the placeholder's button → `PlaceholderSlot.handleTap`
/// (`SlotInput.route` picks the slot's `actionHandler`) → the presenter's
/// `tapped` → `PlaceholderTapAction.forTap` (core) says
/// `.send(.retry)` → `LoadCoordinator.send` → the machine's `.loading`
/// transition comes to `loadsDidTransition` (the loading placeholder
/// once its show delay ends, through `loadIndicatorsDidChange`) → `start`,
/// and on as above.
///
/// Rows the app changes outside a load take steps 3 and 5 only, with
/// `.dataChanged(isEmpty:)` as the input.
@MainActor
final class ListMachinery<DataSource: TableDataSource> {
  typealias Item = DataSource.Item

  /// The list in its placeholder slot, with the strips above the rows
  /// (`strips`): what the app puts in its window.
  let widget: Widget
  /// The refresh and offline strips' place, above the rows.
  let strips: ListStrips
  let placeholderSlot: PlaceholderSlot
  let scrolledWindow: ScrolledWindow
  let listView: Widget
  let selection: ObjectReference
  let loads = LoadCoordinator()
  let diagnostics = ListDiagnostics()
  let sync: ListModelSync<DataSource>
  let rows: RowFactory<DataSource>
  let presenter: ListPlaceholderPresenter
  let pull: ListPullToRefresh
  let loadMore: ListLoadMore<DataSource>
  /// The strip over the rows while offline.
  let offlineStrip: OfflineStrip
  /// Where the list is scrolled, saved and restored.
  let scrollPosition: ListScrollPosition<DataSource>
  /// Following the end, as a conversation does.
  let liveEnd: ListLiveEnd<DataSource>
  /// The memory cap on the pages kept.
  let pageCap: ListPageCap<DataSource>
  /// Showing an item that may not be loaded yet.
  let jump: ListJump<DataSource>
  /// Paging at the start, as a conversation's older messages load.
  let previousPages: ListPreviousPages<DataSource>
  /// Rows GTK 4.8 left off screen after a change are placed again.
  private(set) lazy var blankGuard = BlankListGuard(listView: listView, adjustment: scrolledWindow.verticalAdjustment)
  let delegateCalls: ListDelegateCalls<Item>
  let cells: CellRegistry<Item>
  /// The skeleton rows shown in the loading placeholder's place.
  let skeleton: ListSkeleton<DataSource>
  /// The list's view of the network, once it follows one (`network`).
  var followedNetwork: ListNetwork?
  /// The search entry bound to the list, if any.
  var search: SearchBinding?
  /// This list's moment for its data source's background replacements to
  /// land (`BackgroundReplacing.addLandingGate`), kept while the list lives.
  private var landingGate: ObservationToken?
  /// Called after the rows changed, once the parts have followed (the
  /// collection's free layout rebuilds here).
  var afterRowsChange: (@MainActor () -> Void)?
  /// The rows' keyboard (a table's selection, a grid's keyboard): the
  /// placeholder gives the focus back to the rows through it, and a
  /// footer's Retry hands its focus to it.
  weak var contentFocusHost: (any ContentFocusHost)? {
    didSet {
      placeholderSlot.contentFocusHost = contentFocusHost
      loadMore.focusHost = contentFocusHost
      previousPages.focusHost = contentFocusHost
    }
  }

  /// `listRole` overrides the list view's accessible role: a collection's
  /// rows hold several items each, so a list role would have a screen
  /// reader count rows as items.
  init(
    dataSource: DataSource, cssClass: String, listRole: GtkAccessibleRole? = nil,
    itemsPerRow: @escaping @MainActor () -> Int
  ) {
    guard let selectionModel = gtk_single_selection_new(nil),
      let factory = gtk_signal_list_item_factory_new(),
      let list = listRole.map({ AccessibleAttributes.makeWidget(type: gtk_list_view_get_type(), role: $0) })
        ?? gtk_list_view_new(nil, nil)
    else { preconditionFailure("GTK could not create the list's widgets") }
    selection = ObjectReference(taking: selectionModel)
    listView = Widget(taking: list)
    scrolledWindow = ScrolledWindow()  // takes the space it is given
    placeholderSlot = PlaceholderSlot(content: scrolledWindow)
    sync = ListModelSync(dataSource: dataSource, itemsPerRow: itemsPerRow, loads: loads, diagnostics: diagnostics)
    delegateCalls = ListDelegateCalls(diagnostics: diagnostics)
    cells = CellRegistry(diagnostics: diagnostics)
    skeleton = ListSkeleton(cells: cells, sync: sync)
    presenter = ListPlaceholderPresenter(slot: placeholderSlot, loads: loads)
    widget = placeholderSlot.widget
    strips = ListStrips(slot: placeholderSlot)
    pull = ListPullToRefresh(strips: strips, scrolledWindow: scrolledWindow, loads: loads)
    loadMore = ListLoadMore(sync: sync, loads: loads, scrolledWindow: scrolledWindow)
    offlineStrip = OfflineStrip(loads: loads, strips: strips, announcingWidget: placeholderSlot.widget)
    rows = RowFactory(
      factory: gcast(factory), listView: listView, sync: sync, loadMore: loadMore,
      supplements: SupplementRegistry(diagnostics: diagnostics))
    liveEnd = ListLiveEnd(
      sync: sync, rows: rows, loads: loads, slot: placeholderSlot,
      adjustment: scrolledWindow.verticalAdjustment)
    previousPages = ListPreviousPages(
      sync: sync, rows: rows, loads: loads, slot: placeholderSlot, listView: listView,
      adjustment: scrolledWindow.verticalAdjustment)
    scrollPosition = ListScrollPosition(
      sync: sync, rows: rows, loads: loads, diagnostics: diagnostics, listView: listView,
      adjustment: scrolledWindow.verticalAdjustment)
    pageCap = ListPageCap(
      sync: sync, rows: rows, adjustment: scrolledWindow.verticalAdjustment, loads: loads, diagnostics: diagnostics)
    jump = ListJump(sync: sync, loads: loads, scrollPosition: scrollPosition, diagnostics: diagnostics)

    placeholderSlot.widget.expandsVertically = true
    // An empty list has nothing to hide; forced display keeps its rows visible.
    placeholderSlot.defaultBackground = .none
    loads.clock = MainLoopLoadingClock()
    gtk_single_selection_set_autoselect(selectionModel, 0)
    gtk_single_selection_set_can_unselect(selectionModel, 1)
    gtk_single_selection_set_model(selectionModel, sync.model.listModel)
    gtk_list_view_set_model(gcast(list), gcast(selectionModel))
    gtk_list_view_set_factory(gcast(list), gcast(factory))
    g_object_unref(factory.rawAddress)  // the list view holds it now
    gtk_scrolled_window_set_child(gcast(scrolledWindow.gtkWidget), list)
    listView.addCSSClass(cssClass)
    wire()
  }

  /// Connects the parts: each hears what it follows, through closures that
  /// hold this object weakly.
  private func wire() {
    sync.host = self
    loads.host = self
    follow(itemMovesWith: scrollPosition)
    // A big replacement computed in the background lands just after a
    // frame: its change and the frame that shows it then have a frame's
    // time, where landing mid-frame would hold the next one up. A small
    // one lands at once, as a search's last keystroke should.
    landingGate = (sync.dataSource as? any BackgroundReplacing)?.addLandingGate { [weak listView] changeCount in
      guard changeCount >= Self.changesThatWaitForAFrame else { return }
      await listView?.nextFramePainted()
    }
    rows.supplementShownHandler = { [weak self] view, isHeader, section in
      self?.delegateCalls.willDisplay(supplement: view, isHeader: isHeader, section: section)
    }
    previousPages.isMovingAway = { [weak self] in
      guard let self else { return false }
      return liveEnd.isScrollingToEnd || liveEnd.opensAtEndWhenShown || scrollPosition.isBringingRow
        || jump.pending != nil
    }
    jump.canLoad = { [weak self] in self?.canLoad ?? false }
    pageCap.holdTopRow = { [weak self] in self?.previousPages.holdsTopRowNextChange = true }
    pageCap.movedSincePaint = { [weak self] in self?.previousPages.movedSincePaint ?? 0 }
    liveEnd.yieldsToRestore = { [weak self] in
      guard let self else { return false }
      return scrollPosition.pending != nil || scrollPosition.isBringingRow || jump.pending != nil
    }
    scrollPosition.loadMissing = { [weak self] key, offset in
      self?.jump.jump(to: .key(key), focusing: false, offset: offset)
    }
    presenter.canLoad = { [weak self] in self?.canLoad ?? false }
    presenter.reload = { [weak self] in self?.sync.reloadData() }
    presenter.itemCount = { [weak self] in self?.sync.index.totalItemCount ?? 0 }
    presenter.skeletonID = { [weak self] in self?.skeleton.placeholderID() }
    presenter.skeletonOccasion = { [weak self] in self?.skeleton.rows?.occasion ?? .firstLoad }
    pull.placeholderAllowsScroll = { [weak self] in self?.placeholderSlot.placeholder?.behavior.isScrollAllowed }
    Signals.connect(placeholderSlot.widget.gtkWidget, "map") { [weak self] in
      self?.scrollPosition.applyPending()
      MainLoopCallbacks.whenIdle { [weak self] in self?.prepareIconsWhenQuiet() }
    }
    // After the handler above: the list's first load starts once its
    // scroll position is restored, as when the pull listened on a box
    // around the slot (whose map came after the slot's).
    pull.listen(on: placeholderSlot.widget)
  }

  /// Whether the icons of the list's placeholders were loaded ahead.
  var iconsArePrepared = false

  /// Once on screen, while idle and with no load in flight (their threads
  /// would share the processor with the load): loads the icons of the
  /// placeholders the list may show, so that the first one shows without
  /// loading its icon in its frame.
  func prepareIconsWhenQuiet() {
    guard !iconsArePrepared, placeholderSlot.widget.isMapped, !loads.state.isLoadInFlight else { return }
    iconsArePrepared = true
    placeholderSlot.prepareIcons(named: presenter.configuration.iconNames(canLoad: canLoad))
  }

  /// Changes that GTK takes milliseconds to show: the rows on screen are
  /// made again (`SpliceEmission`).
  static var changesThatWaitForAFrame: Int { 10_000 }

  /// Registers how to make the cells of a kind; spare cells of the kind's
  /// previous registration are torn down, not reused.
  func register(_ kind: CellKindID, _ makeCell: @escaping @MainActor () -> TableCell<Item>) {
    cells.register(kind, makeCell)
    rows.cellPool.empty(kind: kind)
  }

  /// Whether loads go somewhere: an operation, or a delegate that hears
  /// the requests.
  var canLoad: Bool { loads.operation != nil || delegateCalls.hasDelegate }

  /// The row that had the keyboard focus before the rows changed.
  var focusedRowBeforeChange: ContentFocusSpot?
  /// The parts that follow the items as the rows change, in the order they
  /// were given.
  private var itemFollowers: [WeakItemMoveFollower] = []

  /// Passes each change of the rows on to `follower` (held weakly): a
  /// table's selection, a grid's item hosts.
  func follow(itemMovesWith follower: any ItemMoveFollower) {
    itemFollowers.append(WeakItemMoveFollower(value: follower))
  }
}

/// The list is its rows' host: what `ListModelSync` tells of a change goes
/// on from here, in `ListRowsHost`'s order.
extension ListMachinery: ListRowsHost {
  func rowsWillChange(leavingNoItems: Bool) {
    liveEnd.rowsWillChange()
    previousPages.rowsWillChange()
    pageCap.rowsWillChange()
    for follower in itemFollowers { follower.value?.itemsWillMove() }
    focusedRowBeforeChange = nil
    if leavingNoItems {
      placeholderSlot.holdFocusAsContentEmpties()
    } else {
      focusedRowBeforeChange = contentFocusHost?.focusSpot()
    }
  }

  func modelDidUpdate(reusedRowObjects: Bool) {
    rows.rebindRowsBoundDuringUpdate()
    if reusedRowObjects { rows.rebindRowsWithReusedObjects() }
  }

  func itemsDidMove(_ changes: ChangeSet?) {
    liveEnd.itemsDidMove(changes)
    for follower in itemFollowers { follower.value?.itemsDidMove(changes) }
  }

  func rowsDidChange() {
    loadMore.updateFooter()
    // A load's result is presented once, by its finish's transition.
    if !loads.isApplyingResult { presenter.update() }
    afterRowsChange?()
    scrollPosition.applyPending()
    liveEnd.rowsDidChange()
    previousPages.rowsDidChange()
    pageCap.rowsDidChange()
    loadMore.rowsDidChange()
    blankGuard.rowsDidChange(hasRows: sync.index.count > 0)
    refocusARowLetGo()
    landFocusWaitingForRows()
  }

}
