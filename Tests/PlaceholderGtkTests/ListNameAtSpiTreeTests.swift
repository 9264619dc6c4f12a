import CGtk
import PlaceholderCore
import PlaceholderTestSupport
import XCTest

@testable import GtkKit
@testable import PlaceholderGtk

/// A list a screen reader can name: the app's name, else "Items" with one
/// warning, read back over AT-SPI (`make test-a11y`); GTK 4.8 read
/// "GtkListView" before.
final class ListNameAtSpiTreeTests: GtkTestCase {
  func testAnUnnamedListIsCalledItemsAndWarnsOnceANamedOneKeepsItsName() throws {
    onMain {
      Diagnostics.reset(key: ListAccessibleName.warningKey)
      defer { Diagnostics.markWarned(key: ListAccessibleName.warningKey) }
      let warnings = Diagnostics.warningCount
      // The tables hold their data sources weakly.
      let sources = [StringsDataSource([["a"]]), StringsDataSource([["b"]]), StringsDataSource([["c"]])]
      let first = TableAdapter(dataSource: sources[0])
      first.reloadData()
      let second = TableAdapter(dataSource: sources[1])
      second.reloadData()
      let named = TableAdapter(dataSource: sources[2])
      named.accessibleLabel = "Inbox"
      XCTAssertEqual(Diagnostics.warningCount, warnings, "nothing is said before a list is shown")
      let box = Box(orientation: .vertical, spacing: 0)
      for table in [first, second, named] {
        table.widget.expandsVertically = true
        box.append(table.widget)
      }
      let window = TestWindow(showing: box, title: "list-names")
      defer { window.close() }
      XCTAssertEqual(Diagnostics.warningCount, warnings + 1, "two unnamed lists shown, one warning")
      XCTAssertTrue(Diagnostics.lastWarning?.contains("accessibleLabel") ?? false, Diagnostics.lastWarning ?? "")
    }
  }

  func testTheRealTreeNamesEachListNeverByItsClass() throws {
    try AtSpiTree.requireOrSkip()
    onMain {
      let title = "atspi-list-names"
      let sources = [StringsDataSource([["a"]]), StringsDataSource([["b"]])]
      let unnamed = TableAdapter(dataSource: sources[0])
      unnamed.reloadData()
      let named = TableAdapter(dataSource: sources[1])
      named.accessibleLabel = "Inbox"
      named.reloadData()
      let box = Box(orientation: .vertical, spacing: 0)
      for table in [unnamed, named] {
        table.widget.expandsVertically = true
        box.append(table.widget)
      }
      let window = TestWindow(showing: box, title: title)
      defer { window.close() }
      let nodes = AtSpiTree.wait(forWindow: title) { $0.first(role: "list", name: "Inbox") != nil }
      let lists = nodes.filter { $0.role == "list" }.map(\.name)
      XCTAssertEqual(Set(lists), [ListAccessibleName.defaultName, "Inbox"], "\(nodes) \(AtSpiTree.lastProblem)")
    }
  }
}
