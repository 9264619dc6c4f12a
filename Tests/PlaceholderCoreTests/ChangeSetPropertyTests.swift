import PlaceholderCore
import PropertyBased
import Testing

/// The choices a random case is built from. PropertyBased shrinks a failing
/// tape by dropping numbers and making them smaller, which makes the model
/// and the change set smaller: choice 0 is always "nothing".
private let tapes = Gen.int(in: 0...1_000).array(of: 0...120)

@Suite("Change sets against the reference model", .shrinking())
struct ChangeSetPropertyTests {
  @Test func splicesTurnTheOldRowsIntoTheNewOnes() async {
    await propertyCheck(count: 3_000, input: tapes) { values in
      var tape = Tape(values)
      let old = RefModel.random(&tape)
      let (new, changes) = old.randomChange(&tape)
      let failure = checkChange(from: old, to: new, changes: changes)
      #expect(failure == nil, "\(failure ?? "")\nold \(old)\nnew \(new)\n\(changes)")
    }
  }

  @Test func gridSplicesTurnTheOldRowsIntoTheNewOnes() async {
    await propertyCheck(count: 1_500, input: tapes, Gen.int(in: 2...4)) { values, perRow in
      var tape = Tape(values)
      let old = RefModel.random(&tape)
      let (new, changes) = old.randomChange(&tape)
      let failure = checkChange(from: old, to: new, changes: changes, itemsPerRow: perRow)
      #expect(failure == nil, "\(failure ?? "")\nold \(old)\nnew \(new)\n\(changes) per row \(perRow)")
    }
  }

  @Test func theIndependentApplierAgreesWithTheGenerator() async {
    // Guards the guard: the reference generator and the obvious UIKit
    // applier must agree on what a change set means.
    await propertyCheck(count: 1_000, input: tapes) { values in
      var tape = Tape(values)
      let old = RefModel.random(&tape)
      let (new, changes) = old.randomChange(&tape)
      let result = origins(
        oldItemCounts: old.sections.map(\.items.count), newItemCounts: new.sections.map(\.items.count),
        changes: changes)
      #expect(result != nil, "\(old) → \(new) by \(changes)")
      guard let result else { return }
      for (section, column) in result.items.enumerated() {
        for (item, origin) in column.enumerated() {
          let now = new.sections[section].items[item]
          switch origin {
          case .kept(let path): #expect(old.sections[path.section].items[path.item] == now)
          case .reloaded(let path), .moved(let path): #expect(old.sections[path.section].items[path.item].id == now.id)
          case .inserted, .sectionContent: break
          }
        }
      }
    }
  }

  @Test func brokenChangeSetsAreRefused() async {
    await propertyCheck(count: 1_500, input: tapes, Gen.int(in: 0...3)) { values, breakage in
      var tape = Tape(values)
      let old = RefModel.random(&tape)
      let (new, changes) = old.randomChange(&tape)
      guard let broken = breakChangeSet(changes, old: old, new: new, how: breakage) else { return }
      #expect(throws: ChangeSetError.self, "\(broken) on \(old) → \(new)") {
        try FlatIndex.splices(from: old.flatIndex(), to: new.flatIndex(), applying: broken)
      }
    }
  }
}
