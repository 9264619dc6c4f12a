/// A validated change set, ready to be turned into splices.
struct ChangePlan {
  /// What becomes of an old section.
  private enum Fate: UInt8 {
    case survives
    case deleted
    case moved
    case reloaded

    var role: ChangeRole {
      switch self {
      case .survives, .deleted: .delete
      case .moved: .moveSource
      case .reloaded: .reload
      }
    }
  }

  /// An item entry of the change set: an old index path (delete, reload,
  /// move source) or a new one (insert, move destination).
  private struct ItemRef {
    var section: Int
    var item: Int
    var role: ChangeRole

    var indexPath: IndexPath { IndexPath(section: section, item: item) }
  }

  private let old: FlatIndex
  private let new: FlatIndex
  /// Per old section.
  private var oldFate: [Fate]
  /// Per new section: the old section it comes from, or -1 when inserted.
  private var newSource: [Int]
  /// Deleted, reloaded and moved-away items, sorted by old index path.
  private var oldRefs: [ItemRef]
  /// Inserted and moved-in items, sorted by new index path.
  private var newRefs: [ItemRef]

  init(old: FlatIndex, new: FlatIndex, changes: ChangeSet) throws(ChangeSetError) {
    guard old.itemsPerRow == new.itemsPerRow else {
      throw .itemsPerRowMismatch(old: old.itemsPerRow, new: new.itemsPerRow)
    }
    self.old = old
    self.new = new
    let oldSectionCount = old.sectionCount
    let newSectionCount = new.sectionCount

    // Sections: each old index at most once among delete, reload, move
    // source; each new index at most once among insert, move destination.
    var oldFate = [Fate](repeating: .survives, count: oldSectionCount)
    func mark(_ section: Int, _ fate: Fate) throws(ChangeSetError) {
      guard section >= 0, section < oldSectionCount else {
        throw .sectionOutOfRange(section, role: fate.role, sectionCount: oldSectionCount)
      }
      guard oldFate[section] == .survives else { throw .conflictingSection(section, oldFate[section].role, fate.role) }
      oldFate[section] = fate
    }
    for section in changes.deletedSections { try mark(section, .deleted) }
    for section in changes.reloadedSections { try mark(section, .reloaded) }
    for move in changes.movedSections { try mark(move.from, .moved) }

    let unassigned = -2
    let inserted = -1
    var newSource = [Int](repeating: unassigned, count: newSectionCount)
    func claim(_ section: Int, source: Int, role: ChangeRole) throws(ChangeSetError) {
      guard section >= 0, section < newSectionCount else {
        throw .sectionOutOfRange(section, role: role, sectionCount: newSectionCount)
      }
      guard newSource[section] == unassigned else {
        throw .conflictingSection(section, newSource[section] == inserted ? .insert : .moveDestination, role)
      }
      newSource[section] = source
    }
    for section in changes.insertedSections { try claim(section, source: inserted, role: .insert) }
    for move in changes.movedSections { try claim(move.to, source: move.from, role: .moveDestination) }

    let expectedSections = oldSectionCount - changes.deletedSections.count + changes.insertedSections.count
    guard expectedSections == newSectionCount else {
      throw .sectionCountMismatch(expected: expectedSections, actual: newSectionCount)
    }
    // Survivors (reloaded ones included) keep their order and fill the free
    // new slots in order; the counts above guarantee there are as many.
    var slot = 0
    for section in 0..<oldSectionCount where oldFate[section] == .survives || oldFate[section] == .reloaded {
      while slot < newSectionCount, newSource[slot] != unassigned { slot += 1 }
      guard slot < newSectionCount else {
        throw .sectionCountMismatch(expected: expectedSections, actual: newSectionCount)
      }
      newSource[slot] = section
      slot += 1
    }

    // Items: ranges, then duplicates and conflicts.
    var oldRefs = [ItemRef]()
    oldRefs.reserveCapacity(changes.deletedItems.count + changes.reloadedItems.count + changes.movedItems.count)
    func addOld(_ indexPath: IndexPath, _ role: ChangeRole) throws(ChangeSetError) {
      try Self.checkBounds(indexPath, role, in: old)
      let fate = oldFate[indexPath.section]
      if role != .moveSource, fate == .deleted || fate == .reloaded {
        throw .itemInReplacedSection(indexPath, role: role)
      }
      oldRefs.append(ItemRef(section: indexPath.section, item: indexPath.item, role: role))
    }
    for indexPath in changes.deletedItems { try addOld(indexPath, .delete) }
    for indexPath in changes.reloadedItems { try addOld(indexPath, .reload) }
    for move in changes.movedItems { try addOld(move.from, .moveSource) }

    var newRefs = [ItemRef]()
    newRefs.reserveCapacity(changes.insertedItems.count + changes.movedItems.count)
    func addNew(_ indexPath: IndexPath, _ role: ChangeRole) throws(ChangeSetError) {
      try Self.checkBounds(indexPath, role, in: new)
      let source = newSource[indexPath.section]
      if role == .insert, source < 0 || oldFate[source] == .reloaded {
        throw .itemInReplacedSection(indexPath, role: role)
      }
      newRefs.append(ItemRef(section: indexPath.section, item: indexPath.item, role: role))
    }
    for indexPath in changes.insertedItems { try addNew(indexPath, .insert) }
    for move in changes.movedItems { try addNew(move.to, .moveDestination) }

    func sortAndCheck(_ refs: inout [ItemRef]) throws(ChangeSetError) {
      // Ties (a conflict) in a fixed role order, so the error is the same on
      // every run. A diff's entries come in order already: one pass says so
      // (a search's half a million deletions sorted again took most of the
      // plan's time on the main thread).
      let inOrder = refs.indices.dropFirst().allSatisfy { index in
        let previous = refs[index - 1]
        let current = refs[index]
        return previous.section < current.section
          || (previous.section == current.section && previous.item < current.item)
      }
      if !inOrder {
        refs.sort { ($0.section, $0.item, $0.role.rank) < ($1.section, $1.item, $1.role.rank) }
      }
      for index in refs.indices.dropFirst() {
        let previous = refs[index - 1]
        let current = refs[index]
        if previous.section == current.section, previous.item == current.item {
          throw .conflictingItem(current.indexPath, previous.role, current.role)
        }
      }
    }
    try sortAndCheck(&oldRefs)
    try sortAndCheck(&newRefs)

    // Counts: every new section fed by an old one that is not reloaded must
    // have the old count minus what left plus what came.
    var removed = [Int](repeating: 0, count: oldSectionCount)
    for ref in oldRefs where ref.role != .reload { removed[ref.section] += 1 }
    var added = [Int](repeating: 0, count: newSectionCount)
    for ref in newRefs { added[ref.section] += 1 }
    for section in 0..<newSectionCount {
      let source = newSource[section]
      guard source >= 0, oldFate[source] != .reloaded else { continue }
      let expected = old.sections[source].itemCount - removed[source] + added[section]
      let actual = new.sections[section].itemCount
      guard expected == actual else { throw .countMismatch(section: section, expected: expected, actual: actual) }
    }

    self.oldFate = oldFate
    self.newSource = newSource
    self.oldRefs = oldRefs
    self.newRefs = newRefs
  }

  /// The splices: every row the change set leaves alone is "kept"; the gaps
  /// between kept runs, which are increasing in both the old and the new
  /// list, become the splices.
  /// Throws unless `indexPath` names an item of `index`.
  private static func checkBounds(
    _ indexPath: IndexPath, _ role: ChangeRole, in index: FlatIndex
  ) throws(ChangeSetError) {
    let sectionCount = index.sections.count
    guard indexPath.section >= 0, indexPath.section < sectionCount else {
      throw .itemSectionOutOfRange(indexPath, role: role, sectionCount: sectionCount)
    }
    let itemCount = index.sections[indexPath.section].itemCount
    guard indexPath.item >= 0, indexPath.item < itemCount else {
      throw .itemOutOfRange(indexPath, role: role, itemCount: itemCount)
    }
  }

  func splices() -> [Splice] {
    var builder = SpliceBuilder()
    let perRow = old.itemsPerRow
    var oldCursor = 0  // into oldRefs
    var newCursor = 0  // into newRefs
    for newSection in 0..<new.sectionCount {
      let oldSection = newSource[newSection]
      // Only sections that stay in place can keep rows; moved, inserted,
      // deleted and reloaded sections fall into the gaps.
      guard oldSection >= 0, oldFate[oldSection] == .survives,
        let oldRows = old.rowRange(ofSection: oldSection),
        let newRows = new.rowRange(ofSection: newSection)
      else { continue }
      let oldShape = old.sections[oldSection]
      let newShape = new.sections[newSection]
      var oldPosition = oldRows.lowerBound
      var newPosition = newRows.lowerBound

      if oldShape.hasHeader, newShape.hasHeader { builder.keep(old: oldPosition, new: newPosition, count: 1) }
      if oldShape.hasHeader { oldPosition += 1 }
      if newShape.hasHeader { newPosition += 1 }

      while oldCursor < oldRefs.count, oldRefs[oldCursor].section < oldSection { oldCursor += 1 }
      var oldEnd = oldCursor
      while oldEnd < oldRefs.count, oldRefs[oldEnd].section == oldSection { oldEnd += 1 }
      while newCursor < newRefs.count, newRefs[newCursor].section < newSection { newCursor += 1 }
      var newEnd = newCursor
      while newEnd < newRefs.count, newRefs[newEnd].section == newSection { newEnd += 1 }

      if oldShape.showsEmptyPlaceholder, newShape.showsEmptyPlaceholder {
        builder.keep(old: oldPosition, new: newPosition, count: 1)
      } else if !oldShape.showsEmptyPlaceholder, !newShape.showsEmptyPlaceholder {
        if perRow == 1 {
          keepItems(
            old: oldShape.itemCount, oldBase: oldPosition, oldRefs: oldCursor..<oldEnd,
            new: newShape.itemCount, newBase: newPosition, newRefs: newCursor..<newEnd,
            into: &builder)
        } else {
          builder.keepGridRows(
            old: (oldPosition, oldShape.itemCount, touched(oldRefs[oldCursor..<oldEnd])),
            new: (newPosition, newShape.itemCount, touched(newRefs[newCursor..<newEnd])), perRow: perRow)
        }
      }
      oldPosition += oldShape.showsEmptyPlaceholder ? 1 : oldShape.itemRowCount(itemsPerRow: perRow)
      newPosition += newShape.showsEmptyPlaceholder ? 1 : newShape.itemRowCount(itemsPerRow: perRow)

      if oldShape.hasFooter, newShape.hasFooter { builder.keep(old: oldPosition, new: newPosition, count: 1) }
      oldCursor = oldEnd
      newCursor = newEnd
    }
    builder.finish(oldCount: old.count, newCount: new.count)
    return builder.splices
  }

  /// The first and last item the entries name (sorted), if any.
  private func touched(_ refs: ArraySlice<ItemRef>) -> ClosedRange<Int>? {
    guard let first = refs.first, let last = refs.last else { return nil }
    return first.item...last.item
  }

  /// Keeps the item rows of one surviving section that the change set leaves
  /// alone: the items neither deleted, moved away nor reloaded, each paired
  /// with its new position (survivors fill, in order, the new positions not
  /// taken by insertions and moves in). O(entries in the section).
  private func keepItems(
    old oldCount: Int, oldBase: Int, oldRefs oldRange: Range<Int>,
    new newCount: Int, newBase: Int, newRefs newRange: Range<Int>,
    into builder: inout SpliceBuilder
  ) {
    var oldItem = 0
    var newItem = 0
    var oldRef = oldRange.lowerBound
    var newRef = newRange.lowerBound
    while oldItem < oldCount, newItem < newCount {
      if oldRef < oldRange.upperBound, oldRefs[oldRef].item == oldItem, oldRefs[oldRef].role != .reload {
        oldItem += 1  // deleted or moved away: not in the new list here
        oldRef += 1
        continue
      }
      if newRef < newRange.upperBound, newRefs[newRef].item == newItem {
        newItem += 1  // inserted or moved in: not from the old list here
        newRef += 1
        continue
      }
      if oldRef < oldRange.upperBound, oldRefs[oldRef].item == oldItem {
        oldItem += 1  // reloaded: stays in place, but its row is replaced
        newItem += 1
        oldRef += 1
        continue
      }
      var run = min(oldCount - oldItem, newCount - newItem)
      if oldRef < oldRange.upperBound { run = min(run, oldRefs[oldRef].item - oldItem) }
      if newRef < newRange.upperBound { run = min(run, newRefs[newRef].item - newItem) }
      builder.keep(old: oldBase + oldItem, new: newBase + newItem, count: run)
      oldItem += run
      newItem += run
    }
  }
}
