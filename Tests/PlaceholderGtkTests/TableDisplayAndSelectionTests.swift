import CGtk
import PlaceholderCore
import PlaceholderTestSupport
import XCTest

@testable import GtkKit
@testable import PlaceholderGtk

/// CXTableView's delegate parity: the cell in `willDisplay`, header and
/// footer display, and deselection right after selection.
final class TableDisplayAndSelectionTests: GtkTestCase {
  /// Records the cells, headers and footers it hears about.
  @MainActor
  final class DisplayRecorder: TableDisplayDelegate {
    typealias Item = String
    var cells: [(item: String, boundItem: String?, indexPath: IndexPath)] = []
    var headers: [(section: Int, texts: [String])] = []
    var footers: [(section: Int, texts: [String])] = []

    func willDisplay(_ cell: TableCell<String>, for item: String, at indexPath: IndexPath) throws {
      cells.append((item, (cell as? RecordingCell)?.boundItem, indexPath))
    }
    func willDisplayHeader(_ view: Widget, forSection section: Int) throws {
      headers.append((section, visibleTexts(under: view.gtkWidget)))
    }
    func willDisplayFooter(_ view: Widget, forSection section: Int) throws {
      footers.append((section, visibleTexts(under: view.gtkWidget)))
    }
  }

  /// Implements only the cell-less `willDisplay`, as older delegates do.
  @MainActor
  final class ItemOnlyRecorder: TableDisplayDelegate {
    var displayed: [IndexPath] = []
    func willDisplay(_ item: String, at indexPath: IndexPath) throws { displayed.append(indexPath) }
  }

  func testWillDisplayGetsTheBoundCellAndTheSupplementsTheirViews() throws {
    try onMain {
      let source = StringsDataSource([["a1"], ["b1", "b2"]])
      source.headers = [0: SectionSupplement(title: "A"), 1: SectionSupplement(title: "B")]
      source.footers = [1: SectionSupplement(title: "End of B")]
      let table = TableAdapter(dataSource: source)
      table.register(RecordingCell.init)
      let delegate = DisplayRecorder()
      table.delegate = delegate
      table.reloadData()
      let window = TestWindow(showing: table.widget)
      defer { window.close() }
      window.settle()

      let a1 = try XCTUnwrap(delegate.cells.first { $0.item == "a1" })
      XCTAssertEqual(a1.boundItem, "a1", "the cell is already bound to the item")
      XCTAssertEqual(a1.indexPath, IndexPath(section: 0, item: 0))
      XCTAssertEqual(Set(delegate.cells.map(\.item)), ["a1", "b1", "b2"])
      XCTAssertEqual(delegate.headers.first { $0.section == 0 }?.texts, ["A"])
      XCTAssertEqual(delegate.headers.first { $0.section == 1 }?.texts, ["B"])
      XCTAssertEqual(delegate.footers.map(\.section), [1])
      XCTAssertEqual(delegate.footers.first?.texts, ["End of B"])
    }
  }

  func testADisplayDelegateWithOnlyTheOldMethodStillHearsIt() {
    onMain {
      let source = StringsDataSource([["a", "b"]])
      let table = TableAdapter(dataSource: source)
      let delegate = ItemOnlyRecorder()
      table.delegate = delegate
      table.reloadData()
      let window = TestWindow(showing: table.widget)
      defer { window.close() }
      window.settle()
      XCTAssertEqual(Set(delegate.displayed), [IndexPath(section: 0, item: 0), IndexPath(section: 0, item: 1)])
    }
  }

  func testDeselectingAfterSelectionIsOffByDefaultAndClearsTheSelectionWhenOn() {
    onMain {
      let source = StringsDataSource([["a", "b"]])
      let table = TableAdapter(dataSource: source)
      let delegate = RecordingDelegate<String>()
      table.delegate = delegate
      table.reloadData()
      let window = TestWindow(showing: table.widget)
      defer { window.close() }
      XCTAssertFalse(table.deselectsAfterSelection)

      table.focus(position: 1)
      window.settle()
      XCTAssertEqual(delegate.selected, [IndexPath(section: 0, item: 1)])
      XCTAssertEqual(table.selectedIndexPath, IndexPath(section: 0, item: 1), "the selection stays by default")

      table.deselectsAfterSelection = true
      table.focus(position: 0)
      window.settle()
      XCTAssertEqual(delegate.selected.last, IndexPath(section: 0, item: 0), "didSelect still hears it")
      XCTAssertNil(table.selectedIndexPath, "and the row is deselected right after")
      table.focus(position: 0)
      window.settle()
      XCTAssertEqual(delegate.selected.count, 3, "so selecting the same row again reports it again")
    }
  }
}
