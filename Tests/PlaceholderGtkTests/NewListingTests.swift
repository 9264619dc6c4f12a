import CGtk
import PlaceholderCore
import PlaceholderTestSupport
import XCTest

@testable import GtkKit
@testable import PlaceholderGtk

/// Switching a list to a new listing on real widgets: the old rows leave
/// the screen at once and stay off it until the new rows come, a load
/// faster than the show delay never maps the loading placeholder, and the
/// loading indicators run on a clock the test moves (no sleeping).
final class NewListingTests: GtkTestCase {
  /// A table showing "Inbox 0…19", loaded through its delegate, on a
  /// manual clock.
  @MainActor
  private struct Mailbox {
    let source = StringsDataSource([(0..<20).map { "Inbox \($0)" }])
    let table: TableAdapter<StringsDataSource>
    let delegate = PagingDelegate()
    let clock = ManualLoadingClock()

    init() {
      table = TableAdapter(dataSource: source)
      table.delegate = delegate
      table.loads.clock = clock
      table.beginLoading()
      table.endRefreshing(hasMore: false)
    }

    /// The new folder's rows arrive.
    func deliver(_ name: String) {
      source.sections = [(0..<20).map { "\(name) \($0)" }]
      table.endRefreshing(hasMore: false)
    }

    /// The texts on screen (labels that are mapped).
    func textsOnScreen() -> [String] { WidgetTree.mappedLabelTexts(under: table.widget.gtkWidget) }
  }

  func testASlowNewListingShowsNoOldRowOnScreenUntilTheNewRowsCome() throws {
    try onMain {
      let mailbox = Mailbox()
      let table = mailbox.table
      let window = TestWindow(showing: table.widget)
      defer { window.close() }
      XCTAssertTrue(mailbox.textsOnScreen().contains("Inbox 3"), "the first folder shows")
      XCTAssertFalse(try WidgetSnapshot.render(table.widget).statistics.isBlank, "its rows are drawn")
      var states: [PageState] = []
      let token = table.loads.observe { states.append($0.state) }
      defer { token.cancel() }

      table.restartLoading()
      window.settle()
      XCTAssertTrue(table.placeholderSlot.hidesContent)
      XCTAssertFalse(mailbox.textsOnScreen().contains { $0.hasPrefix("Inbox") }, "\(mailbox.textsOnScreen())")
      XCTAssertEqual(gtk_widget_get_can_focus(table.scrolledWindow.gtkWidget), 0, "no old row takes the focus")
      XCTAssertNil(table.placeholderSlot.placeholder, "nothing shows before the delay")
      // A table that draws nothing at all has no image to render.
      let waiting = try? WidgetSnapshot.render(table.widget).statistics
      XCTAssertTrue(waiting?.isBlank ?? true, "the old rows are not drawn: \(String(describing: waiting))")

      mailbox.clock.advance(by: .milliseconds(300))
      window.settle()
      XCTAssertEqual(
        table.placeholderSlot.placeholder?.title, translate("Loading…"), "the loading placeholder after the delay")
      XCTAssertFalse(mailbox.textsOnScreen().contains { $0.hasPrefix("Inbox") })

      // The new rows come while the placeholder is held for its minimum time.
      mailbox.deliver("Sent")
      window.settle()
      XCTAssertTrue(table.placeholderSlot.hidesContent, "held: still loading on screen")
      XCTAssertFalse(mailbox.textsOnScreen().contains("Sent 3"))
      mailbox.clock.advance(by: .milliseconds(500))
      XCTAssertTrue(MainLoop.run(until: { !table.placeholderSlot.isShowing }))
      window.settle()
      let texts = mailbox.textsOnScreen()
      XCTAssertTrue(texts.contains("Sent 3"), "\(texts)")
      XCTAssertFalse(texts.contains { $0.hasPrefix("Inbox") }, "\(texts)")
      XCTAssertFalse(table.placeholderSlot.hidesContent)
      XCTAssertNotEqual(gtk_widget_get_can_focus(table.scrolledWindow.gtkWidget), 0)
      XCTAssertFalse(states.contains(.empty), "no empty state on the way: \(states)")
      XCTAssertEqual(states, [.loading, .content(.noMoreData)])
    }
  }

  func testALoadFasterThanTheDelayNeverMapsTheLoadingPlaceholder() {
    onMain {
      let mailbox = Mailbox()
      let table = mailbox.table
      let window = TestWindow(showing: table.widget)
      defer { window.close() }
      var maps = 0
      Signals.connect(table.placeholderSlot.root.gtkWidget, "map") { maps += 1 }
      var events: [PresentationEvent] = []
      table.placeholderSlot.eventHandler = { events.append($0) }

      table.restartLoading()
      window.settle()
      mailbox.clock.advance(by: .milliseconds(100))
      mailbox.deliver("Sent")
      window.settle()
      mailbox.clock.advance(by: .seconds(2))
      window.settle()
      XCTAssertEqual(maps, 0, "the loading placeholder was never mapped")
      XCTAssertEqual(events, [], "nor did it begin to appear")
      XCTAssertTrue(mailbox.textsOnScreen().contains("Sent 3"))
      XCTAssertFalse(table.placeholderSlot.hidesContent)
    }
  }

  func testARefreshKeepsItsRowsOnScreen() {
    onMain {
      let mailbox = Mailbox()
      let table = mailbox.table
      let window = TestWindow(showing: table.widget)
      defer { window.close() }
      table.beginRefreshing()
      mailbox.clock.advance(by: .seconds(1))
      window.settle()
      XCTAssertFalse(table.placeholderSlot.hidesContent)
      XCTAssertTrue(mailbox.textsOnScreen().contains("Inbox 3"), "a refresh keeps what is shown")
    }
  }

  func testAFailedNewListingReplacesTheOldRowsAndRetryKeepsThemHidden() {
    onMain {
      let mailbox = Mailbox()
      let table = mailbox.table
      let window = TestWindow(showing: table.widget)
      defer { window.close() }
      table.restartLoading()
      table.loads.fail(.network("offline"))
      window.settle()
      XCTAssertEqual(table.placeholderSlot.placeholder?.detail, .plain("offline"))
      XCTAssertFalse(mailbox.textsOnScreen().contains { $0.hasPrefix("Inbox") }, "the failure shows alone")
      table.loads.send(.retry)
      window.settle()
      XCTAssertTrue(table.placeholderSlot.hidesContent)
      mailbox.deliver("Spam")
      window.settle()
      XCTAssertTrue(mailbox.textsOnScreen().contains("Spam 3"))
    }
  }

  func testTheFooterSaysNoMoreDataOnlyAfterPaging() throws {
    try onMain {
      let source = StringsDataSource([(0..<3).map { "spam \($0)" }])
      let table = TableAdapter(dataSource: source)
      let delegate = PagingDelegate()
      table.delegate = delegate
      table.loads.clock = ManualLoadingClock()
      table.isLoadMoreEnabled = true
      table.beginLoading()
      table.endRefreshing(hasMore: false)
      let window = TestWindow(showing: table.widget)
      defer { window.close() }
      XCTAssertFalse(
        visibleTexts(under: table.listView.gtkWidget).contains(translate("No more data")),
        "three rows in one page: no footer")
      XCTAssertNil(table.machinery.sync.footer)

      // Another listing that pages twice, then ends.
      source.sections = [(0..<60).map { "row \($0)" }]
      table.restartLoading()
      table.endRefreshing(hasMore: true)
      table.loads.send(.loadMore)
      source.sections[0] += (60..<80).map { "row \($0)" }
      table.endRefreshing(hasMore: false)
      window.settle()
      XCTAssertEqual(table.loads.loadedPageCount, 2)
      XCTAssertEqual(table.machinery.sync.footer, .noMoreData)
      let adjustment = try XCTUnwrap(table.scrollAdjustment)
      gtk_adjustment_set_value(adjustment, gtk_adjustment_get_upper(adjustment))
      window.settle()
      XCTAssertEqual(visibleTexts(under: table.listView.gtkWidget).last, translate("No more data"))
    }
  }
}
