import PlaceholderCore
import Testing

@Suite("Spare objects (the reuse queue's decisions)")
struct SpareObjectsTests {
  final class Thing {}

  @Test func keepsNoMoreThanTheMostRowsAliveAtOnce() {
    var spares = SpareObjects()
    let keptBeforeAnyRow = spares.offer(Thing(), kind: .default)
    #expect(!keptBeforeAnyRow, "a list that never had rows keeps nothing")
    spares.noteLiveRows(2)
    spares.noteLiveRows(1)
    #expect(spares.capacity == 2, "the most rows alive at once, not the last count")
    let kept = [spares.offer(Thing(), kind: .default), spares.offer(Thing(), kind: .default)]
    let keptWhenFull = spares.offer(Thing(), kind: .default)
    #expect(kept == [true, true])
    #expect(!keptWhenFull, "full: the caller tears it down")
    #expect(spares.count == 2)
    spares.noteLiveRows(10_000)
    #expect(spares.capacity == SpareObjects.maximumCapacity)
  }

  @Test func givesTheLastOfTheAskedKindFirst() {
    var spares = SpareObjects()
    spares.noteLiveRows(4)
    let (plain1, plain2, badge) = (Thing(), Thing(), Thing())
    _ = spares.offer(plain1, kind: .default)
    _ = spares.offer(plain2, kind: .default)
    _ = spares.offer(badge, kind: "badge")
    let taken = [spares.take(.default), spares.take("badge"), spares.take("badge"), spares.take(.default)]
    let leftOver = spares.take(.default)
    #expect(taken[0] === plain2, "the last plain one, from under the badge")
    #expect(taken[1] === badge)
    #expect(taken[2] == nil, "never one of another kind")
    #expect(taken[3] === plain1)
    #expect(leftOver == nil)
  }

  @Test func letsGoOfOneKindOrOfEverything() {
    var spares = SpareObjects()
    spares.noteLiveRows(4)
    let (x1, y, x2) = (Thing(), Thing(), Thing())
    _ = spares.offer(x1, kind: "x")
    _ = spares.offer(y, kind: "y")
    _ = spares.offer(x2, kind: "x")
    let leavingX = spares.removeAll(kind: "x")
    #expect(leavingX.count == 2)
    #expect(leavingX.contains { $0 === x1 } && leavingX.contains { $0 === x2 })
    #expect(spares.count == 1)
    let leavingAll = spares.removeAll()
    #expect(leavingAll.count == 1 && leavingAll.first === y)
    #expect(spares.count == 0)
    #expect(spares.capacity == 4, "room stays for the rows to come")
  }
}
