import Foundation

/// How long the soak runs and from which seed: `SOAK_SECONDS` (default 60)
/// and `SOAK_SEED` (default: a fresh one, printed so that the run replays).
struct SoakOptions {
  var seconds: Double
  var seed: UInt64

  static func fromEnvironment() -> SoakOptions {
    let environment = ProcessInfo.processInfo.environment
    let seconds = environment["SOAK_SECONDS"].flatMap(Double.init) ?? 60
    let seed = environment["SOAK_SEED"].flatMap(UInt64.init) ?? UInt64.random(in: 1...999_999)
    return SoakOptions(seconds: max(1, seconds), seed: seed)
  }
}
