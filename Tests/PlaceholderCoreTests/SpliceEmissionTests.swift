import Testing

@testable import PlaceholderCore

/// `SpliceEmission`: what a list model emits for minimal splices. Few
/// splices go as they are; many become one span; a big replacement is a
/// removal, then an addition. The rows end the same either way.
@Suite("Splice emission")
struct SpliceEmissionTests {
  /// Ascending splices that never touch, as `FlatIndex.splices` makes
  /// them, over `count` rows: `runs` of (kept, removed, added).
  private func splices(count: Int, runs: [(kept: Int, removed: Int, added: Int)]) -> [Splice] {
    var position = 0
    var remaining = count
    var result: [Splice] = []
    for run in runs {
      let kept = min(run.kept, remaining)
      position += kept
      remaining -= kept
      let removed = min(run.removed, remaining)
      remaining -= removed
      result.append(Splice(position: position, removed: removed, added: run.added))
      position += run.added
    }
    return result
  }

  /// The rows after `splices`: old rows are their numbers, added rows are
  /// negative, numbered in order of appearance.
  private func rows(after splices: [Splice], count: Int) -> [Int]? {
    let old = Array(0..<count)
    let longest = count + splices.reduce(0) { $0 + $1.added }
    let final = apply(splices, to: old, takingFrom: Array(repeating: -1, count: longest)) ?? []
    var next = -1
    let new = final.map { row -> Int in
      guard row < 0 else { return row }
      defer { next -= 1 }
      return next
    }
    return apply(splices, to: old, takingFrom: new)
  }

  @Test func fewSplicesAreEmittedAsTheyAre() {
    let minimal = splices(count: 100, runs: [(3, 2, 0), (5, 0, 4), (10, 1, 1), (20, 7, 3)])
    #expect(SpliceEmission.emissions(for: minimal, count: 100) == minimal)
  }

  @Test func emptySplicesAreDropped() {
    let emissions = SpliceEmission.emissions(for: [Splice(position: 4, removed: 0, added: 0)], count: 10)
    #expect(emissions.isEmpty)
  }

  @Test func manySplicesBecomeOneSpanThatKeepsTheRowsBeforeAndAfter() throws {
    // Every other row of 1,000 replaced by a new one, from row 10 to row 810.
    let minimal = splices(count: 1_000, runs: [(10, 1, 1)] + Array(repeating: (1, 1, 1), count: 399))
    #expect(minimal.count == 400)
    let emissions = SpliceEmission.emissions(for: minimal, count: 1_000)
    #expect(emissions == [Splice(position: 10, removed: 799, added: 799)])
    let before = try #require(rows(after: minimal, count: 1_000))
    let after = try #require(apply(emissions, to: Array(0..<1_000), takingFrom: before))
    #expect(after == before)
    #expect(after.prefix(10) == Array(0..<10)[...], "the rows before the span are kept")
    #expect(after.suffix(191) == Array(809..<1_000)[...], "and the rows after it")
  }

  @Test func aBigReplacementIsARemovalThenAnAddition() {
    let emissions = SpliceEmission.emissions(
      for: [Splice(position: 0, removed: 1_000_000, added: 468_559)], count: 1_000_000)
    #expect(
      emissions == [
        Splice(position: 0, removed: 1_000_000, added: 0), Splice(position: 0, removed: 0, added: 468_559),
      ])
    // A reloaded row, or a full reload of a few thousand rows, stays one
    // emission: GTK then carries the scroll position over.
    let reload = [Splice(position: 7, removed: 1, added: 1)]
    #expect(SpliceEmission.emissions(for: reload, count: 10) == reload)
    let fullReload = [Splice(position: 0, removed: 3_000, added: 3_000)]
    #expect(SpliceEmission.emissions(for: fullReload, count: 3_000) == fullReload)
  }

  @Test func aSplitReplacementReplacesTheRowsWithObjectsInPlaceFirst() {
    let split = SpliceEmission.emissions(
      for: [Splice(position: 10, removed: 1_000_000, added: 468_559)], count: 1_000_010)
    let shaped = SpliceEmission.replacingShownRowsInPlace(split) { position in position == 10 ? 205 : 0 }
    #expect(
      shaped == [
        Splice(position: 10, removed: 205, added: 205), Splice(position: 215, removed: 999_795, added: 0),
        Splice(position: 215, removed: 0, added: 468_354),
      ])
    var model = Array(repeating: 0, count: 1_000_010)
    for emission in shaped {
      model.replaceSubrange(
        emission.position..<emission.position + emission.removed, with: Array(repeating: 1, count: emission.added))
    }
    #expect(model == Array(repeating: 0, count: 10) + Array(repeating: 1, count: 468_559), "the same rows in the end")
    #expect(
      SpliceEmission.replacingShownRowsInPlace(split) { _ in 0 } == split, "no row with an object: the split stays")
    let capped = SpliceEmission.replacingShownRowsInPlace(split) { _ in 50_000 }
    #expect(capped.first == Splice(position: 10, removed: 10_000, added: 10_000), "at most the replacement limit")
    let minimal = [Splice(position: 3, removed: 2, added: 0), Splice(position: 9, removed: 0, added: 4)]
    #expect(SpliceEmission.replacingShownRowsInPlace(minimal) { _ in 100 } == minimal, "other emissions stay")
  }

  @Test func everyEmissionButTheLastLeavesRowsPassing() {
    let split = SpliceEmission.emissions(for: [Splice(position: 5, removed: 20_000, added: 15_000)], count: 30_000)
    #expect(split.indices.map { SpliceEmission.leavesRowsPassing(split, at: $0) } == [true, false])
    // Minimal splices in order: the rows below a later splice still move.
    let minimal = splices(count: 100, runs: [(3, 2, 0), (5, 0, 4), (10, 1, 1)])
    let emitted = SpliceEmission.emissions(for: minimal, count: 100)
    #expect(emitted.indices.map { SpliceEmission.leavesRowsPassing(emitted, at: $0) } == [true, true, false])
    let one = SpliceEmission.emissions(for: [Splice(position: 3, removed: 1, added: 0)], count: 10)
    #expect(!SpliceEmission.leavesRowsPassing(one, at: 0), "one emission: every row where it stays")
  }

  @Test func randomSplicesEndWithTheSameRows() throws {
    var random = SplitMix64(seed: 0x5EED)
    for _ in 0..<150 {
      let count = Int.random(in: 0...400, using: &random)
      let runs = (0..<Int.random(in: 0...100, using: &random)).map { _ in
        (
          kept: Int.random(in: 0...5, using: &random), removed: Int.random(in: 0...3, using: &random),
          added: Int.random(in: 0...(random.next() % 50 == 0 ? 10_500 : 3), using: &random)
        )
      }
      let minimal = splices(count: count, runs: runs)
      let expected = try #require(rows(after: minimal, count: count))
      let emissions = SpliceEmission.emissions(for: minimal, count: count)
      var model = Array(0..<count)
      for emission in emissions {
        // Each emission applies to the model as the previous ones left it,
        // taking the added rows from where they end up.
        model.replaceSubrange(
          emission.position..<emission.position + emission.removed,
          with: expected[emission.position..<emission.position + emission.added])
      }
      #expect(model == expected, "\(minimal) → \(emissions)")
      #expect(emissions.count <= max(SpliceEmission.maximumSeparateSplices, 2) * 2)
      #expect(!emissions.contains { $0.removed > 0 && $0.added > SpliceEmission.maximumReplacedAtOnce })
    }
  }
}
