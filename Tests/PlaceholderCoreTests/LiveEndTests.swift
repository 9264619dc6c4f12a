import Testing

@testable import PlaceholderCore

/// A list that follows its end: the decisions, headless.
@Suite("Following the end")
struct LiveEndTests {
  @Test func theListOpensAtItsEndAndFollowsNewRowsWhileThere() {
    var live = LiveEnd()
    #expect(live.firstRowsShown() == .scrollToEnd)
    #expect(live.rowsAddedAtEnd(2) == .scrollToEnd, "at the end, new rows come into view")
    #expect(!live.showsJumpButton)
    #expect(live.rowsAddedAtEnd(0) == .stay)
  }

  @Test func awayFromTheEndNewRowsAreCountedAndTheButtonTakesTheUserBack() {
    var live = LiveEnd()
    _ = live.firstRowsShown()
    live.viewMoved(isAtEnd: false)
    #expect(live.showsJumpButton)
    #expect(live.jumpButtonLabel == nil, "an arrow alone until rows come")
    #expect(live.jumpButtonAccessibleLabel == "Jump to the Newest")
    #expect(live.rowsAddedAtEnd(3) == .stay, "the user stays where they are")
    #expect(live.rowsAddedAtEnd(1) == .stay)
    #expect(live.jumpButtonLabel == "4 new")
    #expect(live.jumpButtonAccessibleLabel == "Jump to the Newest (4 new)")
    #expect(live.jumpedToEnd() == .scrollToEnd)
    #expect(live.unseenCount == 0)
    #expect(!live.showsJumpButton)
  }

  @Test func aNextPageAtTheEndIsNeitherFollowedNorCounted() {
    var live = LiveEnd()
    _ = live.firstRowsShown()
    #expect(live.rowsAddedAtEnd(20, byNextPage: true) == .stay, "following it would page to the last page")
    live.viewMoved(isAtEnd: false)
    _ = live.rowsAddedAtEnd(20, byNextPage: true)
    #expect(live.unseenCount == 0)
  }

  @Test func scrollingBackToTheEndClearsTheCount() {
    var live = LiveEnd()
    live.viewMoved(isAtEnd: false)
    _ = live.rowsAddedAtEnd(5)
    live.viewMoved(isAtEnd: true)
    #expect(live.unseenCount == 0)
    #expect(!live.showsJumpButton)
  }

  @Test func theEndIsWithinAboutARow() {
    #expect(LiveEnd.isAtEnd(offset: 952, pageSize: 500, contentLength: 1_500))
    #expect(!LiveEnd.isAtEnd(offset: 900, pageSize: 500, contentLength: 1_500))
    #expect(LiveEnd.isAtEnd(offset: 0, pageSize: 500, contentLength: 200), "rows shorter than the view")
  }

  @Test func onlyRowsInsertedAfterTheLastCountAsAddedAtTheEnd() {
    let index = FlatIndex(sections: [SectionShape(itemCount: 5), SectionShape(itemCount: 4)])
    let tail = ChangeSet(insertedItems: [IndexPath(section: 1, item: 2), IndexPath(section: 1, item: 3)])
    #expect(LiveEnd.addedAtEnd(by: tail, in: index) == 2)
    let middle = ChangeSet(insertedItems: [IndexPath(section: 0, item: 1)])
    #expect(LiveEnd.addedAtEnd(by: middle, in: index) == 0)
    let section = ChangeSet(insertedSections: [1])
    #expect(LiveEnd.addedAtEnd(by: section, in: index) == 4)
    #expect(LiveEnd.addedAtEnd(by: nil, in: index) == 0, "a reload adds none at the end")
  }
}
