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
  /// Inside `performBatch` the items keep their identity the same way, for
  /// the batch's own diff. When an ID repeats (before or after), it falls
  /// back to replacing every section, as `replaceSections(with:)` does.
  /// O(items) when little moved, O(items · log items) at worst.
  @inlinable
  @discardableResult
  public func replaceAll(with newSections: [Section]) -> ChangeSet {
    // Inlinable, so that the difference is compiled for the app's item
    // type where it is called: generic, it took ten times as long.
    replaceKeepingIdentities(with: newSections, difference: Self.difference(from: sections, to: newSections))
  }

  /// The difference between two contents, or nil when an ID repeats.
  @inlinable
  nonisolated static func difference(from old: [Section], to new: [Section]) -> ChangeSet? {
    try? SnapshotDiffer.difference(from: SectionsByPosition(sections: old), to: SectionsByPosition(sections: new))
  }

  /// Replaces every section, telling the observers `changes` (their
  /// difference, computed by the caller), or every section replaced when
  /// it is nil.
  @usableFromInline @discardableResult
  func replaceKeepingIdentities(with newSections: [Section], difference changes: ChangeSet?) -> ChangeSet {
    guard let changes else { return replaceSections(with: newSections) }
    if batch != nil {
      let old = SectionsByPosition(sections: sections)
      let new = SectionsByPosition(sections: newSections)
      guard let locations = try? SnapshotDiffer.matchByDictionary(new: new, newTotal: new.itemCount, old: old) else {
        return replaceSections(with: newSections)
      }
      batch?.replaceKeepingIdentities(from: old, to: new, oldLocations: locations)
    }
    sections = newSections
    return publish(changes)
  }
}

extension BatchState {
  /// Mirrors a replacement that keeps identities: a section keeps its
  /// token by position (marked reloaded, with new items, when the diff
  /// would reload it), an item keeps the token of the old item with its ID
  /// (marked reloaded when its value changed). `oldLocations` is, per new
  /// item in reading order, the old item's packed `section << 32 | item`,
  /// or -1.
  mutating func replaceKeepingIdentities<Item>(
    from old: SectionsByPosition<Item>, to new: SectionsByPosition<Item>, oldLocations: [Int]
  ) {
    var sectionTokens = [Int]()
    var itemTokens = [[Int]]()
    var ordinal = 0
    for section in 0..<new.sectionCount {
      let count = new.itemCount(inSection: section)
      defer { ordinal += count }
      guard section < old.sectionCount else {
        sectionTokens.append(fresh(1)[0])
        itemTokens.append(fresh(count))
        continue
      }
      let token = layout.sectionTokens[section]
      sectionTokens.append(token)
      guard new.sectionIsUnchanged(from: old, section, to: section) else {
        layout.reloadedSections.insert(token)
        itemTokens.append(fresh(count))
        continue
      }
      var tokens = [Int]()
      tokens.reserveCapacity(count)
      for item in 0..<count {
        let location = oldLocations[ordinal + item]
        guard location >= 0 else {
          tokens.append(fresh(1)[0])
          continue
        }
        let oldSection = location >> 32
        let oldItem = location & 0xFFFF_FFFF
        let itemToken = layout.itemTokens[oldSection][oldItem]
        if !new.itemIsUnchanged(from: old, oldSection, oldItem, to: section, item) {
          layout.reloadedItems.insert(itemToken)
        }
        tokens.append(itemToken)
      }
      itemTokens.append(tokens)
    }
    layout.sectionTokens = sectionTokens
    layout.itemTokens = itemTokens
  }
}

/// Sections matched by position and items by ID, as the diff reads them.
/// Inlinable, as the diff is: compiled for the app's item type.
@usableFromInline
struct SectionsByPosition<Item: Identifiable & Equatable>: DiffSource {
  @usableFromInline typealias Section = SectionedDataSource<Item>.Section

  @usableFromInline var sections: [Section]

  @inlinable init(sections: [Section]) { self.sections = sections }

  @inlinable var sectionCount: Int { sections.count }
  /// The number of items in all sections.
  @inlinable var itemCount: Int { sections.reduce(0) { $0 + $1.items.count } }
  @inlinable func sectionID(_ section: Int) -> Int { section }
  @inlinable func itemCount(inSection section: Int) -> Int { sections[section].items.count }
  @inlinable func customPlaceholderID(_ section: Int, _ item: Int) -> Item.ID { sections[section].items[item].id }
  @inlinable
  func itemIsUnchanged(from old: Self, _ oldSection: Int, _ oldItem: Int, to section: Int, _ item: Int) -> Bool {
    old.sections[oldSection].items[oldItem] == sections[section].items[item]
  }

  /// Whether the section's header, footer and shown placeholder are the
  /// same: only a reload rebinds a row that stays, and a row that appears
  /// or goes with no item change would not be told at all.
  @inlinable
  func sectionIsUnchanged(from old: Self, _ oldSection: Int, to section: Int) -> Bool {
    let before = old.sections[oldSection]
    let after = sections[section]
    let placeholderShowsOnBothSides = before.items.isEmpty && after.items.isEmpty
    return before.header == after.header && before.footer == after.footer
      && (!placeholderShowsOnBothSides || before.emptyPlaceholder == after.emptyPlaceholder)
  }
}
