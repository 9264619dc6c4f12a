import PlaceholderCore
import Testing

#if canImport(Glibc)
  import Glibc
#endif

// Random input sequences against the machine's invariants. A short run with
// a fixed seed always; with PLACEHOLDERS_SOAK=1 (`make soak`) at least
// 100,000 inputs from a fresh seed (PLACEHOLDERS_SOAK_SEED=n replays one).
// A failure prints the seed and the sequence shrunk to the inputs that
// still break the invariant.

/// Runs a sequence from a fresh world; returns the index and message of the
/// first broken invariant.
func soakFailure(_ inputs: [SoakInput]) -> (index: Int, message: String)? {
  var world = SoakWorld()
  for (index, input) in inputs.enumerated() {
    if let message = world.run(input) { return (index, message) }
  }
  return nil
}

/// Removes inputs while the sequence still fails: halves, then smaller chunks,
/// down to single inputs (delta debugging).
func shrink<Element>(_ failing: [Element], stillFails: ([Element]) -> Bool) -> [Element] {
  var current = failing
  var chunk = max(current.count / 2, 1)
  while chunk >= 1 {
    var start = 0
    var removedAny = false
    while start < current.count {
      var candidate = current
      candidate.removeSubrange(start..<min(start + chunk, current.count))
      if stillFails(candidate) {
        current = candidate
        removedAny = true
      } else {
        start += chunk
      }
    }
    if chunk == 1 && !removedAny { break }
    chunk = removedAny ? chunk : chunk / 2
  }
  return current
}

@Suite("Soak page-state")
struct PageStateSoakTests {
  static func environment(_ name: String) -> String? {
    #if canImport(Glibc)
      guard let value = getenv(name) else { return nil }
      return String(cString: value)
    #else
      return nil
    #endif
  }

  @Test func randomSequencesKeepEveryInvariant() {
    let soak = Self.environment("PLACEHOLDERS_SOAK") == "1"
    let seed =
      Self.environment("PLACEHOLDERS_SOAK_SEED").flatMap { UInt64($0) }
      ?? (soak ? UInt64.random(in: 0...UInt64.max) : 0x5EED_0F_2026)
    let (sequences, length) = soak ? (500, 220) : (40, 120)
    var random = SoakRandom(state: seed)
    var inputs = 0
    for sequence in 0..<sequences {
      let script = (0..<length).map { _ in SoakInput.random(using: &random) }
      inputs += script.count
      guard let failure = soakFailure(script) else { continue }
      let failing = Array(script[...failure.index])
      let shrunk = shrink(failing) { soakFailure($0) != nil }
      let message = soakFailure(shrunk)?.message ?? failure.message
      Issue.record(
        """
        Soak failure (seed \(seed), sequence \(sequence), input \(failure.index)): \(message)
        Shrunk to \(shrunk.count) inputs: [\(shrunk.map(\.description).joined(separator: ", "))]
        Replay with PLACEHOLDERS_SOAK_SEED=\(seed)\(soak ? " PLACEHOLDERS_SOAK=1" : "")
        """)
      return
    }
    print("Soak page-state: \(inputs) inputs from seed \(seed), every invariant held")
    #expect(inputs >= (soak ? 100_000 : 4_000))
  }

  @Test func theCheckerCatchesAStaleResultThatChangesState() throws {
    var loading = PageStateMachine()
    let first = try #require(loading.handle(.beginLoad).startedLoad)
    var content = loading
    _ = content.handle(.finish(first.token, isEmpty: false, hasMore: true))
    var world = SoakWorld()
    world.issued = [first.token]
    world.outstanding = [first.token]
    let stale = PageStateInput.finish(LoadToken(rawValue: 99), isEmpty: false, hasMore: true)
    let forged = PageStateTransition(state: content.state, disposition: .applied)
    let message = SoakWorld.check(before: loading, input: stale, transition: forged, after: content, world: &world)
    #expect(message?.contains("stale token") == true)
  }

  @Test func theCheckerCatchesASecondLoadInFlight() throws {
    var before = PageStateMachine()
    let first = try #require(before.handle(.beginLoad).startedLoad)
    var after = before
    _ = after.handle(.finish(first.token, isEmpty: false, hasMore: true))
    let page = try #require(after.handle(.loadMore).startedLoad)
    var world = SoakWorld()
    world.issued = [first.token]
    world.outstanding = [first.token]
    // A forged transition that starts the page without answering the first load.
    let forged = PageStateTransition(state: after.state, disposition: .applied, startedLoad: page)
    let message = SoakWorld.check(before: before, input: .loadMore, transition: forged, after: after, world: &world)
    #expect(message != nil)
  }

  @Test func theShrinkerKeepsOnlyTheInputsThatMatter() {
    let noisy: [SoakInput] = [.beginLoad, .retry, .refresh, .dataChanged(isEmpty: true), .loadMore, .release, .retry]
    let shrunk = shrink(noisy) { $0.contains(.refresh) && $0.contains(.loadMore) }
    #expect(shrunk == [.refresh, .loadMore])
  }
}
