import GtkKit
import PlaceholderCore

/// What tables and collections share: a lazy list model over a
/// `TableDataSource`, recycled cells, sections, the placeholder that follows
/// the model, loads, refresh, paging and the delegate.
///
/// `TableAdapter` and `CollectionAdapter` are its two kinds; each is composed
/// of the same parts plus its own way of binding rows. Use one of them: a
/// `ListAdapter` is not made on its own.
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
  /// The parts the list is composed of, wired together in one place
  /// (`ListMachinery.wire()`).
  let machinery: ListMachinery<DataSource>

  init(machinery: ListMachinery<DataSource>) {
    self.machinery = machinery
    applyAccessibleLabel()
    // Shown unnamed: only the app knows what the list holds.
    Signals.connect(machinery.listView.gtkWidget, "map") { [weak self] in
      guard let self, ListAccessibleName.isDefault(appLabel: accessibleLabel) else { return }
      Diagnostics.warnOnce(key: ListAccessibleName.warningKey, ListAccessibleName.warning)
    }
  }

  /// The name a screen reader says for the list, such as "Inbox" or
  /// "Photos". A collection's free layout gets it too. Default: nil, and
  /// the list is called "Items" (translated), with one warning when it is
  /// first shown; GTK 4.8 would otherwise read the widget's class name,
  /// "GtkListView".
  public var accessibleLabel: String? {
    didSet { applyAccessibleLabel() }
  }

  /// Names the widgets that show the rows, and the placeholder slot around
  /// them, which holds a parked focus (a screen reader says its name then,
  /// not GTK 4.8's class name); a collection adds its free layout's.
  func applyAccessibleLabel() {
    let name = ListAccessibleName.name(appLabel: accessibleLabel)
    AccessibleAttributes.setLabel(machinery.listView.gtkWidget, name)
    machinery.placeholderSlot.focusHolderName = name
  }
}

extension ListAdapter {
  /// The type of the rows' items.
  public typealias Item = DataSource.Item

  /// The data source, held weakly.
  public var dataSource: DataSource? { machinery.sync.dataSource }

  /// The widget to put in a window: the refresh indicator above the list in
  /// its scrolled window, with the placeholder over it.
  public var widget: Widget { machinery.widget }

  /// The placeholder slot over the list.
  public var placeholderSlot: PlaceholderSlot { machinery.placeholderSlot }

  /// The GtkScrolledWindow around the list.
  public var scrolledWindow: ScrolledWindow { machinery.scrolledWindow }

  /// The GtkListView.
  public var listView: Widget { machinery.listView }

  /// The flattened rows as GTK knows them: the last consistent state.
  package var index: FlatIndex { machinery.sync.index }

  /// The delegate, held weakly (CXTableView's delegate): it hears
  /// selection, activation, display, and the load requests when the list
  /// has no load operation.
  public var delegate: (any TableDelegate<Item>)? {
    get { machinery.delegateCalls.delegate }
    set {
      machinery.delegateCalls.delegate = newValue
      // A delegate is somewhere to load: the empty placeholder's tap and the
      // offline strip follow.
      machinery.loadSourceDidChange()
    }
  }

  /// Registers how to make the cells that show items of a kind (UIKit's
  /// `register(_:forCellReuseIdentifier:)`):
  /// `table.register(ContactCell.init, for: "contact")`.
  public func register(_ makeCell: @escaping @MainActor () -> TableCell<Item>, for kind: CellKindID = .default) {
    machinery.register(kind, makeCell)
  }

  /// Registers a closure that makes the cells of a kind:
  /// `table.register(kind: "row") { BuilderCell(…) }`.
  public func register(kind: CellKindID, makeCell: @escaping @MainActor () -> TableCell<Item>) {
    machinery.register(kind, makeCell)
  }

  /// Whether the cells of rows GTK destroys wait, unbound, for later rows of
  /// their kind (UITableView's reuse queue; a collection's whole rows of
  /// items), so that a list emptied and filled again (a search, a reload, a
  /// placeholder shown and hidden) does not build its rows' widgets again.
  /// On by default. The list keeps at most as many spares as it has had
  /// rows alive at once, and none once it leaves its window. Off, every row
  /// GTK makes builds its cells and tears them down with it, as a plain
  /// GtkSignalListItemFactory does.
  public var reusesCells: Bool {
    get { machinery.rows.cellPool.isEnabled }
    set { machinery.rows.cellPool.isEnabled = newValue }
  }

  /// Reads the data source again and shows what it has now; marks the first
  /// load as finished. Called from inside a cell's bind, it runs right after
  /// the bind instead (GTK must not change its model while binding).
  /// O(sections).
  public func reloadData() { machinery.sync.reloadData() }

  /// Shows a batch of changes the app made to its data source: inserts,
  /// deletes, moves and reloads of rows and sections, as UIKit's batch
  /// updates. GTK gets the minimal splices, never a rebuild, and the
  /// placeholder is re-evaluated. A change set that does not match the data
  /// source is logged once and the list reloads from the data source
  /// instead. O(changes · log changes + sections).
  ///
  /// Adapters follow a `ChangeObservable` data source (such as
  /// `SectionedDataSource`) by themselves; call this for other data sources.
  public func performUpdates(_ changes: ChangeSet) { machinery.sync.performUpdates(changes) }
}
