/// What the diff needs from a snapshot-like value.
@usableFromInline
protocol DiffSource {
  associatedtype SectionID: Hashable
  associatedtype ItemID: Hashable
  var sectionCount: Int { get }
  func sectionID(_ section: Int) -> SectionID
  func itemCount(inSection section: Int) -> Int
  func customPlaceholderID(_ section: Int, _ item: Int) -> ItemID
  /// Whether the item, present in both, shows the same thing.
  func itemIsUnchanged(from old: Self, _ oldSection: Int, _ oldItem: Int, to section: Int, _ item: Int) -> Bool
  /// Whether the section, present in both, shows the same thing apart from
  /// its items.
  func sectionIsUnchanged(from old: Self, _ oldSection: Int, to section: Int) -> Bool
}

/// The diff algorithm, shared by `Snapshot` and `SectionedDataSource`'s
/// batches.
@usableFromInline
enum SnapshotDiffer {
  @inlinable
  static func difference<S: DiffSource>(from old: S, to new: S) throws(DiffError) -> ChangeSet {
    var changes = ChangeSet()

    // Sections by ID.
    let oldSectionIndex = try sectionIndex(of: old, side: .old)
    let newSectionIndex = try sectionIndex(of: new, side: .new)
    // Per new section: the old section with its ID, or -1.
    var newSource = [Int](repeating: -1, count: new.sectionCount)
    var common = [Int]()  // old indices of the common sections, in new order
    var commonNew = [Int]()
    for section in 0..<new.sectionCount {
      if let oldSection = oldSectionIndex[new.sectionID(section)] {
        newSource[section] = oldSection
        common.append(oldSection)
        commonNew.append(section)
      } else {
        changes.insertedSections.append(section)
      }
    }
    // Per old section: whether its rows survive as they are ("live"), so
    // that items may stay in it or move out of it.
    var oldLive = [Bool](repeating: false, count: old.sectionCount)
    for section in 0..<old.sectionCount where newSectionIndex[old.sectionID(section)] == nil {
      changes.deletedSections.append(section)
    }
    let stays = longestIncreasingSubsequenceMask(common)
    var newLive = [Bool](repeating: false, count: new.sectionCount)
    for (position, oldSection) in common.enumerated() {
      let newSection = commonNew[position]
      if !stays[position] {
        changes.movedSections.append(ChangeSet.SectionMove(from: oldSection, to: newSection))
      } else if !new.sectionIsUnchanged(from: old, oldSection, to: newSection) {
        changes.reloadedSections.append(oldSection)
        continue
      }
      oldLive[oldSection] = true
      newLive[newSection] = true
    }

    // Where each new item was in the old snapshot (a repeated ID is an
    // error even in a deleted section). Locations are packed as
    // section << 32 | item.
    var oldStarts = [Int]()  // ordinal of each old section's first item
    oldStarts.reserveCapacity(old.sectionCount)
    var oldTotal = 0
    for section in 0..<old.sectionCount {
      oldStarts.append(oldTotal)
      oldTotal += old.itemCount(inSection: section)
    }
    var newTotal = 0
    for section in 0..<new.sectionCount { newTotal += new.itemCount(inSection: section) }
    let oldLocations = try oldLocations(of: new, newTotal: newTotal, in: old, oldTotal: oldTotal)
    // Per old item: whether an item of a live new section has its ID.
    var survives = [Bool](repeating: false, count: oldTotal)

    // New items: stay, move or insert (in live sections). The loop runs
    // once per item, so it writes through buffers: an array's append and
    // store check that it is not shared, each time.
    var largestNewSection = 0
    for section in 0..<new.sectionCount {
      largestNewSection = max(largestNewSection, new.itemCount(inSection: section))
    }
    var candidates = SameSectionCandidates(capacity: largestNewSection)
    defer { candidates.deallocate() }
    changes.insertedItems.reserveCapacity(unmatchedItems(of: new, in: newLive, oldLocations: oldLocations))
    survives.withUnsafeMutableBufferPointer { survives in
      var newOrdinal = 0
      for section in 0..<new.sectionCount {
        let live = newLive[section]
        let source = newSource[section]
        candidates.removeAll()
        for item in 0..<new.itemCount(inSection: section) where newOrdinal < oldLocations.count {
          let location = oldLocations[newOrdinal]
          newOrdinal += 1
          guard location >= 0 else {
            if live { changes.insertedItems.append(IndexPath(section: section, item: item)) }
            continue
          }
          let oldSection = location >> 32
          let oldItem = location & 0xFFFF_FFFF
          guard live else { continue }
          let survivor = oldStarts[oldSection] + oldItem
          if survivor < survives.count { survives[survivor] = true }
          if oldSection == source {
            candidates.append(old: oldItem, new: item)
          } else if oldLive[oldSection] {
            changes.movedItems.append(
              ChangeSet.ItemMove(
                from: IndexPath(section: oldSection, item: oldItem), to: IndexPath(section: section, item: item)))
          } else {
            changes.insertedItems.append(IndexPath(section: section, item: item))
          }
        }
        // Of the items that stayed in their section, the longest run in
        // order stays; the others move.
        let inPlace = candidates.isIncreasing ? nil : longestIncreasingSubsequenceMask(candidates.oldItems)
        for position in 0..<candidates.count {
          let oldItem = candidates.old[position]
          let newItem = candidates.new[position]
          if let inPlace, !inPlace[position] {
            changes.movedItems.append(
              ChangeSet.ItemMove(
                from: IndexPath(section: source, item: oldItem), to: IndexPath(section: section, item: newItem)))
          } else if !new.itemIsUnchanged(from: old, source, oldItem, to: section, newItem) {
            changes.reloadedItems.append(IndexPath(section: source, item: oldItem))
          }
        }
      }
    }

    // Old items that leave a live section without arriving in a live one.
    changes.deletedItems.reserveCapacity(
      leavingItems(of: old, in: oldLive, starts: oldStarts, survives: survives))
    for section in 0..<old.sectionCount where oldLive[section] {
      let start = oldStarts[section]
      for item in 0..<old.itemCount(inSection: section) {
        if !survives[start + item] {
          changes.deletedItems.append(IndexPath(section: section, item: item))
        }
      }
    }
    return changes
  }

  /// How many items of live new sections have no old location: the
  /// insertions the diff lists, counted first so that a change of a
  /// million rows does not grow its list by doubling (a copy each time,
  /// and the old and the new buffer held together: the search bench's
  /// peak memory).
  @inlinable
  static func unmatchedItems<S: DiffSource>(of new: S, in live: [Bool], oldLocations: [Int]) -> Int {
    var count = 0
    var ordinal = 0
    for section in 0..<new.sectionCount {
      let end = min(ordinal + new.itemCount(inSection: section), oldLocations.count)
      if live[section], ordinal < end {
        for location in oldLocations[ordinal..<end] where location < 0 { count += 1 }
      }
      ordinal = end
    }
    return count
  }

  /// How many old items of live sections did not survive: the deletions
  /// the diff lists, counted first for the same reason.
  @inlinable
  static func leavingItems<S: DiffSource>(of old: S, in live: [Bool], starts: [Int], survives: [Bool]) -> Int {
    var count = 0
    for section in 0..<old.sectionCount where live[section] {
      let start = starts[section]
      for survived in survives[start..<start + old.itemCount(inSection: section)] where !survived { count += 1 }
    }
    return count
  }

  @inlinable
  static func sectionIndex<S: DiffSource>(of source: S, side: SnapshotSide) throws(DiffError) -> [S.SectionID:
    Int]
  {
    var index = [S.SectionID: Int](minimumCapacity: source.sectionCount)
    for section in 0..<source.sectionCount {
      let id = source.sectionID(section)
      if let first = index.updateValue(section, forKey: id) {
        throw .duplicateSectionID(String(describing: id), side: side, first: first, second: section)
      }
    }
    return index
  }

  @inlinable
  static func itemIndex<S: DiffSource>(of source: S, side: SnapshotSide) throws(DiffError) -> [S.ItemID: Int] {
    var total = 0
    for section in 0..<source.sectionCount { total += source.itemCount(inSection: section) }
    var index = [S.ItemID: Int](minimumCapacity: total)
    for section in 0..<source.sectionCount {
      for item in 0..<source.itemCount(inSection: section) {
        let id = source.customPlaceholderID(section, item)
        if let first = index.updateValue(section << 32 | item, forKey: id) {
          throw .duplicateItemID(
            String(describing: id), side: side,
            first: IndexPath(section: first >> 32, item: first & 0xFFFF_FFFF),
            second: IndexPath(section: section, item: item))
        }
      }
    }
    return index
  }
}

/// Marks one longest strictly increasing subsequence of `values`.
/// O(n log n); O(n) when `values` is already increasing.
@usableFromInline
func longestIncreasingSubsequenceMask(_ values: [Int]) -> [Bool] {
  var increasing = true
  for index in values.indices.dropFirst() where values[index - 1] >= values[index] {
    increasing = false
    break
  }
  if increasing { return [Bool](repeating: true, count: values.count) }

  // Patience sorting: tails[k] is the index of the smallest tail of an
  // increasing subsequence of length k + 1.
  var tails = [Int]()
  var previous = [Int](repeating: -1, count: values.count)
  for index in values.indices {
    let value = values[index]
    var low = 0
    var high = tails.count
    while low < high {
      let middle = (low + high) / 2
      if values[tails[middle]] < value { low = middle + 1 } else { high = middle }
    }
    if low > 0 { previous[index] = tails[low - 1] }
    if low == tails.count { tails.append(index) } else { tails[low] = index }
  }
  var mask = [Bool](repeating: false, count: values.count)
  var cursor = tails.last ?? -1
  while cursor >= 0 {
    mask[cursor] = true
    cursor = previous[cursor]
  }
  return mask
}
