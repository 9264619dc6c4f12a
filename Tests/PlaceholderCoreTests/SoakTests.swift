import PlaceholderCore
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// An environment variable (without Foundation, whose `IndexPath` would
/// clash with the core's).
private func environment(_ name: String) -> String? {
  getenv(name).map { String(cString: $0) }
}

/// A fuzz run of the core ("Reliability"): long random sequences of
/// operations, each checked against the reference model.
///
/// `make soak` sets `PLACEHOLDERS_SOAK=1`: at least 100,000 operations from a
/// fresh seed. Otherwise (`make test`) a short run from a fixed seed.
/// `PLACEHOLDERS_SOAK_SEED=0x…` replays a seed. On failure the seed and a
/// shrunk (delta-debugged) failing sequence are printed.
@MainActor
@Suite("Soak: random operation sequences against the reference model")
struct SoakTests {
  @Test func randomOperationSequences() {
    let long = environment("PLACEHOLDERS_SOAK") == "1"
    let seed =
      environment("PLACEHOLDERS_SOAK_SEED").flatMap {
        UInt64($0.hasPrefix("0x") ? String($0.dropFirst(2)) : $0, radix: 16)
      }
      ?? (long ? UInt64.random(in: 0...UInt64.max) : 0x5EED_0000_C0DE)
    let count = long ? 100_000 : 3_000
    var rng = SplitMix64(seed: seed)
    let ops = (0..<count).map { _ in SoakOp.random(&rng) }
    let seedText = "0x" + String(seed, radix: 16)
    print("Soak: running \(count) operations from seed \(seedText)")

    var runner = SoakRunner()
    guard let failure = runner.run(ops) else {
      print("Soak: \(runner.operationsRun) operations ran, all checks passed (seed \(seedText)).")
      #expect(runner.operationsRun >= count)
      return
    }
    print("Soak: failure at operation \(failure.index) of seed \(seedText): \(failure.message)")
    let minimal = shrink(Array(ops[...failure.index]), budget: .seconds(120)) { candidate in
      var trial = SoakRunner()
      return trial.run(candidate) != nil
    }
    var replay = SoakRunner()
    let minimalFailure = replay.run(minimal)?.message ?? "(the shrunk sequence passed?)"
    let steps = minimal.enumerated().map { "  \($0.offset): \($0.element)" }.joined(separator: "\n")
    let report = """
      Soak failed. Seed: \(seedText) (replay with PLACEHOLDERS_SOAK_SEED=\(seedText)), \
      first failure at operation \(failure.index).
      Shrunk to \(minimal.count) operations:
      \(steps)
      Failure: \(minimalFailure)
      """
    print(report)
    Issue.record(Comment(rawValue: report))
  }

  @Test func theShrinkerFindsTheMinimalSequence() {
    // A made-up failure: any sequence holding both a removeAll and a
    // removeSection(2) "fails".
    var rng = SplitMix64(seed: 1)
    var ops = (0..<200).map { _ in SoakOp.source(.append(1 + rng.next(2))) }
    ops.insert(.source(.removeAll), at: 37)
    ops.insert(.source(.removeSection(2)), at: 150)
    let minimal = shrink(ops, budget: .seconds(30)) { candidate in
      candidate.contains { "\($0)" == "source(removeAll)" }
        && candidate.contains { "\($0)" == "source(removeSection(2))" }
    }
    #expect(minimal.map { "\($0)" } == ["source(removeAll)", "source(removeSection(2))"])
  }
}

/// Delta debugging (ddmin): the smallest sequence found, within `budget`,
/// that still fails.
func shrink<T>(_ input: [T], budget: Duration, fails: ([T]) -> Bool) -> [T] {
  let clock = ContinuousClock()
  let deadline = clock.now + budget
  var current = input
  var granularity = 2
  while current.count >= 2, clock.now < deadline {
    let chunk = (current.count + granularity - 1) / granularity
    var reduced = false
    var start = 0
    while start < current.count, clock.now < deadline {
      let end = min(current.count, start + chunk)
      let complement = Array(current[..<start] + current[end...])
      if !complement.isEmpty, fails(complement) {
        current = complement
        granularity = max(granularity - 1, 2)
        reduced = true
        break
      }
      start = end
    }
    if !reduced {
      if granularity >= current.count { break }
      granularity = min(current.count, granularity * 2)
    }
  }
  return current
}
