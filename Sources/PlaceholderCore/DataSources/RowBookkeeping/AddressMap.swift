/// A hash map from machine words to machine words (row positions, object
/// addresses), for the tables the GTK layer updates once per row GTK makes
/// or releases.
///
/// Swift's `Dictionary` hashes every key with SipHash, which is built to
/// resist hash flooding by untrusted keys; these keys are addresses and
/// positions the library makes itself, so a multiplicative hash is enough
/// and costs a few instructions instead of about two hundred. Open
/// addressing with linear probing; a removal shifts the entries after it
/// back, so lookups never wade through tombstones.
package struct AddressMap {
  /// The key no entry may have: marks an empty slot.
  private static let emptyKey = UInt.max

  private var keys: [UInt]
  private var values: [UInt]
  /// Slots - 1; the number of slots is a power of two.
  private var mask: Int
  /// The right shift that keeps the hash's top bits, as many as index a slot.
  private var shift: UInt
  /// The number of entries.
  package private(set) var count = 0

  /// An empty map with room for `capacity` entries before it grows.
  package init(capacity: Int = 12) {
    // Three quarters full at most, in a power of two of slots, 16 or more.
    var slotsLog2 = 4
    while (1 << slotsLog2) * 3 < max(capacity, 0) * 4 { slotsLog2 += 1 }
    keys = Array(repeating: Self.emptyKey, count: 1 << slotsLog2)
    values = Array(repeating: 0, count: 1 << slotsLog2)
    mask = (1 << slotsLog2) - 1
    shift = UInt(UInt.bitWidth - slotsLog2)
  }

  /// Whether the map has no entries.
  package var isEmpty: Bool { count == 0 }

  /// The value for `key`, if any. `key` must not be `UInt.max`.
  package subscript(key: UInt) -> UInt? {
    let slot = find(key)
    return keys[slot] == key ? values[slot] : nil
  }

  /// Sets the value for `key`, replacing any it had. `key` must not be
  /// `UInt.max`.
  package mutating func set(_ value: UInt, for key: UInt) {
    precondition(key != Self.emptyKey, "AddressMap cannot hold UInt.max as a key")
    var slot = find(key)
    if keys[slot] == key {
      values[slot] = value
      return
    }
    if (count + 1) * 4 > (mask + 1) * 3 {
      grow()
      slot = find(key)
    }
    keys[slot] = key
    values[slot] = value
    count += 1
  }

  /// Removes `key`'s entry; returns its value, or nil if it had none.
  @discardableResult
  package mutating func removeValue(for key: UInt) -> UInt? {
    var hole = find(key)
    guard keys[hole] == key else { return nil }
    let removed = values[hole]
    // Shift back every entry after the hole that probing would no longer
    // reach with the hole left empty.
    var next = (hole + 1) & mask
    while keys[next] != Self.emptyKey {
      let home = home(of: keys[next])
      // The entry may move into the hole if its home is not in (hole, next].
      let distanceToHole = (hole - home) & mask
      let distanceToNext = (next - home) & mask
      if distanceToHole < distanceToNext {
        keys[hole] = keys[next]
        values[hole] = values[next]
        hole = next
      }
      next = (next + 1) & mask
    }
    keys[hole] = Self.emptyKey
    count -= 1
    return removed
  }

  /// Removes every entry, keeping the room.
  package mutating func removeAll() {
    guard count > 0 else { return }
    for slot in keys.indices { keys[slot] = Self.emptyKey }
    count = 0
  }

  /// Every entry, in no particular order.
  package var entries: [(key: UInt, value: UInt)] {
    var result: [(key: UInt, value: UInt)] = []
    result.reserveCapacity(count)
    for slot in keys.indices where keys[slot] != Self.emptyKey { result.append((keys[slot], values[slot])) }
    return result
  }

  /// The slot a key starts probing from: Fibonacci hashing.
  @inline(__always) private func home(of key: UInt) -> Int {
    Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> shift)
  }

  /// The slot holding `key`, or the empty slot where it would go.
  @inline(__always) private func find(_ key: UInt) -> Int {
    var slot = home(of: key)
    while keys[slot] != key && keys[slot] != Self.emptyKey { slot = (slot + 1) & mask }
    return slot
  }

  private mutating func grow() {
    let oldKeys = keys
    let oldValues = values
    let slots = (mask + 1) * 2
    keys = Array(repeating: Self.emptyKey, count: slots)
    values = Array(repeating: 0, count: slots)
    mask = slots - 1
    shift -= 1
    for slot in oldKeys.indices where oldKeys[slot] != Self.emptyKey {
      let target = find(oldKeys[slot])
      keys[target] = oldKeys[slot]
      values[target] = oldValues[slot]
    }
  }
}
