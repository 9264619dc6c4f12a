internal import CGtk
import PlaceholderCore

/// A page that shows a sectioned list, with its placeholders, refresh,
/// paging and selection, in a few lines (CXTableViewController's role).
///
/// The controller owns the data source (the adapter only holds it weakly),
/// the `TableAdapter` with its scrolled list and placeholder slot, and is
/// the adapter's delegate, forwarding to closures, or to overrides in a
/// subclass as CXTableViewController's users did:
///
/// ```swift
/// let contacts = TableController(dataSource: SectionedDataSource<Contact>())
/// contacts.table.register(ContactCell.init)
/// contacts.onSelect = { contact, _ in show(contact) }
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

  /// The item the user selected (click, or arrows).
  public var onSelect: (@MainActor (Item, IndexPath) -> Void)?
  /// The item the user activated (Enter, double-click).
  public var onActivate: (@MainActor (Item, IndexPath) -> Void)?

  /// The widget to show: the list with its refresh indicator and placeholder.
  public var widget: Widget { table.widget }

  /// Creates the controller with the data source it will own.
  public init(dataSource: DataSource) {
    self.dataSource = dataSource
    table = TableAdapter(dataSource: dataSource)
    table.delegate = self
  }

  /// Loads through an async function and starts loading when the list is
  /// first shown (CXTableView's `autoPullDownToRefresh`). Turns paging on
  /// unless `paging` is false.
  public func load(paging: Bool = true, _ operation: @escaping LoadCoordinator.Operation) {
    table.isLoadMoreEnabled = paging
    table.setLoadOperation(operation)
    table.refreshesWhenFirstShown = true
  }

  /// Calls `onSelect`. Override in a subclass instead, if you prefer.
  open func didSelect(_ item: Item, at indexPath: IndexPath) throws { onSelect?(item, indexPath) }

  /// Calls `onActivate`. Override in a subclass instead, if you prefer.
  open func didActivate(_ item: Item, at indexPath: IndexPath) throws { onActivate?(item, indexPath) }
}
