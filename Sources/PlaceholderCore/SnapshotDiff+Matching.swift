// Matching a diff's new items to its old ones by ID.
//
// A dictionary of a million IDs spends most of its time waiting for memory:
// every insert and every lookup lands on a random cache line. The fast path
// here first deals the items into small buckets by the top bits of their
// hashes (one sequential pass per side), then matches within each bucket in
// a table that stays in the cache, then reads the matches back in reading
// order. It trusts nothing it has not checked: a bucket that overflows, a
// hash seen twice on one side (a repeated ID or a collision) or a match
// whose IDs differ sends the whole diff to the dictionary path, which
// decides exactly and reports repeated IDs.

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
  /// Its buffers are allocated uninitialized: only the pages it writes are
  /// ever touched, and each is written once, in order or nearly so.
  @inlinable
  static func matchByPartitionedHash<S: DiffSource>(new: S, newTotal: Int, old: S, oldTotal: Int) -> [Int]? {
    guard let layout = BucketLayout(largest: max(newTotal, oldTotal)) else { return nil }
    let oldEntries = UnsafeMutableBufferPointer<HashedLocation>.allocate(capacity: layout.slotCount)
    defer { oldEntries.deallocate() }
    let newHashes = UnsafeMutableBufferPointer<Int>.allocate(capacity: layout.slotCount)
    defer { newHashes.deallocate() }
    let newBuckets = UnsafeMutableBufferPointer<UInt16>.allocate(capacity: newTotal)
    defer { newBuckets.deallocate() }

    guard let oldEnds = dealOld(old, count: oldTotal, into: oldEntries, layout: layout),
      let newEnds = dealNew(new, count: newTotal, into: newHashes, buckets: newBuckets, layout: layout)
    else { return nil }
    let table = BucketTable(capacityFor: 2 * layout.capacity)
    for bucket in 0..<layout.count {
      let start = bucket * layout.capacity
      let oldBucket = UnsafeMutableBufferPointer(rebasing: oldEntries[start..<oldEnds[bucket]])
      let newBucket = UnsafeMutableBufferPointer(rebasing: newHashes[start..<newEnds[bucket]])
      guard table.match(old: UnsafeBufferPointer(oldBucket), new: newBucket) else { return nil }
    }
    return checkedInReadingOrder(
      new: new, count: newTotal, old: old, results: UnsafeBufferPointer(newHashes),
      buckets: UnsafeBufferPointer(newBuckets), layout: layout)
  }

  /// Deals the old items' hashes and locations into their buckets; returns
  /// where each bucket ends, or nil when one overflows.
  @inlinable
  static func dealOld<S: DiffSource>(
    _ old: S, count: Int, into entries: UnsafeMutableBufferPointer<HashedLocation>, layout: BucketLayout
  ) -> [Int]? {
    var next = layout.starts
    var ordinal = 0
    let complete = next.withUnsafeMutableBufferPointer { next in
      for section in 0..<old.sectionCount {
        for item in 0..<old.itemCount(inSection: section) {
          let hash = old.itemID(section, item).hashValue
          let bucket = layout.bucket(of: hash)
          let slot = next[bucket]
          guard ordinal < count, slot < layout.end(of: bucket) else { return false }
          entries[slot] = HashedLocation(hash: hash, location: section << 32 | item)
          next[bucket] = slot + 1
          ordinal += 1
        }
      }
      return true
    }
    return complete ? next : nil
  }

  /// Deals the new items' hashes into their buckets, noting each item's
  /// bucket in reading order; returns where each bucket ends, or nil when
  /// one overflows.
  @inlinable
  static func dealNew<S: DiffSource>(
    _ new: S, count: Int, into hashes: UnsafeMutableBufferPointer<Int>,
    buckets: UnsafeMutableBufferPointer<UInt16>, layout: BucketLayout
  ) -> [Int]? {
    var next = layout.starts
    var ordinal = 0
    let complete = next.withUnsafeMutableBufferPointer { next in
      for section in 0..<new.sectionCount {
        for item in 0..<new.itemCount(inSection: section) {
          let hash = new.itemID(section, item).hashValue
          let bucket = layout.bucket(of: hash)
          let slot = next[bucket]
          guard ordinal < count, slot < layout.end(of: bucket) else { return false }
          hashes[slot] = hash
          buckets[ordinal] = UInt16(truncatingIfNeeded: bucket)
          next[bucket] = slot + 1
          ordinal += 1
        }
      }
      return true
    }
    return complete ? next : nil
  }

  /// The matches in reading order: each bucket's results were written in
  /// the order its items were dealt, so reading order takes them from the
  /// front of its bucket. Every match is checked against the real IDs; nil
  /// when one differs.
  @inlinable
  static func checkedInReadingOrder<S: DiffSource>(
    new: S, count: Int, old: S, results: UnsafeBufferPointer<Int>, buckets: UnsafeBufferPointer<UInt16>,
    layout: BucketLayout
  ) -> [Int]? {
    var matched = [Int]()
    matched.reserveCapacity(count)
    var next = layout.starts
    let consistent = next.withUnsafeMutableBufferPointer { next in
      var ordinal = 0
      for section in 0..<new.sectionCount {
        for item in 0..<new.itemCount(inSection: section) {
          guard ordinal < count else { return false }
          let bucket = Int(buckets[ordinal])
          let location = results[next[bucket]]
          next[bucket] += 1
          ordinal += 1
          if location >= 0 {
            guard old.itemID(location >> 32, location & 0xFFFF_FFFF) == new.itemID(section, item) else { return false }
          }
          matched.append(location)
        }
      }
      return true
    }
    return consistent ? matched : nil
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
