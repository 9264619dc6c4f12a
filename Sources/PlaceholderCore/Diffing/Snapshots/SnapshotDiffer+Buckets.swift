// The pieces of the diff's bucketed-hash matching (SnapshotDiffer+Matching.swift).

/// How a diff's items are dealt into buckets by the top bits of their
/// hashes: about a thousand items of the larger side per bucket, so that a
/// bucket's table stays in the cache and dealing writes to few enough places
/// at once.
@usableFromInline
struct BucketLayout {
  /// The number of hash bits that choose a bucket.
  @usableFromInline let bits: Int
  /// The seed of the items' bucket hashes, read once per diff.
  @usableFromInline let seed = bucketHashSeed

  /// Nil below a few thousand items: a dictionary fits in the cache anyway.
  @inlinable
  init?(largest: Int) {
    guard largest >= 4_096 else { return nil }
    var bits = 2
    while (1 << bits) * 1_024 < largest { bits += 1 }
    self.bits = bits
  }

  /// The number of buckets.
  @inlinable var count: Int { 1 << bits }
  /// The bucket of a hash: its top bits.
  @inlinable func bucket(of hash: Int) -> Int { Int(bitPattern: UInt(bitPattern: hash) &>> (Int.bitWidth - bits)) }
}

/// One side's room in the buckets: `capacity` entries per bucket, its mean
/// share and far more than chance adds to it (eight standard deviations),
/// so that only hashes that are not random overflow it.
///
/// `entries` is allocated uninitialized, so only the pages dealing writes
/// are ever touched; its owner deallocates it.
@usableFromInline
struct BucketRoom {
  @usableFromInline let capacity: Int
  /// Where each bucket's room starts.
  @usableFromInline let starts: [Int]
  @usableFromInline let entries: UnsafeMutableBufferPointer<HashedLocation>

  /// Room for `items` items.
  @inlinable
  init(layout: BucketLayout, items: Int) {
    let mean = (items + layout.count - 1) / layout.count
    let capacity = mean + 8 * Int(Double(mean).squareRoot()) + 32
    self.capacity = capacity
    starts = (0..<layout.count).map { $0 * capacity }
    entries = .allocate(capacity: layout.count * capacity)
  }

  /// Where a bucket's room starts.
  @inlinable func start(of bucket: Int) -> Int { bucket * capacity }

  /// Puts an item after the others of its bucket, `next` being where each
  /// bucket's next item goes; false when the bucket is full.
  @inlinable
  func deal(_ hash: Int, _ location: Int, next: UnsafeMutableBufferPointer<Int>, layout: BucketLayout) -> Bool {
    let bucket = layout.bucket(of: hash)
    let slot = next[bucket]
    guard slot < start(of: bucket) + capacity else { return false }
    entries[slot] = HashedLocation(hash: hash, location: location)
    next[bucket] = slot + 1
    return true
  }
}

/// An item's hash and packed location (`section << 32 | item`).
@usableFromInline
struct HashedLocation {
  @usableFromInline var hash: Int
  @usableFromInline var location: Int
  @inlinable init(hash: Int, location: Int) {
    self.hash = hash
    self.location = location
  }
}

/// A small open-addressing table, reused for every bucket: the bucket's old
/// items by hash, and which of them a new item has claimed.
@usableFromInline
final class BucketTable {
  @usableFromInline static let empty: UInt8 = 0
  @usableFromInline static let oldItem: UInt8 = 1
  @usableFromInline static let claimed: UInt8 = 2
  @usableFromInline static let newOnly: UInt8 = 3

  @usableFromInline let slots: UnsafeMutableBufferPointer<HashedLocation>
  /// Per slot: empty, an old item, a claimed old item, or a new item's hash.
  @usableFromInline let states: UnsafeMutableBufferPointer<UInt8>

  /// A table that can hold `largest` items at most half full.
  @inlinable
  init(capacityFor largest: Int) {
    var size = 8
    while size < 2 * largest { size <<= 1 }
    slots = .allocate(capacity: size)
    states = .allocate(capacity: size)
    states.initialize(repeating: BucketTable.empty)
  }

  deinit {
    slots.deallocate()
    states.deallocate()
  }

  /// Matches one bucket: calls `found` with the location of each new item
  /// that claims an old one, and the old one's. An old item whose location
  /// is -1 was claimed already. False when a hash repeats or the bucket
  /// does not fit.
  @inlinable
  func match(
    old: UnsafeBufferPointer<HashedLocation>, new: UnsafeBufferPointer<HashedLocation>,
    found: (_ newLocation: Int, _ oldLocation: Int) -> Void
  ) -> Bool {
    var size = 8
    while size < 2 * (old.count + new.count) { size <<= 1 }
    guard size <= states.count else { return false }
    let mask = size - 1
    // Leaves the table empty for the next bucket.
    defer { UnsafeMutableBufferPointer(rebasing: states[0..<size]).update(repeating: BucketTable.empty) }
    for entry in old {
      guard insertOld(entry, mask: mask) else { return false }
    }
    for entry in new {
      guard let location = claim(hash: entry.hash, mask: mask) else { return false }
      if location >= 0 { found(entry.location, location) }
    }
    return true
  }

  /// Adds an old item, claimed when its location is -1; false when its
  /// hash is already there.
  @inlinable
  func insertOld(_ entry: HashedLocation, mask: Int) -> Bool {
    var slot = entry.hash & mask
    while states[slot] != BucketTable.empty {
      if slots[slot].hash == entry.hash { return false }
      slot = (slot + 1) & mask
    }
    slots[slot] = entry
    states[slot] = entry.location < 0 ? BucketTable.claimed : BucketTable.oldItem
    return true
  }

  /// Looks a new item's hash up: the location of the old item it claims,
  /// -1 when there is none (the hash is noted as new), nil when the hash
  /// was claimed or seen on the new side before.
  @inlinable
  func claim(hash: Int, mask: Int) -> Int? {
    var slot = hash & mask
    while states[slot] != BucketTable.empty {
      if slots[slot].hash == hash {
        guard states[slot] == BucketTable.oldItem else { return nil }
        states[slot] = BucketTable.claimed
        return slots[slot].location
      }
      slot = (slot + 1) & mask
    }
    slots[slot] = HashedLocation(hash: hash, location: -1)
    states[slot] = BucketTable.newOnly
    return -1
  }
}
