import CGtk
import PlaceholderCore
import PlaceholderTestSupport
import XCTest

@testable import GtkKit
@testable import PlaceholderGtk

/// The adapters' shared API over their composed parts: what an app can
/// reach cannot unplug the list.
final class ListCompositionTests: GtkTestCase {
  func testAnAppObservingTheLoadsKeepsTheListWired() {
    onMain {
      let source = StringsDataSource([[]])
      let table = TableAdapter(dataSource: source)
      table.loads.indicatorTiming = .immediate  // the wiring, not the delay, is under test
      var heard: [PageState] = []
      let token = table.loads.observe { heard.append($0.state) }
      table.beginLoading()
      XCTAssertEqual(table.placeholderSlot.placeholder, .loading(), "the list still follows its loads")
      source.sections = [["a", "b"]]
      table.endRefreshing(hasMore: false)
      XCTAssertEqual(table.index.count, 2)
      XCTAssertNil(table.placeholderSlot.placeholder)
      XCTAssertEqual(heard, [.loading, .content(.noMoreData)], "and the app hears the same transitions")
      token.cancel()
    }
  }

  func testAnOperationSetOnTheLoadsFillsTheListAsSetLoadOperationDoes() {
    onMain {
      let source = StringsDataSource([[]])
      let table = TableAdapter(dataSource: source)
      table.reloadData()
      XCTAssertEqual(table.placeholderSlot.placeholder?.behavior.tapAnywhereTriggersAction, false)
      table.loads.operation = { _ in LoadResult(hasMore: false) { source.sections = [["x", "y"]] } }
      XCTAssertEqual(
        table.placeholderSlot.placeholder?.behavior.tapAnywhereTriggersAction, true,
        "the list knows it has somewhere to load")
      table.beginRefreshing()
      XCTAssertTrue(MainLoop.run(until: { table.loads.state == .content(.noMoreData) }, timeoutSeconds: 5))
      XCTAssertEqual(table.index.count, 2, "the list read its data source after the result was applied")
      XCTAssertNil(table.placeholderSlot.placeholder)
    }
  }

  func testTheDelegateIsHeldWeaklyAndMakesTheEmptyPlaceholderReloadOnTap() {
    onMain {
      let source = StringsDataSource([[]])
      let table = TableAdapter(dataSource: source)
      table.reloadData()
      XCTAssertEqual(
        table.placeholderSlot.placeholder?.behavior.tapAnywhereTriggersAction, false, "nowhere to load yet")
      var delegate: RecordingDelegate<String>? = RecordingDelegate<String>()
      table.delegate = delegate
      XCTAssertTrue(table.delegate === delegate)
      XCTAssertEqual(
        table.placeholderSlot.placeholder?.behavior.tapAnywhereTriggersAction, true, "a delegate hears refreshes")
      delegate = nil
      XCTAssertNil(table.delegate, "the list does not keep its delegate alive")
    }
  }

  func testATapOnThePlaceholderSendsWhatTheCoreDecides() {
    onMain {
      let source = StringsDataSource([[]])
      let table = TableAdapter(dataSource: source)
      table.reloadData()
      source.sections = [["back"]]
      table.placeholderSlot.actionHandler?()
      XCTAssertEqual(table.index.count, 1, "with nowhere to load, a tap reads the data source again")

      let failingSource = StringsDataSource([[]])
      let failing = TableAdapter(dataSource: failingSource)
      let delegate = RecordingDelegate<String>()
      failing.delegate = delegate
      failing.beginLoading()
      failing.loads.fail(.network("offline"))
      failing.placeholderSlot.actionHandler?()
      XCTAssertEqual(failing.loads.state, .loading, "after a failure a tap retries")
    }
  }

  func testCellsRegisteredByTheirInitializerShowTheRows() throws {
    onMain {
      RecordingCell.resetCounts()
      let source = StringsDataSource([["one", "two"]])
      let table = TableAdapter(dataSource: source)
      table.register(RecordingCell.init)
      table.reloadData()
      let window = TestWindow(showing: table.widget)
      defer { window.close() }
      XCTAssertEqual(visibleTexts(under: table.listView.gtkWidget), ["one", "two"])
      XCTAssertGreaterThanOrEqual(RecordingCell.setups, 2)
    }
  }

  func testItemsOfASubclassTypedDataSourceWarnThatTheirCellsDoNotFit() throws {
    onMain {
      let log = LogRecorder()
      defer { log.stop() }
      let source = ItemsDataSource(sections: [.init(items: [TagItem("x")])])
      let collection = CollectionAdapter(dataSource: source)
      collection.reloadData()
      let window = TestWindow(showing: collection.widget)
      defer { window.close() }
      XCTAssertEqual(log.count("Placeholders"), 1, "\(log.messages)")
      XCTAssertTrue(log.messages["Placeholders"]?.first?.contains("ItemsDataSource<CollectionItem>") ?? false)
    }
  }
}
