import PlaceholderCore
import Testing

@Suite("Address map")
struct AddressMapTests {
  @Test func setReadReplaceAndRemove() {
    var map = AddressMap()
    #expect(map.isEmpty)
    map.set(7, for: 0)
    map.set(8, for: 0x7f00_1234_5670)
    #expect(map[0] == 7, "zero is an ordinary key")
    #expect(map[0x7f00_1234_5670] == 8)
    #expect(map[1] == nil)
    map.set(9, for: 0)
    #expect(map[0] == 9, "setting again replaces")
    #expect(map.count == 2)
    #expect(map.removeValue(for: 0) == 9)
    #expect(map.removeValue(for: 0) == nil, "a second removal finds nothing")
    #expect(map[0] == nil)
    #expect(map.count == 1)
    map.removeAll()
    #expect(map.isEmpty)
    #expect(map[0x7f00_1234_5670] == nil)
  }

  /// Random inserts and removals over a small key space (so probes collide
  /// and removals shift clusters back), the map growing past 16 slots
  /// several times: it always agrees with a Dictionary, whatever room it
  /// was made with (none, the default, a window's rows, more than it
  /// holds).
  @Test(arguments: [nil, 0, 256, 1_000])
  func agreesWithADictionaryThroughCollisionsRemovalsAndGrowth(capacity: Int?) {
    var generator = SplitMix64(seed: 17)
    var map = capacity.map { AddressMap(capacity: $0) } ?? AddressMap()
    var reference: [UInt: UInt] = [:]
    for step in 0..<20_000 {
      // Addresses 16 bytes apart, as the allocator hands them out.
      let key = 0x5555_0000_0000 + UInt(generator.next(600)) * 16
      if generator.next(3) == 0 {
        #expect(map.removeValue(for: key) == reference.removeValue(forKey: key), "step \(step)")
      } else {
        let value = UInt(step)
        map.set(value, for: key)
        reference[key] = value
      }
      #expect(map.count == reference.count)
    }
    for (key, value) in reference { #expect(map[key] == value) }
    #expect(Dictionary(uniqueKeysWithValues: map.entries.map { ($0.key, $0.value) }) == reference)
  }
}
