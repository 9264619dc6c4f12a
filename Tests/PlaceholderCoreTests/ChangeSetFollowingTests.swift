import PlaceholderCore
import PropertyBased
import Testing

private let tapes = Gen.int(in: 0...1_000).array(of: 0...120)

/// Following a section or an item through a change set
/// (`newSection(for:)`, `newIndexPath(for:)`), which keeps a selection on
/// its item across a reload.
@Suite("Following an item through a change set", .shrinking())
struct ChangeSetFollowingTests {
  @Test func itemsShiftPastDeletionsAndInsertionsBeforeThem() {
    let changes = ChangeSet(deletedItems: [path(0, 0), path(0, 3)], insertedItems: [path(0, 0), path(0, 1)])
    // Old 0 1 2 3 4 → survivors 1 2 4 fill new places 2 3 4.
    #expect(changes.newIndexPath(for: path(0, 1)) == path(0, 2))
    #expect(changes.newIndexPath(for: path(0, 2)) == path(0, 3))
    #expect(changes.newIndexPath(for: path(0, 4)) == path(0, 4))
    #expect(changes.newIndexPath(for: path(0, 0)) == nil, "deleted")
    #expect(changes.newIndexPath(for: path(0, 3)) == nil, "deleted")
    #expect(changes.newIndexPath(for: path(1, 7)) == path(1, 7), "another section is untouched")
  }

  @Test func aMovedItemIsWhereTheMovePutsItAndTheOthersCloseUp() {
    let changes = ChangeSet.moveItem(from: path(0, 0), to: path(1, 2))
    #expect(changes.newIndexPath(for: path(0, 0)) == path(1, 2))
    #expect(changes.newIndexPath(for: path(0, 1)) == path(0, 0))
    #expect(changes.newIndexPath(for: path(1, 1)) == path(1, 1))
    #expect(changes.newIndexPath(for: path(1, 2)) == path(1, 3))
  }

  @Test func aReloadedItemStaysAndAReloadedSectionLosesItsItems() {
    let changes = ChangeSet(reloadedSections: [1], deletedItems: [path(0, 0)], reloadedItems: [path(0, 2)])
    #expect(changes.newIndexPath(for: path(0, 2)) == path(0, 1), "the same item, with a new value")
    #expect(changes.newIndexPath(for: path(1, 0)) == nil, "new content in the same place")
    #expect(changes.newSection(for: 1) == nil)
    #expect(changes.newSection(for: 0) == 0)
  }

  @Test func itemsFollowTheirSection() {
    let changes = ChangeSet(
      deletedSections: [0], insertedSections: [0, 1], movedSections: [.init(from: 3, to: 2)])
    // Old sections 0 1 2 3: 0 goes, 3 moves to 2, survivors 1 2 fill new 3 4.
    #expect(changes.newSection(for: 0) == nil)
    #expect(changes.newSection(for: 1) == 3)
    #expect(changes.newSection(for: 2) == 4)
    #expect(changes.newSection(for: 3) == 2)
    #expect(changes.newIndexPath(for: path(0, 0)) == nil, "its section is deleted")
    #expect(changes.newIndexPath(for: path(3, 5)) == path(2, 5))
    #expect(changes.newIndexPath(for: path(2, 1)) == path(4, 1))
  }

  @Test func anItemMovedOutOfADeletedSectionSurvives() {
    let changes = ChangeSet(deletedSections: [0], movedItems: [.init(from: path(0, 1), to: path(0, 0))])
    #expect(changes.newIndexPath(for: path(0, 1)) == path(0, 0))
    #expect(changes.newIndexPath(for: path(0, 0)) == nil)
  }

  @Test func nothingChangedKeepsEveryPlaceAndNegativeOnesHaveNone() {
    #expect(ChangeSet.empty.newIndexPath(for: path(4, 9)) == path(4, 9))
    #expect(ChangeSet.empty.newSection(for: 4) == 4)
    #expect(ChangeSet.empty.newIndexPath(for: path(-1, 0)) == nil)
    #expect(ChangeSet.empty.newIndexPath(for: path(0, -1)) == nil)
    #expect(ChangeSet.empty.newSection(for: -1) == nil)
  }

  @Test func everyOldItemLandsWhereTheIndependentApplierPutsIt() async {
    // The obvious UIKit applier (UIKitApplier.swift) says where every new
    // item comes from; following must agree for every old item, and say
    // nil exactly for the ones that come nowhere.
    await propertyCheck(count: 2_000, input: tapes) { values in
      var tape = Tape(values)
      let old = RefModel.random(&tape)
      let (new, changes) = old.randomChange(&tape)
      guard
        let result = origins(
          oldItemCounts: old.sections.map(\.items.count), newItemCounts: new.sections.map(\.items.count),
          changes: changes)
      else {
        Issue.record("the generator's change set does not fit: \(changes)")
        return
      }
      var expected = [IndexPath: IndexPath]()
      for (section, column) in result.items.enumerated() {
        for (item, origin) in column.enumerated() {
          switch origin {
          case .kept(let from), .reloaded(let from), .moved(let from):
            expected[from] = IndexPath(section: section, item: item)
          case .inserted, .sectionContent: break
          }
        }
      }
      var expectedSections = [Int: Int]()
      for (section, source) in result.sections.enumerated() {
        if let source, !changes.reloadedSections.contains(source) { expectedSections[source] = section }
      }
      for (section, content) in old.sections.enumerated() {
        #expect(changes.newSection(for: section) == expectedSections[section], "section \(section) by \(changes)")
        for item in content.items.indices {
          let from = IndexPath(section: section, item: item)
          #expect(changes.newIndexPath(for: from) == expected[from], "\(from) by \(changes)\nold \(old)\nnew \(new)")
        }
      }
    }
  }

  @Test func aDiffFollowsEveryItemThatStaysInALiveSection() async {
    await propertyCheck(count: 1_000, input: tapes) { values in
      var tape = Tape(values)
      var ids = 0
      let old = randomSnapshot(&tape, ids: &ids)
      let new = mutate(old, &tape, ids: &ids)
      guard let changes = try? new.difference(from: old) else { return }
      let newSectionIDs = Set(new.sections.map(\.id))
      for (section, content) in old.sections.enumerated() {
        for (item, row) in content.items.enumerated() {
          let from = IndexPath(section: section, item: item)
          if let to = changes.newIndexPath(for: from) {
            let landed =
              new.sections.indices.contains(to.section) && new.sections[to.section].items.indices.contains(to.item)
              ? new.sections[to.section].items[to.item].id : nil
            #expect(landed == row.id, "\(from) → \(to) by \(changes)")
          } else {
            // Only an item that is gone, or leaves a deleted section, or
            // arrives in an inserted one, is not followed.
            let arrival = new.sections.first { $0.items.contains { $0.id == row.id } }
            let oldSectionIDs = Set(old.sections.map(\.id))
            #expect(
              arrival == nil || !newSectionIDs.contains(content.id) || !oldSectionIDs.contains(arrival?.id ?? ""),
              "\(row) at \(from) is lost by \(changes)")
          }
        }
      }
    }
  }
}
