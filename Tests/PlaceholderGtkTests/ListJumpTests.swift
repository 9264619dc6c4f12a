import CGtk
import PlaceholderCore
import PlaceholderTestSupport
import XCTest

@testable import GtkKit
@testable import PlaceholderGtk

/// Jumps on real rows: to a loaded message, to one not loaded (its page is
/// asked for by key or by index, and paging goes on both ways from it),
/// and through a failed jump's Retry.
final class ListJumpTests: GtkTestCase {
  /// Waits until `key` is the message at the top of the view, and the view
  /// has stopped moving there.
  @MainActor
  private static func reachesTop(_ chat: Conversation, _ key: String) -> Bool {
    MainLoop.run(until: {
      guard !chat.table.machinery.scrollPosition.isBringingRow, let top = chat.table.scrollPosition else {
        return false
      }
      return top.itemKey == key && abs(top.offset) <= 0.5
    })
  }

  func testAJumpToALoadedMessageBringsItToTheTopWithTheFocus() throws {
    try onMain {
      let chat = Conversation(title: "jump-loaded")
      defer { chat.window?.close() }
      XCTAssertTrue(chat.load())
      chat.table.jump(to: .key("message 280"))
      XCTAssertTrue(Self.reachesTop(chat, "message 280"), "\(String(describing: chat.table.scrollPosition))")
      XCTAssertFalse(chat.requests.contains(.jump(to: .key("message 280"))), "a loaded message needs no load")
      let selection = try XCTUnwrap(
        chat.table.machinery.contentFocusHost as? TableSelection<SectionedDataSource<String>>)
      XCTAssertTrue(MainLoop.run(until: { selection.focusedPosition() == 30 }), "the keyboard is on it")
      XCTAssertNil(chat.table.selectedIndexPath, "focused, not selected")
    }
  }

  func testAJumpToAMessageNotLoadedAsksForItsPageAndPagesOnBothWays() {
    onMain {
      let chat = Conversation(title: "jump-unloaded")
      defer { chat.window?.close() }
      chat.gatesOlderPages = false
      XCTAssertTrue(chat.load())
      chat.table.jump(to: .key("message 120"))
      XCTAssertTrue(MainLoop.run(until: { chat.requests.contains(.jump(to: .key("message 120"))) }))
      XCTAssertTrue(Self.reachesTop(chat, "message 120"), "\(String(describing: chat.table.scrollPosition))")
      XCTAssertTrue(chat.table.loads.state.showsRows)
      XCTAssertEqual(chat.shown.lowerBound, 95, "its page, and the next one in reach below it")
      // Up to the start of its page: older messages come above without
      // moving what shows; then down to its end: newer ones come below.
      let adjustment = chat.table.verticalAdjustment
      adjustment.value = adjustment.lower
      XCTAssertTrue(MainLoop.run(until: { chat.shown.lowerBound == 45 }), "the page before it was asked")
      XCTAssertTrue(
        Self.reachesTop(chat, "message 95"),
        "what showed stays where it was: \(String(describing: chat.table.scrollPosition)) \(chat.shown) \(chat.requests)"
      )
      adjustment.value = adjustment.upper
      XCTAssertTrue(MainLoop.run(until: { chat.requests.contains(.nextPage) }), "and the page after it")
      XCTAssertTrue(MainLoop.run(until: { chat.shown.upperBound > 145 }))
    }
  }

  func testAJumpByIndexFindsTheRowFromWhereTheResultsStart() {
    onMain {
      let chat = Conversation(title: "jump-index")
      defer { chat.window?.close() }
      chat.gatesOlderPages = false
      XCTAssertTrue(chat.load())
      XCTAssertEqual(chat.table.loads.firstItemIndex, chat.shown.lowerBound, "the results say where they start")
      chat.table.jump(to: .index(60))
      XCTAssertTrue(Self.reachesTop(chat, "message 60"), "\(String(describing: chat.table.scrollPosition))")
      XCTAssertTrue(chat.requests.contains(.jump(to: .index(60))))
    }
  }

  /// A conversation whose jump to "message 10", not loaded, has failed.
  @MainActor
  private static func failedJump(title: String) -> Conversation {
    let chat = Conversation(title: title)
    chat.table.loads.retryPolicy = .off
    chat.gatesOlderPages = false
    XCTAssertTrue(chat.load())
    chat.failNext = true
    chat.table.jump(to: .key("message 10"))
    XCTAssertTrue(MainLoop.run(until: { chat.table.loads.state == .failed(.network("The server did not answer.")) }))
    return chat
  }

  func testRetryAfterAFailedJumpAsksForTheSamePageAndShowsTheMessage() {
    onMain {
      let chat = Self.failedJump(title: "jump-fails")
      defer { chat.window?.close() }
      XCTAssertTrue(MainLoop.run(until: { chat.table.placeholderSlot.isShowing }), "the failure shows with Retry")
      chat.table.loads.send(.retry)
      XCTAssertTrue(Self.reachesTop(chat, "message 10"), "\(String(describing: chat.table.scrollPosition))")
      XCTAssertEqual(chat.requests.filter { $0 == .jump(to: .key("message 10")) }.count, 2)
    }
  }

  /// Found by the GTK soak: a failed jump waits for Retry; rows the app
  /// puts in meanwhile end it quietly, with no warning that its page did
  /// not hold the item.
  func testRowsTheAppPutsInAfterAFailedJumpEndItWithoutAWarning() {
    onMain {
      let chat = Self.failedJump(title: "jump-fails-then-rows")
      defer { chat.window?.close() }
      let warnings = Diagnostics.warningCount
      chat.source.replaceSections(with: [.init(items: ["a message the app put in"])])
      XCTAssertTrue(MainLoop.run(until: { chat.table.loads.state.showsRows }))
      chat.window?.settle()
      XCTAssertNil(chat.table.machinery.jump.pending, "the jump ended")
      XCTAssertEqual(Diagnostics.warningCount, warnings, String(describing: Diagnostics.lastWarning))
    }
  }

  /// Found by the GTK soak: a jump, while a search the app runs in memory
  /// is on, to an item the search hides. Its page lands and the search
  /// filters it: the jump ends quietly, as the search decides what shows.
  func testAJumpToAnItemTheSearchHidesEndsQuietly() {
    onMain {
      let chat = Conversation(title: "jump-during-search")
      defer { chat.window?.close() }
      chat.gatesOlderPages = false
      let entry = SearchEntry()
      chat.table.bindSearch(to: entry) { [unowned chat] query in
        chat.shows = { query == nil || $0.contains(query ?? "") }
        chat.source.replaceSections(with: [.init(items: chat.source.sections.flatMap(\.items).filter(chat.shows))])
      }
      XCTAssertTrue(chat.load())
      entry.text = "message 2"
      XCTAssertTrue(MainLoop.run(until: { chat.table.loads.searchQuery == "message 2" }), "the search runs")
      chat.window?.settle()
      let warnings = Diagnostics.warningCount
      chat.table.jump(to: .key("message 10"))
      XCTAssertTrue(MainLoop.run(until: { chat.requests.contains(.jump(to: .key("message 10"))) }))
      XCTAssertTrue(MainLoop.run(until: { chat.table.machinery.jump.pending == nil }), "the jump ended")
      chat.window?.settle()
      XCTAssertEqual(Diagnostics.warningCount, warnings, String(describing: Diagnostics.lastWarning))
      XCTAssertFalse(chat.source.sections.flatMap(\.items).contains("message 10"), "the search hides it")
      XCTAssertEqual(chat.table.loads.searchQuery, "message 2", "the search stays")
    }
  }
}
