import CGtk
import Foundation
import PlaceholderCore
import PlaceholderTestSupport
import XCTest

@testable import GtkKit
@testable import PlaceholderGtk

/// The gallery of misbehaving data sources and delegates (issue 8). Each case
/// puts a table on screen in a consistent state, misbehaves, and checks that
/// the list ends in its last consistent state (GTK's model agrees with the
/// adapter's index and the rows show what they should), that at most one
/// warning was logged for the misbehaviour, and that nothing crashed (GTK
/// criticals are fatal under `make test`).
final class ReliabilityDataSourceTests: GtkTestCase {
  // MARK: - Counts

  func testNegativeCountsKeepTheLastConsistentRows() throws {
    onMain {
      let source = StringsDataSource([["a", "b"]])
      let table = TableAdapter(dataSource: source)
      table.reloadData()
      let window = TestWindow(showing: table.widget)
      defer { window.close() }
      let warnings = Diagnostics.warningCount

      source.sectionCountOverride = -1
      table.reloadData()
      source.sectionCountOverride = nil
      source.itemCountOverride = -3
      table.reloadData()
      table.performUpdates(.insertItems([IndexPath(section: 0, item: 0)]))
      source.itemCountOverride = Int.min
      table.reloadData()
      window.settle()

      XCTAssertEqual(Diagnostics.warningCount, warnings + 1, "one warning for the whole episode")
      XCTAssertTrue(Diagnostics.lastWarning?.contains("negative number") ?? false, "\(Diagnostics.lastWarning ?? "")")
      assertShows(table, rows: 2, texts: ["a", "b"])

      // Once the counts make sense again, the list follows them.
      source.itemCountOverride = nil
      source.sections = [["a", "b", "c"]]
      table.reloadData()
      window.settle()
      assertShows(table, rows: 3, texts: ["a", "b", "c"])
    }
  }

  func testCountsThatChangeBetweenTwoCallsAreReadOncePerReload() throws {
    onMain {
      let source = ShiftingCountsDataSource(
        items: (0..<8).map { "i\($0)" }, sectionScript: [1, 3, 2], itemScript: [5, 12, 0, 7, 3])
      let table = TableAdapter(dataSource: source)
      table.reloadData()
      let window = TestWindow(showing: table.widget, height: 2_000)
      defer { window.close() }
      window.settle()

      // Every reload sees a different answer; each read must use exactly
      // one answer per section, whatever the next call would say.
      for _ in 0..<12 {
        source.resetRecords()
        let warnings = Diagnostics.warningCount
        table.reloadData()
        window.settle()
        XCTAssertEqual(source.sectionCalls, 1, "numberOfSections() once per reload")
        XCTAssertEqual(source.itemCalls, table.index.sections.count, "numberOfItems once per section")
        XCTAssertEqual(table.index.sections.map(\.itemCount), source.itemAnswers)
        XCTAssertEqual(modelRowCount(of: table), table.index.count, "GTK's model agrees with the index")
        // Rows the counts promised beyond the real items are blank, with one
        // warning at most.
        let expected = source.itemAnswers.enumerated().flatMap { section, count in
          (0..<min(count, source.items.count)).map { "\(section):i\($0)" }
        }
        XCTAssertEqual(visibleTexts(under: table.listView.gtkWidget), expected)
        XCTAssertLessThanOrEqual(Diagnostics.warningCount, warnings + 1)
      }
    }
  }

  func testAnItemMissingForACountedRowLeavesOnlyThatRowBlank() throws {
    try onMain {
      let source = StringsDataSource([["a", "b", "c"]])
      let table = TableAdapter(dataSource: source)
      let delegate = RecordingDelegate<String>()
      table.delegate = delegate
      table.reloadData()
      let window = TestWindow(showing: table.widget)
      defer { window.close() }
      let warnings = Diagnostics.warningCount

      source.itemCountOverride = 6  // three rows more than there are items
      table.reloadData()
      window.settle()
      // Selecting, activating and rebinding the blank rows again and again.
      for position in [4, 5, 3, 4] {
        table.focus(position: position)
        activateRow(of: table, at: position)
      }
      let adjustment = try XCTUnwrap(table.scrollAdjustment)
      gtk_adjustment_set_value(adjustment, gtk_adjustment_get_upper(adjustment))
      window.settle()
      gtk_adjustment_set_value(adjustment, 0)
      window.settle()

      XCTAssertEqual(Diagnostics.warningCount, warnings + 1)
      XCTAssertTrue(Diagnostics.lastWarning?.contains("no item") ?? false, "\(Diagnostics.lastWarning ?? "")")
      assertShows(table, rows: 6, texts: ["a", "b", "c"])
      XCTAssertTrue(delegate.selected.isEmpty, "a blank row is never reported as selected")
      XCTAssertTrue(delegate.activated.isEmpty, "nor as activated")

      table.focus(position: 1)
      XCTAssertEqual(delegate.selected, [IndexPath(section: 0, item: 1)], "real rows still work")
    }
  }

  func testAHugeSectionOrItemCountIsRefusedBeforeAnythingIsAllocated() throws {
    onMain {
      let source = StringsDataSource([["a", "b"]])
      let table = TableAdapter(dataSource: source)
      table.reloadData()
      let window = TestWindow(showing: table.widget)
      defer { window.close() }
      let warnings = Diagnostics.warningCount
      let residentBefore = residentKiB()

      for sections in [1 << 40, Int.max, 1_000_001] {
        source.sectionCountOverride = sections
        table.reloadData()
      }
      source.sectionCountOverride = 3
      for items in [1 << 60, Int.max, 100_000_001] {
        source.itemCountOverride = items
        table.reloadData()
        table.performUpdates(.insertItems([IndexPath(section: 0, item: 2)]))
      }
      window.settle()

      let residentAfter = residentKiB()
      reportResident("huge-counts", before: residentBefore, after: residentAfter)
      XCTAssertLessThan(residentAfter - residentBefore, residentGrowthLimitKiB, "no allocation for a claimed count")
      XCTAssertEqual(Diagnostics.warningCount, warnings + 1)
      assertShows(table, rows: 2, texts: ["a", "b"])
    }
  }

  func testTextFromDataIsShownLiterallyNeverAsMarkup() throws {
    onMain {
      let long = String(repeating: "long ", count: 20_000)
      let items = [
        "<b>bold?</b>", "&amp; & &lt;", "<span foreground='red'>unclosed", "tab\tand\nnewline", "\u{202E}reversed",
        "emoji 🙂 and CJK 占位符", long,
      ]
      let source = StringsDataSource([items, []])
      source.headers = [0: SectionSupplement(title: "<big>header</big>", subtitle: "<i>sub</i> & more")]
      source.footers = [0: SectionSupplement(title: "</footer>")]
      source.sectionPlaceholders = [1: PlaceholderContent(title: "<u>none</u>", detail: .plain("&#60;detail&#62;"))]
      let table = TableAdapter(dataSource: source)
      table.reloadData()
      let warnings = Diagnostics.warningCount
      let window = TestWindow(showing: table.widget, height: 2_000)
      defer { window.close() }

      let texts = visibleTexts(under: table.listView.gtkWidget)
      XCTAssertEqual(
        texts, ["<big>header</big>", "<i>sub</i> & more"] + items + ["</footer>", "<u>none</u>", "&#60;detail&#62;"])
      XCTAssertEqual(Diagnostics.warningCount, warnings, "nothing to warn about: text is text")
    }
  }

  // MARK: - Re-entrancy

  func testADataSourceThatReloadsFromInsideEveryBindSettlesWithOneWarning() throws {
    onMain {
      let source = StringsDataSource([(0..<30).map { "row \($0)" }])
      let table = TableAdapter(dataSource: source)
      var misbehaving = false
      var reentrantCalls = 0
      // Reloads from inside item(at:) (called during the bind), alternating
      // a full reload with a batch update, as long as it misbehaves.
      source.onItem = { [weak table, weak source] indexPath in
        guard misbehaving, let table, let source else { return }
        reentrantCalls += 1
        if reentrantCalls.isMultiple(of: 2) {
          table.reloadData()
        } else {
          // It even changes its data from inside the bind.
          source.sections[0][indexPath.item] = "row \(indexPath.item)"
          table.performUpdates(.reloadItems([indexPath]))
        }
      }
      table.reloadData()
      let window = TestWindow(showing: table.widget)
      defer { window.close() }
      let warnings = Diagnostics.warningCount

      // The loop never ends while it misbehaves (each reload rebinds rows,
      // which reload again), so the main loop is never drained here; the
      // window must go on painting all the same.
      misbehaving = true
      table.reloadData()
      var frames = 0
      MainLoopCallbacks.everyFrame(of: window.pointer) { _ in
        frames += 1
        return frames < 30
      }
      XCTAssertTrue(MainLoop.run(until: { frames >= 30 }, timeoutSeconds: 10), "the window kept painting: \(frames)")

      misbehaving = false
      source.sections = [(0..<5).map { "final \($0)" }]
      table.reloadData()
      window.settle(frames: 6)

      XCTAssertGreaterThan(reentrantCalls, 10, "the data source really reloaded from inside binds")
      XCTAssertLessThanOrEqual(Diagnostics.warningCount, warnings + 1)
      assertShows(table, rows: 5, texts: (0..<5).map { "final \($0)" })
    }
  }

  func testACellThatReloadsItsTableFromBindSettles() throws {
    onMain {
      final class ReloadingCell: TableCell<String> {
        nonisolated(unsafe) static var reload: (@MainActor () -> Void)?
        let label = Label()
        override func setup() { contentView.append(label) }
        override func bind(_ item: String, at indexPath: IndexPath) {
          label.text = item
          Self.reload?()
        }
      }
      let source = StringsDataSource([(0..<20).map { "row \($0)" }])
      let table = TableAdapter(dataSource: source)
      table.register(ReloadingCell.init)
      var reloads = 0
      ReloadingCell.reload = { [weak table] in
        guard reloads < 200 else { return }
        reloads += 1
        table?.reloadData()
      }
      defer { ReloadingCell.reload = nil }
      table.reloadData()
      let warnings = Diagnostics.warningCount
      let window = TestWindow(showing: table.widget)
      defer { window.close() }
      XCTAssertTrue(MainLoop.run(until: { reloads >= 200 }, timeoutSeconds: 20), "\(reloads) reloads")
      window.settle(frames: 6)

      XCTAssertLessThanOrEqual(Diagnostics.warningCount, warnings + 1)
      assertShows(table, rows: 20, leadingTextsOf: (0..<20).map { "row \($0)" })
    }
  }

  // MARK: - Lifetime

  func testADataSourceReleasedWhileTheListScrollsEmptiesItWithOneWarning() throws {
    try onMain {
      var source: CountingDataSource? = CountingDataSource(sections: 100, itemsPerSection: 100)
      let table = try TableAdapter(dataSource: XCTUnwrap(source))
      table.reloadData()
      let window = TestWindow(showing: table.widget)
      defer { window.close() }
      let warnings = Diagnostics.warningCount
      let adjustment = try XCTUnwrap(table.scrollAdjustment)

      // Page down through the table; half way, the app lets go of its data
      // source, and the scrolling goes on.
      for page in 0..<40 {
        if page == 20 {
          source = nil
          XCTAssertNil(table.dataSource)
        }
        gtk_adjustment_set_value(
          adjustment, gtk_adjustment_get_value(adjustment) + gtk_adjustment_get_page_size(adjustment))
        window.settle(frames: 2)
      }
      window.settle()

      XCTAssertEqual(Diagnostics.warningCount, warnings + 1)
      XCTAssertTrue(Diagnostics.lastWarning?.contains("released") ?? false, "\(Diagnostics.lastWarning ?? "")")
      assertShows(table, rows: 0, texts: [])
      // The app may still call into the table.
      table.reloadData()
      table.performUpdates(.insertItems([IndexPath(section: 0, item: 0)]))
      XCTAssertEqual(Diagnostics.warningCount, warnings + 1)
      assertShows(table, rows: 0, texts: [])
    }
  }

  // MARK: - Threads

  func testChangesPostedFromBackgroundThreadsAllLandInOrderPerThread() throws {
    onMain {
      let source = SectionedDataSource<String>(sections: [.init(items: [])])
      let table = TableAdapter(dataSource: source)
      table.reloadData()
      let window = TestWindow(showing: table.widget)
      defer { window.close() }
      let warnings = Diagnostics.warningCount
      let perSender = 300
      let log = LandingLog()

      /// Runs on the main actor for each change: append, then check that
      /// the table followed at once.
      let land: @MainActor @Sendable (String) -> Void = { [weak table, weak source] name in
        guard let table, let source else { return }
        _ = source.append(name)
        log.landed += 1
        if table.index.count != source.itemCount || modelRowCount(of: table) != source.itemCount {
          log.inconsistencies += 1
        }
      }

      // Two plain threads hop with Task { @MainActor in }.
      for name in ["thread-a", "thread-b"] {
        let thread = Thread {
          for number in 0..<perSender { Task { @MainActor in land("\(name) \(number)") } }
        }
        thread.start()
      }
      // Two dispatch workers hop with DispatchQueue.main.async.
      for name in ["queue-a", "queue-b"] {
        DispatchQueue.global().async {
          for number in 0..<perSender {
            DispatchQueue.main.async { MainActor.assumeIsolated { land("\(name) \(number)") } }
          }
        }
      }
      // Two detached tasks await each hop with MainActor.run.
      for name in ["task-a", "task-b"] {
        Task.detached {
          for number in 0..<perSender { await MainActor.run { land("\(name) \(number)") } }
        }
      }

      let senders = 6
      XCTAssertTrue(
        MainLoop.run(until: { log.landed == senders * perSender }, timeoutSeconds: 60), "\(log.landed) changes landed")
      window.settle()

      XCTAssertEqual(log.inconsistencies, 0, "the table followed every change as it landed")
      let names = source.sections[0].items
      for sender in ["thread-a", "thread-b", "queue-a", "queue-b", "task-a", "task-b"] {
        let numbers = names.filter { $0.hasPrefix(sender + " ") }.compactMap { Int($0.dropFirst(sender.count + 1)) }
        XCTAssertEqual(numbers, Array(0..<perSender), "\(sender)'s changes landed in the order it sent them")
      }
      XCTAssertEqual(Diagnostics.warningCount, warnings)
      assertShows(table, rows: senders * perSender, leadingTextsOf: names)
    }
  }

  // MARK: - Delegates

  func testADelegateThatThrowsFromAnyMethodIsLoggedOnceAndTheTableCarriesOn() throws {
    try onMain {
      for method in DelegateMethod.allCases {
        // Counted from before the table exists: some methods are called
        // while it opens.
        let warnings = Diagnostics.warningCount
        let source = StringsDataSource([(0..<60).map { "row \($0)" }])
        let table = TableAdapter(dataSource: source)
        let delegate = ThrowingDelegate(throwing: method)
        table.delegate = delegate
        table.isLoadMoreEnabled = true
        table.beginLoading()  // the first page is the delegate's
        table.endRefreshing(hasMore: true)
        let window = TestWindow(showing: table.widget)
        defer { window.close() }

        for round in 0..<3 {
          // Selection and activation, by keyboard-like calls.
          for position in 0..<5 {
            table.focus(position: position)
            activateRow(of: table, at: position)
          }
          // Refresh (asks the delegate), reported back as the app would.
          table.beginRefreshing()
          table.endRefreshing(hasMore: true)
          // Laid out before scrolling: GTK 4.8 warns about a scroll into
          // rows it has not measured yet.
          window.settle()
          // Scroll to the end (binds, willDisplay, load more) and back.
          let adjustment = try XCTUnwrap(table.scrollAdjustment)
          gtk_adjustment_set_value(adjustment, gtk_adjustment_get_upper(adjustment))
          window.settle()
          if table.loads.currentRequest?.kind == .nextPage { table.loads.fail(.network("round \(round)")) }
          table.loads.send(.retry)
          if table.loads.currentRequest != nil { table.loads.succeed(hasMore: true) }
          gtk_adjustment_set_value(adjustment, 0)
          window.settle()
        }

        XCTAssertGreaterThanOrEqual(delegate.calls[method] ?? 0, 2, "\(method) was called, and threw, repeatedly")
        XCTAssertEqual(Diagnostics.warningCount, warnings + 1, "one warning for \(method)")
        XCTAssertTrue(
          Diagnostics.lastWarning?.contains(method.description) ?? false, "\(Diagnostics.lastWarning ?? "")")
        XCTAssertEqual(table.index.count, 60)
        XCTAssertTrue((60...61).contains(modelRowCount(of: table)), "the rows, and the paging footer if it shows")
        table.focus(position: 2)
        XCTAssertEqual(table.selectedIndexPath, IndexPath(section: 0, item: 2), "selection still works")
      }
    }
  }
}

// MARK: - Helpers

/// Checks the table's rows in the adapter and in GTK, and the texts shown.
@MainActor
private func assertShows<D>(
  _ table: TableAdapter<D>, rows: Int, texts: [String], file: StaticString = #filePath, line: UInt = #line
) {
  XCTAssertEqual(table.index.count, rows, "rows in the adapter's index", file: file, line: line)
  XCTAssertEqual(modelRowCount(of: table), rows, "rows in GTK's model", file: file, line: line)
  XCTAssertEqual(visibleTexts(under: table.listView.gtkWidget), texts, "texts shown", file: file, line: line)
}

/// Checks the table's rows, and that the texts shown (GTK binds only the
/// rows near the viewport) are the first of `expected`.
@MainActor
private func assertShows<D>(
  _ table: TableAdapter<D>, rows: Int, leadingTextsOf expected: [String], file: StaticString = #filePath,
  line: UInt = #line
) {
  XCTAssertEqual(table.index.count, rows, "rows in the adapter's index", file: file, line: line)
  XCTAssertEqual(modelRowCount(of: table), rows, "rows in GTK's model", file: file, line: line)
  let texts = visibleTexts(under: table.listView.gtkWidget)
  XCTAssertFalse(texts.isEmpty, "some rows show", file: file, line: line)
  XCTAssertEqual(texts, Array(expected.prefix(texts.count)), "texts shown", file: file, line: line)
}

/// Activates a row as Enter or a double-click does. The argument is sunk
/// and released here: GTK 4.8 leaks a floating one.
@MainActor
private func activateRow<D>(of table: TableAdapter<D>, at position: Int) {
  let target = g_variant_ref_sink(g_variant_new_uint32(guint32(clamping: position)))
  defer { g_variant_unref(target) }
  gtk_widget_activate_action_variant(table.listView.gtkWidget, "list.activate-item", target)
}

/// What the changes posted from other threads did when they landed.
@MainActor
private final class LandingLog {
  var landed = 0
  var inconsistencies = 0
}
