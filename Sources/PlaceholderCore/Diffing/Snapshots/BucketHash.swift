// The hash by which the diff's fast path deals items into buckets
// (SnapshotDiffer+Matching.swift).
//
// `hashValue` is SipHash: about 8 ns an ID, a quarter of the time of a
// million-item diff. The buckets need less than that. They only group IDs
// into cache-sized tables, and every match they make is checked against the
// IDs, a repeated hash sending the diff to the exact path. So an integer ID,
// the commonest kind, is mixed with a multiply-xorshift that costs about a
// nanosecond: it is one-to-one, so two integers never share a hash, and its
// per-process seed keeps IDs chosen by an outsider from piling into one
// bucket (which would only send the diff to the exact path). Other IDs keep
// their own hash.

/// The seed of `bucketHash(of:)`, drawn from `Hasher`'s per-process seed so
/// that `SWIFT_DETERMINISTIC_HASHING` fixes it too.
@usableFromInline
let bucketHashSeed: UInt64 = {
  var hasher = Hasher()
  hasher.combine(0x6275_636B_6574)  // "bucket"
  return UInt64(bitPattern: Int64(hasher.finalize()))
}()

extension SnapshotDiffer {
  /// The hash that chooses an item's bucket and its slot in the table.
  /// Specialized for the ID type, the casts fold away.
  @inlinable
  static func bucketHash<ID: Hashable>(of id: ID, seed: UInt64) -> Int {
    if let value = id as? Int { return mixed(UInt64(bitPattern: Int64(value)), seed: seed) }
    if let value = id as? UInt { return mixed(UInt64(value), seed: seed) }
    if let value = id as? Int64 { return mixed(UInt64(bitPattern: value), seed: seed) }
    if let value = id as? UInt64 { return mixed(value, seed: seed) }
    if let value = id as? Int32 { return mixed(UInt64(UInt32(bitPattern: value)), seed: seed) }
    if let value = id as? UInt32 { return mixed(UInt64(value), seed: seed) }
    return id.hashValue
  }

  /// The SplitMix64 finalizer over the seeded value: one-to-one, with every
  /// bit of the input reaching the top bits that choose the bucket.
  @inlinable
  static func mixed(_ value: UInt64, seed: UInt64) -> Int {
    var bits = value ^ seed
    bits = (bits ^ (bits &>> 30)) &* 0xBF58_476D_1CE4_E5B9
    bits = (bits ^ (bits &>> 27)) &* 0x94D0_49BB_1331_11EB
    return Int(bitPattern: UInt(bits ^ (bits &>> 31)))
  }
}

extension Snapshot {
  /// The hash that chooses the diff's bucket for an item ID, in this
  /// process; for tests that choose IDs by their bucket.
  package static func bucketHash(of id: Item.ID) -> Int {
    SnapshotDiffer.bucketHash(of: id, seed: bucketHashSeed)
  }
}
