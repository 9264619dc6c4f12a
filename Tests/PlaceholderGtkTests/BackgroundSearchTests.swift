import CGtk
import Dispatch
import PlaceholderCore
import PlaceholderTestSupport
import XCTest

@testable import GtkKit
@testable import PlaceholderGtk

/// A search whose filter replaces the rows in the background
/// (`replaceAllInBackground`): while it computes, the list goes on drawing
/// the rows it had, with no loading placeholder and no blank frame; when it
/// lands, the rows and the placeholder change together.
final class BackgroundSearchTests: GtkTestCase {
  /// Holds the background filter until the test opens it.
  private final class Gate: @unchecked Sendable {
    private let semaphore = DispatchSemaphore(value: 0)
    func wait() {
      semaphore.wait()
      semaphore.signal()
    }
    func open() { semaphore.signal() }
  }

  /// The gate the next filter waits at.
  @MainActor
  private final class Gates {
    var current = Gate()
  }

  func testTheRowsStayOnScreenWhileTheFilterRunsThenTheNoResultsPlaceholderShows() {
    onMain {
      let all = (0..<20_000).map { NumberedRow(id: $0) }
      let source = SectionedDataSource<NumberedRow>(items: all)
      let table = TableAdapter(dataSource: source)
      table.register(NumberedRowCell.init)
      let clock = ManualLoadingClock()
      table.loads.clock = clock
      let entry = SearchEntry()
      let gates = Gates()
      table.bindSearch(to: entry) { [all] query in
        let held = gates.current
        source.replaceAllInBackground {
          held.wait()
          guard let query else { return [.init(items: all)] }
          return [.init(items: all.filter { "Row \($0.id)".contains(query) })]
        }
      }
      table.reloadData()
      let window = TestWindow(showing: Box(orientation: .vertical, children: [entry, table.widget]))
      defer { window.close() }
      window.settle()

      entry.text = "1234567"
      clock.advance(by: .milliseconds(150))
      XCTAssertTrue(table.loads.isAwaitingLocalSearch)
      // However long the filter takes, the rows stay drawn and nothing covers them.
      clock.advance(by: .seconds(2))
      window.settle()
      XCTAssertNil(table.placeholderSlot.placeholder, "no loading placeholder")
      XCTAssertFalse(table.placeholderSlot.hidesContent, "the rows are not hidden")
      XCTAssertEqual(modelRowCount(of: table), 20_000)
      XCTAssertEqual(table.listView.firstChild?.isMapped, true, "a row is drawn")

      gates.current.open()
      XCTAssertTrue(MainLoop.run(until: { !table.loads.isAwaitingLocalSearch }))
      XCTAssertEqual(table.loads.state, .noResults(query: "1234567"))
      XCTAssertEqual(modelRowCount(of: table), 0)
      XCTAssertEqual(table.placeholderSlot.placeholder?.title, PlaceholderContent.noResults(query: "1234567").title)

      // Back to every row: the no-results placeholder stays until they land.
      gates.current = Gate()
      entry.text = ""
      XCTAssertTrue(MainLoop.run(until: { table.loads.isAwaitingLocalSearch }))
      window.settle()
      XCTAssertEqual(table.placeholderSlot.placeholder?.title, PlaceholderContent.noResults(query: "1234567").title)
      gates.current.open()
      XCTAssertTrue(MainLoop.run(until: { !table.loads.isAwaitingLocalSearch }))
      XCTAssertEqual(table.loads.state, .content(.noMoreData))
      XCTAssertEqual(modelRowCount(of: table), 20_000)
      XCTAssertNil(table.placeholderSlot.placeholder)
    }
  }

  /// A replacement big enough that GTK hears it as a removal, then an
  /// addition (`SpliceEmission`): the rows on screen show the new items,
  /// each read where it ends up, and the list says nothing of rows it could
  /// not find (GTK 4.24 binds rows between the two emissions).
  func testABigReplacementShowsTheNewRowsWhereTheyEndUp() {
    onMain {
      let (source, table) = numberedTable(20_000)
      let window = TestWindow(showing: table.widget)
      defer { window.close() }
      window.settle()
      let log = LogRecorder(domains: ["Placeholders", "Gtk"])
      defer { log.stop() }

      // Every row replaced by new ones (new IDs): one splice over all rows.
      _ = source.replaceAll(with: [.init(items: (100_000..<115_000).map { NumberedRow(id: $0) })])
      window.settle()
      let shown = WidgetTree.mappedLabelTexts(under: gcast(table.listView.gtkWidget))
      XCTAssertFalse(shown.isEmpty)
      XCTAssertEqual(shown, (100_000..<(100_000 + shown.count)).map { "Row \($0)" }, "the new rows, in order")
      XCTAssertEqual(log.count("Placeholders"), 0, "\(log.messages)")
    }
  }
}
