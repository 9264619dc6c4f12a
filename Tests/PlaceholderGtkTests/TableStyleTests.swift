import CGtk
import PlaceholderCore
import PlaceholderTestSupport
import XCTest

@testable import GtkKit
@testable import PlaceholderGtk

/// The plain and grouped table styles (UITableView's): grouped puts each
/// section's rows in an inset box, rounded at its ends, sections apart.
final class TableStyleTests: GtkTestCase {
  /// The table, and every cell it made, to find a row's cell by its item.
  @MainActor
  private static func makeTable(_ source: StringsDataSource, style: TableStyle) -> (
    TableAdapter<StringsDataSource>, @MainActor (String) -> RecordingCell?
  ) {
    let table = TableAdapter(dataSource: source, style: style)
    var cells: [RecordingCell] = []
    table.register {
      let cell = RecordingCell()
      cells.append(cell)
      return cell
    }
    return (table, { item in cells.first { $0.boundItem == item } })
  }

  @MainActor
  private static func boxClasses(_ cell: RecordingCell?) -> Set<String> {
    Set(TableStyle.rowClasses.filter { cell?.contentView.hasCSSClass($0) ?? false })
  }

  func testGroupedRowsAreBoxedInsetAndSectionsApart() throws {
    try onMain {
      let source = StringsDataSource([["a1", "a2", "a3"], ["b1"]])
      let (table, cell) = Self.makeTable(source, style: .grouped)
      XCTAssertEqual(table.style, .grouped)
      table.reloadData()
      let window = TestWindow(showing: table.widget)
      defer { window.close() }
      window.settle()

      XCTAssertTrue(table.listView.hasCSSClass("placeholders-grouped"))
      XCTAssertEqual(Self.boxClasses(cell("a1")), ["placeholders-boxed-row", "placeholders-boxed-first"])
      XCTAssertEqual(Self.boxClasses(cell("a2")), ["placeholders-boxed-row"])
      XCTAssertEqual(Self.boxClasses(cell("a3")), ["placeholders-boxed-row", "placeholders-boxed-last"])
      XCTAssertEqual(
        Self.boxClasses(cell("b1")), Set(TableStyle.rowClasses), "a one-row section is rounded at both ends")

      let listWidth = Int(gtk_widget_get_width(table.listView.gtkWidget))
      let a1 = try XCTUnwrap(TestWindow.bounds(of: try XCTUnwrap(cell("a1")).contentView, in: table.listView))
      let a2 = try XCTUnwrap(TestWindow.bounds(of: try XCTUnwrap(cell("a2")).contentView, in: table.listView))
      let a3 = try XCTUnwrap(TestWindow.bounds(of: try XCTUnwrap(cell("a3")).contentView, in: table.listView))
      let b1 = try XCTUnwrap(TestWindow.bounds(of: try XCTUnwrap(cell("b1")).contentView, in: table.listView))
      XCTAssertEqual(a1.x, 12, "inset from the left")
      XCTAssertEqual(a1.x + a1.width, listWidth - 12, "and from the right")
      XCTAssertEqual(a2.y, a1.y + a1.height, "rows of a section touch: one box")
      XCTAssertEqual(a3.y, a2.y + a2.height)
      XCTAssertGreaterThanOrEqual(b1.y - (a3.y + a3.height), 18, "the next section's box starts apart")
    }
  }

  func testThePlainStyleIsTheDefaultAndSwitchingBackUndoesTheBoxes() throws {
    try onMain {
      let source = StringsDataSource([["a1", "a2"], ["b1"]])
      let (table, cell) = Self.makeTable(source, style: .plain)
      XCTAssertEqual(TableAdapter(dataSource: source).style, .plain, "plain by default")
      table.reloadData()
      let window = TestWindow(showing: table.widget)
      defer { window.close() }
      window.settle()
      @MainActor func gaps() throws -> (inSection: Int, betweenSections: Int, x: Int) {
        let a1 = try XCTUnwrap(TestWindow.bounds(of: try XCTUnwrap(cell("a1")).contentView, in: table.listView))
        let a2 = try XCTUnwrap(TestWindow.bounds(of: try XCTUnwrap(cell("a2")).contentView, in: table.listView))
        let b1 = try XCTUnwrap(TestWindow.bounds(of: try XCTUnwrap(cell("b1")).contentView, in: table.listView))
        return (a2.y - (a1.y + a1.height), b1.y - (a2.y + a2.height), a1.x)
      }
      XCTAssertFalse(table.listView.hasCSSClass("placeholders-grouped"))
      XCTAssertEqual(Self.boxClasses(cell("a1")), [])
      let plain = try gaps()
      XCTAssertEqual(plain.betweenSections, plain.inSection, "plain sections follow each other like rows")
      XCTAssertLessThan(plain.x, 12, "rows not inset")

      table.style = .grouped
      window.settle()
      XCTAssertEqual(
        Self.boxClasses(cell("a1")), ["placeholders-boxed-row", "placeholders-boxed-first"], "rows on screen restyle")
      let grouped = try gaps()
      XCTAssertEqual(grouped.inSection, 0)
      XCTAssertGreaterThanOrEqual(grouped.betweenSections, 18)
      XCTAssertEqual(grouped.x, 12)

      table.style = .plain
      window.settle()
      XCTAssertFalse(table.listView.hasCSSClass("placeholders-grouped"))
      XCTAssertEqual(Self.boxClasses(cell("a1")), [])
      XCTAssertEqual(Self.boxClasses(cell("b1")), [])
      let back = try gaps()
      XCTAssertEqual(back.betweenSections, plain.betweenSections)
      XCTAssertEqual(back.x, plain.x)
    }
  }

  /// A plain table does not restyle its rows after each change (nothing
  /// in it depends on a row's place); its rows still carry no box class
  /// through inserts and deletes, cells built while it was grouped included.
  func testAPlainTableKeepsItsRowsUnboxedThroughChanges() {
    onMain {
      let source = StringsDataSource([["a1", "a2"]])
      let (table, cell) = Self.makeTable(source, style: .grouped)
      table.reloadData()
      let window = TestWindow(showing: table.widget)
      defer { window.close() }
      window.settle()
      table.style = .plain
      window.settle()

      source.sections = [["a0", "a1", "a2"]]
      table.performUpdates(.insertItems([IndexPath(section: 0, item: 0)]))
      window.settle()
      for name in ["a0", "a1", "a2"] { XCTAssertEqual(Self.boxClasses(cell(name)), [], name) }

      source.sections = [["a0", "a1"]]
      table.performUpdates(.deleteItems([IndexPath(section: 0, item: 2)]))
      window.settle()
      XCTAssertEqual(Self.boxClasses(cell("a1")), [])
    }
  }

  func testABoxsEndsFollowInsertsAndDeletes() {
    onMain {
      let source = StringsDataSource([["a1", "a2"]])
      let (table, cell) = Self.makeTable(source, style: .grouped)
      table.reloadData()
      let window = TestWindow(showing: table.widget)
      defer { window.close() }
      window.settle()

      // A new first row: the old one (moved, maybe not rebound) loses its top.
      source.sections = [["a0", "a1", "a2"]]
      table.performUpdates(.insertItems([IndexPath(section: 0, item: 0)]))
      window.settle()
      XCTAssertEqual(Self.boxClasses(cell("a0")), ["placeholders-boxed-row", "placeholders-boxed-first"])
      XCTAssertEqual(Self.boxClasses(cell("a1")), ["placeholders-boxed-row"])

      // The last row goes: the one before it (not moved) becomes the end.
      source.sections = [["a0", "a1"]]
      table.performUpdates(.deleteItems([IndexPath(section: 0, item: 2)]))
      window.settle()
      XCTAssertEqual(Self.boxClasses(cell("a1")), ["placeholders-boxed-row", "placeholders-boxed-last"])
    }
  }

  /// Rows made while the table was plain follow their place once it is
  /// grouped: a row that only moves (not bound again on GTK 4.12 and
  /// later) restyles where it stands.
  func testRowsMadeWhilePlainFollowTheirPlaceOnceGrouped() {
    onMain {
      let source = StringsDataSource([["a1", "a2"]])
      let (table, cell) = Self.makeTable(source, style: .plain)
      table.reloadData()
      let window = TestWindow(showing: table.widget)
      defer { window.close() }
      window.settle()
      table.style = .grouped
      window.settle()
      XCTAssertEqual(Self.boxClasses(cell("a1")), ["placeholders-boxed-row", "placeholders-boxed-first"])

      source.sections = [["a0", "a1", "a2"]]
      table.performUpdates(.insertItems([IndexPath(section: 0, item: 0)]))
      window.settle()
      XCTAssertEqual(Self.boxClasses(cell("a0")), ["placeholders-boxed-row", "placeholders-boxed-first"])
      XCTAssertEqual(Self.boxClasses(cell("a1")), ["placeholders-boxed-row"], "the moved row lost its top")
      XCTAssertEqual(Self.boxClasses(cell("a2")), ["placeholders-boxed-row", "placeholders-boxed-last"])
    }
  }
}
