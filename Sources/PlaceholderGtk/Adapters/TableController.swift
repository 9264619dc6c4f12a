internal import CGtk
import GtkKit
import PlaceholderCore

/// A page that shows a sectioned list, with its placeholders, refresh,
/// paging and selection, in a few lines (CXTableViewController's role).
///
/// The controller owns the data source (the adapter only holds it weakly),
/// the `TableAdapter` with its scrolled list and placeholder slot, and is
/// the adapter's delegate, forwarding the user's choices to its
/// handlers. A subclass configures the table in `configureDataSource()` and
/// `configureDelegate()`, as CXTableViewController's users did:
///
/// ```swift
/// let contacts = TableController(dataSource: SectionedDataSource<Contact>())
/// contacts.table.register(ContactCell.init)
/// contacts.selectionHandler = { contact, _ in show(contact) }
/// contacts.load { request in
///   let page = try await api.contacts(after: request.kind == .nextPage ? lastID : nil)
///   return LoadResult(hasMore: page.hasMore) { contacts.dataSource.append(contentsOf: page.items) }
/// }
/// window.child = contacts.widget   // the first load starts when it is shown
/// ```
@MainActor
open class TableController<DataSource: TableDataSource>: TableDelegate {
  /// The items of the list.
  public typealias Item = DataSource.Item

  /// The data source, owned here.
  public let dataSource: DataSource
  /// The table: register cells on it, tune its placeholders and paging.
  public let table: TableAdapter<DataSource>

  /// What happens when the user selects an item (click, or arrows).
  public var selectionHandler: (@MainActor (Item, IndexPath) -> Void)?
  /// What happens when the selected item is no longer selected and no other
  /// took its place: it went away in a reload, or the user unselected it.
  /// Given where it was; clear what shows the selection here.
  public var deselectionHandler: (@MainActor (IndexPath) -> Void)?
  /// What happens when the user activates an item (Enter, double-click).
  public var activationHandler: (@MainActor (Item, IndexPath) -> Void)?
  /// Whether the configuration hooks have run.
  public private(set) var isPrepared = false
  /// What the deprecated `onConfigureDataSource` and `onConfigureDelegate`
  /// were set to; run after the methods they stood for.
  var deprecatedConfigureHooks:
    (dataSource: (@MainActor (TableController) -> Void)?, delegate: (@MainActor (TableController) -> Void)?)

  /// The widget to show: the list with its refresh indicator and placeholder.
  public var widget: Widget { table.widget }

  /// Creates the controller with the data source it will own, in a table
  /// style (CXTableViewController's `initWithStyle:`).
  public init(dataSource: DataSource, style: TableStyle = .plain) {
    self.dataSource = dataSource
    table = TableAdapter(dataSource: dataSource, style: style)
    table.delegate = self
    table.machinery.pull.beforeFirstShown = { [weak self] in self?.prepareIfNeeded() }
  }

  /// Runs the configuration hooks now, if they have not run:
  /// `configureDataSource()`, then `configureDelegate()`. The controller
  /// calls it when its widget is first shown, before the first load starts
  /// (CXTableViewController's `configCXDataSource` and `configCXDelegate`
  /// before its first load); call it yourself to configure earlier, for
  /// example before a `reloadData()` of your own. Later calls do nothing.
  public func prepareIfNeeded() {
    guard !isPrepared else { return }
    isPrepared = true
    configureDataSource()
    deprecatedConfigureHooks.dataSource?(self)
    configureDelegate()
    deprecatedConfigureHooks.delegate?(self)
  }

  /// Sets up the data source before the first load: fill it, register the
  /// table's cells and supplement views for it. Override it in a subclass;
  /// the default does nothing.
  open func configureDataSource() {}

  /// Sets up who hears the table, after `configureDataSource()`: by default
  /// the controller is the delegate and forwards to `selectionHandler` and
  /// `activationHandler`; set `table.delegate` to an object of your own here to
  /// take over (keep it alive: the table holds it weakly). Override it in a
  /// subclass; the default does nothing.
  open func configureDelegate() {}

  /// Loads through an async function. The first load starts when the
  /// widget is first shown (mapped on screen), after the configuration
  /// hooks, and shows the loading placeholder until its result comes (once
  /// it outlasts `table.loads.indicatorTiming`'s delay). Later loads come
  /// from the user (pull, F5, Retry, the end of the rows) or from
  /// `table.restartLoading()`. Turns paging on unless `paging` is false.
  public func load(paging: Bool = true, _ operation: @escaping LoadCoordinator.Operation) {
    table.isLoadMoreEnabled = paging
    table.setLoadOperation(operation)
    table.loadsWhenFirstShown = true
  }

  /// Calls `selectionHandler`.
  public func didSelect(_ item: Item, at indexPath: IndexPath) throws { selectionHandler?(item, indexPath) }

  /// Calls `deselectionHandler`.
  public func didDeselect(at indexPath: IndexPath) throws { deselectionHandler?(indexPath) }

  /// Calls `activationHandler`.
  public func didActivate(_ item: Item, at indexPath: IndexPath) throws { activationHandler?(item, indexPath) }
}
