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
  /// 300 messages; the first load gives the newest 50, and each previous
  /// page the 50 before the oldest shown. A page's answer waits until the
  /// test lets it go (`release`), or fails (`failNext`).
  @MainActor
  private final class Conversation {
    let source = SectionedDataSource<String>(items: [])
    let table: TableAdapter<SectionedDataSource<String>>
    let all = (0..<300).map { "message \($0)" }
    private(set) var oldestShown = 300
    private(set) var requests: [LoadKind] = []
    private var gates: [CheckedContinuation<Void, Never>] = []
    var failNext = false
    var window: TestWindow?

    /// `replacesEverything`: each page replaces every row (an app whose
    /// items have no identity), instead of inserting its rows.
    init(title: String, followsEnd: Bool = false, replacesEverything: Bool = false) {
      table = TableAdapter(dataSource: source)
      table.accessibleLabel = "Messages"
      table.followsEnd = followsEnd
      table.loads.operation = { [unowned self] request in
        requests.append(request.kind)
        if request.kind == .previousPage { await withCheckedContinuation { gates.append($0) } }
        if failNext {
          failNext = false
          throw LoadFailure.network("The server did not answer.")
        }
        let isOlder = request.kind == .previousPage
        let oldest = isOlder ? max(oldestShown - 50, 0) : 250
        let rows = Array(all[oldest..<(isOlder ? oldestShown : 300)])
        let everything = Array(all[oldest...])
        return LoadResult(hasPrevious: oldest > 0) { [unowned self] in
          oldestShown = oldest
          if isOlder, !replacesEverything {
            _ = try? source.insert(contentsOf: rows, at: IndexPath(section: 0, item: 0))
          } else {
            source.replaceSections(with: [.init(items: everything)])
          }
        }
      }
      window = TestWindow(showing: table.widget, title: title)
    }

    /// Lets the previous page asked for go on.
    func release() -> Bool {
      guard MainLoop.run(until: { !self.gates.isEmpty }) else { return false }
      gates.removeFirst().resume()
      return true
    }

    func load() -> Bool {
      table.beginLoading()
      let loaded = MainLoop.run(until: { self.table.index.totalItemCount == 50 })
      window?.settle()
      return loaded
    }
  }

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
}
