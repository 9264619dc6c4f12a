// Matching a diff's new items to its old ones by ID.
//
// A dictionary of a million IDs spends most of its time waiting for memory:
// every insert and every lookup lands on a random cache line. The fast path
// here first places the new items that kept their place by walking beside
// the old sections (SnapshotDiffer+Position.swift). Then it deals the old
// items into small buckets by the top bits of their hashes (one sequential
// pass; BucketHash.swift says which hash), and the few new items left over
// too, and matches within each bucket in a table that stays in the cache
// (SnapshotDiffer+Buckets.swift).
// It trusts nothing it has not checked: a bucket that overflows, a hash seen
// twice (a repeated ID or a collision) or a match whose IDs differ sends the
// whole diff to the dictionary path, which decides exactly and reports
// repeated IDs.

extension SnapshotDiffer {
  /// For each new item, in reading order, the packed location
  /// (`section << 32 | item`) of the old item with the same ID, or -1.
  ///
  /// Throws `DiffError` when either side repeats an item ID, as the
  /// dictionary path finds it.
  @inlinable
  static func oldLocations<S: DiffSource>(
    of new: S, newTotal: Int, in old: S, oldTotal: Int
  ) throws(DiffError) -> [Int] {
    if let matched = matchByPartitionedHash(new: new, newTotal: newTotal, old: old, oldTotal: oldTotal) {
      return matched
    }
    return try matchByDictionary(new: new, newTotal: newTotal, old: old)
  }

  /// The exact path: a dictionary of the old IDs, then a lookup per new item.
  @inlinable
  static func matchByDictionary<S: DiffSource>(new: S, newTotal: Int, old: S) throws(DiffError) -> [Int] {
    let oldItems = try itemIndex(of: old, side: .old)
    var matched = [Int]()
    matched.reserveCapacity(newTotal)
    var seen = [S.ItemID: Int](minimumCapacity: newTotal)
    for section in 0..<new.sectionCount {
      for item in 0..<new.itemCount(inSection: section) {
        let id = new.customPlaceholderID(section, item)
        let here = section << 32 | item
        if let first = seen.updateValue(here, forKey: id) {
          throw .duplicateItemID(
            String(describing: id), side: .new, first: IndexPath(section: first >> 32, item: first & 0xFFFF_FFFF),
            second: IndexPath(section: section, item: item))
        }
        matched.append(oldItems[id] ?? -1)
      }
    }
    return matched
  }

  /// The fast path, or nil when it cannot be sure of its answer.
  ///
  /// Most items keep their place, so a walk beside the old sections places
  /// them without hashing them. Every old item still goes into the bucket
  /// tables, so that a repeated ID is seen; of the new items only the ones
  /// the walk could not place are looked up there.
  @inlinable
  static func matchByPartitionedHash<S: DiffSource>(new: S, newTotal: Int, old: S, oldTotal: Int) -> [Int]? {
    guard let layout = BucketLayout(largest: max(newTotal, oldTotal)) else { return nil }
    // The largest buffer comes first, below `matched`: freed at the top of
    // the heap, it would be handed back to the kernel (glibc trims a top
    // that large), and the next diff would fault every page in again.
    let oldSide = BucketRoom(layout: layout, items: oldTotal)
    defer { oldSide.entries.deallocate() }
    var taken = [Bool](repeating: false, count: oldTotal)
    var unplacedCount = 0
    guard
      var matched = matchByPosition(
        new: new, newTotal: newTotal, old: old, oldStarts: firstOrdinals(of: old), taken: &taken,
        unplaced: &unplacedCount)
    else { return nil }

    let newSide = BucketRoom(layout: layout, items: unplacedCount)
    defer { newSide.entries.deallocate() }
    // Every old item goes in, the ones the walk took as -1 (a repeated ID
    // still meets them); of the new items, only the ones it left unplaced.
    let dealt = taken.withUnsafeBufferPointer { taken in
      matched.withUnsafeBufferPointer { matched in
        (
          deal(old, count: taken.count, into: oldSide, layout: layout) { ordinal, section, item in
            taken[ordinal] ? -1 : section << 32 | item
          },
          deal(new, count: matched.count, into: newSide, layout: layout) { ordinal, section, item in
            matched[ordinal] >= 0 ? nil : section << 32 | item
          }
        )
      }
    }
    guard let oldEnds = dealt.0, let newEnds = dealt.1 else { return nil }

    // What the tables find goes into `matched` as -2 - location until it
    // is checked.
    let newStarts = firstOrdinals(of: new)
    let table = BucketTable(capacityFor: oldSide.capacity + newSide.capacity)
    let matchedAll = matched.withUnsafeMutableBufferPointer { matched in
      for bucket in 0..<layout.count {
        let found = table.match(
          old: UnsafeBufferPointer(rebasing: oldSide.entries[oldSide.start(of: bucket)..<oldEnds[bucket]]),
          new: UnsafeBufferPointer(rebasing: newSide.entries[newSide.start(of: bucket)..<newEnds[bucket]])
        ) { newItem, oldLocation in
          matched[newStarts[newItem >> 32] + (newItem & 0xFFFF_FFFF)] = -2 - oldLocation
        }
        guard found else { return false }
      }
      return true
    }
    guard matchedAll, checkTableMatches(&matched, new: new, old: old) else { return nil }
    return matched
  }

  /// The reading-order ordinal of each section's first item.
  @inlinable
  static func firstOrdinals<S: DiffSource>(of source: S) -> [Int] {
    var starts = [Int]()
    starts.reserveCapacity(source.sectionCount)
    var total = 0
    for section in 0..<source.sectionCount {
      starts.append(total)
      total += source.itemCount(inSection: section)
    }
    return starts
  }

  /// Deals the hash and location of `source`'s items into their buckets,
  /// in reading order; `location(ordinal, section, item)` says what to
  /// store for an item, nil to leave it out. Returns where each bucket
  /// ends, or nil when one overflows or the source reports more items than
  /// `count` (a source that changed between passes).
  @inlinable
  static func deal<S: DiffSource>(
    _ source: S, count: Int, into room: BucketRoom, layout: BucketLayout,
    location: (_ ordinal: Int, _ section: Int, _ item: Int) -> Int?
  ) -> [Int]? {
    var next = room.starts
    let complete = next.withUnsafeMutableBufferPointer { next in
      var ordinal = 0
      for section in 0..<source.sectionCount {
        for item in 0..<source.itemCount(inSection: section) {
          guard ordinal < count else { return false }
          defer { ordinal += 1 }
          guard let stored = location(ordinal, section, item) else { continue }
          let hash = bucketHash(of: source.customPlaceholderID(section, item), seed: layout.seed)
          guard room.deal(hash, stored, next: next, layout: layout) else {
            return false
          }
        }
      }
      return true
    }
    return complete ? next : nil
  }

  /// A hash is not an ID: checks each match the tables made (-2 - location
  /// in `matched`) against the IDs and stores its location. Goes in reading
  /// order, where the old items are in order too when little moved.
  @inlinable
  static func checkTableMatches<S: DiffSource>(_ matched: inout [Int], new: S, old: S) -> Bool {
    matched.withUnsafeMutableBufferPointer { matched in
      var ordinal = 0
      for section in 0..<new.sectionCount {
        for item in 0..<new.itemCount(inSection: section) {
          guard ordinal < matched.count else { return false }
          if matched[ordinal] <= -2 {
            let location = -2 - matched[ordinal]
            guard
              old.customPlaceholderID(location >> 32, location & 0xFFFF_FFFF) == new.customPlaceholderID(section, item)
            else {
              return false
            }
            matched[ordinal] = location
          }
          ordinal += 1
        }
      }
      return true
    }
  }
}

extension Snapshot {
  /// Whether the diff from `old` can match its items on the fast path (no
  /// overflowing bucket, no repeated hash, every match confirmed); for tests.
  package func matchesOnTheFastPath(from old: Snapshot) -> Bool {
    let newTotal = itemCount
    return SnapshotDiffer.matchByPartitionedHash(new: self, newTotal: newTotal, old: old, oldTotal: old.itemCount)
      != nil
  }
}
