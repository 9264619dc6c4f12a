import CGtk
import PlaceholderCore

/// A sectioned, virtualized table over a GtkListView, fed by a
/// `TableDataSource`, that shows and hides its placeholder by itself.
///
/// - The list model is lazy: it reports the flattened row count and makes
///   row objects only for rows GTK shows, so 1,000,000 rows open at once and
///   memory follows the visible rows.
/// - Sections become header rows, item rows (or an inline placeholder for an
///   empty section that asks for one) and footer rows.
/// - Cells are registered by kind (`register(_:for:)`) and recycled.
/// - The data source and the delegate are held weakly. If the data source
///   goes away, the table shows nothing and logs one warning.
/// - Anything the data source or delegate throws, or a count that does not
///   add up, is logged once; the table keeps its last consistent state.
///
/// All of it runs on the main actor. Code on another thread reaches the
/// table by hopping to the main actor (`Task { @MainActor in … }`); the
/// compiler enforces that.
@MainActor
public final class TableAdapter<DataSource: TableDataSource> {
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

  /// The placeholder shown when the table has no items after its first load
  /// (AppPlaceholder's zero-configuration promise). Set nil to show none.
  public var emptyPlaceholder: PlaceholderContent? = .noContent() {
    didSet { updatePlaceholder() }
  }

  /// A placeholder the app wants shown whatever the rows (loading, failed…);
  /// nil lets the table decide. PageState's `view.ps.item = …`.
  public var placeholderOverride: PlaceholderContent? {
    didSet { updatePlaceholder() }
  }

  /// Whether the first load has finished: until then no "empty" placeholder
  /// shows (DZNEmptyDataSet's most reported complaint).
  public private(set) var hasFinishedFirstLoad = false

  /// The flattened rows as GTK knows them: the last consistent state.
  public private(set) var index = FlatIndex()

  private let model = LazyListModel()
  private let selection: ObjectReference
  private var cellFactories: [CellKindID: @MainActor () -> TableCell<Item>] = [:]
  private var delegateCalls = DelegateCalls<Item>()
  private var bindDepth = 0
  private var reloadDeferred = false
  private var isUpdatingModel = false
  private var lastSelectedPosition: Int?
  private lazy var warningPrefix = "table-\(ObjectIdentifier(self).hashValue)-"

  /// Creates a table for a data source (held weakly). Call `reloadData()`
  /// when its first load has finished.
  public init(dataSource: DataSource) {
    self.dataSource = dataSource
    guard let selectionModel = gtk_single_selection_new(nil),
      let factory = gtk_signal_list_item_factory_new(),
      let list = gtk_list_view_new(nil, nil),
      let scrolled = gtk_scrolled_window_new()
    else { preconditionFailure("GTK could not create the table's widgets") }
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
    gtk_scrolled_window_set_policy(gcast(scrolled), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC)
    gtk_widget_set_vexpand(scrolled, 1)
    gtk_widget_set_hexpand(scrolled, 1)
    listView.addCSSClass("placeholders-table")
    ListStyle.install()
    connectFactory(factory)
    connectListSignals()
  }

  // MARK: - Configuration

  /// Registers the cell class that shows items of a kind.
  public func register<Cell: TableCell<Item>>(_ cellType: Cell.Type, for kind: CellKindID = .default) {
    cellFactories[kind] = { cellType.init() }
  }

  /// Registers a closure that makes the cells of a kind.
  public func register(kind: CellKindID, makeCell: @escaping @MainActor () -> TableCell<Item>) {
    cellFactories[kind] = makeCell
  }

  /// Sets the delegate, held weakly.
  public func setDelegate<Delegate: TableDelegate>(_ delegate: Delegate) where Delegate.Item == Item {
    delegateCalls = DelegateCalls(delegate)
  }

  // MARK: - Loading

  /// Reads the data source again and shows what it has now; marks the first
  /// load as finished. Called from inside a cell's bind, it runs right after
  /// the bind instead (GTK must not change its model while binding).
  public func reloadData() {
    guard bindDepth == 0 else {
      deferReload(reason: "reloadData() was called while a row was being bound")
      return
    }
    guard let dataSource else {
      Diagnostics.warnOnce(
        key: warningPrefix + "gone", "the table's data source was released; the table shows nothing")
      replaceIndex(with: FlatIndex(), splices: [Splice(position: 0, removed: model.count, added: 0)])
      return
    }
    let newIndex: FlatIndex
    do {
      newIndex = try readIndex(from: dataSource)
    } catch {
      Diagnostics.warnOnce(
        key: warningPrefix + "read", "the table's data source is inconsistent (\(error)); keeping the rows it showed")
      return
    }
    Diagnostics.reset(keysWithPrefix: warningPrefix)
    hasFinishedFirstLoad = true
    replaceIndex(with: newIndex, splices: [Splice(position: 0, removed: model.count, added: newIndex.count)])
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

  /// Applies new rows to GTK through splices and re-evaluates the placeholder.
  private func replaceIndex(with newIndex: FlatIndex, splices: [Splice]) {
    isUpdatingModel = true
    index = newIndex
    model.apply(splices)
    isUpdatingModel = false
    updatePlaceholder()
  }

  /// Reads every count once, so counts that change between calls cannot make
  /// one read disagree with itself.
  private func readIndex(from dataSource: DataSource) throws -> FlatIndex {
    let sectionCount = try dataSource.numberOfSections()
    guard sectionCount >= 0 else { throw TableReadError.negativeSectionCount(sectionCount) }
    guard sectionCount <= 1_000_000 else { throw TableReadError.tooManySections(sectionCount) }
    var shapes: [SectionShape] = []
    shapes.reserveCapacity(sectionCount)
    var rows = 0
    for section in 0..<sectionCount {
      let count = try dataSource.numberOfItems(inSection: section)
      guard count >= 0 else { throw TableReadError.negativeItemCount(section: section, count: count) }
      rows += count
      guard rows <= 100_000_000 else { throw TableReadError.tooManyRows(rows) }
      shapes.append(
        SectionShape(
          itemCount: count,
          hasHeader: dataSource.header(forSection: section) != nil,
          hasFooter: dataSource.footer(forSection: section) != nil,
          hasEmptyPlaceholder: dataSource.emptyPlaceholder(forSection: section) != nil))
    }
    return FlatIndex(sections: shapes)
  }

  // MARK: - Placeholder

  private func updatePlaceholder() {
    let wanted: PlaceholderContent?
    if let placeholderOverride {
      wanted = placeholderOverride
    } else if hasFinishedFirstLoad && index.hasNoItems {
      wanted = emptyPlaceholder
    } else {
      wanted = nil
    }
    if placeholderSlot.item != wanted { placeholderSlot.item = wanted }
  }

  // MARK: - Rows

  private func connectFactory(_ factory: OpaquePointer) {
    Signals.connectPointer(factory, "setup") { listItem in
      guard let listItem, pg_is_list_item(listItem) != 0 else { return }
      let host = RowHost<Item>()
      host.attach(to: listItem)
      gtk_list_item_set_child(gcast(listItem), host.root.gtkWidget)
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
      guard let indexPath = row.indexPath else { return }
      bindItem(at: indexPath, in: host, listItem: gtkListItem, dataSource: dataSource)
    }
  }

  private func bindItem(
    at indexPath: IndexPath, in host: RowHost<Item>, listItem: OpaquePointer, dataSource: DataSource
  ) {
    let item: Item
    do {
      item = try dataSource.item(at: indexPath)
    } catch {
      Diagnostics.warnOnce(
        key: warningPrefix + "item",
        "the table's data source has no item at \(indexPath) (\(error)); the row is left blank")
      host.showNothing()
      setInteractive(listItem, false)
      return
    }
    let kind = dataSource.cellKind(for: item, at: indexPath)
    let cell = host.cell(for: kind) { makeCell(for: kind) }
    host.show(cell: cell)
    cell.bind(item, at: indexPath)
    host.setHeight(dataSource.rowHeight(for: item, at: indexPath) ?? cell.preferredHeight)
    setInteractive(listItem, true)
    delegateCalls.call(warningPrefix + "willDisplay", "willDisplay") { try $0.willDisplay?(item, indexPath) }
  }

  private func makeCell(for kind: CellKindID) -> TableCell<Item> {
    if let factory = cellFactories[kind] { return factory() }
    // With no registration at all, rows show their items' descriptions: the
    // zero-configuration table. A named kind without a cell is a mistake.
    guard kind != .default else { return DescriptionCell<Item>() }
    Diagnostics.warnOnce(
      key: warningPrefix + "kind-\(kind)", "no cell is registered for kind '\(kind)'; its rows show their description")
    return DescriptionCell<Item>()
  }

  private func setInteractive(_ listItem: OpaquePointer, _ interactive: Bool) {
    gtk_list_item_set_selectable(listItem, interactive ? 1 : 0)
    gtk_list_item_set_activatable(listItem, interactive ? 1 : 0)
  }

  // MARK: - Selection and activation

  private func connectListSignals() {
    Signals.connectUInt(listView.gtkWidget, "activate") { [weak self] position in
      self?.activate(position: Int(position))
    }
    Signals.connect(selection.pointer, "selection-changed") { [weak self] in
      self?.selectionChanged()
    }
  }

  private func activate(position: Int) {
    guard let (item, indexPath) = itemAndIndexPath(at: position) else { return }
    delegateCalls.call(warningPrefix + "didActivate", "didActivate") { try $0.didActivate?(item, indexPath) }
  }

  /// The selected position, or nil.
  public var selectedIndexPath: IndexPath? {
    let position = gtk_single_selection_get_selected(gcast(selection.pointer))
    guard position != pg_invalid_list_position() else { return nil }
    return index.row(at: Int(position))?.indexPath
  }

  private func selectionChanged() {
    let selected = gtk_single_selection_get_selected(gcast(selection.pointer))
    guard selected != pg_invalid_list_position() else {
      lastSelectedPosition = nil
      return
    }
    let position = Int(selected)
    defer { lastSelectedPosition = position }
    // Splices move the selection by themselves; only the user's changes count.
    guard !isUpdatingModel else { return }
    guard let row = index.row(at: position) else { return }
    guard row.kind == .item else {
      skipNonItemRow(from: position)
      return
    }
    guard let (item, indexPath) = itemAndIndexPath(at: position) else { return }
    delegateCalls.call(warningPrefix + "didSelect", "didSelect") { try $0.didSelect?(item, indexPath) }
  }

  /// Keyboard navigation landed on a header, footer or section placeholder:
  /// move on to the nearest item row in the direction of travel.
  private func skipNonItemRow(from position: Int) {
    let forward = (lastSelectedPosition ?? -1) < position
    var candidate = position
    while let row = index.row(at: candidate), row.kind != .item {
      candidate += forward ? 1 : -1
    }
    if index.row(at: candidate) == nil {
      // Nothing that way: go the other way.
      candidate = position
      while let row = index.row(at: candidate), row.kind != .item {
        candidate += forward ? -1 : 1
      }
    }
    guard index.row(at: candidate) != nil else {
      gtk_selection_model_unselect_all(gcast(selection.pointer))
      return
    }
    focus(position: candidate)
  }

  /// Moves the keyboard focus and selection to a row, scrolling to it.
  func focus(position: Int) {
    let target = g_variant_new_uint32(guint32(clamping: position))
    gtk_widget_activate_action_variant(listView.gtkWidget, "list.scroll-to-item", target)
    gtk_selection_model_select_item(gcast(selection.pointer), guint(clamping: position), 1)
  }

  private func itemAndIndexPath(at position: Int) -> (Item, IndexPath)? {
    guard let indexPath = index.row(at: position)?.indexPath, let dataSource else { return nil }
    do {
      return (try dataSource.item(at: indexPath), indexPath)
    } catch {
      Diagnostics.warnOnce(
        key: warningPrefix + "item", "the table's data source has no item at \(indexPath) (\(error))")
      return nil
    }
  }
}

/// Why a data source's counts could not be read.
public enum TableReadError: Error, Equatable, CustomStringConvertible {
  /// `numberOfSections()` returned a negative number.
  case negativeSectionCount(Int)
  /// `numberOfItems(inSection:)` returned a negative number.
  case negativeItemCount(section: Int, count: Int)
  /// More sections than a table can show.
  case tooManySections(Int)
  /// More rows than a table can show.
  case tooManyRows(Int)

  /// A one-line explanation.
  public var description: String {
    switch self {
    case .negativeSectionCount(let count): "negative section count \(count)"
    case .negativeItemCount(let section, let count): "negative item count \(count) in section \(section)"
    case .tooManySections(let count): "\(count) sections is more than the 1,000,000 a table shows"
    case .tooManyRows(let count): "more than \(count) rows is more than the 100,000,000 a table shows"
    }
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
      Diagnostics.warnOnce(key: warningKey, "the table's delegate threw from \(name): \(error)")
    }
  }
}
