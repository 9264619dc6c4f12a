import PlaceholderCore
import PropertyBased
import Testing

/// A big change of one section cut into slices: each slice, applied with
/// the batch meaning to what the one before left, gives the new items
/// above its cut and the old ones below; and the last gives the new list.
@Suite("Landing slices", .shrinking())
struct LandingSlicesTests {
  /// Applies a change set of one section's deletions and insertions to
  /// `items`, as UIKit does: deletions by their index before, insertions
  /// by their index after.
  private static func apply(_ changes: ChangeSet, to items: [Int], inserting new: [Int]) -> [Int]? {
    var result = items
    for index in changes.deletedItems.map(\.item).sorted(by: >) {
      guard result.indices.contains(index) else { return nil }
      result.remove(at: index)
    }
    for index in changes.insertedItems.map(\.item).sorted() {
      guard index <= result.count, new.indices.contains(index) else { return nil }
      result.insert(new[index], at: index)
    }
    return result
  }

  /// A random list and a random keep/delete/insert walk from it; items
  /// are numbers, the inserted ones negative.
  private static func randomChange(_ choices: [Int]) -> (old: [Int], new: [Int], changes: ChangeSet) {
    var old: [Int] = []
    var new: [Int] = []
    var changes = ChangeSet()
    for (step, choice) in choices.enumerated() {
      switch choice % 3 {
      case 0:
        old.append(step)
        new.append(step)
      case 1:
        changes.deletedItems.append(IndexPath(section: 2, item: old.count))
        old.append(step)
      default:
        changes.insertedItems.append(IndexPath(section: 2, item: new.count))
        new.append(-step - 1)
      }
    }
    return (old, new, changes)
  }

  @Test func everySliceLeavesTheNewItemsAboveItsCutAndTheOldBelow() async {
    await propertyCheck(
      count: 2_000, input: Gen.int(in: 0...99).array(of: 0...200), Gen.int(in: 1...7)
    ) { choices, size in
      let (old, new, changes) = Self.randomChange(choices)
      // A first slice smaller than the others, as a search's lands.
      let first = max(1, size - 3)
      guard let slices = LandingSlicer.slices(of: changes, maxChanges: size, firstChanges: first) else {
        #expect(changes.changeCount <= size, "cut unless one slice holds it")
        return
      }
      #expect(slices[0].changes.changeCount <= first)
      var items = old
      for slice in slices {
        #expect(slice.changes.changeCount <= size)
        #expect(slice.changes.changeCount > 0)
        guard let next = Self.apply(slice.changes, to: items, inserting: new) else {
          Issue.record("a slice out of range: \(slice) on \(items)")
          return
        }
        #expect(next == Array(new[..<slice.newCut]) + Array(old[slice.oldCut...]), "\(slice)")
        items = next
      }
      #expect(items == new)
      #expect(slices.reduce(0) { $0 + $1.changes.changeCount } == changes.changeCount, "as many changes")
    }
  }

  @Test func aMillionRowSearchIsCutIntoSlicesOfTheSizeAsked() throws {
    // Every row whose number holds a 1 goes: 468,559 of a million.
    let gone = (0..<1_000_000).filter { String($0).contains("1") }
    let changes = ChangeSet(deletedItems: gone.map { IndexPath(section: 0, item: $0) })
    let slices = try #require(LandingSlicer.slices(of: changes, maxChanges: 50_000))
    #expect(slices.count == 10)
    // After the last, only kept rows remain below its cut: 999,992 on.
    let last = try #require(slices.last)
    #expect(last.oldCut == 999_992)
    #expect(1_000_000 - last.oldCut == 1_000_000 - gone.count - last.newCut)
  }

  @Test func aSearchsFirstSliceIsTheHundredChangesAtTheTop() throws {
    let gone = (0..<1_000_000).filter { String($0).contains("1") }
    let changes = ChangeSet(deletedItems: gone.map { IndexPath(section: 0, item: $0) })
    let slices = try #require(
      LandingSlicer.slices(
        of: changes, maxChanges: LandingSlicer.sliceSize, firstChanges: LandingSlicer.firstSliceSize))
    #expect(slices[0].changes.changeCount == 100)
    #expect(slices[0].changes.deletedItems.map(\.item) == Array(gone.prefix(100)), "the rows at the top first")
    #expect(slices.dropFirst().dropLast().allSatisfy { $0.changes.changeCount == LandingSlicer.sliceSize })
    #expect(slices.count == 9)
  }

  @Test func whatCannotBeCutLandsWhole() {
    let small = ChangeSet(deletedItems: [IndexPath(section: 0, item: 1)])
    #expect(LandingSlicer.slices(of: small, maxChanges: 5) == nil, "one slice holds it")
    let many = (0..<10).map { IndexPath(section: 0, item: $0) }
    #expect(LandingSlicer.slices(of: ChangeSet(insertedSections: [1], deletedItems: many), maxChanges: 2) == nil)
    #expect(
      LandingSlicer.slices(
        of: ChangeSet(deletedItems: many, movedItems: [.init(from: many[0], to: many[1])]), maxChanges: 2) == nil)
    let twoSections = many + [IndexPath(section: 1, item: 0)]
    #expect(LandingSlicer.slices(of: ChangeSet(deletedItems: twoSections), maxChanges: 2) == nil)
    #expect(LandingSlicer.slices(of: ChangeSet(deletedItems: many + many), maxChanges: 2) == nil, "repeated")
    let once = many + [IndexPath(section: 0, item: 4)]
    #expect(LandingSlicer.slices(of: ChangeSet(insertedItems: once), maxChanges: 2) == nil, "one repeated insertion")
  }
}
