import Testing

@testable import PlaceholderCore

/// The one-pass splices of a change set that only deletes, or only inserts,
/// items (`FlatIndex.splicesOfOneKind`) are the general plan's, and what the
/// one pass cannot take it leaves to the general plan.
@Suite("Splices of deletions only or insertions only")
struct OneKindSplicesTests {
  /// Random sections (headers, footers, some items), and a random subset of
  /// their items deleted; the same change read backwards inserts them.
  @Test func theOnePassAgreesWithTheGeneralPlan() throws {
    var random = SplitMix64(seed: 0xFA57)
    var taken = 0
    for _ in 0..<400 {
      let shapes = (0..<Int.random(in: 1...6, using: &random)).map { _ in
        SectionShape(
          itemCount: Int.random(in: 1...40, using: &random), hasHeader: random.next() % 2 == 0,
          hasFooter: random.next() % 3 == 0, hasEmptyPlaceholder: random.next() % 4 == 0)
      }
      var deleted: [IndexPath] = []
      var remaining = shapes
      for (section, shape) in shapes.enumerated() {
        for item in 0..<shape.itemCount where random.next() % 3 == 0 && remaining[section].itemCount > 1 {
          deleted.append(IndexPath(section: section, item: item))
          remaining[section].itemCount -= 1
        }
      }
      let full = FlatIndex(sections: shapes)
      let thinned = FlatIndex(sections: remaining)
      let deletions = ChangeSet(deletedItems: deleted)
      // The same items put back: their index paths in the full list.
      let insertions = ChangeSet(insertedItems: deleted)
      for (old, new, changes) in [(full, thinned, deletions), (thinned, full, insertions)] {
        let general = try ChangePlan(old: old, new: new, changes: changes).splices()
        let onePass = FlatIndex.splicesOfOneKind(from: old, to: new, applying: changes)
        if onePass != nil { taken += 1 }
        #expect(onePass == nil || onePass == general, "\(changes)")
        #expect(try FlatIndex.splices(from: old, to: new, applying: changes) == general)
      }
    }
    #expect(taken > 700, "the one pass takes most of them")
  }

  @Test func whatItCannotTakeGoesToTheGeneralPlan() {
    let index = FlatIndex(sections: [SectionShape(itemCount: 3)])
    let fewer = FlatIndex(sections: [SectionShape(itemCount: 2)])
    // Out of order, repeated, out of range, a wrong count, or mixed kinds.
    let refused: [(FlatIndex, ChangeSet)] = [
      (FlatIndex(sections: [SectionShape(itemCount: 1)]), ChangeSet(deletedItems: [path(0, 2), path(0, 0)])),
      (FlatIndex(sections: [SectionShape(itemCount: 1)]), ChangeSet(deletedItems: [path(0, 1), path(0, 1)])),
      (fewer, ChangeSet(deletedItems: [path(0, 3)])),
      (fewer, ChangeSet(deletedItems: [path(0, 0), path(0, 1)])),
      (fewer, ChangeSet(deletedItems: [path(0, 0)], reloadedItems: [path(0, 1)])),
    ]
    for (new, changes) in refused {
      #expect(FlatIndex.splicesOfOneKind(from: index, to: new, applying: changes) == nil, "\(changes)")
    }
    // A section emptied to its inline placeholder: the general plan's.
    let placeholder = FlatIndex(sections: [SectionShape(itemCount: 1, hasEmptyPlaceholder: true)])
    let emptied = FlatIndex(sections: [SectionShape(itemCount: 0, hasEmptyPlaceholder: true)])
    #expect(
      FlatIndex.splicesOfOneKind(from: placeholder, to: emptied, applying: ChangeSet(deletedItems: [path(0, 0)])) == nil
    )
  }

  /// `FlatIndex.emissions` skips the splices of a change with more runs
  /// than are emitted separately; what it emits is what shaping the
  /// splices would emit, for deletions and insertions, with few runs and
  /// many, in one section or several with headers and footers.
  @Test func emissionsAreTheShapedSplices() throws {
    var random = SplitMix64(seed: 0xE1)
    var spans = 0
    for round in 0..<300 {
      let sectionCount = Int.random(in: 1...8, using: &random)
      let shapes = (0..<sectionCount).map { _ in
        SectionShape(
          itemCount: Int.random(in: 2...(round.isMultiple(of: 3) ? 60 : 3_000), using: &random),
          hasHeader: random.next() % 2 == 0, hasFooter: random.next() % 3 == 0)
      }
      // Sparse rounds make few runs, dense ones many.
      let oneIn = UInt64([2, 3, 50, 400][round % 4])
      var chosen: [IndexPath] = []
      var remaining = shapes
      for (section, shape) in shapes.enumerated() {
        for item in 0..<shape.itemCount where random.next() % oneIn == 0 && remaining[section].itemCount > 1 {
          chosen.append(IndexPath(section: section, item: item))
          remaining[section].itemCount -= 1
        }
      }
      guard !chosen.isEmpty else { continue }
      let full = FlatIndex(sections: shapes)
      let thinned = FlatIndex(sections: remaining)
      let cases = [
        (full, thinned, ChangeSet(deletedItems: chosen)), (thinned, full, ChangeSet(insertedItems: chosen)),
      ]
      for (old, new, changes) in cases {
        let shaped = SpliceEmission.emissions(
          for: try FlatIndex.splices(from: old, to: new, applying: changes), count: old.count)
        #expect(try FlatIndex.emissions(from: old, to: new, applying: changes) == shaped, "round \(round)")
        if OneKindChange(from: old, to: new, applying: changes)?.isPastSeparateSplices == true { spans += 1 }
      }
    }
    #expect(spans > 100, "many rounds take the span without making the splices")
  }

  @Test func emissionsOfAChangeSetThatDoesNotMatchThrowAsSplicesDo() {
    let index = FlatIndex(sections: [SectionShape(itemCount: 3)])
    let fewer = FlatIndex(sections: [SectionShape(itemCount: 2)])
    #expect(throws: ChangeSetError.self) {
      try FlatIndex.emissions(from: index, to: fewer, applying: ChangeSet(deletedItems: [path(0, 3)]))
    }
  }
}
