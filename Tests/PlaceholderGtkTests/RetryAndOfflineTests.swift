import CGtk
import PlaceholderCore
import PlaceholderTestSupport
import XCTest

@testable import GtkKit
@testable import PlaceholderGtk

/// What a list shows about retries and the network, on real widgets: the
/// countdown under a failure with Retry Now, Retry held while offline, the
/// strip over rows kept offline, and the next page held on a metered
/// connection. The network is the list's own status here (no monitor);
/// NetworkFollowingTests takes it from the system's monitor for real.
final class RetryAndOfflineTests: GtkTestCase {
  /// A table that loads through `operation`, on a clock the test moves,
  /// following no monitor, shown.
  @MainActor
  private final class Fixture {
    let source = StringsDataSource([[]])
    let table: TableAdapter<StringsDataSource>
    let clock = ManualLoadingClock()
    var window: TestWindow?
    var attempts = 0
    var outcome: @MainActor () throws -> [String] = { throw LoadFailure.network("The server timed out.") }

    init() {
      table = TableAdapter(dataSource: source)
      table.accessibleLabel = "Headlines"
      table.networkMonitor = nil
      table.loads.clock = clock
      table.loads.retryPolicy = .standard
      table.loads.reconnectJitter = { 0 }
      table.loads.indicatorTiming = LoadingIndicatorTiming(showDelay: .zero, minimumDuration: .zero)
      table.loads.operation = { [unowned self] _ in
        attempts += 1
        let rows = try outcome()
        return LoadResult(hasMore: false) { [source] in source.sections = [rows] }
      }
    }

    func show() {
      window = TestWindow(showing: table.widget)
    }

    var detail: String { table.placeholderSlot.view.detail.text }
    var button: Button { table.placeholderSlot.view.button }

    /// Waits for the load in flight to end.
    func settle() -> Bool { MainLoop.run(until: { self.table.loads.currentRequest == nil }) }
  }

  func testAFailureCountsDownUnderItsDetailAndRetriesByItselfWithTheFocusKept() {
    onMain {
      let fixture = Fixture()
      fixture.show()
      defer { fixture.window?.close() }
      fixture.table.beginLoading()
      XCTAssertTrue(fixture.settle())
      XCTAssertTrue(MainLoop.run(until: { fixture.detail.contains("Retrying in 2 seconds") }), fixture.detail)
      XCTAssertTrue(fixture.detail.hasPrefix("The server timed out."), "the failure's words first")
      XCTAssertEqual(fixture.button.label, "Retry Now")
      XCTAssertTrue(MainLoop.run(until: { fixture.button.isFocus }), "the failure took the focus to its button")

      fixture.clock.advance(by: .seconds(1))
      XCTAssertTrue(MainLoop.run(until: { fixture.detail.contains("Retrying in 1 second") }), fixture.detail)
      fixture.window?.settle()
      XCTAssertTrue(fixture.button.isFocus, "the countdown moves in place: the focus stays on Retry Now")
      XCTAssertEqual(fixture.attempts, 1)

      fixture.outcome = { ["Back"] }
      fixture.clock.advance(by: .seconds(1))
      XCTAssertTrue(fixture.settle())
      XCTAssertEqual(fixture.attempts, 2, "retried by itself, once")
      XCTAssertTrue(
        MainLoop.run(until: { fixture.table.index.totalItemCount == 1 && !fixture.table.placeholderSlot.isShowing }))
    }
  }

  func testRetryNowTriesAtOnceAndOffLeavesTheFailureAsItWas() {
    onMain {
      let fixture = Fixture()
      fixture.show()
      defer { fixture.window?.close() }
      fixture.table.beginLoading()
      XCTAssertTrue(fixture.settle())
      XCTAssertTrue(MainLoop.run(until: { fixture.button.label == "Retry Now" }))
      fixture.window?.settle()
      XCTAssertNotEqual(gtk_widget_activate(fixture.button.gtkWidget), 0, "Retry Now pressed")
      XCTAssertTrue(MainLoop.run(until: { fixture.attempts == 2 }), "Retry Now tried at once")

      let quiet = Fixture()
      quiet.table.loads.retryPolicy = .off
      quiet.show()
      defer { quiet.window?.close() }
      quiet.table.beginLoading()
      XCTAssertTrue(quiet.settle())
      XCTAssertTrue(MainLoop.run(until: { quiet.table.placeholderSlot.isShowing }))
      XCTAssertEqual(quiet.detail, "The server timed out.", "no countdown")
      XCTAssertEqual(quiet.button.label, "Retry")
      quiet.clock.advance(by: .seconds(60))
      quiet.window?.settle()
      XCTAssertEqual(quiet.attempts, 1)
    }
  }

  func testRetryPressedOfflineSendsNothingAndSaysSoAndTheNetworkBringsTheLoad() {
    onMain {
      var records: [Announcer.Record] = []
      Announcer.recorder = { records.append($0) }
      defer { Announcer.recorder = nil }
      let fixture = Fixture()
      fixture.table.loads.networkStatus = .offline
      fixture.outcome = { throw CocoaLikeError() }
      fixture.show()
      defer { fixture.window?.close() }
      fixture.table.beginLoading()
      XCTAssertTrue(fixture.settle())
      XCTAssertTrue(MainLoop.run(until: { fixture.detail.contains("It will load when the network is back.") }))
      XCTAssertTrue(fixture.detail.hasPrefix("This computer is offline."), fixture.detail)

      fixture.window?.settle()
      records.removeAll()
      XCTAssertNotEqual(gtk_widget_activate(fixture.button.gtkWidget), 0, "Retry pressed")
      // A button clicks a moment after it is activated.
      XCTAssertTrue(MainLoop.run(until: { fixture.detail.contains("Still offline.") }), fixture.detail)
      fixture.window?.settle()
      XCTAssertEqual(fixture.attempts, 1, "Retry offline sends nothing to time out")
      XCTAssertTrue(
        records.contains { $0.announcement.message.hasPrefix("Still offline.") && $0.announcement.priority == .high },
        "and a screen reader hears it: \(records.map(\.announcement.message))")

      fixture.outcome = { ["Back"] }
      fixture.table.loads.networkStatus = .online
      fixture.clock.advance(by: .milliseconds(500))
      XCTAssertTrue(MainLoop.run(until: { fixture.table.index.totalItemCount == 1 }), "back: it loads by itself")
      XCTAssertEqual(fixture.attempts, 2)
    }
  }

  func testGoingOfflineOverRowsKeepsThemAndSaysSoOnTheStrip() {
    onMain {
      var records: [Announcer.Record] = []
      Announcer.recorder = { records.append($0) }
      defer { Announcer.recorder = nil }
      let fixture = Fixture()
      fixture.outcome = { ["One", "Two"] }
      fixture.show()
      defer { fixture.window?.close() }
      fixture.table.beginLoading()
      XCTAssertTrue(fixture.settle())
      XCTAssertNil(fixture.table.machinery.offlineStrip.visibleText, "online: no strip")

      fixture.table.loads.networkStatus = .offline
      fixture.window?.settle()
      XCTAssertEqual(fixture.table.machinery.offlineStrip.visibleText, "Offline. Showing what was loaded before.")
      XCTAssertEqual(fixture.table.index.totalItemCount, 2, "the rows stay")
      XCTAssertFalse(fixture.table.placeholderSlot.isShowing, "no placeholder over good rows")
      XCTAssertTrue(records.contains { $0.announcement.message == "Offline. Showing what was loaded before." })

      fixture.table.offlineText = "Saved headlines."
      XCTAssertEqual(fixture.table.machinery.offlineStrip.visibleText, "Saved headlines.", "the app's own words")
      fixture.table.loads.networkStatus = NetworkStatus(reach: .limited)
      XCTAssertEqual(fixture.table.offlineNotice, "Saved headlines.")

      fixture.table.loads.networkStatus = .online
      fixture.window?.settle()
      XCTAssertNil(fixture.table.machinery.offlineStrip.visibleText, "back: the strip goes")
    }
  }

  func testAListThatLoadsNothingShowsNoOfflineStripUntilItHasSomewhereToLoad() {
    onMain {
      let source = StringsDataSource([["Local", "Rows"]])
      let table = TableAdapter(dataSource: source)
      table.accessibleLabel = "Local rows"
      table.networkMonitor = nil
      let window = TestWindow(showing: table.widget)
      defer { window.close() }
      table.reloadData()
      table.loads.networkStatus = .offline
      window.settle()
      XCTAssertNil(table.machinery.offlineStrip.visibleText, "its rows were not loaded: none is old")
      XCTAssertNil(table.offlineNotice)

      let delegate = RecordingDelegate<String>()
      table.delegate = delegate
      XCTAssertEqual(
        table.machinery.offlineStrip.visibleText, "Offline. Showing what was loaded before.",
        "a delegate is somewhere to load")
      XCTAssertEqual(table.offlineNotice, "Offline. Showing what was loaded before.")
      table.delegate = nil
      XCTAssertNil(table.offlineNotice)
      window.settle()
      XCTAssertNil(table.machinery.offlineStrip.visibleText)

      table.loads.operation = { _ in LoadResult(hasMore: false) {} }
      XCTAssertNotNil(table.machinery.offlineStrip.visibleText, "an operation is too")
    }
  }

  func testAListFollowsTheSystemsNetworkOnceItHasSomewhereToLoad() {
    onMain {
      let table = TableAdapter(dataSource: StringsDataSource([["Local", "Rows"]]))
      table.accessibleLabel = "Local rows"
      let window = TestWindow(showing: table.widget)
      defer { window.close() }
      XCTAssertNil(table.machinery.followedNetwork, "nothing to load: the system's monitor is not asked")
      XCTAssertEqual(table.loads.networkStatus, .online)

      table.loads.operation = { _ in LoadResult(hasMore: false) {} }
      let system = NetworkMonitor.system
      XCTAssertTrue(table.machinery.followedNetwork?.monitor === system, "an operation: it follows the system's")
      XCTAssertEqual(table.loads.networkStatus, system.status)

      let other = TableAdapter(dataSource: StringsDataSource([["Local"]]))
      other.accessibleLabel = "Other rows"
      let delegate = RecordingDelegate<String>()
      other.delegate = delegate
      XCTAssertTrue(other.machinery.followedNetwork?.monitor === system, "a delegate is somewhere to load too")

      let mine = TableAdapter(dataSource: StringsDataSource([["Local"]]))
      mine.accessibleLabel = "My rows"
      mine.networkMonitor = nil
      mine.loads.operation = { _ in LoadResult(hasMore: false) {} }
      XCTAssertNotNil(mine.machinery.followedNetwork)
      XCTAssertNil(mine.networkMonitor, "the app's choice of none stays")
    }
  }

  func testAFailedPageCountsDownInItsFooterWithTheFocusKeptOnRetryNow() throws {
    try onMain {
      let clock = ManualLoadingClock()
      let paged = PagedTable { table in
        table.loads.clock = clock
        table.loads.retryPolicy = .standard
        table.networkMonitor = nil
      }
      let (table, delegate, window) = (paged.table, paged.delegate, paged.window)
      defer { window.close() }
      try paged.scrollToTheEnd()
      XCTAssertEqual(delegate.pages, 1)
      table.loads.fail(.network("The connection dropped."))
      window.settle()
      try paged.scrollToTheEnd()  // the footer row, in view
      let view = try XCTUnwrap(table.machinery.rows.pagingFooterView, "the footer row shows")
      let texts = { WidgetTree.mappedLabelTexts(under: view.widget.gtkWidget) }
      XCTAssertTrue(texts().contains("The connection dropped. Retrying in 2 seconds"), "\(texts())")
      XCTAssertEqual((view.retryButton as? Button)?.label, "Retry Now")
      XCTAssertTrue(view.retryButton.grabFocus())

      clock.advance(by: .seconds(1))
      window.settle()
      XCTAssertTrue(texts().contains("The connection dropped. Retrying in 1 second"), "\(texts())")
      XCTAssertTrue(view.retryButton.isFocus, "the countdown moves in place: the focus stays on Retry Now")
      XCTAssertEqual(delegate.pages, 1)
      clock.advance(by: .seconds(1))
      XCTAssertTrue(MainLoop.run(until: { delegate.pages == 2 }), "the page is asked for again, by itself")
      XCTAssertEqual(table.index.count, 60, "the rows stay")
    }
  }

  func testAMeteredConnectionHoldsTheNextPageForLoadMore() throws {
    try onMain {
      let paged = PagedTable { table in
        table.networkMonitor = nil
        table.loads.networkStatus = NetworkStatus(reach: .online, isMetered: true)
        table.loads.holdsPagingOnMeteredNetwork = true
      }
      let (table, delegate, window) = (paged.table, paged.delegate, paged.window)
      defer { window.close() }
      try paged.scrollToTheEnd()
      XCTAssertEqual(delegate.pages, 0, "the end came into view: nothing asked on a metered connection")
      let view = try XCTUnwrap(table.machinery.rows.pagingFooterView, "the footer row shows")
      XCTAssertEqual(view.footer, .heldOnMeteredNetwork)
      XCTAssertEqual((view.retryButton as? Button)?.label, "Load More")
      gtk_widget_activate(view.retryButton.gtkWidget)
      XCTAssertTrue(MainLoop.run(until: { delegate.pages == 1 }), "Load More asks for it")
    }
  }
}

/// An error the app did not classify.
private struct CocoaLikeError: Error {}
