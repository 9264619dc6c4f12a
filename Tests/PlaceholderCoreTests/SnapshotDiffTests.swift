import PlaceholderCore
import PropertyBased
import Testing

private func snapshot(_ sections: [(String, [Int])]) -> RowSnapshot {
  RowSnapshot(sections: sections.map { .init(id: $0.0, items: $0.1.map { Row(id: $0) }) })
}

private func splices(_ old: RowSnapshot, _ new: RowSnapshot, _ changes: ChangeSet) throws -> [Splice] {
  try FlatIndex.splices(from: old.flatIndex(), to: new.flatIndex(), applying: changes)
}

@Suite("Snapshot diff")
struct SnapshotDiffTests {
  @Test func identicalSnapshotsDiffToNothing() throws {
    let value = snapshot([("a", [1, 2, 3]), ("b", [])])
    #expect(try value.difference(from: value).isEmpty)
    #expect(try RowSnapshot().difference(from: RowSnapshot()).isEmpty)
  }

  @Test func oneChangedRowInAMillionIsOneSplice() throws {
    let old = RowSnapshot(sections: [.init(id: "all", items: (0..<1_000_000).map { Row(id: $0) })])
    var new = old
    new.sections[0].items[765_432].value = 1
    let changes = try new.difference(from: old)
    #expect(changes == .reloadItems([path(0, 765_432)]))
    #expect(try splices(old, new, changes) == [Splice(position: 765_432, removed: 1, added: 1)])
  }

  @Test func diffSplicesEqualThoseOfTheEquivalentChangeSet() throws {
    let old = snapshot([("a", [1, 2, 3, 4, 5]), ("b", [6, 7])])
    var new = snapshot([("a", [9, 1, 3, 4, 5]), ("b", [7, 6])])
    new.sections[0].items[3].value = 1  // item 4 changed
    let explicit = ChangeSet(
      deletedItems: [path(0, 1)], insertedItems: [path(0, 0)], movedItems: [.init(from: path(1, 1), to: path(1, 0))],
      reloadedItems: [path(0, 3)])
    let diffed = try new.difference(from: old)
    #expect(try splices(old, new, diffed) == splices(old, new, explicit))
    #expect(diffed.deletedItems == [path(0, 1)])
    #expect(diffed.insertedItems == [path(0, 0)])
    #expect(diffed.reloadedItems == [path(0, 3)])
    #expect(diffed.movedItems == explicit.movedItems, "7 moves before 6; 6 stays")
  }

  @Test func movesAreMinimal() throws {
    let old = snapshot([("a", [1, 2, 3, 4, 5, 6])])
    let rotated = snapshot([("a", [2, 3, 4, 5, 6, 1])])
    #expect(try rotated.difference(from: old) == .moveItem(from: path(0, 0), to: path(0, 5)))
    let reversed = snapshot([("a", [6, 5, 4, 3, 2, 1])])
    #expect(try reversed.difference(from: old).movedItems.count == 5)
    let sections = snapshot([("c", []), ("a", [1, 2, 3, 4, 5, 6]), ("b", [])])
    let sectionsBefore = snapshot([("a", [1, 2, 3, 4, 5, 6]), ("b", []), ("c", [])])
    #expect(try sections.difference(from: sectionsBefore) == .moveSection(from: 2, to: 0))
  }

  @Test func aMovedItemIsNotAlsoReloaded() throws {
    let old = snapshot([("a", [1, 2, 3])])
    var new = snapshot([("a", [2, 3, 1])])
    new.sections[0].items[2].value = 5
    #expect(try new.difference(from: old) == .moveItem(from: path(0, 0), to: path(0, 2)))
  }

  @Test func itemsAcrossDeletedAndInsertedSectionsAreDeletedAndInserted() throws {
    let old = snapshot([("gone", [1, 2]), ("kept", [3, 4])])
    let new = snapshot([("kept", [1, 3]), ("fresh", [4])])
    let changes = try new.difference(from: old)
    #expect(
      changes
        == ChangeSet(
          deletedSections: [0], insertedSections: [1], deletedItems: [path(1, 1)], insertedItems: [path(0, 0)]))
    #expect(try splices(old, new, changes).isEmpty == false)
  }

  @Test func itemsMoveBetweenSurvivingSections() throws {
    let old = snapshot([("a", [1, 2]), ("b", [3])])
    let new = snapshot([("a", [1]), ("b", [2, 3])])
    #expect(try new.difference(from: old) == .moveItem(from: path(0, 1), to: path(1, 0)))
  }

  @Test func duplicateSectionIDs() {
    let value = snapshot([("a", [1]), ("b", []), ("a", [2])])
    #expect(throws: DiffError.duplicateSectionID("a", side: .new, first: 0, second: 2)) {
      try value.difference(from: RowSnapshot())
    }
    #expect(throws: DiffError.duplicateSectionID("a", side: .old, first: 0, second: 2)) {
      try RowSnapshot().difference(from: value)
    }
  }

  @Test func duplicateItemIDs() {
    let value = snapshot([("a", [1, 2]), ("b", [3, 2])])
    #expect(throws: DiffError.duplicateItemID("2", side: .old, first: path(0, 1), second: path(1, 1))) {
      try RowSnapshot().difference(from: value)
    }
    let repeatedOld = snapshot([("a", [1, 2, 1])])
    #expect(throws: DiffError.duplicateItemID("1", side: .new, first: path(0, 0), second: path(0, 2))) {
      try repeatedOld.difference(from: snapshot([("a", [1, 2])]))
    }
    let repeatedNew = snapshot([("a", [7]), ("b", [8, 7])])
    #expect(throws: DiffError.duplicateItemID("7", side: .new, first: path(0, 0), second: path(1, 1))) {
      try repeatedNew.difference(from: snapshot([("a", [1])]))
    }
    let description = DiffError.duplicateItemID("2", side: .old, first: path(0, 1), second: path(1, 1)).description
    #expect(description.contains("ID 2") && description.contains("[1, 1]"))
  }

  @Test func randomDiffsMeanWhatTheyShouldAndSpliceCorrectly() async {
    await propertyCheck(count: 2_000, input: Gen.int(in: 0...1_000).array(of: 0...80)) { values in
      var tape = Tape(values)
      var ids = 0
      let old = randomSnapshot(&tape, ids: &ids)
      let new = mutate(old, &tape, ids: &ids)
      let failure = checkDiff(from: old, to: new)
      #expect(failure == nil, "\(failure ?? "")\nold \(old.sections)\nnew \(new.sections)")
    }
  }

  @Test func longestIncreasingSubsequenceKeepsTheMostInPlace() throws {
    // 3 1 2 5 4 → keep 1 2 4 (or 1 2 5): two moves.
    let old = snapshot([("a", [1, 2, 3, 4, 5])])
    let new = snapshot([("a", [3, 1, 2, 5, 4])])
    #expect(try new.difference(from: old).movedItems.count == 2)
  }
}
