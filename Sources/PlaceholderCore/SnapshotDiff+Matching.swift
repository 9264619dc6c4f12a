// Matching a diff's new items to its old ones by ID.
//
// A dictionary of a million IDs spends most of its time waiting for memory:
// every insert and every lookup lands on a random cache line. The fast path
// here first sorts the items into small buckets by the top bits of their
// hashes (two sequential passes), then matches within each bucket in a table
// that stays in the cache. It trusts nothing it has not checked: a hash seen
// twice on one side (a repeated ID or a collision) or a match whose IDs
// differ sends the whole diff to the dictionary path, which decides exactly
// and reports repeated IDs.

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
  @inlinable
  static func matchByPartitionedHash<S: DiffSource>(new: S, newTotal: Int, old: S, oldTotal: Int) -> [Int]? {
    let largest = max(newTotal, oldTotal)
    // Below a few thousand items a dictionary fits in the cache anyway.
    guard largest >= 4_096 else { return nil }
    // About a thousand items of each side per bucket: the table stays in
    // the cache, and the sort writes to few enough places at once.
    var bucketBits = 0
    while (1 << bucketBits) * 1_024 < largest { bucketBits += 1 }
    let oldSide = HashBuckets(of: old, count: oldTotal, bucketBits: bucketBits, payloadIsOrdinal: false)
    let newSide = HashBuckets(of: new, count: newTotal, bucketBits: bucketBits, payloadIsOrdinal: true)

    var matched = [Int](repeating: -1, count: newTotal)
    var table = BucketTable(capacityFor: oldSide.largestBucket + newSide.largestBucket)
    for bucket in 0..<(1 << bucketBits) {
      table.reset(for: oldSide.size(of: bucket) + newSide.size(of: bucket))
      for index in oldSide.range(of: bucket) {
        let entry = oldSide.entries[index]
        guard table.insertOld(hash: entry.hash, location: entry.payload) else { return nil }
      }
      for index in newSide.range(of: bucket) {
        let entry = newSide.entries[index]
        switch table.claim(hash: entry.hash) {
        case .old(let location): matched[entry.payload] = location
        case .none: break
        case .repeated: return nil
        }
      }
    }

    // Check every match against the real IDs, in reading order: the old
    // side is read almost in order too when little moved.
    var ordinal = 0
    for section in 0..<new.sectionCount {
      for item in 0..<new.itemCount(inSection: section) {
        let location = matched[ordinal]
        ordinal += 1
        guard location >= 0 else { continue }
        guard old.itemID(location >> 32, location & 0xFFFF_FFFF) == new.itemID(section, item) else { return nil }
      }
    }
    return matched
  }
}

/// One side's items sorted into buckets by the top bits of their IDs' hashes,
/// each with its payload: the packed location on the old side, the reading
/// ordinal on the new side.
@usableFromInline
struct HashBuckets {
  /// An item's hash and payload, side by side so that sorting writes one
  /// stream per bucket.
  @usableFromInline
  struct Entry {
    @usableFromInline var hash: Int
    @usableFromInline var payload: Int
    @inlinable init(hash: Int, payload: Int) {
      self.hash = hash
      self.payload = payload
    }
  }

  @usableFromInline var entries: [Entry]
  /// Where each bucket starts in `entries`; one more entry than buckets.
  @usableFromInline var starts: [Int]
  @usableFromInline var largestBucket: Int

  @inlinable
  init<S: DiffSource>(of source: S, count: Int, bucketBits: Int, payloadIsOrdinal: Bool) {
    let shift = UInt(Int.bitWidth - bucketBits)
    let bucketCount = 1 << bucketBits
    // The hashes in reading order, and the size of each bucket.
    var itemHashes = [Int](repeating: 0, count: count)
    var next = [Int](repeating: 0, count: bucketCount + 1)
    var ordinal = 0
    itemHashes.withUnsafeMutableBufferPointer { hashes in
      next.withUnsafeMutableBufferPointer { sizes in
        for section in 0..<source.sectionCount {
          for item in 0..<source.itemCount(inSection: section) where ordinal < hashes.count {
            let hash = source.itemID(section, item).hashValue
            hashes[ordinal] = hash
            ordinal += 1
            sizes[bucketBits == 0 ? 1 : Int(UInt(bitPattern: hash) >> shift) + 1] += 1
          }
        }
      }
    }
    // Sizes to starts: next[b] is where bucket b's next entry goes.
    var largest = 0
    for bucket in 0..<bucketCount {
      largest = max(largest, next[bucket + 1])
      next[bucket + 1] += next[bucket]
    }
    starts = next
    largestBucket = largest
    var sorted = [Entry](repeating: Entry(hash: 0, payload: 0), count: count)
    ordinal = 0
    itemHashes.withUnsafeBufferPointer { hashes in
      sorted.withUnsafeMutableBufferPointer { sorted in
        next.withUnsafeMutableBufferPointer { next in
          for section in 0..<source.sectionCount {
            for item in 0..<source.itemCount(inSection: section) where ordinal < hashes.count {
              let hash = hashes[ordinal]
              let bucket = bucketBits == 0 ? 0 : Int(UInt(bitPattern: hash) >> shift)
              let slot = next[bucket]
              next[bucket] = slot + 1
              sorted[slot] = Entry(hash: hash, payload: payloadIsOrdinal ? ordinal : section << 32 | item)
              ordinal += 1
            }
          }
        }
      }
    }
    entries = sorted
  }

  @inlinable func range(of bucket: Int) -> Range<Int> { starts[bucket]..<starts[bucket + 1] }
  @inlinable func size(of bucket: Int) -> Int { starts[bucket + 1] - starts[bucket] }
}

/// A small open-addressing table for one bucket: its old items by hash, and
/// which of them a new item has claimed.
@usableFromInline
struct BucketTable {
  /// What a new item's hash found.
  @usableFromInline
  enum Claim {
    /// The old item at this packed location, claimed now.
    case old(Int)
    /// Nothing: the item is new.
    case none
    /// The hash was claimed or seen before on the new side.
    case repeated
  }

  @usableFromInline static let empty: UInt8 = 0
  @usableFromInline static let oldItem: UInt8 = 1
  @usableFromInline static let claimed: UInt8 = 2
  @usableFromInline static let newOnly: UInt8 = 3

  @usableFromInline var hashes: [Int]
  @usableFromInline var locations: [Int]
  @usableFromInline var states: [UInt8]
  @usableFromInline var mask = 0

  /// A table that can hold `largest` items at most half full.
  @inlinable
  init(capacityFor largest: Int) {
    var size = 8
    while size < 2 * largest { size <<= 1 }
    hashes = [Int](repeating: 0, count: size)
    locations = [Int](repeating: 0, count: size)
    states = [UInt8](repeating: BucketTable.empty, count: size)
  }

  /// Empties the part of the table a bucket of `count` items (both sides)
  /// uses.
  @inlinable
  mutating func reset(for count: Int) {
    var size = 8
    while size < 2 * count && size < states.count { size <<= 1 }
    // Only the previous bucket's slots can be in use: every slot past its
    // mask was emptied when the bucket that used it was done.
    for slot in 0...mask { states[slot] = BucketTable.empty }
    mask = size - 1
  }

  /// Adds an old item; false when its hash is already there.
  @inlinable
  mutating func insertOld(hash: Int, location: Int) -> Bool {
    var slot = hash & mask
    while states[slot] != BucketTable.empty {
      if hashes[slot] == hash { return false }
      slot = (slot + 1) & mask
    }
    hashes[slot] = hash
    locations[slot] = location
    states[slot] = BucketTable.oldItem
    return true
  }

  /// Looks a new item's hash up, claiming the old item it finds or noting
  /// the hash as new.
  @inlinable
  mutating func claim(hash: Int) -> Claim {
    var slot = hash & mask
    while states[slot] != BucketTable.empty {
      if hashes[slot] == hash {
        guard states[slot] == BucketTable.oldItem else { return .repeated }
        states[slot] = BucketTable.claimed
        return .old(locations[slot])
      }
      slot = (slot + 1) & mask
    }
    hashes[slot] = hash
    states[slot] = BucketTable.newOnly
    return .none
  }
}

extension Snapshot {
  /// Whether the diff from `old` can match its items on the fast path (no
  /// repeated hash, every match confirmed); for tests.
  package func matchesOnTheFastPath(from old: Snapshot) -> Bool {
    let newTotal = itemCount
    return SnapshotDiffer.matchByPartitionedHash(new: self, newTotal: newTotal, old: old, oldTotal: old.itemCount)
      != nil
  }
}
