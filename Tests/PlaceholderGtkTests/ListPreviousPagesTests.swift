import CGtk
import PlaceholderCore
import PlaceholderTestSupport
import XCTest

@testable import GtkKit
@testable import PlaceholderGtk

/// Paging at the start of a list, on real rows: a conversation opens at
/// its newest messages and loads older ones above them as the user
/// scrolls up, without moving what the user looks at; a failed older page
/// is retried from the keyboard.
final class ListPreviousPagesTests: GtkTestCase {
  func testOlderMessagesLandAboveWithoutMovingTheRowOnScreen() throws {
    try olderMessagesLandAbove(replacingEverything: false)
  }

  func testOlderMessagesKeepTheRowOnScreenWhenEveryRowIsReplaced() throws {
    try olderMessagesLandAbove(replacingEverything: true)
  }

  private func olderMessagesLandAbove(replacingEverything: Bool) throws {
    try onMain {
      let chat = Conversation(title: "older-messages", replacesEverything: replacingEverything)
      defer { chat.window?.close() }
      XCTAssertTrue(chat.load())
      XCTAssertEqual(chat.table.loads.previousPagePhase, .loadingMore, "the start is in reach: older ones are asked")
      XCTAssertEqual(chat.requests, [.firstPage, .previousPage])
      // Somewhere between two rows' tops, so that a jump of any size shows.
      chat.table.verticalAdjustment.value = 37
      chat.window?.settle()
      let before = try XCTUnwrap(chat.table.scrollPosition)

      XCTAssertTrue(chat.release())
      XCTAssertTrue(MainLoop.run(until: { chat.table.index.totalItemCount == 100 }))
      if !replacingEverything {
        // Every frame painted from the landing on shows the same message
        // at the same place: no jump, not even for a frame.
        for frame in 1...4 {
          chat.window?.waitForFrames(1)
          let painted = try XCTUnwrap(chat.table.scrollPosition)
          XCTAssertEqual(painted.indexPath.item, before.indexPath.item + 50, "frame \(frame): \(painted)")
          XCTAssertEqual(painted.offset, before.offset, accuracy: 0.5, "frame \(frame)")
        }
      }
      chat.window?.settle()
      let after = try XCTUnwrap(chat.table.scrollPosition)
      XCTAssertEqual(after.indexPath.item, before.indexPath.item + 50, "the same message is at the top: \(after)")
      XCTAssertEqual(after.offset, before.offset, accuracy: 0.5, "to the pixel")
      XCTAssertEqual(chat.table.loads.state, .content(.noMoreData), "the end's phase is its own")
    }
  }

  func testAConversationOpensAtTheNewestAndPagesUpOnlyWhenScrolledUp() {
    onMain {
      let chat = Conversation(title: "opens-at-newest", followsEnd: true)
      defer { chat.window?.close() }
      XCTAssertTrue(chat.load())
      let adjustment = chat.table.verticalAdjustment
      XCTAssertTrue(
        MainLoop.run(until: {
          !chat.table.machinery.liveEnd.isScrollingToEnd
            && adjustment.value + adjustment.pageSize >= adjustment.upper - 1
        }), "opens at the newest")
      XCTAssertEqual(chat.requests, [.firstPage], "the start is far: nothing older is asked yet")
      XCTAssertEqual(chat.table.loads.previousPagePhase, .canLoadMore)

      adjustment.value = 0
      XCTAssertTrue(MainLoop.run(until: { chat.requests.count == 2 }))
      XCTAssertEqual(chat.requests.last, .previousPage)
      XCTAssertTrue(chat.release())
      XCTAssertTrue(MainLoop.run(until: { chat.table.index.totalItemCount == 100 }))
      XCTAssertEqual(chat.table.loads.previousPagePhase, .canLoadMore)
    }
  }

  func testAFailedOlderPageShowsRetryOverTheStartReachedWithUp() throws {
    try onMain {
      let title = "older-page-fails"
      let chat = Conversation(title: title)
      defer { chat.window?.close() }
      chat.table.loads.retryPolicy = .off
      chat.failNext = false
      XCTAssertTrue(chat.load())
      chat.failNext = true
      XCTAssertTrue(chat.release())
      XCTAssertTrue(MainLoop.run(until: { chat.table.loads.previousPagePhase.isFailed }))
      XCTAssertEqual(chat.table.index.totalItemCount, 50, "the rows stay")
      let bar = try XCTUnwrap(chat.table.machinery.previousPages.bar)
      XCTAssertTrue(MainLoop.run(until: { bar.widget.isMapped && bar.retryButton.isVisible }))
      XCTAssertEqual(bar.footer, .failed(.network("The server did not answer.")))

      chat.table.focus(position: 0)
      chat.window?.settle()
      XCTAssertTrue(RealInput.press("Up", title: title))
      XCTAssertTrue(
        MainLoop.run(until: { gtk_widget_has_focus(bar.retryButton.gtkWidget) != 0 }),
        "Up from the first message reaches Retry over the start")
      XCTAssertTrue(RealInput.press("Return", title: title))
      XCTAssertTrue(MainLoop.run(until: { chat.table.loads.previousPagePhase == .loadingMore }), "Retry asks again")
      XCTAssertTrue(MainLoop.run(until: { chat.requests.filter { $0 == .previousPage }.count == 2 }))
      XCTAssertTrue(chat.release())
      XCTAssertTrue(MainLoop.run(until: { chat.table.index.totalItemCount == 100 }))
      XCTAssertTrue(MainLoop.run(until: { !bar.widget.isVisible }), "the bar goes with the failure")
    }
  }

  /// A first page slow enough for the loading placeholder lands while the
  /// rows are hidden under it (its minimum time): the conversation opens at
  /// its newest once they show, and asks for nothing older meanwhile.
  func testASlowFirstPageStillOpensAtTheNewest() {
    onMain {
      let source = SectionedDataSource<String>(items: [])
      let table = TableAdapter(dataSource: source)
      table.followsEnd = true
      let clock = ManualLoadingClock()
      table.loads.clock = clock
      let delegate = PagingDelegate()
      table.delegate = delegate
      let window = TestWindow(showing: table.widget)
      defer { window.close() }
      table.beginLoading()
      clock.advance(by: .milliseconds(300))
      XCTAssertTrue(MainLoop.run(until: { table.placeholderSlot.isShowing }), "the loading placeholder shows")
      source.replaceSections(with: [.init(items: (0..<60).map { "message \($0)" })])
      table.loads.succeed(hasPrevious: true)
      window.settle()
      XCTAssertFalse(table.scrolledWindow.isMapped, "the rows wait for the placeholder's minimum time")
      clock.advance(by: .milliseconds(600))
      let adjustment = table.verticalAdjustment
      XCTAssertTrue(
        MainLoop.run(until: {
          !table.machinery.liveEnd.isScrollingToEnd && adjustment.upper > adjustment.pageSize
            && adjustment.value + adjustment.pageSize >= adjustment.upper - 1
        }), "it opens at the newest")
      window.settle()
      XCTAssertEqual(table.loads.previousPagePhase, .canLoadMore, "nothing older was asked for")
    }
  }
}
