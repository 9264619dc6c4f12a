/// A hash map from machine words to machine words (row positions, object
/// addresses), for the tables the GTK layer updates once per row GTK makes
/// or releases.
///
/// Swift's `Dictionary` hashes every key with SipHash, which is built to
/// resist hash flooding by untrusted keys; these keys are addresses and
/// positions the library makes itself, so a multiplicative hash is enough
/// and costs a few instructions instead of about two hundred. Open
/// addressing with linear probing; a removal shifts the entries after it
/// back, so lookups never wade through tombstones. Each slot's key and
/// value lie side by side in one array: a lookup reads one cache line, and
/// a change checks one buffer for uniqueness.
package struct AddressMap {
  /// The key no entry may have: marks an empty slot.
  private static let emptyKey = UInt.max

  /// The slots, two words each: slot `i`'s key at `2 * i`, its value at
  /// `2 * i + 1`.
  private var words: [UInt]
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
    words = Self.emptySlots(1 << slotsLog2)
    mask = (1 << slotsLog2) - 1
    shift = UInt(UInt.bitWidth - slotsLog2)
  }

  /// Whether the map has no entries.
  package var isEmpty: Bool { count == 0 }

  /// The value for `key`, if any. `key` must not be `UInt.max`.
  package subscript(key: UInt) -> UInt? {
    let slot = find(key)
    return words[2 * slot] == key ? words[2 * slot + 1] : nil
  }

  /// Sets the value for `key`, replacing any it had. `key` must not be
  /// `UInt.max`.
  package mutating func set(_ value: UInt, for key: UInt) {
    precondition(key != Self.emptyKey, "AddressMap cannot hold UInt.max as a key")
    var slot = find(key)
    if words[2 * slot] != key {
      if (count + 1) * 4 > (mask + 1) * 3 {
        grow()
        slot = find(key)
      }
      count += 1
    }
    words.withUnsafeMutableBufferPointer { words in
      words[2 * slot] = key
      words[2 * slot + 1] = value
    }
  }

  /// Removes `key`'s entry; returns its value, or nil if it had none.
  @discardableResult
  package mutating func removeValue(for key: UInt) -> UInt? {
    var hole = find(key)
    guard words[2 * hole] == key else { return nil }
    let removed = words[2 * hole + 1]
    let mask = mask
    let shift = shift
    words.withUnsafeMutableBufferPointer { words in
      // Shift back every entry after the hole that probing would no longer
      // reach with the hole left empty.
      var next = (hole + 1) & mask
      while words[2 * next] != Self.emptyKey {
        let home = Self.home(of: words[2 * next], shift: shift)
        // The entry may move into the hole if its home is not in (hole, next].
        let distanceToHole = (hole - home) & mask
        let distanceToNext = (next - home) & mask
        if distanceToHole < distanceToNext {
          words[2 * hole] = words[2 * next]
          words[2 * hole + 1] = words[2 * next + 1]
          hole = next
        }
        next = (next + 1) & mask
      }
      words[2 * hole] = Self.emptyKey
    }
    count -= 1
    return removed
  }

  /// Removes every entry, keeping the room.
  package mutating func removeAll() {
    guard count > 0 else { return }
    words.withUnsafeMutableBufferPointer { words in
      for slot in 0..<(words.count / 2) { words[2 * slot] = Self.emptyKey }
    }
    count = 0
  }

  /// Every entry, in no particular order.
  package var entries: [(key: UInt, value: UInt)] {
    var result: [(key: UInt, value: UInt)] = []
    result.reserveCapacity(count)
    for slot in 0...mask where words[2 * slot] != Self.emptyKey {
      result.append((words[2 * slot], words[2 * slot + 1]))
    }
    return result
  }

  /// `slots` empty slots.
  private static func emptySlots(_ slots: Int) -> [UInt] {
    var words = [UInt](repeating: 0, count: 2 * slots)
    for slot in 0..<slots { words[2 * slot] = emptyKey }
    return words
  }

  /// The slot a key starts probing from: Fibonacci hashing.
  @inline(__always) private static func home(of key: UInt, shift: UInt) -> Int {
    Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> shift)
  }

  /// The slot holding `key`, or the empty slot where it would go.
  @inline(__always) private func find(_ key: UInt) -> Int {
    var slot = Self.home(of: key, shift: shift)
    while words[2 * slot] != key && words[2 * slot] != Self.emptyKey { slot = (slot + 1) & mask }
    return slot
  }

  /// Twice the slots, every entry placed again.
  private mutating func grow() {
    let old = words
    let slots = (mask + 1) * 2
    words = Self.emptySlots(slots)
    mask = slots - 1
    shift -= 1
    for slot in 0..<(old.count / 2) where old[2 * slot] != Self.emptyKey {
      let target = find(old[2 * slot])
      words[2 * target] = old[2 * slot]
      words[2 * target + 1] = old[2 * slot + 1]
    }
  }
}
