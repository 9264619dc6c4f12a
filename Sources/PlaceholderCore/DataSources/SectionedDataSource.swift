/// A ready-made table data source: sections of items in memory, with headers,
/// footers and per-section empty placeholders (CXTableView's
/// `CXTableViewDataSource`, in Swift).
///
/// Every mutation validates first and, when it is refused, throws a
/// `ChangeSetError` and changes nothing. When it succeeds it returns the
/// change set it made and tells every observer, so a GTK adapter that
/// observes the data source updates its rows and placeholders by itself:
///
/// ```swift
/// let source = SectionedDataSource<Contact>(items: contacts)
/// token = source.observe { changes in adapter.apply(changes) }
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
  public private(set) var sections: [Section]

  /// The cell kind of an item (CXTableView's `cellClassForObject`); nil uses
  /// `.default` for every item.
  public var cellKindProvider: (@MainActor (Item, IndexPath) -> CellKindID)?

  /// A fixed row height for an item in pixels (CXTableView's
  /// `rowHeightForObject`); nil, or a nil result, lets the cell decide.
  public var rowHeightProvider: (@MainActor (Item, IndexPath) -> Int?)?

  private var observers = ObserverList<ChangeSet>()
  private var pending: [ChangeSet] = []
  private var isPublishing = false
  private var batch: BatchState?

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
  private func publish(_ changes: ChangeSet) -> ChangeSet {
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

  // MARK: Mutating items

  /// Adds an item at the end of the last section, creating a section when
  /// there is none.
  @discardableResult
  public func append(_ item: Item) -> ChangeSet {
    append(contentsOf: [item])
  }

  /// Adds items at the end of the last section, creating a section when
  /// there is none. Adding nothing changes nothing.
  @discardableResult
  public func append(contentsOf items: [Item]) -> ChangeSet {
    guard !items.isEmpty else { return .empty }
    guard let last = sections.indices.last else {
      return insertSectionUnchecked(Section(items: items), at: 0)
    }
    return insertUnchecked(items, at: IndexPath(section: last, item: sections[last].items.count))
  }

  /// Adds an item at the end of a section.
  @discardableResult
  public func append(_ item: Item, toSection section: Int) throws(ChangeSetError) -> ChangeSet {
    try append(contentsOf: [item], toSection: section)
  }

  /// Adds items at the end of a section (a page loaded by "load more").
  @discardableResult
  public func append(contentsOf items: [Item], toSection section: Int) throws(ChangeSetError) -> ChangeSet {
    guard sections.indices.contains(section) else {
      throw .sectionOutOfRange(section, role: .insert, sectionCount: sections.count)
    }
    guard !items.isEmpty else { return .empty }
    return insertUnchecked(items, at: IndexPath(section: section, item: sections[section].items.count))
  }

  /// Inserts an item so that it ends up at `indexPath`; the item may be one
  /// past the section's last.
  @discardableResult
  public func insert(_ item: Item, at indexPath: IndexPath) throws(ChangeSetError) -> ChangeSet {
    try insert(contentsOf: [item], at: indexPath)
  }

  /// Inserts items so that the first ends up at `indexPath`.
  @discardableResult
  public func insert(contentsOf items: [Item], at indexPath: IndexPath) throws(ChangeSetError) -> ChangeSet {
    guard sections.indices.contains(indexPath.section) else {
      throw .itemSectionOutOfRange(indexPath, role: .insert, sectionCount: sections.count)
    }
    let count = sections[indexPath.section].items.count
    guard indexPath.item >= 0, indexPath.item <= count else {
      throw .itemOutOfRange(indexPath, role: .insert, itemCount: count + 1)
    }
    guard !items.isEmpty else { return .empty }
    return insertUnchecked(items, at: indexPath)
  }

  private func insertUnchecked(_ items: [Item], at indexPath: IndexPath) -> ChangeSet {
    sections[indexPath.section].items.insert(contentsOf: items, at: indexPath.item)
    batch?.insertItems(count: items.count, at: indexPath)
    let paths = (0..<items.count).map { IndexPath(section: indexPath.section, item: indexPath.item + $0) }
    return publish(.insertItems(paths))
  }

  /// Removes the item at an index path.
  @discardableResult
  public func remove(at indexPath: IndexPath) throws(ChangeSetError) -> ChangeSet {
    try remove(at: [indexPath])
  }

  /// Removes the items at index paths, all given as they are before the
  /// removal. A path given twice or out of range refuses the whole removal.
  @discardableResult
  public func remove(at indexPaths: [IndexPath]) throws(ChangeSetError) -> ChangeSet {
    guard !indexPaths.isEmpty else { return .empty }
    for indexPath in indexPaths { try checkExisting(indexPath, role: .delete) }
    let sorted = indexPaths.sorted(by: >)
    for index in sorted.indices.dropFirst() where sorted[index] == sorted[index - 1] {
      throw .conflictingItem(sorted[index], .delete, .delete)
    }
    for indexPath in sorted { sections[indexPath.section].items.remove(at: indexPath.item) }
    batch?.removeItems(sortedDescending: sorted)
    return publish(.deleteItems(indexPaths))
  }

  /// Moves an item so that it ends up at `destination` (UIKit's meaning:
  /// `destination` is its index path after the move). Moving an item onto
  /// itself changes nothing.
  @discardableResult
  public func move(from source: IndexPath, to destination: IndexPath) throws(ChangeSetError) -> ChangeSet {
    try checkExisting(source, role: .moveSource)
    guard sections.indices.contains(destination.section) else {
      throw .itemSectionOutOfRange(destination, role: .moveDestination, sectionCount: sections.count)
    }
    // After the item left, the destination section has one item fewer when it
    // is the same section; the item may then go at any index up to its count.
    let countAfter = sections[destination.section].items.count + (destination.section == source.section ? 0 : 1)
    guard destination.item >= 0, destination.item < countAfter else {
      throw .itemOutOfRange(destination, role: .moveDestination, itemCount: countAfter)
    }
    guard source != destination else { return .empty }
    let item = sections[source.section].items.remove(at: source.item)
    sections[destination.section].items.insert(item, at: destination.item)
    batch?.moveItem(from: source, to: destination)
    return publish(.moveItem(from: source, to: destination))
  }

  /// Replaces the item at an index path with a new value; its row is
  /// reloaded.
  @discardableResult
  public func reloadItem(at indexPath: IndexPath, with item: Item) throws(ChangeSetError) -> ChangeSet {
    try checkExisting(indexPath, role: .reload)
    sections[indexPath.section].items[indexPath.item] = item
    batch?.reloadItem(at: indexPath)
    return publish(.reloadItems([indexPath]))
  }

  /// Reloads the row of the item at an index path, for an item (a class)
  /// that changed by itself.
  @discardableResult
  public func reloadItem(at indexPath: IndexPath) throws(ChangeSetError) -> ChangeSet {
    try checkExisting(indexPath, role: .reload)
    batch?.reloadItem(at: indexPath)
    return publish(.reloadItems([indexPath]))
  }

  /// Removes every item and keeps the sections, whose headers, footers and
  /// empty placeholders stay.
  @discardableResult
  public func removeAllItems() -> ChangeSet {
    var paths = [IndexPath]()
    for section in sections.indices {
      for item in sections[section].items.indices { paths.append(IndexPath(section: section, item: item)) }
      sections[section].items.removeAll()
    }
    batch?.removeAllItems()
    return publish(.deleteItems(paths))
  }

  // MARK: Mutating sections

  /// Removes every section (CXTableView's `removeAllItems`).
  @discardableResult
  public func removeAll() -> ChangeSet {
    let count = sections.count
    sections.removeAll()
    batch?.replaceAll(itemCounts: [])
    return publish(.deleteSections(Array(0..<count)))
  }

  /// Replaces every section (a fresh first page, a refresh).
  @discardableResult
  public func replaceAll(with newSections: [Section]) -> ChangeSet {
    let oldCount = sections.count
    sections = newSections
    batch?.replaceAll(itemCounts: newSections.map(\.items.count))
    return publish(
      ChangeSet(deletedSections: Array(0..<oldCount), insertedSections: Array(0..<newSections.count)))
  }

  /// Inserts a section so that it ends up at `index` (up to the section
  /// count).
  @discardableResult
  public func insertSection(_ section: Section, at index: Int) throws(ChangeSetError) -> ChangeSet {
    guard index >= 0, index <= sections.count else {
      throw .sectionOutOfRange(index, role: .insert, sectionCount: sections.count + 1)
    }
    return insertSectionUnchecked(section, at: index)
  }

  /// Adds a section at the end.
  @discardableResult
  public func appendSection(_ section: Section) -> ChangeSet {
    insertSectionUnchecked(section, at: sections.count)
  }

  private func insertSectionUnchecked(_ section: Section, at index: Int) -> ChangeSet {
    sections.insert(section, at: index)
    batch?.insertSection(itemCount: section.items.count, at: index)
    return publish(.insertSections([index]))
  }

  /// Removes a section and its items.
  @discardableResult
  public func removeSection(at index: Int) throws(ChangeSetError) -> ChangeSet {
    guard sections.indices.contains(index) else {
      throw .sectionOutOfRange(index, role: .delete, sectionCount: sections.count)
    }
    sections.remove(at: index)
    batch?.removeSection(at: index)
    return publish(.deleteSections([index]))
  }

  /// Moves a section so that it ends up at `destination`. Moving a section
  /// onto itself changes nothing.
  @discardableResult
  public func moveSection(from source: Int, to destination: Int) throws(ChangeSetError) -> ChangeSet {
    guard sections.indices.contains(source) else {
      throw .sectionOutOfRange(source, role: .moveSource, sectionCount: sections.count)
    }
    guard sections.indices.contains(destination) else {
      throw .sectionOutOfRange(destination, role: .moveDestination, sectionCount: sections.count)
    }
    guard source != destination else { return .empty }
    let section = sections.remove(at: source)
    sections.insert(section, at: destination)
    batch?.moveSection(from: source, to: destination)
    return publish(.moveSection(from: source, to: destination))
  }

  /// Replaces a section (items, header, footer, placeholder); all its rows are
  /// reloaded.
  @discardableResult
  public func reloadSection(at index: Int, with section: Section) throws(ChangeSetError) -> ChangeSet {
    guard sections.indices.contains(index) else {
      throw .sectionOutOfRange(index, role: .reload, sectionCount: sections.count)
    }
    sections[index] = section
    batch?.reloadSection(itemCount: section.items.count, at: index)
    return publish(.reloadSections([index]))
  }

  private func checkExisting(_ indexPath: IndexPath, role: ChangeRole) throws(ChangeSetError) {
    guard sections.indices.contains(indexPath.section) else {
      throw .itemSectionOutOfRange(indexPath, role: role, sectionCount: sections.count)
    }
    let count = sections[indexPath.section].items.count
    guard indexPath.item >= 0, indexPath.item < count else {
      throw .itemOutOfRange(indexPath, role: role, itemCount: count)
    }
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

/// The identities of a `SectionedDataSource`'s sections and items during a
/// batch, mirrored mutation by mutation, and diffed at the end.
private struct BatchState {
  var start: TokenLayout
  var layout: TokenLayout
  private var nextToken = 0

  init(itemCounts: [Int]) {
    var layout = TokenLayout()
    for count in itemCounts {
      layout.sectionTokens.append(nextToken)
      nextToken += 1
      layout.itemTokens.append(Array(nextToken..<nextToken + count))
      nextToken += count
    }
    start = layout
    self.layout = layout
  }

  private mutating func fresh(_ count: Int) -> [Int] {
    defer { nextToken += count }
    return Array(nextToken..<nextToken + count)
  }

  mutating func insertItems(count: Int, at indexPath: IndexPath) {
    layout.itemTokens[indexPath.section].insert(contentsOf: fresh(count), at: indexPath.item)
  }

  mutating func removeItems(sortedDescending indexPaths: [IndexPath]) {
    for indexPath in indexPaths { layout.itemTokens[indexPath.section].remove(at: indexPath.item) }
  }

  mutating func moveItem(from source: IndexPath, to destination: IndexPath) {
    let token = layout.itemTokens[source.section].remove(at: source.item)
    layout.itemTokens[destination.section].insert(token, at: destination.item)
  }

  mutating func reloadItem(at indexPath: IndexPath) {
    layout.reloadedItems.insert(layout.itemTokens[indexPath.section][indexPath.item])
  }

  mutating func removeAllItems() {
    for section in layout.itemTokens.indices { layout.itemTokens[section].removeAll() }
  }

  mutating func insertSection(itemCount: Int, at index: Int) {
    layout.sectionTokens.insert(fresh(1)[0], at: index)
    layout.itemTokens.insert(fresh(itemCount), at: index)
  }

  mutating func removeSection(at index: Int) {
    layout.sectionTokens.remove(at: index)
    layout.itemTokens.remove(at: index)
  }

  mutating func moveSection(from source: Int, to destination: Int) {
    let token = layout.sectionTokens.remove(at: source)
    let items = layout.itemTokens.remove(at: source)
    layout.sectionTokens.insert(token, at: destination)
    layout.itemTokens.insert(items, at: destination)
  }

  mutating func reloadSection(itemCount: Int, at index: Int) {
    layout.reloadedSections.insert(layout.sectionTokens[index])
    layout.itemTokens[index] = fresh(itemCount)
  }

  mutating func replaceAll(itemCounts: [Int]) {
    layout.sectionTokens = fresh(itemCounts.count)
    layout.itemTokens = itemCounts.map { fresh($0) }
  }
}

/// Sections and items as identities only, with the ones reloaded marked.
private struct TokenLayout: DiffSource {
  var sectionTokens: [Int] = []
  var itemTokens: [[Int]] = []
  var reloadedItems: Set<Int> = []
  var reloadedSections: Set<Int> = []

  var sectionCount: Int { sectionTokens.count }
  func sectionID(_ section: Int) -> Int { sectionTokens[section] }
  func itemCount(inSection section: Int) -> Int { itemTokens[section].count }
  func itemID(_ section: Int, _ item: Int) -> Int { itemTokens[section][item] }
  func itemIsUnchanged(from old: TokenLayout, _ oldSection: Int, _ oldItem: Int, to section: Int, _ item: Int) -> Bool {
    !reloadedItems.contains(itemTokens[section][item])
  }
  func sectionIsUnchanged(from old: TokenLayout, _ oldSection: Int, to section: Int) -> Bool {
    !reloadedSections.contains(sectionTokens[section])
  }
}
