import CGtk
import PlaceholderCore
import PlaceholderTestSupport
import XCTest

@testable import GtkKit
@testable import PlaceholderGtk

/// A list that follows its end, on real rows: it opens at its last row,
/// follows rows added there while the user is at the end, and leaves a
/// user who scrolled away where they are, with a button that counts the
/// new rows and takes them back.
final class ListFollowsEndTests: GtkTestCase {
  @MainActor
  private final class Conversation {
    let source = StringsDataSource([(0..<200).map { "message \($0)" }])
    let table: TableAdapter<StringsDataSource>
    let window: TestWindow

    init() {
      table = TableAdapter(dataSource: source)
      table.accessibleLabel = "Messages"
      table.followsEnd = true
      table.loads.operation = { _ in LoadResult {} }
      window = TestWindow(showing: table.widget)
      table.beginLoading()
    }

    var adjustment: Adjustment { table.verticalAdjustment }
    var isAtEnd: Bool { abs(adjustment.value - (adjustment.upper - adjustment.pageSize)) < 1 }

    /// Adds `count` messages after the last.
    func receive(_ count: Int) {
      let first = source.sections[0].count
      source.sections[0] += (first..<first + count).map { "message \($0)" }
      table.performUpdates(.insertItems((first..<first + count).map { IndexPath(section: 0, item: $0) }))
    }
  }

  func testItOpensAtTheNewestAndFollowsNewMessagesThere() throws {
    onMain {
      let conversation = Conversation()
      defer { conversation.window.close() }
      XCTAssertTrue(
        MainLoop.run(until: { conversation.adjustment.upper > 2_000 && conversation.isAtEnd }), "opened at the end")
      conversation.receive(2)
      XCTAssertTrue(MainLoop.run(until: { conversation.table.index.totalItemCount == 202 }))
      XCTAssertTrue(MainLoop.run(until: { conversation.isAtEnd }), "the new messages came into view")
      XCTAssertTrue(conversation.table.machinery.rows.rowTops().keys.contains(201), "the last one is on screen")
      XCTAssertFalse(conversation.table.machinery.liveEnd.button?.isVisible ?? false, "no button at the end")
    }
  }

  func testAUserWhoScrolledAwayStaysAndTheButtonCountsAndTakesThemBack() throws {
    try onMain {
      var records: [Announcer.Record] = []
      Announcer.recorder = { records.append($0) }
      defer { Announcer.recorder = nil }
      let conversation = Conversation()
      defer { conversation.window.close() }
      XCTAssertTrue(MainLoop.run(until: { conversation.adjustment.upper > 2_000 && conversation.isAtEnd }))
      conversation.window.settle()
      conversation.adjustment.value = 300
      conversation.window.settle()
      let button = try XCTUnwrap(conversation.table.machinery.liveEnd.button, "away from the end: the button")
      XCTAssertTrue(button.isVisible)
      XCTAssertEqual(button.iconName, "go-bottom-symbolic")

      conversation.receive(3)
      conversation.window.settle()
      XCTAssertEqual(conversation.adjustment.value, 300, accuracy: 1, "the reader stays where they are")
      XCTAssertEqual(button.label, "3 new")
      XCTAssertTrue(records.contains { $0.announcement.message == "3 new" }, "\(records.map(\.announcement.message))")

      XCTAssertNotEqual(gtk_widget_activate(button.gtkWidget), 0)
      XCTAssertTrue(MainLoop.run(until: { conversation.isAtEnd && !button.isVisible }), "back at the newest")
      XCTAssertTrue(conversation.table.machinery.rows.rowTops().keys.contains(202))
    }
  }

  /// A list that follows its end asks for no next page there, even with
  /// paging on: its end is live, and following each page that lands would
  /// ask for the one after it, to the last.
  func testAListThatFollowsItsEndAsksForNoNextPageThere() {
    onMain {
      let source = StringsDataSource([(0..<60).map { "row \($0)" }])
      let table = TableAdapter(dataSource: source)
      table.followsEnd = true
      table.isLoadMoreEnabled = true
      var pages = 0
      table.loads.operation = { request in
        if request.kind == .nextPage { pages += 1 }
        return LoadResult(hasMore: true) {}
      }
      let window = TestWindow(showing: table.widget)
      defer { window.close() }
      table.beginLoading()
      XCTAssertTrue(MainLoop.run(until: { table.loads.state == .content(.canLoadMore) }))
      XCTAssertTrue(MainLoop.run(until: { table.machinery.rows.rowTops().keys.contains(59) }), "opened at the end")
      window.settle(frames: 10)
      XCTAssertEqual(pages, 0, "at the end, no page asked for")
    }
  }
}
