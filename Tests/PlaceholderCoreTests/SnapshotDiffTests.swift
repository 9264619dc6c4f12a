import PlaceholderCore
import PropertyBased
import Testing

struct Row: Identifiable, Hashable, Sendable, CustomStringConvertible {
  var id: Int
  var value: Int = 0

  var description: String { value == 0 ? "\(id)" : "\(id)=\(value)" }
}

typealias RowSnapshot = Snapshot<String, Row>

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

/// A random snapshot: up to 5 sections of up to 6 items.
func randomSnapshot<C: Chooser>(_ chooser: inout C, ids: inout Int) -> RowSnapshot {
  var value = RowSnapshot()
  for _ in 0..<chooser.next(6) {
    ids += 1
    let section = "s\(ids)"
    var items = [Row]()
    for _ in 0..<chooser.next(7) {
      ids += 1
      items.append(Row(id: ids))
    }
    value.appendSection(section, items: items)
  }
  return value
}

/// The snapshot after a few random edits: values changed, items deleted,
/// inserted, swapped and moved within and across sections, sections deleted,
/// inserted and moved.
func mutate<C: Chooser>(_ old: RowSnapshot, _ chooser: inout C, ids: inout Int) -> RowSnapshot {
  var new = old
  for _ in 0..<chooser.next(12) {
    let sectionCount = new.sections.count
    let section = chooser.next(sectionCount)
    let count = sectionCount == 0 ? 0 : new.sections[section].items.count
    switch chooser.next(8) {
    case 0 where count > 0:
      new.sections[section].items[chooser.next(count)].value += 1
    case 1 where count > 0:
      new.sections[section].items.remove(at: chooser.next(count))
    case 2 where sectionCount > 0:
      ids += 1
      new.sections[section].items.insert(Row(id: ids), at: chooser.next(count + 1))
    case 3 where count > 0:
      let item = new.sections[section].items.remove(at: chooser.next(count))
      let target = chooser.next(sectionCount)
      new.sections[target].items.insert(item, at: chooser.next(new.sections[target].items.count + 1))
    case 4 where sectionCount > 0:
      new.sections.remove(at: section)
    case 5:
      ids += 1
      let id = ids
      var items = [Row]()
      for _ in 0..<chooser.next(4) {
        ids += 1
        items.append(Row(id: ids))
      }
      new.sections.insert(.init(id: "s\(id)", items: items), at: chooser.next(sectionCount + 1))
    case 6 where sectionCount > 1:
      let moved = new.sections.remove(at: section)
      new.sections.insert(moved, at: chooser.next(sectionCount))
    case 7 where count > 1:
      new.sections[section].items.swapAt(chooser.next(count), chooser.next(count))
    default:
      break
    }
  }
  return new
}

/// Checks a diff against the obvious meaning of its change set, and its
/// splices against the rows. Returns what is wrong, or nil.
func checkDiff(from old: RowSnapshot, to new: RowSnapshot) -> String? {
  let changes: ChangeSet
  do {
    changes = try new.difference(from: old)
  } catch {
    return "diff failed: \(error)"
  }
  guard
    let result = origins(
      oldItemCounts: old.sections.map(\.items.count), newItemCounts: new.sections.map(\.items.count),
      changes: changes)
  else { return "the change set does not fit the counts: \(changes)" }
  for (section, source) in result.sections.enumerated() {
    if let source, old.sections[source].id != new.sections[section].id {
      return "section \(section) comes from old \(source), another ID: \(changes)"
    }
    if source == nil, old.sections.contains(where: { $0.id == new.sections[section].id }) {
      return "section \(section) is inserted but existed: \(changes)"
    }
  }
  let oldLive = Set(
    result.sections.compactMap { $0 }.filter { !changes.reloadedSections.contains($0) }.map { old.sections[$0].id })
  for (section, column) in result.items.enumerated() {
    for (item, origin) in column.enumerated() {
      let now = new.sections[section].items[item]
      switch origin {
      case .kept(let path):
        guard old.sections[path.section].items[path.item] == now else { return "\(now) is not kept \(path)" }
      case .reloaded(let path):
        let before = old.sections[path.section].items[path.item]
        guard before.id == now.id, before != now else { return "\(now) is a needless reload of \(before)" }
      case .moved(let path):
        guard old.sections[path.section].items[path.item].id == now.id else { return "\(now) is not moved \(path)" }
      case .inserted:
        // An item may only be inserted if it did not exist in a live section.
        for oldSection in old.sections where oldLive.contains(oldSection.id) {
          if oldSection.items.contains(where: { $0.id == now.id }) { return "\(now) inserted, should move" }
        }
      case .sectionContent:
        break
      }
    }
  }
  do {
    let splices = try FlatIndex.splices(from: old.flatIndex(), to: new.flatIndex(), applying: changes)
    let oldRows = old.sections.flatMap(\.items)
    let newRows = new.sections.flatMap(\.items)
    guard apply(splices, to: oldRows, takingFrom: newRows) == newRows else { return "splices \(splices) wrong" }
  } catch {
    return "the diff's change set is refused: \(error) \(changes)"
  }
  return nil
}
