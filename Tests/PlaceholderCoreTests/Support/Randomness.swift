/// A source of choices for the random generators of the tests: `next(n)` is
/// a number in `0..<n` (0 when `n` <= 1). Choice 0 is always the simplest one
/// (no change), so a source that runs out of choices yields small cases.
protocol Chooser {
  mutating func next(_ bound: Int) -> Int
}

extension Chooser {
  /// True with probability about 1 / `oneIn`.
  mutating func chance(_ oneIn: Int) -> Bool { next(oneIn) == oneIn - 1 }
}

/// SplitMix64: a tiny seeded generator, the same on every machine, so a soak
/// run is reproduced from its seed alone.
struct SplitMix64: RandomNumberGenerator, Chooser {
  var state: UInt64

  init(seed: UInt64) { state = seed }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var mixed = state
    mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
    mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
    return mixed ^ (mixed >> 31)
  }

  mutating func next(_ bound: Int) -> Int {
    bound <= 1 ? 0 : Int(next() % UInt64(bound))
  }
}

/// Choices read from a list of numbers (a "tape"), as PropertyBased
/// generates and shrinks them: removing numbers or making them smaller makes
/// the case simpler. Past the end every choice is 0.
struct Tape: Chooser {
  var values: [Int]
  var position = 0

  init(_ values: [Int]) { self.values = values }

  mutating func next(_ bound: Int) -> Int {
    guard bound > 1 else { return 0 }
    defer { position += 1 }
    return position < values.count ? abs(values[position] % bound) : 0
  }
}
