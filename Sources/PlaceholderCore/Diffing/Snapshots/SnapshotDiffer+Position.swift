// The first pass of the diff's fast path (SnapshotDiffer+Matching.swift):
// placing the new items that kept their place, by comparing IDs, without
// hashing them.

extension SnapshotDiffer {
  /// How far past its cursor the walk looks for a new item in the old
  /// section: far enough to step over a few items that were deleted or moved
  /// away, near enough that a miss costs little.
  @usableFromInline static var positionLookahead: Int { 4 }

  /// Matches each new item to the item with its ID near the same place in
  /// the old section with the same ID. A cursor walks the old section beside
  /// the new one and looks a few items ahead when they differ, so it places
  /// every item that kept its order in its section.
  ///
  /// Returns the matches by new ordinal (-1 where it found none), marks the
  /// old items it took in `taken` (by old ordinal) and counts the new items
  /// it could not place in `unplaced`. Nil when two new items take one old
  /// item (two new sections with one ID).
  @inlinable
  static func matchByPosition<S: DiffSource>(
    new: S, newTotal: Int, old: S, oldStarts: [Int], taken: inout [Bool], unplaced: inout Int
  ) -> [Int]? {
    var oldSections = [S.SectionID: Int](minimumCapacity: old.sectionCount)
    for section in 0..<old.sectionCount { oldSections[old.sectionID(section)] = section }
    var consistent = true
    let matched = [Int](unsafeUninitializedCapacity: newTotal) { matched, initialized in
      taken.withUnsafeMutableBufferPointer { taken in
        var ordinal = 0
        walk: for section in 0..<new.sectionCount {
          let source = oldSections[new.sectionID(section)] ?? -1
          let oldCount = source < 0 ? 0 : old.itemCount(inSection: source)
          let oldStart = source < 0 ? 0 : oldStarts[source]
          var cursor = 0
          for item in 0..<new.itemCount(inSection: section) where ordinal < newTotal {
            let id = new.customPlaceholderID(section, item)
            let found = position(of: id, in: old, section: source, from: cursor, count: oldCount)
            if found < 0 {
              matched[ordinal] = -1
              unplaced += 1
            } else {
              guard !taken[oldStart + found] else {
                consistent = false
                break walk
              }
              taken[oldStart + found] = true
              matched[ordinal] = source << 32 | found
              cursor = found + 1
            }
            ordinal += 1
          }
        }
        initialized = ordinal
      }
    }
    return consistent && matched.count == newTotal ? matched : nil
  }

  /// Where `id` is among the old section's items from `cursor` to a few
  /// past it, or -1.
  @inlinable
  static func position<S: DiffSource>(of id: S.ItemID, in old: S, section: Int, from cursor: Int, count: Int) -> Int {
    let end = min(count, cursor + positionLookahead + 1)
    var probe = cursor
    while probe < end {
      if old.customPlaceholderID(section, probe) == id { return probe }
      probe += 1
    }
    return -1
  }
}
