import CGtk
import PlaceholderCore
import PlaceholderTestSupport
import XCTest

@testable import GtkKit
@testable import PlaceholderGtk

/// Storms (issue 8): a user hammering Retry, data flipping between empty and
/// full thousands of times, reloads arriving while the placeholder fades.
/// Each ends in the right state, with the placeholder's lifecycle balanced
/// and the window still painting. Resident memory before and after is
/// printed (`RELIABILITY rss …`) and must not grow by more than a generous
/// bound, so a real leak fails while noise does not.
final class ReliabilityStormTests: GtkTestCase {
  // MARK: - Retry

  func testAThousandRetryActivationsWhileALoadRunsStartExactlyOneLoad() throws {
    try onMain {
      let source = StringsDataSource([[]])
      let table = TableAdapter(dataSource: source)
      table.loads.indicatorTiming = .immediate  // the loading placeholder at once
      let loader = GatedLoader()
      table.setLoadOperation(loader.operation(filling: source))
      let window = TestWindow(showing: table.widget)
      defer { window.close() }

      // The first load fails: the network error placeholder offers Retry.
      table.beginLoading()
      XCTAssertTrue(MainLoop.run(until: { loader.isWaiting }))
      loader.open(.fail)
      XCTAssertTrue(MainLoop.run(until: { isFailed(table.loads.state) }))
      window.settle()
      let retry = try XCTUnwrap(placeholderButton(in: table.placeholderSlot))
      XCTAssertNotEqual(gtk_widget_get_visible(retry), 0, "the failed placeholder shows its Retry button")
      XCTAssertEqual(loader.started, 1)

      // A thousand clicks, the main loop turning between them; the first
      // starts a load, which waits at the gate through all the others.
      let residentBefore = residentKiB()
      for _ in 0..<stormCount(1_000) {
        emitClicked(retry)
        MainLoop.iterateOnce()
      }
      XCTAssertEqual(loader.started, 2, "one load for the first click, none for all the others")
      XCTAssertEqual(loader.mostInFlight, 1, "never two loads at once")
      XCTAssertEqual(table.loads.state, .loading)
      XCTAssertTrue(table.placeholderSlot.isShowing, "the loading placeholder shows meanwhile")

      loader.open(.succeed(rows: 40))
      XCTAssertTrue(MainLoop.run(until: { table.loads.state == .content(.noMoreData) }))
      XCTAssertTrue(MainLoop.run(until: { table.placeholderSlot.phase == .hidden }, timeoutSeconds: 5))
      window.settle()
      reportResident("retry-storm", before: residentBefore, after: residentKiB())
      XCTAssertLessThan(residentKiB() - residentBefore, residentGrowthLimitKiB)

      XCTAssertEqual(loader.started, 2)
      XCTAssertEqual(table.index.count, 40)
      XCTAssertEqual(Array(visibleTexts(under: table.listView.gtkWidget).prefix(3)), ["row 0", "row 1", "row 2"])
    }
  }

  func testRetryHammeredWhileLoadsKeepFailingRunsOneLoadAtATime() throws {
    try onMain {
      let source = StringsDataSource([[]])
      let table = TableAdapter(dataSource: source)
      let loader = GatedLoader()
      loader.immediateOutcome = .fail
      table.setLoadOperation(loader.operation(filling: source))
      let window = TestWindow(showing: table.widget)
      defer { window.close() }
      table.beginLoading()
      XCTAssertTrue(MainLoop.run(until: { isFailed(table.loads.state) }))
      let retry = try XCTUnwrap(placeholderButton(in: table.placeholderSlot))

      // Loads now fail as fast as they start: clicks land in every state,
      // failed and loading alike. Every tenth click waits for the load in
      // flight to end, so that some clicks surely land on a failure: a busy
      // main loop may otherwise keep one load in flight through the storm.
      for click in 0..<stormCount(1_000) {
        emitClicked(retry)
        MainLoop.iterateOnce()
        if click % 10 == 9 { MainLoop.run(until: { loader.inFlight == 0 }) }
      }
      // The last click's load may not have started yet when none is in
      // flight (its task is queued on a busy main loop): wait for the end.
      XCTAssertTrue(
        MainLoop.run(until: { loader.inFlight == 0 && isFailed(table.loads.state) }), "the storm ends failed")
      XCTAssertEqual(loader.mostInFlight, 1, "never two loads at once")
      XCTAssertGreaterThan(loader.started, 2, "clicks after a failure retried")
      XCTAssertLessThan(loader.started, stormCount(1_000) + 1, "clicks during a load were coalesced")
      // The last click's load may still be fading its placeholder out: wait
      // for the failed one to come back rather than expect it at once.
      XCTAssertTrue(MainLoop.run(until: { table.placeholderSlot.isShowing }))

      // The network comes back: one more Retry brings the rows.
      loader.immediateOutcome = .succeed(rows: 40)
      window.settle()
      emitClicked(retry)
      XCTAssertTrue(MainLoop.run(until: { table.loads.state == .content(.noMoreData) }))
      XCTAssertTrue(MainLoop.run(until: { table.placeholderSlot.phase == .hidden }, timeoutSeconds: 5))
      XCTAssertEqual(table.index.count, 40)
      XCTAssertEqual(loader.finished, loader.started, "every load ended")
    }
  }

  // MARK: - Empty and content toggles

  func testTenThousandReloadsBetweenEmptyAndContentEndRight() throws {
    onMain {
      let source = StringsDataSource([[]])
      let table = TableAdapter(dataSource: source)
      table.register(RecordingCell.init)
      table.reloadData()
      let window = TestWindow(showing: table.widget)
      defer { window.close() }
      let checker = LifecycleChecker(slot: table.placeholderSlot)
      let rows = (0..<40).map { "row \($0)" }
      @MainActor func toggle(_ index: Int) {
        source.sections = index.isMultiple(of: 2) ? [rows] : [[]]
        table.reloadData()
        if index.isMultiple(of: 10) { turnMainLoop() }
      }
      // Warm up (caches, the cell pool) before measuring.
      for index in 0..<stormCount(200) { toggle(index) }
      window.settle()
      let residentBefore = residentKiB()
      var framesPainted = 0
      MainLoopCallbacks.everyFrame(of: window.pointer) { _ in
        framesPainted += 1
        return true
      }

      for index in 0..<stormCount(10_000) { toggle(index) }  // ends on an odd index: empty
      XCTAssertTrue(MainLoop.run(until: { table.placeholderSlot.phase == .shown }, timeoutSeconds: 5))
      window.settle()
      let residentAfter = residentKiB()
      reportResident("toggle-storm-reload", before: residentBefore, after: residentAfter)

      XCTAssertGreaterThan(framesPainted, 0, "the window went on painting through the storm")
      XCTAssertLessThan(residentAfter - residentBefore, residentGrowthLimitKiB)
      XCTAssertEqual(table.index.count, 0)
      XCTAssertEqual(modelRowCount(of: table), 0)
      XCTAssertEqual(table.placeholderSlot.placeholder, .noContent())
      XCTAssertTrue(checker.violations.isEmpty, "\(checker.violations)")
      XCTAssertTrue(checker.isBalanced, "\(checker.counts)")

      toggle(0)
      XCTAssertTrue(MainLoop.run(until: { table.placeholderSlot.phase == .hidden }, timeoutSeconds: 5))
      window.settle()
      XCTAssertEqual(modelRowCount(of: table), 40)
      XCTAssertEqual(Array(visibleTexts(under: table.listView.gtkWidget).prefix(2)), ["row 0", "row 1"])
      XCTAssertTrue(checker.isBalanced, "\(checker.counts)")
    }
  }

  func testTenThousandSectionedMutationsBetweenEmptyAndContentEndRight() throws {
    try onMain {
      let source = SectionedDataSource<String>(sections: [.init(items: [])])
      let table = TableAdapter(dataSource: source)
      table.reloadData()
      let window = TestWindow(showing: table.widget)
      defer { window.close() }
      let checker = LifecycleChecker(slot: table.placeholderSlot)
      let rows = (0..<40).map { "row \($0)" }
      // Each way the data source can go from empty to full and back.
      @MainActor func toggle(_ index: Int) throws {
        let filling = index.isMultiple(of: 2)
        switch (index / 2) % 3 {
        case 0:
          if filling { source.append(contentsOf: rows) } else { source.removeAllItems() }
        case 1:
          source.replaceSections(with: filling ? [.init(items: rows)] : [.init(items: [])])
        default:
          if filling {
            try source.insertSection(.init(items: rows), at: 0)
            try source.removeSection(at: 1)
          } else {
            _ = try source.remove(at: (0..<40).map { IndexPath(section: 0, item: $0) })
          }
        }
        turnMainLoop()
      }
      for index in 0..<stormCount(200) { try toggle(index) }
      window.settle()
      let residentBefore = residentKiB()

      for index in 0..<stormCount(10_000) { try toggle(index) }  // ends on an odd index: empty
      XCTAssertTrue(MainLoop.run(until: { table.placeholderSlot.phase == .shown }, timeoutSeconds: 5))
      window.settle()
      let residentAfter = residentKiB()
      reportResident("toggle-storm-sectioned", before: residentBefore, after: residentAfter)

      XCTAssertLessThan(residentAfter - residentBefore, residentGrowthLimitKiB)
      XCTAssertEqual(source.itemCount, 0)
      XCTAssertEqual(table.index.count, 0)
      XCTAssertEqual(modelRowCount(of: table), 0)
      XCTAssertEqual(table.placeholderSlot.placeholder, .noContent())
      XCTAssertTrue(checker.isBalanced, "\(checker.counts) \(checker.violations)")

      try toggle(0)
      XCTAssertTrue(MainLoop.run(until: { table.placeholderSlot.phase == .hidden }, timeoutSeconds: 5))
      window.settle()
      XCTAssertEqual(modelRowCount(of: table), 40)
      XCTAssertEqual(Array(visibleTexts(under: table.listView.gtkWidget).prefix(2)), ["row 0", "row 1"])
    }
  }

  // MARK: - Reloads during a fade

  func testAThousandReloadsDuringAFadeKeepTheLifecycleBalanced() throws {
    onMain {
      let source = StringsDataSource([(0..<40).map { "row \($0)" }])
      let table = TableAdapter(dataSource: source)
      table.reloadData()
      let window = TestWindow(showing: table.widget)
      defer { window.close() }
      let checker = LifecycleChecker(slot: table.placeholderSlot)
      XCTAssertTrue(table.placeholderSlot.widget.animationsEnabled, "fades run (gtk-enable-animations)")
      let residentBefore = residentKiB()

      // The rows go: the placeholder starts fading in (the default 250 ms).
      source.sections = [[]]
      table.reloadData()
      XCTAssertEqual(table.placeholderSlot.phase, .appearing)
      // A thousand reloads of the same empty data within the fade: nothing
      // to report, the fade goes on.
      for _ in 0..<stormCount(1_000) { table.reloadData() }
      XCTAssertEqual(table.placeholderSlot.phase, .appearing)
      XCTAssertEqual(checker.count(.willAppear), 1)
      XCTAssertEqual(checker.count(.didAppear), 0)

      // A thousand more, the data flipping each time and the main loop
      // turning now and then: fades start, reverse and finish.
      for index in 0..<stormCount(1_000) {
        source.sections = index.isMultiple(of: 2) ? [["back"]] : [[]]
        table.reloadData()
        if index.isMultiple(of: 10) { turnMainLoop() }
      }
      // The last reload was empty: the placeholder ends shown.
      XCTAssertTrue(MainLoop.run(until: { table.placeholderSlot.phase == .shown }, timeoutSeconds: 5))
      window.settle()
      reportResident("fade-storm", before: residentBefore, after: residentKiB())
      XCTAssertLessThan(residentKiB() - residentBefore, residentGrowthLimitKiB)

      XCTAssertTrue(checker.violations.isEmpty, "\(checker.violations)")
      XCTAssertTrue(checker.isBalanced, "\(checker.counts)")
      XCTAssertEqual(checker.phase, .shown)
      XCTAssertGreaterThanOrEqual(checker.count(.didAppear), 1)
      XCTAssertEqual(table.index.count, 0)
      XCTAssertEqual(table.placeholderSlot.placeholder, .noContent())
      XCTAssertEqual(gtk_widget_get_opacity(table.placeholderSlot.root.gtkWidget), 1, accuracy: 0.001)

      // And the rows come back through one last fade-out.
      source.sections = [["last"]]
      table.reloadData()
      XCTAssertTrue(MainLoop.run(until: { table.placeholderSlot.phase == .hidden }, timeoutSeconds: 5))
      window.settle()
      XCTAssertTrue(checker.isBalanced, "\(checker.counts)")
      XCTAssertEqual(checker.count(.willAppear), checker.count(.willDisappear))
      XCTAssertEqual(visibleTexts(under: table.listView.gtkWidget), ["last"])
    }
  }
}

/// Lets the main loop handle what is ready, as an app's loop does between
/// two events: the changes' own callbacks, then GTK's frame when one is due.
/// A single turn would only ever reach the callbacks (they come first), so
/// the storm would run with no frame at all, and GTK 4.24 collects a list's
/// removed rows only when it lays the list out: every change then walks all
/// the rows removed before it, and the storm grows quadratically (a plain C
/// list changed ten thousand times with no frame does the same).
@MainActor private func turnMainLoop() {
  MainLoop.drain(limitSeconds: 0.05)
}

/// Whether a state is a failure.
private func isFailed(_ state: PageState) -> Bool {
  if case .failed = state { return true }
  return false
}
