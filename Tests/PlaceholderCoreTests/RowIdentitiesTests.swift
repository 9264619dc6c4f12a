import PlaceholderCore
import Testing

@Suite("Row identities")
struct RowIdentitiesTests {
  /// Rows 0…9 with identities 100…109.
  private func tenRows() -> RowIdentities {
    let rows = RowIdentities()
    for position in 0..<10 { rows.remember(UInt(100 + position), at: position) }
    return rows
  }

  @Test func aRowKeepsItsIdentityUntilAChangeTouchesIt() {
    let rows = tenRows()
    rows.apply(Splice(position: 3, removed: 0, added: 2))
    #expect(rows.identity(at: 2) == 102, "rows before the splice stay")
    #expect(rows.identity(at: 3) == nil, "inserted rows have none yet")
    #expect(rows.identity(at: 4) == nil)
    #expect(rows.identity(at: 5) == 103, "rows after it move and keep theirs")
    #expect(rows.identity(at: 11) == 109)
    #expect(rows.position(of: 109) == 11)
    #expect(rows.count == 10)
  }

  @Test func removedAndReplacedRowsLoseTheirIdentities() {
    let rows = tenRows()
    let dropped = rows.apply(Splice(position: 2, removed: 3, added: 1))
    #expect(Set(dropped) == [102, 103, 104])
    #expect(rows.identity(at: 2) == nil, "the replacement is a new row")
    #expect(rows.identity(at: 3) == 105)
    #expect(rows.position(of: 103) == nil)
    #expect(rows.count == 7)
  }

  @Test func replacedRowsCanKeepTheirIdentitiesForTheRowsReplacingThem() {
    let rows = tenRows()
    let reused = rows.applyReusingReplaced(Splice(position: 2, removed: 3, added: 2))
    #expect(Set(reused) == [102, 103], "as many as both sides have")
    #expect(rows.identity(at: 2) == 102, "the replacing row stands where the replaced one stood")
    #expect(rows.identity(at: 3) == 103)
    #expect(rows.position(of: 104) == nil, "the third replaced row has no row left")
    #expect(rows.identity(at: 4) == 105, "the rows after move as before")
    #expect(rows.position(of: 109) == 8)
    #expect(rows.count == 9)
  }

  @Test func theRowsReachingTheLastIdentityAreCountedFromAPosition() {
    let rows = tenRows()
    #expect(rows.rowsReachingLastIdentity(from: 0) == 10)
    #expect(rows.rowsReachingLastIdentity(from: 7) == 3)
    #expect(rows.rowsReachingLastIdentity(from: 10) == 0)
    rows.forget(109)
    #expect(rows.rowsReachingLastIdentity(from: 7) == 2)
    #expect(RowIdentities().rowsReachingLastIdentity(from: 0) == 0)
  }

  @Test func removalsAndInsertionsReuseNoIdentity() {
    let rows = tenRows()
    #expect(rows.applyReusingReplaced(Splice(position: 2, removed: 2, added: 0)).isEmpty)
    #expect(rows.identity(at: 2) == 104)
    #expect(rows.applyReusingReplaced(Splice(position: 0, removed: 0, added: 3)).isEmpty)
    #expect(rows.identity(at: 0) == nil)
    #expect(rows.identity(at: 3) == 100)
  }

  @Test func aFullReloadForgetsEveryRow() {
    let rows = tenRows()
    let dropped = rows.apply(Splice(position: 0, removed: 10, added: 10))
    #expect(dropped.count == 10)
    #expect(rows.count == 0)
  }

  @Test func anEmptySpliceChangesNothing() {
    let rows = tenRows()
    #expect(rows.apply(Splice(position: 4, removed: 0, added: 0)).isEmpty)
    #expect(rows.identity(at: 4) == 104)
  }

  @Test func forgettingAnIdentityFreesItsRow() {
    let rows = tenRows()
    rows.forget(104)
    #expect(rows.identity(at: 4) == nil)
    rows.forget(104)
    rows.remember(200, at: 4)
    #expect(rows.position(of: 200) == 4)
    rows.remember(200, at: 6)
    #expect(rows.identity(at: 4) == nil, "an identity stands for one row at a time")
    #expect(rows.position(of: 106) == nil, "the row's old identity is replaced")
  }

  @Test(arguments: [false, true])
  func manySplicesAgreeWithAModelOfTheRows(reusingReplaced: Bool) {
    // The rows as a plain array of identities (nil: none), spliced the
    // obvious way, must agree with the table after every step; reusing,
    // a replaced row's identity stays with the row replacing it.
    var model: [UInt?] = (0..<10).map { UInt(100 + $0) }
    let rows = tenRows()
    let splices = [
      Splice(position: 0, removed: 1, added: 0), Splice(position: 5, removed: 0, added: 3),
      Splice(position: 2, removed: 2, added: 2), Splice(position: 9, removed: 1, added: 0),
      Splice(position: 0, removed: 0, added: 1), Splice(position: 1, removed: 4, added: 2),
      Splice(position: 3, removed: 1, added: 3),
    ]
    for splice in splices {
      let kept =
        reusingReplaced ? Array(model[splice.position..<(splice.position + min(splice.removed, splice.added))]) : []
      let fresh = Array(repeating: UInt?.none, count: splice.added - kept.count)
      model.replaceSubrange(splice.position..<(splice.position + splice.removed), with: kept + fresh)
      if reusingReplaced {
        #expect(Set(rows.applyReusingReplaced(splice)) == Set(kept.compactMap { $0 }), "\(splice)")
      } else {
        rows.apply(splice)
      }
      for (position, identity) in model.enumerated() {
        #expect(rows.identity(at: position) == identity, "\(splice) at \(position)")
      }
      #expect(rows.count == model.compactMap { $0 }.count)
    }
  }
}
