/// One batch update of a table, with UIKit's `performBatchUpdates` meaning.
///
/// - Deleted and reloaded sections and items are given by their index in the
///   data *before* the update (old indices).
/// - Inserted sections and items are given by their index *after* it (new
///   indices).
/// - A move goes from an old index to a new one.
/// - Everything not mentioned keeps its relative order. A reloaded section or
///   item stays where the surviving order puts it and has all its rows
///   replaced.
///
/// The order of the entries in each list does not matter. The adapter reads
/// the data source again after the app changed its data, then turns the change
/// set into GListModel splices with `FlatIndex.splices(from:to:applying:)`,
/// which also validates it.
public struct ChangeSet: Hashable, Sendable, CustomStringConvertible {
  /// A move from an old index to a new index.
  public struct Move<Index: Hashable & Sendable>: Hashable, Sendable {
    /// The index before the update.
    public var from: Index
    /// The index after the update.
    public var to: Index

    /// Creates a move.
    public init(from: Index, to: Index) {
      self.from = from
      self.to = to
    }
  }

  /// A section move: old section index to new section index.
  public typealias SectionMove = Move<Int>
  /// An item move: old index path to new index path.
  public typealias ItemMove = Move<IndexPath>

  /// Sections removed, by old index.
  public var deletedSections: [Int]
  /// Sections added, by new index.
  public var insertedSections: [Int]
  /// Sections moved, old index to new index; their items move with them.
  public var movedSections: [SectionMove]
  /// Sections whose rows are all replaced, by old index.
  public var reloadedSections: [Int]
  /// Items removed, by old index path.
  public var deletedItems: [IndexPath]
  /// Items added, by new index path.
  public var insertedItems: [IndexPath]
  /// Items moved, old index path to new index path.
  public var movedItems: [ItemMove]
  /// Items whose row is replaced in place, by old index path.
  public var reloadedItems: [IndexPath]

  /// Creates a change set; every list defaults to empty.
  public init(
    deletedSections: [Int] = [],
    insertedSections: [Int] = [],
    movedSections: [SectionMove] = [],
    reloadedSections: [Int] = [],
    deletedItems: [IndexPath] = [],
    insertedItems: [IndexPath] = [],
    movedItems: [ItemMove] = [],
    reloadedItems: [IndexPath] = []
  ) {
    self.deletedSections = deletedSections
    self.insertedSections = insertedSections
    self.movedSections = movedSections
    self.reloadedSections = reloadedSections
    self.deletedItems = deletedItems
    self.insertedItems = insertedItems
    self.movedItems = movedItems
    self.reloadedItems = reloadedItems
  }

  /// No change.
  public static let empty = ChangeSet()

  /// Whether the change set changes nothing.
  public var isEmpty: Bool { changeCount == 0 }

  /// How many entries the change set has, over all its lists.
  public var changeCount: Int {
    deletedSections.count + insertedSections.count + movedSections.count + reloadedSections.count
      + deletedItems.count + insertedItems.count + movedItems.count + reloadedItems.count
  }

  /// Inserts items, at new index paths.
  public static func insertItems(_ indexPaths: [IndexPath]) -> ChangeSet { ChangeSet(insertedItems: indexPaths) }
  /// Deletes items, at old index paths.
  public static func deleteItems(_ indexPaths: [IndexPath]) -> ChangeSet { ChangeSet(deletedItems: indexPaths) }
  /// Reloads items, at old index paths.
  public static func reloadItems(_ indexPaths: [IndexPath]) -> ChangeSet { ChangeSet(reloadedItems: indexPaths) }
  /// Moves one item from an old index path to a new one.
  public static func moveItem(from: IndexPath, to: IndexPath) -> ChangeSet {
    ChangeSet(movedItems: [ItemMove(from: from, to: to)])
  }
  /// Inserts sections, at new indices.
  public static func insertSections(_ sections: [Int]) -> ChangeSet { ChangeSet(insertedSections: sections) }
  /// Deletes sections, at old indices.
  public static func deleteSections(_ sections: [Int]) -> ChangeSet { ChangeSet(deletedSections: sections) }
  /// Reloads sections, at old indices.
  public static func reloadSections(_ sections: [Int]) -> ChangeSet { ChangeSet(reloadedSections: sections) }
  /// Moves one section from an old index to a new one.
  public static func moveSection(from: Int, to: Int) -> ChangeSet {
    ChangeSet(movedSections: [SectionMove(from: from, to: to)])
  }

  /// Combines two parts of the same batch update (both against the same old
  /// and new data) into one change set.
  ///
  /// This is well defined only when the parts touch different things: an old
  /// section or index path may be deleted, moved away or reloaded by only one
  /// of them, and a new one inserted or moved to by only one. Otherwise it
  /// throws `.conflictingSection` or `.conflictingItem` and nothing is
  /// merged. (Two *successive* updates cannot be merged without the data in
  /// between; diff two snapshots for that.) O(changes).
  public func merged(with other: ChangeSet) throws(ChangeSetError) -> ChangeSet {
    var result = self
    result.deletedSections += other.deletedSections
    result.insertedSections += other.insertedSections
    result.movedSections += other.movedSections
    result.reloadedSections += other.reloadedSections
    result.deletedItems += other.deletedItems
    result.insertedItems += other.insertedItems
    result.movedItems += other.movedItems
    result.reloadedItems += other.reloadedItems
    try result.checkNoConflicts()
    return result
  }

  /// Throws when an old or new index is named twice. O(changes).
  func checkNoConflicts() throws(ChangeSetError) {
    var oldSections = [Int: ChangeRole]()
    var newSections = [Int: ChangeRole]()
    func claim<Key>(_ key: Key, _ role: ChangeRole, in roles: inout [Key: ChangeRole]) -> ChangeRole? {
      if let previous = roles[key] { return previous }
      roles[key] = role
      return nil
    }
    for section in deletedSections {
      if let previous = claim(section, .delete, in: &oldSections) {
        throw .conflictingSection(section, previous, .delete)
      }
    }
    for section in reloadedSections {
      if let previous = claim(section, .reload, in: &oldSections) {
        throw .conflictingSection(section, previous, .reload)
      }
    }
    for move in movedSections {
      if let previous = claim(move.from, .moveSource, in: &oldSections) {
        throw .conflictingSection(move.from, previous, .moveSource)
      }
    }
    for section in insertedSections {
      if let previous = claim(section, .insert, in: &newSections) {
        throw .conflictingSection(section, previous, .insert)
      }
    }
    for move in movedSections {
      if let previous = claim(move.to, .moveDestination, in: &newSections) {
        throw .conflictingSection(move.to, previous, .moveDestination)
      }
    }
    var oldItems = [IndexPath: ChangeRole]()
    var newItems = [IndexPath: ChangeRole]()
    for indexPath in deletedItems {
      if let previous = claim(indexPath, .delete, in: &oldItems) {
        throw .conflictingItem(indexPath, previous, .delete)
      }
    }
    for indexPath in reloadedItems {
      if let previous = claim(indexPath, .reload, in: &oldItems) {
        throw .conflictingItem(indexPath, previous, .reload)
      }
    }
    for move in movedItems {
      if let previous = claim(move.from, .moveSource, in: &oldItems) {
        throw .conflictingItem(move.from, previous, .moveSource)
      }
    }
    for indexPath in insertedItems {
      if let previous = claim(indexPath, .insert, in: &newItems) {
        throw .conflictingItem(indexPath, previous, .insert)
      }
    }
    for move in movedItems {
      if let previous = claim(move.to, .moveDestination, in: &newItems) {
        throw .conflictingItem(move.to, previous, .moveDestination)
      }
    }
  }

  /// The same change set with every list sorted, so that two change sets
  /// that mean the same compare equal. O(changes · log changes).
  public func normalized() -> ChangeSet {
    func byIndex<I: Comparable>(_ lhs: Move<I>, _ rhs: Move<I>) -> Bool {
      (lhs.from, lhs.to) < (rhs.from, rhs.to)
    }
    return ChangeSet(
      deletedSections: deletedSections.sorted(),
      insertedSections: insertedSections.sorted(),
      movedSections: movedSections.sorted(by: byIndex),
      reloadedSections: reloadedSections.sorted(),
      deletedItems: deletedItems.sorted(),
      insertedItems: insertedItems.sorted(),
      movedItems: movedItems.sorted(by: byIndex),
      reloadedItems: reloadedItems.sorted()
    )
  }

  /// A short summary such as `ChangeSet(-items [[0, 1]], +items [[0, 3]])`.
  public var description: String {
    var parts = [String]()
    func add<T>(_ label: String, _ values: [T]) {
      if !values.isEmpty { parts.append("\(label) \(values)") }
    }
    add("-sections", deletedSections)
    add("+sections", insertedSections)
    add("~sections", movedSections.map { "\($0.from)→\($0.to)" })
    add("*sections", reloadedSections)
    add("-items", deletedItems)
    add("+items", insertedItems)
    add("~items", movedItems.map { "\($0.from)→\($0.to)" })
    add("*items", reloadedItems)
    return "ChangeSet(\(parts.joined(separator: ", ")))"
  }
}
