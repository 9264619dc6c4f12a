import PlaceholderCore
import Testing

private func index(_ counts: [Int], headers: Set<Int> = [], footers: Set<Int> = [], placeholders: Set<Int> = [])
  -> FlatIndex
{
  FlatIndex(
    sections: counts.enumerated().map { section, count in
      SectionShape(
        itemCount: count, hasHeader: headers.contains(section), hasFooter: footers.contains(section),
        hasEmptyPlaceholder: placeholders.contains(section))
    })
}

@Suite("Change set validation")
struct ChangeSetValidationTests {
  /// Checks that `changes` is refused with `error`, and that the indexes it
  /// was checked against are unchanged.
  private func expectRefused(
    _ changes: ChangeSet, from old: FlatIndex, to new: FlatIndex, with error: ChangeSetError,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let (oldCopy, newCopy) = (old, new)
    #expect(throws: error, sourceLocation: sourceLocation) {
      try FlatIndex.splices(from: old, to: new, applying: changes)
    }
    #expect(throws: error, sourceLocation: sourceLocation) { try changes.validate(from: old, to: new) }
    #expect(old == oldCopy && new == newCopy, sourceLocation: sourceLocation)
    let isOneLine = !error.description.isEmpty && !error.description.contains { $0.isNewline }
    #expect(isOneLine, sourceLocation: sourceLocation)
  }

  @Test func sectionOutOfRange() {
    expectRefused(
      .deleteSections([3]), from: index([1, 1]), to: index([1]),
      with: .sectionOutOfRange(3, role: .delete, sectionCount: 2))
    expectRefused(
      .insertSections([5]), from: index([1]), to: index([1, 0]),
      with: .sectionOutOfRange(5, role: .insert, sectionCount: 2))
    expectRefused(
      .moveSection(from: 0, to: -1), from: index([1, 2]), to: index([2, 1]),
      with: .sectionOutOfRange(-1, role: .moveDestination, sectionCount: 2))
    expectRefused(
      .reloadSections([-1]), from: index([1]), to: index([1]),
      with: .sectionOutOfRange(-1, role: .reload, sectionCount: 1))
  }

  @Test func itemSectionOutOfRange() {
    expectRefused(
      .deleteItems([path(2, 0)]), from: index([1, 1]), to: index([1, 0]),
      with: .itemSectionOutOfRange(path(2, 0), role: .delete, sectionCount: 2))
    expectRefused(
      .insertItems([path(1, 0)]), from: index([1]), to: index([2]),
      with: .itemSectionOutOfRange(path(1, 0), role: .insert, sectionCount: 1))
  }

  @Test func itemOutOfRange() {
    expectRefused(
      .deleteItems([path(0, 3)]), from: index([3]), to: index([2]),
      with: .itemOutOfRange(path(0, 3), role: .delete, itemCount: 3))
    expectRefused(
      .insertItems([path(0, 4)]), from: index([3]), to: index([4]),
      with: .itemOutOfRange(path(0, 4), role: .insert, itemCount: 4))
    expectRefused(
      .reloadItems([path(0, -1)]), from: index([3]), to: index([3]),
      with: .itemOutOfRange(path(0, -1), role: .reload, itemCount: 3))
    expectRefused(
      .moveItem(from: path(0, 0), to: path(0, 3)), from: index([3]), to: index([3]),
      with: .itemOutOfRange(path(0, 3), role: .moveDestination, itemCount: 3))
  }

  @Test func conflictingSections() {
    let deleteAndMove = ChangeSet(deletedSections: [0], movedSections: [.init(from: 0, to: 0)])
    expectRefused(
      deleteAndMove, from: index([1, 1]), to: index([1]), with: .conflictingSection(0, .delete, .moveSource))
    expectRefused(
      .deleteSections([1, 1]), from: index([1, 1, 1]), to: index([1]), with: .conflictingSection(1, .delete, .delete))
    expectRefused(
      ChangeSet(deletedSections: [0], reloadedSections: [0]), from: index([1]), to: index([]),
      with: .conflictingSection(0, .delete, .reload))
    let insertOntoMove = ChangeSet(insertedSections: [1], movedSections: [.init(from: 0, to: 1)])
    expectRefused(
      insertOntoMove, from: index([1, 1]), to: index([1, 1, 1]), with: .conflictingSection(1, .insert, .moveDestination)
    )
  }

  @Test func anItemBothDeletedAndMoved() {
    let changes = ChangeSet(deletedItems: [path(0, 1)], movedItems: [.init(from: path(0, 1), to: path(0, 0))])
    expectRefused(changes, from: index([3]), to: index([2]), with: .conflictingItem(path(0, 1), .delete, .moveSource))
    expectRefused(
      .insertItems([path(0, 0), path(0, 0)]), from: index([0]), to: index([2]),
      with: .conflictingItem(path(0, 0), .insert, .insert))
    let twoMovesToOnePlace = ChangeSet(movedItems: [
      .init(from: path(0, 0), to: path(0, 1)), .init(from: path(0, 1), to: path(0, 1)),
    ])
    expectRefused(
      twoMovesToOnePlace, from: index([2]), to: index([2]),
      with: .conflictingItem(path(0, 1), .moveDestination, .moveDestination))
    expectRefused(
      ChangeSet(deletedItems: [path(0, 0)], reloadedItems: [path(0, 0)]), from: index([1]), to: index([0]),
      with: .conflictingItem(path(0, 0), .delete, .reload))
  }

  @Test func itemsInReplacedSections() {
    expectRefused(
      ChangeSet(deletedSections: [0], deletedItems: [path(0, 0)]), from: index([1, 1]), to: index([1]),
      with: .itemInReplacedSection(path(0, 0), role: .delete))
    expectRefused(
      ChangeSet(reloadedSections: [0], reloadedItems: [path(0, 0)]), from: index([1]), to: index([1]),
      with: .itemInReplacedSection(path(0, 0), role: .reload))
    expectRefused(
      ChangeSet(insertedSections: [1], insertedItems: [path(1, 0)]), from: index([1]), to: index([1, 1]),
      with: .itemInReplacedSection(path(1, 0), role: .insert))
  }

  @Test func movesAcrossReplacedSectionsAreFine() throws {
    // Out of a deleted section into a surviving one, and out of a surviving
    // one into an inserted one.
    let changes = ChangeSet(
      deletedSections: [0], insertedSections: [1],
      movedItems: [.init(from: path(0, 0), to: path(0, 0)), .init(from: path(1, 1), to: path(1, 0))])
    let splices = try FlatIndex.splices(from: index([2, 3]), to: index([3, 1]), applying: changes)
    // Old rows: a b | c d e; new rows: a' c e | d'.
    #expect(
      splices == [
        Splice(position: 0, removed: 2, added: 1), Splice(position: 2, removed: 1, added: 0),
        Splice(position: 3, removed: 0, added: 1),
      ])
  }

  @Test func sectionCountMismatch() {
    expectRefused(
      .deleteSections([0]), from: index([1, 1]), to: index([1, 1]), with: .sectionCountMismatch(expected: 1, actual: 2))
    expectRefused(.empty, from: index([1]), to: index([]), with: .sectionCountMismatch(expected: 1, actual: 0))
  }

  @Test func countMismatch() {
    expectRefused(
      .insertItems([path(1, 0)]), from: index([2, 2]), to: index([2, 2]),
      with: .countMismatch(section: 1, expected: 3, actual: 2))
    expectRefused(
      .empty, from: index([2, 2]), to: index([2, 3]), with: .countMismatch(section: 1, expected: 2, actual: 3))
    // Moved sections keep their items: their count is checked too.
    expectRefused(
      .moveSection(from: 0, to: 1), from: index([1, 5]), to: index([5, 2]),
      with: .countMismatch(section: 1, expected: 1, actual: 2))
  }

  @Test func itemsPerRowMismatch() {
    let grid = FlatIndex(sections: [SectionShape(itemCount: 4)], itemsPerRow: 2)
    expectRefused(.empty, from: index([4]), to: grid, with: .itemsPerRowMismatch(old: 1, new: 2))
  }

  @Test func mergingIndependentPartsOfOneBatch() throws {
    let merged = try ChangeSet.deleteItems([path(0, 0)]).merged(with: .insertItems([path(1, 0)]))
    #expect(merged == ChangeSet(deletedItems: [path(0, 0)], insertedItems: [path(1, 0)]))
    #expect(throws: ChangeSetError.conflictingItem(path(0, 0), .delete, .reload)) {
      try ChangeSet.deleteItems([path(0, 0)]).merged(with: .reloadItems([path(0, 0)]))
    }
    #expect(throws: ChangeSetError.conflictingSection(2, .insert, .moveDestination)) {
      try ChangeSet.insertSections([2]).merged(with: .moveSection(from: 0, to: 2))
    }
    #expect(try ChangeSet.empty.merged(with: .empty).isEmpty)
  }

  @Test func normalizingAndDescribing() {
    let changes = ChangeSet(deletedItems: [path(1, 0), path(0, 2)], insertedItems: [path(0, 0)])
    #expect(changes.normalized().deletedItems == [path(0, 2), path(1, 0)])
    #expect(changes.normalized() == ChangeSet(deletedItems: [path(0, 2), path(1, 0)], insertedItems: [path(0, 0)]))
    #expect(changes.changeCount == 3)
    #expect(!changes.isEmpty && ChangeSet.empty.isEmpty)
    #expect(changes.description == "ChangeSet(-items [[1, 0], [0, 2]], +items [[0, 0]])")
  }
}

@Suite("Splices of change sets")
struct SpliceTests {
  @Test func reloadingOneRowIsOneSplice() throws {
    let splices = try FlatIndex.splices(
      from: index([5], headers: [0]), to: index([5], headers: [0]), applying: .reloadItems([path(0, 2)]))
    #expect(splices == [Splice(position: 3, removed: 1, added: 1)])
  }

  @Test func nothingChangedIsNoSplice() throws {
    let same = index([3, 0, 2], headers: [1], placeholders: [1])
    #expect(try FlatIndex.splices(from: same, to: same, applying: .empty).isEmpty)
  }

  @Test func adjacentChangesMergeIntoOneSplice() throws {
    // Delete items 1 and 2, insert a new item 1, reload old item 3 (new 2).
    let changes = ChangeSet(
      deletedItems: [path(0, 1), path(0, 2)], insertedItems: [path(0, 1)], reloadedItems: [path(0, 3)])
    let splices = try FlatIndex.splices(from: index([5]), to: index([4]), applying: changes)
    #expect(splices == [Splice(position: 1, removed: 3, added: 2)])
  }

  @Test func aMoveIsARemovalAndAnInsertion() throws {
    let splices = try FlatIndex.splices(
      from: index([5]), to: index([5]), applying: .moveItem(from: path(0, 0), to: path(0, 4)))
    #expect(splices == [Splice(position: 0, removed: 1, added: 0), Splice(position: 4, removed: 0, added: 1)])
  }

  @Test func theFirstItemReplacesTheSectionPlaceholder() throws {
    let old = index([0, 1], headers: [0], placeholders: [0])
    let new = index([2, 1], headers: [0], placeholders: [0])
    let splices = try FlatIndex.splices(from: old, to: new, applying: .insertItems([path(0, 0), path(0, 1)]))
    #expect(splices == [Splice(position: 1, removed: 1, added: 2)])
  }

  @Test func theLastItemLeavesThePlaceholderBehind() throws {
    let old = index([2], footers: [0], placeholders: [0])
    let new = index([0], footers: [0], placeholders: [0])
    let splices = try FlatIndex.splices(from: old, to: new, applying: .deleteItems([path(0, 0), path(0, 1)]))
    #expect(splices == [Splice(position: 0, removed: 2, added: 1)])
  }

  @Test func aHeaderThatAppearsOrDisappearsIsItsOwnSplice() throws {
    let splices = try FlatIndex.splices(
      from: index([2, 2], headers: [0]), to: index([2, 2], headers: [1]), applying: .empty)
    #expect(splices == [Splice(position: 0, removed: 1, added: 0), Splice(position: 2, removed: 0, added: 1)])
  }

  @Test func aReloadedSectionReplacesAllItsRows() throws {
    let old = index([1, 2, 1], headers: [1], footers: [1])
    let new = index([1, 5, 1], footers: [1])
    let splices = try FlatIndex.splices(from: old, to: new, applying: .reloadSections([1]))
    #expect(splices == [Splice(position: 1, removed: 4, added: 6)])
  }

  @Test func anInsertedSectionBringsItsHeaderAndFooter() throws {
    let old = index([1, 1])
    let new = index([1, 3, 1], headers: [1], footers: [1])
    let splices = try FlatIndex.splices(from: old, to: new, applying: .insertSections([1]))
    #expect(splices == [Splice(position: 1, removed: 0, added: 5)])
  }

  @Test func aMovedSectionLeavesAndArrives() throws {
    let old = index([1, 2, 3], headers: [0, 1, 2])
    let new = index([2, 3, 1], headers: [0, 1, 2])
    let splices = try FlatIndex.splices(from: old, to: new, applying: .moveSection(from: 0, to: 2))
    #expect(splices == [Splice(position: 0, removed: 2, added: 0), Splice(position: 7, removed: 0, added: 2)])
  }

  @Test func gridsReplaceFromTheFirstTouchedRowToTheSectionEnd() throws {
    let old = FlatIndex(sections: [SectionShape(itemCount: 10, hasHeader: true, hasFooter: true)], itemsPerRow: 3)
    let new = FlatIndex(sections: [SectionShape(itemCount: 9, hasHeader: true, hasFooter: true)], itemsPerRow: 3)
    let splices = try FlatIndex.splices(from: old, to: new, applying: .deleteItems([path(0, 4)]))
    // Rows: header, [0-2], [3-5], [6-8], [9], footer. Item 4 is in row 2.
    #expect(splices == [Splice(position: 2, removed: 3, added: 2)])
  }

  @Test func gridRowsAfterWholeRowsInsertedOrDeletedAreKept() throws {
    let grid = { (count: Int) in
      FlatIndex(sections: [SectionShape(itemCount: count, hasHeader: true, hasFooter: true)], itemsPerRow: 3)
    }
    // Rows: header, [0-2], [3-5], [6-8], [9], footer.
    let olderPage = ChangeSet(insertedItems: (0..<6).map { path(0, $0) })
    #expect(
      try FlatIndex.splices(from: grid(10), to: grid(16), applying: olderPage) == [
        Splice(position: 1, removed: 0, added: 2)
      ])
    let aRowDeleted = ChangeSet(deletedItems: (3..<6).map { path(0, $0) })
    #expect(
      try FlatIndex.splices(from: grid(10), to: grid(7), applying: aRowDeleted) == [
        Splice(position: 2, removed: 1, added: 0)
      ])
    // Three inserted at item 4: the rows from item 6 on move down a row.
    let threeInside = ChangeSet(insertedItems: (4..<7).map { path(0, $0) })
    #expect(
      try FlatIndex.splices(from: grid(10), to: grid(13), applying: threeInside) == [
        Splice(position: 2, removed: 1, added: 2)
      ])
    // Two inserted at the start: every row's items change.
    let two = ChangeSet(insertedItems: [path(0, 0), path(0, 1)])
    #expect(
      try FlatIndex.splices(from: grid(10), to: grid(12), applying: two) == [Splice(position: 1, removed: 4, added: 4)])
  }

  @Test func aFullReloadIsOneSplice() {
    #expect(index([3, 2]).splicesForFullReload(to: index([1])) == [Splice(position: 0, removed: 5, added: 1)])
    #expect(index([]).splicesForFullReload(to: index([0])).isEmpty)
  }

  @Test func tenThousandChangesOnAMillionRows() throws {
    // Correctness at scale (the time is measured by the benchmark): every
    // 100th item of every section reloaded, one inserted in each section.
    let old = FlatIndex(sections: (0..<10_000).map { _ in SectionShape(itemCount: 100, hasHeader: true) })
    let new = FlatIndex(sections: (0..<10_000).map { _ in SectionShape(itemCount: 101, hasHeader: true) })
    let changes = ChangeSet(
      insertedItems: (0..<10_000).map { path($0, 100) }, reloadedItems: (0..<10_000).map { path($0, 50) })
    let splices = try FlatIndex.splices(from: old, to: new, applying: changes)
    #expect(splices.count == 20_000)
    #expect(splices.first == Splice(position: 51, removed: 1, added: 1))
    #expect(splices[1] == Splice(position: 101, removed: 0, added: 1))
    #expect(splices.last == Splice(position: new.count - 1, removed: 0, added: 1))
  }
}
