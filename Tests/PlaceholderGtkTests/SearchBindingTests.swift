import CGtk
import PlaceholderCore
import PlaceholderTestSupport
import XCTest

@testable import GtkKit
@testable import PlaceholderGtk

/// A search entry bound to a list: typing searches after a pause on the
/// list's clock, Enter at once, Escape and the clear icon end the search,
/// and "Clear Search" on the no-results placeholder empties the entry. Both
/// kinds of search: a load that gets the query, and a filter in memory.
final class SearchBindingTests: GtkTestCase {
  /// A table of names searched through its delegate (the server's way):
  /// the test answers each request.
  @MainActor
  private final class Directory: TableDelegate {
    typealias Item = String
    static let everyone = ["Ada Lovelace", "Alan Turing", "Grace Hopper", "Katherine Johnson"]
    let source = StringsDataSource([everyone])
    let table: TableAdapter<StringsDataSource>
    let entry = SearchEntry()
    let clock = ManualLoadingClock()
    var requests: [LoadRequest] = []

    init() {
      table = TableAdapter(dataSource: source)
      table.loads.clock = clock
      table.delegate = self
      table.beginLoading()
      answer()
    }

    func didRequestRefresh() throws {
      if let request = table.loads.currentRequest { requests.append(request) }
    }

    /// Answers the request in flight as a server would.
    func answer() {
      let query = table.loads.currentRequest?.query
      source.sections = [Self.everyone.filter { query == nil || $0.localizedCaseInsensitiveContains(query ?? "") }]
      table.endRefreshing(hasMore: false)
    }

    /// Shows the entry above the table in a window.
    func show() -> TestWindow {
      TestWindow(showing: Box(orientation: .vertical, children: [entry, table.widget]))
    }
  }

  func testTypingSearchesOnceTheUserPausesAndEnterSearchesAtOnce() {
    onMain {
      let directory = Directory()
      directory.table.bindSearch(to: directory.entry)
      let window = directory.show()
      defer { window.close() }
      let loadsBefore = directory.requests.count

      directory.entry.text = "a"
      directory.entry.text = "al"
      XCTAssertNil(directory.table.loads.searchQuery, "nothing is sent while the user types")
      directory.clock.advance(by: .milliseconds(149))
      XCTAssertNil(directory.table.loads.searchQuery)
      directory.clock.advance(by: .milliseconds(1))
      XCTAssertEqual(directory.table.loads.searchQuery, "al")
      XCTAssertEqual(directory.requests.count, loadsBefore + 1, "one search for the whole word")
      XCTAssertEqual(directory.requests.last?.kind, .search(query: "al"))
      directory.answer()
      XCTAssertEqual(directory.source.sections, [["Alan Turing"]])

      directory.entry.text = "grace"
      Signals.emit(directory.entry.gtkWidget, "activate")
      XCTAssertEqual(directory.table.loads.searchQuery, "grace", "Enter does not wait")
      directory.clock.advance(by: .seconds(1))
      XCTAssertEqual(directory.requests.count, loadsBefore + 2, "and the pause sends it no second time")
    }
  }

  func testEscapeAndTheClearIconEndTheSearch() {
    onMain {
      let directory = Directory()
      directory.table.bindSearch(to: directory.entry)
      let window = directory.show()
      defer { window.close() }

      directory.entry.text = "ada"
      directory.clock.advance(by: .milliseconds(150))
      directory.answer()
      XCTAssertEqual(directory.table.loads.searchQuery, "ada")
      Signals.emit(directory.entry.gtkWidget, "stop-search")
      XCTAssertEqual(directory.entry.text, "", "Escape empties the entry")
      XCTAssertNil(directory.table.loads.searchQuery, "and ends the search")
      XCTAssertEqual(directory.requests.last?.kind, .firstPage, "the unfiltered list loads again")
      directory.answer()

      directory.entry.text = "grace"
      directory.clock.advance(by: .milliseconds(150))
      directory.answer()
      directory.entry.text = ""  // what the clear icon does
      XCTAssertTrue(
        MainLoop.run(until: { directory.table.loads.searchQuery == nil }), "an empty entry ends the search, no pause")
      directory.answer()
      XCTAssertEqual(directory.source.sections, [Directory.everyone])
    }
  }

  func testClearSearchOnTheNoResultsPlaceholderEmptiesTheEntry() throws {
    try onMain {
      let directory = Directory()
      directory.table.bindSearch(to: directory.entry)
      let window = directory.show()
      defer { window.close() }

      directory.entry.text = "zzz"
      directory.clock.advance(by: .milliseconds(150))
      directory.answer()
      XCTAssertEqual(directory.table.loads.state, .noResults(query: "zzz"))
      window.settle()
      let clear = try XCTUnwrap(placeholderButton(in: directory.table.placeholderSlot))
      XCTAssertEqual(String(cString: gtk_button_get_label(gcast(clear))), translate("Clear Search"))
      emitClicked(clear)
      XCTAssertEqual(directory.entry.text, "", "the entry says what the list searches: nothing")
      XCTAssertNil(directory.table.loads.searchQuery)
      directory.answer()
      XCTAssertEqual(directory.source.sections, [Directory.everyone])
    }
  }

  func testAFilterSearchesInMemoryWithoutALoad() throws {
    try onMain {
      let directory = Directory()
      var filtered: [String?] = []
      directory.table.bindSearch(to: directory.entry) { query in
        filtered.append(query)
        directory.source.sections = [
          Directory.everyone.filter { query == nil || $0.localizedCaseInsensitiveContains(query ?? "") }
        ]
      }
      let window = directory.show()
      defer { window.close() }
      let loadsBefore = directory.requests.count

      directory.entry.text = "hop"
      directory.clock.advance(by: .milliseconds(150))
      XCTAssertEqual(directory.source.sections, [["Grace Hopper"]], "filtered at once")
      XCTAssertEqual(directory.table.index.count, 1, "and shown")
      XCTAssertEqual(directory.table.loads.state, .content(.noMoreData))
      directory.entry.text = "xyz"
      directory.clock.advance(by: .milliseconds(150))
      XCTAssertEqual(directory.table.loads.state, .noResults(query: "xyz"))
      window.settle()
      let clear = try XCTUnwrap(placeholderButton(in: directory.table.placeholderSlot))
      emitClicked(clear)
      XCTAssertEqual(directory.entry.text, "", "Clear Search empties the entry")
      XCTAssertEqual(directory.table.index.count, 4, "every row back")
      directory.entry.text = "xyz"
      directory.clock.advance(by: .milliseconds(150))
      Signals.emit(directory.entry.gtkWidget, "stop-search")
      XCTAssertEqual(directory.table.index.count, 4, "every row back")
      XCTAssertEqual(filtered, ["hop", "xyz", nil, "xyz", nil])
      XCTAssertEqual(directory.requests.count, loadsBefore, "no search was a load")
      XCTAssertFalse(directory.table.placeholderSlot.hidesContent)
    }
  }

  func testBindingAnotherEntryEndsThePreviousBinding() {
    onMain {
      let directory = Directory()
      let first = directory.table.bindSearch(to: directory.entry)
      let second = SearchEntry()
      directory.table.bindSearch(to: second)
      directory.entry.text = "ada"
      directory.clock.advance(by: .seconds(1))
      XCTAssertNil(directory.table.loads.searchQuery, "the first entry no longer searches")
      second.text = "ada"
      directory.clock.advance(by: .seconds(1))
      XCTAssertEqual(directory.table.loads.searchQuery, "ada")
      XCTAssertTrue(first.entry === directory.entry)
    }
  }
}
