import CGtk
import PlaceholderCore
import PlaceholderTestSupport
import XCTest

@testable import GtkKit
@testable import PlaceholderGtk

/// A cell that gives its row one widget as its `root`: the row is that
/// widget alone, with no box around it, in tables and grids alike; a root
/// set too late, or widgets left in the box the row no longer shows, are
/// warned about.
final class CellRootTests: GtkTestCase {
  /// A cell whose row is its label.
  private final class LabelRootCell: TableCell<String> {
    let label = Label()
    override func setup() {
      label.xAlign = 0
      root = label
    }
    override func bind(_ item: String, at indexPath: IndexPath) { label.text = item }
  }

  /// A cell that sets its root in `bind`, after the row took the box.
  private final class LateRootCell: TableCell<String> {
    let label = Label()
    override func setup() { contentView.append(label) }
    override func bind(_ item: String, at indexPath: IndexPath) {
      label.text = item
      root = Label("never shown")
    }
  }

  /// A cell that gives its row a root and still fills the box.
  private final class BothCell: TableCell<String> {
    let label = Label()
    override func setup() {
      contentView.append(Label("lost"))
      root = label
    }
    override func bind(_ item: String, at indexPath: IndexPath) { label.text = item }
  }

  /// A 70 px row whose root has 12 px margins all round.
  private final class TallMarginCell: TableCell<String> {
    let label = Label()
    override var preferredHeight: Int? { 70 }
    override func setup() {
      label.setMargins(12)
      root = label
    }
    override func bind(_ item: String, at indexPath: IndexPath) { label.text = item }
  }

  /// The widget each row on screen shows: the list item's child.
  @MainActor
  private static func rowChildren(of list: Widget) -> [UnsafeMutablePointer<GtkWidget>] {
    var children: [UnsafeMutablePointer<GtkWidget>] = []
    var row = gtk_widget_get_first_child(list.gtkWidget)
    while let current = row {
      if gtk_widget_get_mapped(current) != 0, let child = gtk_widget_get_first_child(current) {
        children.append(child)
      }
      row = gtk_widget_get_next_sibling(current)
    }
    return children
  }

  func testATableRowIsTheCellsLabelAloneAndCarriesTheStylesClasses() {
    onMain {
      let source = StringsDataSource([["one", "two", "three"]])
      let table = TableAdapter(dataSource: source)
      table.register(LabelRootCell.init)
      table.style = .grouped
      table.reloadData()
      let window = TestWindow(showing: table.widget)
      defer { window.close() }
      XCTAssertTrue(MainLoop.run(until: { Self.rowChildren(of: table.listView).count == 3 }))
      let children = Self.rowChildren(of: table.listView)
      for child in children {
        XCTAssertEqual(
          String(cString: pg_type_name_of(child)), "GtkLabel", "the row's child is the label itself")
        XCTAssertNotEqual(gtk_widget_has_css_class(child, "placeholders-cell"), 0)
      }
      XCTAssertEqual(visibleTexts(under: table.listView.gtkWidget), ["one", "two", "three"])
      XCTAssertNotEqual(gtk_widget_has_css_class(children[0], "placeholders-boxed-first"), 0, "the style's classes")
      XCTAssertNotEqual(gtk_widget_has_css_class(children[2], "placeholders-boxed-last"), 0)
    }
  }

  func testARowOfAFixedHeightIsAsTallWithItsOwnRootAsInTheBox() {
    onMain {
      /// The same 70 px row, its label with margins in the library's box.
      final class BoxedCell: TableCell<String> {
        let label = Label()
        override var preferredHeight: Int? { 70 }
        override func setup() {
          label.setMargins(12)
          contentView.append(label)
        }
      }
      @MainActor func rowHeights(_ make: @escaping @MainActor () -> TableCell<String>) -> [Double] {
        let source = StringsDataSource([["one", "two", "three"]])
        let table = TableAdapter(dataSource: source)
        table.register(make)
        table.reloadData()
        let window = TestWindow(showing: table.widget)
        defer { window.close() }
        XCTAssertTrue(MainLoop.run(until: { table.machinery.rows.rowTops().count == 3 }))
        window.settle()
        return withExtendedLifetime(source) { table.machinery.rows.rowTops().values.map(\.height) }
      }
      let boxed = rowHeights(BoxedCell.init)
      XCTAssertEqual(Set(boxed).count, 1)
      XCTAssertEqual(
        rowHeights(TallMarginCell.init), boxed, "GTK adds margins outside a size request: they count in the 70")
    }
  }

  func testAGridItemIsTheCellsLabelAlone() {
    onMain {
      let source = SectionedDataSource<String>(items: ["a", "b", "c", "d"])
      let grid = CollectionAdapter(dataSource: source)
      grid.register(LabelRootCell.init)
      grid.reloadData()
      let window = TestWindow(showing: grid.widget)
      defer { window.close() }
      XCTAssertTrue(MainLoop.run(until: { visibleTexts(under: grid.listView.gtkWidget) == ["a", "b", "c", "d"] }))
      let labels = WidgetTree.descendants(of: grid.listView.gtkWidget, type: gtk_label_get_type())
      for label in labels {
        XCTAssertNotEqual(gtk_widget_has_css_class(label, "placeholders-cell"), 0, "each item's root is its label")
      }
    }
  }

  /// A table of "one" and "two" in `make`'s cells, shown, with its data
  /// source (which the table holds weakly); the test fails here unless
  /// both rows show.
  @MainActor
  private static func showTwoRows<Cell: TableCell<String>>(
    _ make: @escaping @MainActor () -> Cell
  ) -> (StringsDataSource, TableAdapter<StringsDataSource>, TestWindow) {
    let source = StringsDataSource([["one", "two"]])
    let table = TableAdapter(dataSource: source)
    table.register(make)
    table.reloadData()
    let window = TestWindow(showing: table.widget)
    XCTAssertTrue(MainLoop.run(until: { visibleTexts(under: table.listView.gtkWidget) == ["one", "two"] }))
    return (source, table, window)
  }

  func testARootSetAfterSetupIsNotTakenAndSaysSo() {
    onMain {
      let warnings = Diagnostics.warningCount
      let (source, table, window) = Self.showTwoRows(LateRootCell.init)
      defer { window.close() }
      defer { withExtendedLifetime(source) {} }
      XCTAssertEqual(Diagnostics.warningCount, warnings + 1, "one warning, for every row of the kind")
      XCTAssertTrue(
        Diagnostics.lastWarning?.contains("after setup()") ?? false, "\(String(describing: Diagnostics.lastWarning))")
      for child in Self.rowChildren(of: table.listView) {
        XCTAssertEqual(String(cString: pg_type_name_of(child)), "GtkBox", "the rows keep their box")
      }
    }
  }

  func testWidgetsLeftInTheBoxOfACellWithItsOwnRootAreWarnedAbout() {
    onMain {
      let warnings = Diagnostics.warningCount
      let (source, _, window) = Self.showTwoRows(BothCell.init)
      defer { window.close() }
      defer { withExtendedLifetime(source) {} }
      XCTAssertEqual(Diagnostics.warningCount, warnings + 1)
      XCTAssertTrue(Diagnostics.lastWarning?.contains("contentView") ?? false)
    }
  }
}
