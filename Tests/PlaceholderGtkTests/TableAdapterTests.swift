import CGtk
import PlaceholderCore
import PlaceholderTestSupport
import XCTest

@testable import GtkKit
@testable import PlaceholderGtk

final class TableAdapterTests: GtkTestCase {
  func testRowsOfSeveralSectionsShowWithTheirHeadersAndFooters() throws {
    onMain {
      let source = StringsDataSource([["a1", "a2"], [], ["c1"]])
      source.headers = [0: SectionSupplement(title: "Fruit"), 2: SectionSupplement(title: "Cheese", subtitle: "Soft")]
      source.footers = [2: SectionSupplement(title: "End of cheese")]
      source.sectionPlaceholders = [1: PlaceholderContent(title: "No vegetables")]
      let table = TableAdapter(dataSource: source)
      table.register(RecordingCell.init)
      table.reloadData()
      let window = TestWindow(showing: table.widget)
      defer { window.close() }

      XCTAssertEqual(table.index.count, 7)
      XCTAssertEqual(
        (0..<7).compactMap { table.index.row(at: $0)?.kind },
        [.header, .item, .item, .sectionPlaceholder, .header, .item, .footer])
      XCTAssertEqual(
        visibleTexts(under: table.listView.gtkWidget),
        ["Fruit", "a1", "a2", "No vegetables", "Cheese", "Soft", "c1", "End of cheese"])
      XCTAssertFalse(table.placeholderSlot.isShowing)
    }
  }

  func testAMillionRowsBindOnlyTheRowsNearTheViewport() throws {
    try onMain {
      let source = CountingDataSource(sections: 10_000, itemsPerSection: 100)
      let table = TableAdapter(dataSource: source)
      table.reloadData()
      XCTAssertEqual(table.index.count, 1_000_000)
      let window = TestWindow(showing: table.widget)
      defer { window.close() }
      XCTAssertGreaterThan(source.itemRequests, 0)

      // Scroll one page down.
      let adjustment = try XCTUnwrap(gtk_scrolled_window_get_vadjustment(gcast(table.scrolledWindow.gtkWidget)))
      gtk_adjustment_set_value(
        adjustment, gtk_adjustment_get_value(adjustment) + gtk_adjustment_get_page_size(adjustment))
      window.settle()
      XCTAssertLessThan(source.itemRequests, 300, "binds follow the viewport, not the model")
    }
  }

  func testCellsOfEachKindAreBuiltOnceAndReused() throws {
    try onMain {
      RecordingCell.resetCounts()
      // GTK 4.8 keeps up to 200 list items alive whatever the viewport, so
      // recycling shows only with more rows than that.
      let source = StringsDataSource([(0..<2_000).map { "row \($0)" }])
      let table = TableAdapter(dataSource: source)
      table.register(RecordingCell.init)
      table.reloadData()
      let window = TestWindow(showing: table.widget)
      let setupsAfterOpening = RecordingCell.setups
      XCTAssertGreaterThan(setupsAfterOpening, 0)
      XCTAssertEqual(RecordingCell.setups, RecordingCell.binds, "each visible row bound once")

      // Scrolling to the end rebinds recycled cells; it builds few new ones.
      let adjustment = try XCTUnwrap(gtk_scrolled_window_get_vadjustment(gcast(table.scrolledWindow.gtkWidget)))
      gtk_adjustment_set_value(adjustment, gtk_adjustment_get_upper(adjustment))
      window.settle()
      XCTAssertGreaterThan(RecordingCell.binds, setupsAfterOpening)
      XCTAssertLessThan(RecordingCell.setups, setupsAfterOpening * 2)

      window.close()
      XCTAssertEqual(RecordingCell.teardowns, RecordingCell.setups, "every cell torn down once")
    }
  }

  func testARowHeightFromTheDataSourceWinsOverTheCells() throws {
    onMain {
      final class TallCell: TableCell<String> {
        override var preferredHeight: Int? { 90 }
        override func setup() { contentView.append(Label("tall")) }
      }
      let source = StringsDataSource([["short", "tall"]])
      source.heights = ["short": 40]
      let table = TableAdapter(dataSource: source)
      table.register(TallCell.init)
      table.reloadData()
      let window = TestWindow(showing: table.widget)
      defer { window.close() }
      let heights = rowHosts(of: table).map { Int(gtk_widget_get_height($0)) }
      XCTAssertEqual(heights.count, 2)
      XCTAssertEqual(heights.first, 40)
      XCTAssertEqual(heights.last, 90)
    }
  }

  func testSelectingAndActivatingReportTheItemsIndexPathPastHeaders() throws {
    onMain {
      let source = StringsDataSource([["a1"], ["b1", "b2"]])
      source.headers = [0: SectionSupplement(title: "A"), 1: SectionSupplement(title: "B")]
      let table = TableAdapter(dataSource: source)
      let delegate = RecordingDelegate<String>()
      table.delegate = delegate
      table.reloadData()
      let window = TestWindow(showing: table.widget)
      defer { window.close() }

      // Rows: 0 header A, 1 a1, 2 header B, 3 b1, 4 b2.
      table.focus(position: 4)
      window.settle()
      XCTAssertEqual(delegate.selected, [IndexPath(section: 1, item: 1)])
      XCTAssertEqual(table.selectedIndexPath, IndexPath(section: 1, item: 1))

      activateListRow(table.listView.gtkWidget, position: 3)
      XCTAssertEqual(delegate.activated, [IndexPath(section: 1, item: 0)])

      // Landing on a header (as the keyboard would) moves on to the nearest
      // item in the direction of travel: down from a1 to b1…
      table.focus(position: 1)
      delegate.selected.removeAll()
      table.focus(position: 2)
      window.settle()
      XCTAssertEqual(table.selectedIndexPath, IndexPath(section: 1, item: 0))
      XCTAssertEqual(delegate.selected.last, IndexPath(section: 1, item: 0))
      // …and up from b1 to a1.
      table.focus(position: 2)
      window.settle()
      XCTAssertEqual(table.selectedIndexPath, IndexPath(section: 0, item: 0))
    }
  }

  func testThePlaceholderFollowsTheModelAfterTheFirstLoad() throws {
    onMain {
      let source = StringsDataSource([[]])
      let table = TableAdapter(dataSource: source)
      let window = TestWindow(showing: table.widget)
      defer { window.close() }
      XCTAssertFalse(table.placeholderSlot.isShowing, "nothing 'empty' before the first load ends")

      table.reloadData()
      XCTAssertTrue(table.placeholderSlot.isShowing, "an empty table shows the default placeholder")
      XCTAssertEqual(table.placeholderSlot.placeholder, .noContent())

      source.sections = [["one"]]
      table.reloadData()
      XCTAssertFalse(table.placeholderSlot.isShowing)

      source.sections = [[], []]
      source.headers = [0: SectionSupplement(title: "Only a header")]
      table.reloadData()
      XCTAssertTrue(table.placeholderSlot.isShowing, "headers are not content; every section is counted")

      table.placeholders.options.showsEmptyPlaceholder = false
      XCTAssertFalse(table.placeholderSlot.isShowing, "the app can turn the default off")
    }
  }

  func testOverridingEmptyThroughTheContentProviderChangesTheListsEmptyPlaceholder() {
    onMain {
      let source = StringsDataSource([])
      let table = TableAdapter(dataSource: source)
      table.placeholders.content = PlaceholderContentProvider { kind in
        kind == .empty ? PlaceholderContent(title: "Inbox Zero") : nil
      }
      table.reloadData()
      let window = TestWindow(showing: table.widget)
      defer { window.close() }
      XCTAssertTrue(table.placeholderSlot.isShowing)
      XCTAssertEqual(table.placeholderSlot.placeholder?.title, "Inbox Zero", "the provider's .empty reaches the list")
      XCTAssertTrue(
        visibleTexts(under: table.placeholderSlot.widget.gtkWidget).contains("Inbox Zero"), "and is on screen")

      table.placeholders.content.empty = PlaceholderContent(title: "Stored")
      XCTAssertEqual(
        table.placeholderSlot.placeholder?.title, "Inbox Zero", "the override wins over the stored content")
      table.placeholders.content = PlaceholderContentProvider(empty: PlaceholderContent(title: "Stored"))
      XCTAssertEqual(table.placeholderSlot.placeholder?.title, "Stored", "without an override, the stored content")
    }
  }

  // MARK: - Bad input (the full gallery is in ReliabilityDataSourceTests)

  func testAReleasedDataSourceEmptiesTheTableWithOneWarning() throws {
    try onMain {
      var source: StringsDataSource? = StringsDataSource([["a", "b"]])
      let table = try TableAdapter(dataSource: XCTUnwrap(source))
      table.reloadData()
      let window = TestWindow(showing: table.widget)
      defer { window.close() }
      source = nil
      XCTAssertNil(table.dataSource)
      let warnings = Diagnostics.warningCount
      table.reloadData()
      table.reloadData()
      window.settle()
      XCTAssertEqual(Diagnostics.warningCount, warnings + 1)
      XCTAssertEqual(table.index.count, 0)
      XCTAssertEqual(visibleTexts(under: table.listView.gtkWidget), [])
    }
  }
}

/// The rows (list-item widgets that show something) of a table, in
/// position order.
@MainActor
private func rowHosts<D>(of table: TableAdapter<D>) -> [UnsafeMutablePointer<GtkWidget>] {
  var rows: [UnsafeMutablePointer<GtkWidget>] = []
  var row = gtk_widget_get_first_child(table.listView.gtkWidget)
  while let current = row {
    if gtk_widget_get_first_child(current) != nil, gtk_widget_get_mapped(current) != 0 { rows.append(current) }
    row = gtk_widget_get_next_sibling(current)
  }
  return rows
}

/// Emits a list view's `activate` signal, as Enter or a double-click does.
@MainActor
private func activateListRow(_ list: UnsafeMutablePointer<GtkWidget>, position: UInt32) {
  // GTK 4.8 does not sink an action's floating argument: own it and release it.
  let target = g_variant_ref_sink(g_variant_new_uint32(position))
  defer { g_variant_unref(target) }
  gtk_widget_activate_action_variant(list, "list.activate-item", target)
}

final class BuilderCellTests: GtkTestCase {
  private static let rowXML = """
    <?xml version="1.0" encoding="UTF-8"?>
    <interface>
      <object class="GtkBox" id="root">
        <property name="orientation">horizontal</property>
        <child><object class="GtkLabel" id="title"/></child>
        <child><object class="GtkLabel" id="subtitle"/></child>
      </object>
    </interface>
    """

  func testCellsBuiltFromGtkBuilderXMLShowTheirItems() throws {
    onMain {
      let source = StringsDataSource([["alpha", "beta"]])
      let table = TableAdapter(dataSource: source)
      table.register(kind: .default) {
        BuilderCell<String>(.string(Self.rowXML)) { cell, item, indexPath in
          cell.setText(item.uppercased(), of: "title")
          cell.setText("#\(indexPath.item)", of: "subtitle")
        }
      }
      table.reloadData()
      let window = TestWindow(showing: table.widget)
      defer { window.close() }
      XCTAssertEqual(visibleTexts(under: table.listView.gtkWidget), ["ALPHA", "#0", "BETA", "#1"])
    }
  }

  func testInvalidXMLOrAMissingFileIsReportedOnceInsteadOfAborting() throws {
    onMain {
      let source = StringsDataSource([["a", "b", "c"]])
      let table = TableAdapter(dataSource: source)
      table.register(kind: .default) {
        BuilderCell<String>(.string(#"<interface><object class="NoSuchWidget" id="root"/></interface>"#)) { _, _, _ in }
      }
      table.reloadData()
      let warnings = Diagnostics.warningCount
      let window = TestWindow(showing: table.widget)
      defer { window.close() }
      XCTAssertEqual(Diagnostics.warningCount, warnings + 1)
      let texts = visibleTexts(under: table.listView.gtkWidget)
      XCTAssertEqual(texts.count, 3)
      XCTAssertTrue(texts.allSatisfy { $0.contains("could not load") }, "\(texts)")

      let missing = TableAdapter(dataSource: source)
      missing.register(kind: .default) { BuilderCell<String>(.file(path: "/nonexistent/row.ui")) { _, _, _ in } }
      missing.reloadData()
      let window2 = TestWindow(showing: missing.widget)
      defer { window2.close() }
      XCTAssertTrue(Diagnostics.lastWarning?.contains("could not load") ?? false)
    }
  }
}
