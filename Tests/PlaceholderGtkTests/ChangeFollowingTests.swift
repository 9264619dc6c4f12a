import CGtk
import PlaceholderCore
import PlaceholderTestSupport
import XCTest

@testable import GtkKit
@testable import PlaceholderGtk

/// Adapters follow their data source's changes with minimal splices, and the
/// placeholder follows inserts and deletes, not only full reloads.
final class ChangeFollowingTests: GtkTestCase {
  func testASectionedDataSourceIsFollowedWithoutAnyCallFromTheApp() throws {
    try onMain {
      let source = SectionedDataSource<String>(sections: [.init(items: ["a", "b"])])
      let table = TableAdapter(dataSource: source)
      table.register(RecordingCell.init)
      table.reloadData()
      let window = TestWindow(showing: table.widget)
      defer { window.close() }

      try source.insert("a½", at: IndexPath(section: 0, item: 1))
      window.settle()
      XCTAssertEqual(visibleTexts(under: table.listView.gtkWidget), ["a", "a½", "b"])

      _ = source.removeAllItems()
      window.settle()
      XCTAssertTrue(table.placeholderSlot.isShowing, "deleting the last rows shows the placeholder")

      _ = source.append("c")
      window.settle()
      XCTAssertFalse(table.placeholderSlot.isShowing, "inserting a row hides it")
      XCTAssertEqual(visibleTexts(under: table.listView.gtkWidget), ["c"])
    }
  }

  func testOneInsertInALongTableIsOneSplice() throws {
    try onMain {
      let source = SectionedDataSource<String>(sections: [.init(items: (0..<1_000).map { "row \($0)" })])
      let table = TableAdapter(dataSource: source)
      table.register(RecordingCell.init)
      table.reloadData()
      let window = TestWindow(showing: table.widget)
      defer { window.close() }
      try source.insert("new", at: IndexPath(section: 0, item: 3))
      XCTAssertEqual(
        table.machinery.sync.lastSplices, [Splice(position: 3, removed: 0, added: 1)], "a splice, not a rebuild")
      window.settle()
      XCTAssertEqual(
        Array(visibleTexts(under: table.listView.gtkWidget).prefix(5)), ["row 0", "row 1", "row 2", "new", "row 3"])
    }
  }

  func testAChangeSetThatDoesNotMatchIsLoggedOnceAndTheListReloads() throws {
    onMain {
      let source = StringsDataSource([["a", "b"]])
      let table = TableAdapter(dataSource: source)
      table.reloadData()
      let window = TestWindow(showing: table.widget)
      defer { window.close() }
      let warnings = Diagnostics.warningCount
      source.sections = [["a", "b", "c"]]
      // Claims two inserts where the data source gained one.
      table.performUpdates(.insertItems([IndexPath(section: 0, item: 2), IndexPath(section: 0, item: 3)]))
      window.settle()
      XCTAssertEqual(Diagnostics.warningCount, warnings + 1)
      XCTAssertEqual(table.index.count, 3)
      XCTAssertEqual(visibleTexts(under: table.listView.gtkWidget), ["a", "b", "c"])
    }
  }

  func testAnOutOfRangeDeleteKeepsTheListConsistent() {
    onMain {
      let source = StringsDataSource([["a", "b"]])
      let table = TableAdapter(dataSource: source)
      table.reloadData()
      table.performUpdates(.deleteItems([IndexPath(section: 4, item: 9)]))
      XCTAssertEqual(table.index.count, 2)
      XCTAssertTrue(Diagnostics.lastWarning?.contains("does not match") ?? false)
    }
  }
}
