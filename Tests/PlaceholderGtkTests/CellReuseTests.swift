import CGtk
import PlaceholderCore
import PlaceholderTestSupport
import XCTest

@testable import GtkKit
@testable import PlaceholderGtk

/// Tables and collections keep the cells of rows GTK destroyed for their next rows
/// (`ListAdapter.reusesCells`, `CellReusePool`).
final class CellReuseTests: GtkTestCase {
  func testATableEmptiedAndFilledAgainReusesItsCells() throws {
    onMain {
      RecordingCell.resetCounts()
      let rows = (0..<20).map { "row \($0)" }
      let source = StringsDataSource([rows])
      let table = TableAdapter(dataSource: source)
      table.register(RecordingCell.init)
      table.reloadData()
      let window = TestWindow(showing: table.widget)
      let built = RecordingCell.setups
      XCTAssertEqual(built, 20)

      for _ in 0..<3 {
        Self.show([[]], from: source, in: table, window: window)
        XCTAssertEqual(RecordingCell.teardowns, 0, "the emptied rows' cells wait for the next rows")
        XCTAssertEqual(RecordingCell.unbinds, RecordingCell.binds, "and none of them is bound")
        Self.show([rows], from: source, in: table, window: window)
      }
      XCTAssertEqual(RecordingCell.setups, built, "no cell built again")
      XCTAssertEqual(RecordingCell.binds, built * 4)
      XCTAssertEqual(visibleTexts(under: table.listView.gtkWidget), rows, "every row shows its own item")

      window.close()
      XCTAssertEqual(RecordingCell.teardowns, RecordingCell.setups, "every cell torn down once with the window")
    }
  }

  func testATableKeepsNoMoreSpareCellsThanItShowedRows() throws {
    onMain {
      let (source, table, window) = Self.openTable([["a", "b", "c"]])
      defer { window.close() }

      Self.show([[]], from: source, in: table, window: window)
      let pool = table.machinery.rows.cellPool
      XCTAssertEqual(pool.count, 3)
      XCTAssertEqual(pool.capacity, 3, "as many as the rows alive at once")

      // More rows than ever: the three spares go first, the rest are new.
      Self.show([(0..<8).map { "row \($0)" }], from: source, in: table, window: window)
      XCTAssertEqual(pool.count, 0)
      XCTAssertEqual(RecordingCell.setups, 8)
      Self.show([["only"]], from: source, in: table, window: window)
      XCTAssertLessThanOrEqual(pool.count, pool.capacity)
      XCTAssertEqual(pool.count + 1, RecordingCell.setups - RecordingCell.teardowns, "each cell shown or spare")
    }
  }

  func testSpareCellsServeOnlyRowsOfTheirOwnKind() throws {
    onMain {
      final class BadgeCell: TableCell<String> {
        nonisolated(unsafe) static var made = 0
        let label = Label()
        override init() {
          Self.made += 1
          super.init()
        }
        override func setup() { contentView.append(label) }
        override func bind(_ item: String, at indexPath: IndexPath) { label.text = "badge \(item)" }
      }
      RecordingCell.resetCounts()
      let source = StringsDataSource([["a", "b"]])
      source.kinds = ["x": "badge", "y": "badge"]
      let table = TableAdapter(dataSource: source)
      table.register(RecordingCell.init)
      table.register(BadgeCell.init, for: "badge")
      table.reloadData()
      let window = TestWindow(showing: table.widget)
      defer { window.close() }

      Self.show([[]], from: source, in: table, window: window)
      Self.show([["x", "y"]], from: source, in: table, window: window)
      XCTAssertEqual(BadgeCell.made, 2, "the spare plain cells are not badge cells")
      XCTAssertEqual(visibleTexts(under: table.listView.gtkWidget), ["badge x", "badge y"])
      XCTAssertEqual(table.machinery.rows.cellPool.count, 2, "the plain cells still wait for plain rows")
    }
  }

  func testRegisteringAKindAgainTearsDownItsSpareCells() throws {
    onMain {
      final class LoudCell: TableCell<String> {
        let label = Label()
        override func setup() { contentView.append(label) }
        override func bind(_ item: String, at indexPath: IndexPath) { label.text = item.uppercased() }
      }
      let (source, table, window) = Self.openTable([["a", "b"]])
      defer { window.close() }

      Self.show([[]], from: source, in: table, window: window)
      table.register(LoudCell.init)
      XCTAssertEqual(RecordingCell.teardowns, 2, "the old kind's spare cells are torn down")
      Self.show([["a", "b"]], from: source, in: table, window: window)
      XCTAssertEqual(visibleTexts(under: table.listView.gtkWidget), ["A", "B"], "new rows use the new registration")
    }
  }

  func testASpareCellTakesTheTableStyleOfItsNewRow() throws {
    onMain {
      let source = StringsDataSource([["a", "b"]])
      let table = TableAdapter(dataSource: source, style: .grouped)
      var made: [RecordingCell] = []
      table.register {
        let cell = RecordingCell()
        made.append(cell)
        return cell
      }
      table.reloadData()
      let window = TestWindow(showing: table.widget)
      defer { window.close() }
      XCTAssertTrue(made.allSatisfy { $0.contentView.hasCSSClass("placeholders-boxed-row") })

      Self.show([[]], from: source, in: table, window: window)
      table.style = .plain
      Self.show([["c", "d"]], from: source, in: table, window: window)
      XCTAssertEqual(made.count, 2, "the grouped rows' cells came back")
      for cell in made {
        XCTAssertNotNil(cell.boundItem)
        XCTAssertFalse(cell.contentView.hasCSSClass("placeholders-boxed-row"), "a plain row is not boxed")
        XCTAssertFalse(cell.contentView.hasCSSClass("placeholders-boxed-first"))
      }
    }
  }

  func testACollectionEmptiedAndFilledAgainReusesItsRowsOfItems() throws {
    onMain {
      final class CountedCell: ItemCell {
        nonisolated(unsafe) static var made = 0
        let label = Label()
        required init() {
          Self.made += 1
          super.init()
        }
        override func setup() { contentView.append(label) }
      }
      final class CountedItem: AutolayoutItemOf<CountedCell>, ItemType {
        let name: String
        init(_ name: String) { self.name = name }
        override func updateCellData(_ cell: CountedCell) { cell.label.text = name }
      }
      CountedCell.made = 0
      let names = (0..<12).map { "tag \($0)" }
      let source = ItemsDataSource<CollectionItem>(sections: [.init(items: names.map(CountedItem.init))])
      let collection = CollectionAdapter(dataSource: source, layout: .vertical)
      collection.reloadData()
      let window = TestWindow(showing: collection.widget, width: 500, height: 600)
      defer { window.close() }
      // The first layout may build a few slots twice (the column count
      // settles once the items are measured, and on Wayland once the
      // compositor's first configure has sized the window); after that, none.
      window.settle(frames: 10)
      let built = CountedCell.made
      XCTAssertGreaterThanOrEqual(built, 12)

      for _ in 0..<2 {
        source.sections = [.init(items: [])]
        collection.reloadData()
        window.settle()
        XCTAssertGreaterThan(collection.machinery.rows.cellPool.chunkCount, 0, "the rows of items wait")
        source.sections = [.init(items: names.map(CountedItem.init))]
        collection.reloadData()
        window.settle()
      }
      XCTAssertEqual(CountedCell.made, built, "no cell built again")
      XCTAssertEqual(visibleTexts(under: collection.listView.gtkWidget), names)
    }
  }

  func testWithReuseOffEveryDestroyedRowTearsDownItsCells() throws {
    onMain {
      let (source, table, window) = Self.openTable([["a", "b", "c"]])
      defer { window.close() }
      Self.show([[]], from: source, in: table, window: window)
      XCTAssertEqual(table.machinery.rows.cellPool.count, 3)

      table.reusesCells = false
      XCTAssertEqual(RecordingCell.teardowns, 3, "turning reuse off lets the spare cells go")
      Self.show([["d", "e"]], from: source, in: table, window: window)
      Self.show([[]], from: source, in: table, window: window)
      XCTAssertEqual(RecordingCell.setups, 5)
      XCTAssertEqual(RecordingCell.teardowns, 5, "each row's cells went with it")
      XCTAssertFalse(table.reusesCells)
    }
  }

  func testATableDroppedWithSpareCellsTearsThemDown() throws {
    onMain {
      // Stylesheets are installed once per display and stay: the first
      // table of the process installs them, so one comes before counting.
      _ = TableAdapter(dataSource: StringsDataSource([["warm-up"]]))
      MainLoop.drain()
      RecordingCell.resetCounts()
      let references = ObjectReference.liveCount
      do {
        let container = Box(orientation: .vertical, spacing: 0)
        let window = TestWindow(showing: container)
        do {
          let source = StringsDataSource([["a", "b"]])
          let table = TableAdapter(dataSource: source)
          table.register(RecordingCell.init)
          table.reloadData()
          container.append(table.widget)
          window.settle()
          Self.show([[]], from: source, in: table, window: window)
          XCTAssertEqual(table.machinery.rows.cellPool.count, 2)
          XCTAssertEqual(RecordingCell.teardowns, 0)
        }
        // The table's widgets are still in the window; its spare cells
        // went with the adapter.
        MainLoop.drain()
        XCTAssertEqual(RecordingCell.teardowns, 2, "the spare cells are torn down with their table")
        window.close()
      }
      MainLoop.drain()
      XCTAssertEqual(ObjectReference.liveCount, references, "no widget of the table is left")
    }
  }

  /// Gives the table `sections` and waits until GTK has made their rows.
  @MainActor
  private static func show(
    _ sections: [[String]], from source: StringsDataSource, in table: TableAdapter<StringsDataSource>,
    window: TestWindow
  ) {
    source.sections = sections
    table.reloadData()
    window.settle()
  }

  /// A table of recording cells showing `sections` in a window, the
  /// cells' counts reset.
  @MainActor
  private static func openTable(_ sections: [[String]]) -> (
    StringsDataSource, TableAdapter<StringsDataSource>, TestWindow
  ) {
    RecordingCell.resetCounts()
    let source = StringsDataSource(sections)
    let table = TableAdapter(dataSource: source)
    table.register(RecordingCell.init)
    table.reloadData()
    return (source, table, TestWindow(showing: table.widget))
  }
}
