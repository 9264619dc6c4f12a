// Matching a diff's new items to its old ones by ID.
//
// A dictionary of a million IDs spends most of its time waiting for memory:
// every insert and every lookup lands on a random cache line. The fast path
// here first places the new items that kept their place by walking beside
// the old sections (SnapshotDiff+Position.swift). Then it deals the old
// items into small buckets by the top bits of their hashes (one sequential
// pass), and the few new items left over too, and matches within each
// bucket in a table that stays in the cache (SnapshotDiff+Buckets.swift).
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
        let id = new.itemID(section, item)
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
    let oldStarts = firstOrdinals(of: old)
    var taken = [Bool](repeating: false, count: oldTotal)
    var unplaced = [HashedLocation]()
    guard
      var matched = matchByPosition(
        new: new, newTotal: newTotal, old: old, oldStarts: oldStarts, taken: &taken, unplaced: &unplaced)
    else { return nil }

    // The buffer is allocated uninitialized: only the pages dealing writes
    // are ever touched.
    let oldEntries = UnsafeMutableBufferPointer<HashedLocation>.allocate(capacity: layout.slotCount)
    defer { oldEntries.deallocate() }
    guard let oldEnds = dealOld(old, count: oldTotal, taken: taken, into: oldEntries, layout: layout) else {
      return nil
    }
    let newSide = SortedByBucket(unplaced, layout: layout)
    var largest = 0
    for bucket in 0..<layout.count {
      largest = max(largest, oldEnds[bucket] - layout.starts[bucket] + newSide.range(of: bucket).count)
    }
    let table = BucketTable(capacityFor: largest)
    var found = [Int](repeating: -1, count: newSide.entries.count)
    let matchedAll = newSide.entries.withUnsafeBufferPointer { newEntries in
      found.withUnsafeMutableBufferPointer { found in
        for bucket in 0..<layout.count {
          let range = newSide.range(of: bucket)
          guard
            table.match(
              old: UnsafeBufferPointer(rebasing: oldEntries[layout.starts[bucket]..<oldEnds[bucket]]),
              new: UnsafeBufferPointer(rebasing: newEntries[range]),
              results: UnsafeMutableBufferPointer(rebasing: found[range]))
          else { return false }
        }
        return true
      }
    }
    guard matchedAll else { return nil }

    // A hash is not an ID: check each match the tables made.
    let newStarts = firstOrdinals(of: new)
    for (entry, location) in zip(newSide.entries, found) where location >= 0 {
      let section = entry.location >> 32
      let item = entry.location & 0xFFFF_FFFF
      guard old.itemID(location >> 32, location & 0xFFFF_FFFF) == new.itemID(section, item) else { return nil }
      matched[newStarts[section] + item] = location
    }
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

  /// Deals every old item's hash and location into its bucket, the
  /// location of an item `taken` already as -1; returns where each bucket
  /// ends, or nil when one overflows.
  @inlinable
  static func dealOld<S: DiffSource>(
    _ old: S, count: Int, taken: [Bool], into entries: UnsafeMutableBufferPointer<HashedLocation>,
    layout: BucketLayout
  ) -> [Int]? {
    var next = layout.starts
    var ordinal = 0
    let complete = next.withUnsafeMutableBufferPointer { next in
      taken.withUnsafeBufferPointer { taken in
        for section in 0..<old.sectionCount {
          for item in 0..<old.itemCount(inSection: section) {
            let hash = old.itemID(section, item).hashValue
            let bucket = layout.bucket(of: hash)
            let slot = next[bucket]
            guard ordinal < count, slot < layout.end(of: bucket) else { return false }
            entries[slot] = HashedLocation(hash: hash, location: taken[ordinal] ? -1 : section << 32 | item)
            next[bucket] = slot + 1
            ordinal += 1
          }
        }
        return true
      }
    }
    return complete ? next : nil
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
