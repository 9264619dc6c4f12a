/// Editing items: each edit returns the change set it made and publishes it
/// to the observers (or adds it to the batch under way).
extension SectionedDataSource {
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

  func insertUnchecked(_ items: [Item], at indexPath: IndexPath) -> ChangeSet {
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
}
