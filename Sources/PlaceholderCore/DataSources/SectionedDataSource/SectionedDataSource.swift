/// A ready-made table data source: sections of items in memory, with headers,
/// footers and per-section empty placeholders (CXTableView's
/// `CXTableViewDataSource`, in Swift).
///
/// Every mutation validates first and, when it is refused, throws a
/// `ChangeSetError` and changes nothing. When it succeeds it returns the
/// change set it made and tells every observer. A table or collection
/// showing it follows it by itself (its rows and placeholders update);
/// observe it for anything else that shows its items:
///
/// ```swift
/// let source = SectionedDataSource<Contact>(items: contacts)
/// let table = TableAdapter(dataSource: source)  // follows the source
/// token = source.observe { _ in store.save(source.sections) }
/// try source.remove(at: IndexPath(section: 0, item: 3))
/// ```
@MainActor
public final class SectionedDataSource<Item>: TableDataSource {
  /// One section: its items and what it shows around them.
  public struct Section {
    /// The items, in order.
    public var items: [Item]
    /// The header row, if any.
    public var header: SectionSupplement?
    /// The footer row, if any.
    public var footer: SectionSupplement?
    /// The inline placeholder shown instead of the items when there are none.
    public var emptyPlaceholder: PlaceholderContent?

    /// Creates a section.
    public init(
      items: [Item] = [],
      header: SectionSupplement? = nil,
      footer: SectionSupplement? = nil,
      emptyPlaceholder: PlaceholderContent? = nil
    ) {
      self.items = items
      self.header = header
      self.footer = footer
      self.emptyPlaceholder = emptyPlaceholder
    }
  }

  /// The sections, in order. Change them through the mutation methods, which
  /// tell the observers.
  public internal(set) var sections: [Section] {
    didSet { contentVersion &+= 1 }
  }
  /// Counts the changes to `sections`: a replacement computed in the
  /// background checks it to know whether its difference still applies.
  private(set) var contentVersion = 0
  /// The replacement being computed in the background, if any
  /// (`replaceAllInBackground(_:)`).
  package internal(set) var pendingReplacement: BackgroundReplacement?
  /// The moments a replacement computed in the background waits for
  /// before it lands, one per list that shows the data source
  /// (`addLandingGate`): a list's is just after its window painted a frame
  /// when the change is big, so that the change and the frame that shows
  /// it fit in one frame's time. The timing lives with each list.
  var landingGates = LandingGates()

  /// The cell kind of an item (CXTableView's `cellClassForObject`); nil uses
  /// `.default` for every item.
  public var cellKindProvider: (@MainActor (Item, IndexPath) -> CellKindID)?

  /// A fixed row height for an item in pixels (CXTableView's
  /// `rowHeightForObject`); nil, or a nil result, lets the cell decide.
  public var rowHeightProvider: (@MainActor (Item, IndexPath) -> Int?)?

  private var observers = ObserverList<ChangeSet>()
  private var pending: [ChangeSet] = []
  private var isPublishing = false
  var batch: BatchState?

  /// Creates a data source with sections.
  public init(
    sections: [Section] = [],
    cellKind: (@MainActor (Item, IndexPath) -> CellKindID)? = nil,
    rowHeight: (@MainActor (Item, IndexPath) -> Int?)? = nil
  ) {
    self.sections = sections
    self.cellKindProvider = cellKind
    self.rowHeightProvider = rowHeight
  }

  /// Creates a data source with one section holding `items`.
  public convenience init(items: [Item]) {
    self.init(sections: [Section(items: items)])
  }

  // MARK: TableDataSource

  /// The number of sections.
  public func numberOfSections() -> Int { sections.count }

  /// The number of items in a section; throws for a section that does not
  /// exist.
  public func numberOfItems(inSection section: Int) throws(DataSourceError) -> Int {
    guard sections.indices.contains(section) else { throw .sectionOutOfRange(section) }
    return sections[section].items.count
  }

  /// The item at an index path; throws for one that does not exist.
  public func item(at indexPath: IndexPath) throws(DataSourceError) -> Item {
    guard contains(indexPath) else { throw .indexPathOutOfRange(indexPath) }
    return sections[indexPath.section].items[indexPath.item]
  }

  /// The provider's cell kind, or `.default`.
  public func cellKind(for item: Item, at indexPath: IndexPath) -> CellKindID {
    cellKindProvider?(item, indexPath) ?? .default
  }

  /// The provider's row height, or nil.
  public func rowHeight(for item: Item, at indexPath: IndexPath) -> Int? {
    rowHeightProvider?(item, indexPath) ?? nil
  }

  /// The section's header.
  public func header(forSection section: Int) -> SectionSupplement? {
    sections.indices.contains(section) ? sections[section].header : nil
  }

  /// The section's footer.
  public func footer(forSection section: Int) -> SectionSupplement? {
    sections.indices.contains(section) ? sections[section].footer : nil
  }

  /// The section's inline empty placeholder.
  public func emptyPlaceholder(forSection section: Int) -> PlaceholderContent? {
    sections.indices.contains(section) ? sections[section].emptyPlaceholder : nil
  }

  // MARK: Reading

  /// The number of items in all sections. O(sections).
  public var itemCount: Int { sections.reduce(0) { $0 + $1.items.count } }

  /// Whether no section has any item. O(sections).
  public var isEmpty: Bool { sections.allSatisfy(\.items.isEmpty) }

  /// The item at an index path, or nil.
  public subscript(indexPath: IndexPath) -> Item? {
    contains(indexPath) ? sections[indexPath.section].items[indexPath.item] : nil
  }

  /// Whether an item exists at an index path.
  public func contains(_ indexPath: IndexPath) -> Bool {
    sections.indices.contains(indexPath.section) && sections[indexPath.section].items.indices.contains(indexPath.item)
  }

  // MARK: Observing

  /// Calls `handler` with the change set of every successful mutation (one
  /// per batch), after the data changed. The observation lasts as long as the
  /// returned token: keep it.
  ///
  /// A handler may mutate the data source; that change set is told to every
  /// observer after the current one. A handler that reads the data source
  /// then sees the latest data, which may be ahead of the change set it is
  /// handling (`FlatIndex.splices` then reports a count mismatch, and a full
  /// reload is the answer).
  public func observe(_ handler: @escaping @MainActor (ChangeSet) -> Void) -> ObservationToken {
    observers.add(handler)
  }

  /// Tells the observers, in order. A mutation made by an observer while it
  /// is told is queued and told to everyone after the current change set, so
  /// every observer hears the change sets in the order they happened.
  func publish(_ changes: ChangeSet) -> ChangeSet {
    guard batch == nil, !changes.isEmpty else { return changes }
    pending.append(changes)
    guard !isPublishing else { return changes }
    isPublishing = true
    defer { isPublishing = false }
    var next = 0
    while next < pending.count {
      for token in observers.liveTokens() { token.deliver(pending[next]) }
      next += 1
    }
    pending.removeAll()
    return changes
  }

  // MARK: Batches

  /// Runs several mutations as one: observers hear one change set, the
  /// difference between before and after, instead of one per mutation.
  ///
  /// Works for any `Item`: during the batch every item and section carries a
  /// private identity, and the identities before and after are diffed (so
  /// an item moved twice is one move, an item inserted then removed is
  /// nothing, a reloaded item is one reload). If `body` throws, every
  /// mutation it made is undone, nobody is told, and the error is rethrown.
  ///
  /// A batch inside a batch joins the outer one: it returns `.empty` and the
  /// outer batch reports everything (if it throws, its own mutations are
  /// undone). O(items · log items) for the diff at the end.
  @discardableResult
  public func performBatch<E: Error>(_ body: () throws(E) -> Void) throws(E) -> ChangeSet {
    let savedSections = sections
    let savedBatch = batch
    if batch == nil { batch = BatchState(itemCounts: sections.map(\.items.count)) }
    do {
      try body()
    } catch {
      sections = savedSections
      batch = savedBatch
      throw error
    }
    guard savedBatch == nil, let finished = batch else { return .empty }
    batch = nil
    let changes: ChangeSet
    do {
      changes = try SnapshotDiffer.difference(from: finished.start, to: finished.layout)
    } catch {
      // Identities are unique by construction, so this cannot happen; if it
      // did, replacing every section is still a correct description.
      changes = ChangeSet(
        deletedSections: Array(0..<finished.start.sectionCount), insertedSections: Array(sections.indices))
    }
    return publish(changes)
  }
}

extension SectionedDataSource.Section: Sendable where Item: Sendable {}
extension SectionedDataSource.Section: Equatable where Item: Equatable {}
