import PlaceholderCore
import Testing

@Suite("Shared style classes")
struct SharedStyleClassesTests {
  @Test func aNewLookAddsOneRuleAndALookInUseAddsNone() {
    var table = SharedStyleClasses<String>(prefix: "look-")
    let first = table.acquire("red")
    #expect(first.className == "look-1")
    #expect(first.changes.added == "look-1", "its rule must be added")
    let again = table.acquire("red")
    #expect(again.className == "look-1", "the same look shares its class")
    #expect(again.changes == .none, "and adds no rule: nothing else restyles")
    #expect(table.acquire("blue").className == "look-2")
    #expect(table.ruleCount == 2)
    #expect(table.users(of: "red") == 2)
  }

  @Test func aLookStaysWhileAnyoneUsesIt() {
    var table = SharedStyleClasses<String>(prefix: "look-", retention: 0)
    _ = table.acquire("red")
    _ = table.acquire("red")
    #expect(table.release("red") == .none)
    #expect(table.ruleCount == 1)
    #expect(table.release("red").removed == ["look-1"], "the last user gone, its rule goes")
    #expect(table.ruleCount == 0)
    #expect(table.release("red") == .none, "releasing what nobody holds does nothing")
  }

  @Test func theMostRecentUnusedLooksAreKeptUpToTheRetention() {
    var table = SharedStyleClasses<String>(prefix: "look-", retention: 2)
    for look in ["a", "b", "c"] { _ = table.acquire(look) }
    #expect(table.release("a") == .none)
    #expect(table.release("b") == .none)
    #expect(table.release("c").removed == ["look-1"], "the oldest unused look goes first")
    #expect(table.ruleCount == 2)
    let back = table.acquire("b")
    #expect(back.className == "look-2", "a kept look comes back with its rule")
    #expect(back.changes == .none)
  }

  @Test func flippingBetweenTwoLooksAddsNoRuleAfterTheFirstFlip() {
    var table = SharedStyleClasses<String>(prefix: "look-")
    var added = 0
    var removed = 0
    var current = "a"
    added += table.acquire(current).changes.added == nil ? 0 : 1
    for step in 0..<100 {
      let next = step % 2 == 0 ? "b" : "a"
      added += table.acquire(next).changes.added == nil ? 0 : 1
      removed += table.release(current).removed.count
      current = next
    }
    #expect(added == 2)
    #expect(removed == 0)
  }

  @Test func classNamesAreNeverReused() {
    var table = SharedStyleClasses<Int>(prefix: "look-", retention: 0)
    var names: Set<String> = []
    for look in 0..<20 {
      names.insert(table.acquire(look).className)
      _ = table.release(look)
    }
    #expect(names.count == 20)
    #expect(table.ruleCount == 0)
  }
}
