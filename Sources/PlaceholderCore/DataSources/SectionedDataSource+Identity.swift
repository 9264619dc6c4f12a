/// Replacing the content while items keep their identity, so a reload that
/// brings the same items back leaves their rows, and the list's selection,
/// alone.
extension SectionedDataSource where Item: Identifiable & Equatable {
  /// Replaces every section (a fresh first page, a refresh) and reports only
  /// what changed, as `Snapshot.difference(from:)` does: an item whose ID
  /// was already there stays (reloaded if its value changed) or moves, the
  /// others are deleted or inserted. Replacing the content with the same
  /// content tells nobody anything.
  ///
  /// Sections have no IDs, so they are matched by position: section `i`
  /// before is section `i` after; the sections past the shorter end are
  /// deleted or inserted. A section whose header or footer changed (or
  /// appeared, or went), or whose inline placeholder shows on both sides
  /// and changed, is reloaded whole, and its items are not followed.
  ///
  /// When an ID repeats (before or after), or inside `performBatch`, it
  /// falls back to replacing every section, as for items without IDs.
  /// O(items) when little moved, O(items · log items) at worst.
  @discardableResult
  public func replaceAll(with newSections: [Section]) -> ChangeSet {
    guard batch == nil else { return replaceAllSections(with: newSections) }
    let changes: ChangeSet
    do {
      changes = try SnapshotDiffer.difference(
        from: SectionsByPosition(sections: sections), to: SectionsByPosition(sections: newSections))
    } catch {
      return replaceAllSections(with: newSections)
    }
    sections = newSections
    return publish(changes)
  }
}

/// Sections matched by position and items by ID, as the diff reads them.
struct SectionsByPosition<Item: Identifiable & Equatable>: DiffSource {
  typealias Section = SectionedDataSource<Item>.Section

  var sections: [Section]

  var sectionCount: Int { sections.count }
  func sectionID(_ section: Int) -> Int { section }
  func itemCount(inSection section: Int) -> Int { sections[section].items.count }
  func itemID(_ section: Int, _ item: Int) -> Item.ID { sections[section].items[item].id }
  func itemIsUnchanged(from old: Self, _ oldSection: Int, _ oldItem: Int, to section: Int, _ item: Int) -> Bool {
    old.sections[oldSection].items[oldItem] == sections[section].items[item]
  }

  /// Whether the section's header, footer and shown placeholder are the
  /// same: only a reload rebinds a row that stays, and a row that appears
  /// or goes with no item change would not be told at all.
  func sectionIsUnchanged(from old: Self, _ oldSection: Int, to section: Int) -> Bool {
    let before = old.sections[oldSection]
    let after = sections[section]
    let placeholderShowsOnBothSides = before.items.isEmpty && after.items.isEmpty
    return before.header == after.header && before.footer == after.footer
      && (!placeholderShowsOnBothSides || before.emptyPlaceholder == after.emptyPlaceholder)
  }
}
