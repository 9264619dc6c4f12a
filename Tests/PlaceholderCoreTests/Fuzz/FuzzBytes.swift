/// The fuzzers' decoder: turns libFuzzer's bytes into the choices a case is
/// built from.
///
/// A small choice takes one byte, so a mutated byte changes one decision and
/// coverage guidance works; past the end every choice is 0, the simplest, so
/// short inputs make small cases. `make fuzz` and the regression tests that
/// replay its committed inputs decode through this same type.
struct FuzzBytes: Chooser, RandomNumberGenerator {
  private let bytes: [UInt8]
  private(set) var position = 0

  init(_ bytes: [UInt8]) { self.bytes = bytes }

  /// Whether every byte has been used.
  var isAtEnd: Bool { position >= bytes.count }

  /// The next byte, or 0 past the end.
  mutating func byte() -> UInt8 {
    guard position < bytes.count else { return 0 }
    defer { position += 1 }
    return bytes[position]
  }

  /// Eight bytes, little-endian.
  mutating func next() -> UInt64 {
    var value: UInt64 = 0
    for shift in stride(from: 0, to: 64, by: 8) { value |= UInt64(byte()) << UInt64(shift) }
    return value
  }

  /// A number in `0..<bound`: one byte for bounds up to 256, else eight.
  mutating func next(_ bound: Int) -> Int {
    guard bound > 1 else { return 0 }
    if bound <= 256 { return Int(byte()) % bound }
    return Int(next() % UInt64(bound))
  }

  /// A number as a hostile data source would report it: mostly small, often
  /// negative or at the edges of `Int`.
  mutating func hostileInt() -> Int {
    switch byte() % 10 {
    case 0: .max
    case 1: .min
    case 2: -Int(byte()) - 1
    case 3: Int(truncatingIfNeeded: next())
    case 4: .max / 4 - Int(byte())
    case 5: 1 << Int(byte() % 63)
    default: Int(byte() % 24)
    }
  }
}
