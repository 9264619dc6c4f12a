/// Editing sections: each edit returns the change set it made and publishes
/// it to the observers (or adds it to the batch under way).
extension SectionedDataSource {
  /// Removes every section (CXTableView's `removeAllItems`).
  @discardableResult
  public func removeAll() -> ChangeSet {
    let count = sections.count
    sections.removeAll()
    batch?.replaceSections(itemCounts: [])
    return publish(.deleteSections(Array(0..<count)))
  }

  /// Replaces every section: observers hear every old section deleted and
  /// every new one inserted, so a list rebuilds all its rows and forgets
  /// its selection. For any `Item`; for `Identifiable & Equatable` items,
  /// `replaceAll(with:)` reports only what changed, and keeps the rows of
  /// the items that stay.
  @discardableResult
  public func replaceSections(with newSections: [Section]) -> ChangeSet {
    let oldCount = sections.count
    sections = newSections
    batch?.replaceSections(itemCounts: newSections.map(\.items.count))
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

  func insertSectionUnchecked(_ section: Section, at index: Int) -> ChangeSet {
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

  func checkExisting(_ indexPath: IndexPath, role: ChangeRole) throws(ChangeSetError) {
    guard sections.indices.contains(indexPath.section) else {
      throw .itemSectionOutOfRange(indexPath, role: role, sectionCount: sections.count)
    }
    let count = sections[indexPath.section].items.count
    guard indexPath.item >= 0, indexPath.item < count else {
      throw .itemOutOfRange(indexPath, role: role, itemCount: count)
    }
  }
}
