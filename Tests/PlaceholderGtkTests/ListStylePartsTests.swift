import CGtk
import PlaceholderCore
import PlaceholderTestSupport
import XCTest

@testable import GtkKit
@testable import PlaceholderGtk

/// `ListStyle`'s parts: GTK matches every loaded rule against every widget
/// it styles, so a list loads a feature's rules with the feature's first
/// widget, not all of them with the list.
final class ListStylePartsTests: GtkTestCase {
  private final class LabelCell: TableCell<String> {
    let label = Label()
    override func setup() { root = label }
    override func bind(_ item: String, at indexPath: IndexPath) { label.text = item }
  }

  func testAPlainTableWithItsOwnCellsLoadsNoListPart() {
    onMain {
      LibraryStyleSheet.uninstallAll()
      let source = StringsDataSource([["one", "two", "three"]])
      let table = TableAdapter(dataSource: source)
      table.register(LabelCell.init)
      table.reloadData()
      let window = TestWindow(showing: table.widget)
      defer { window.close() }
      XCTAssertTrue(MainLoop.run(until: { visibleTexts(under: table.listView.gtkWidget) == ["one", "two", "three"] }))
      XCTAssertEqual(loadedListParts(), [])
      XCTAssertTrue(
        LibraryStyleSheet.installedNames(on: gdk_display_get_default()).contains("placeholder"),
        "the placeholder's own rules load with its slot")
    }
  }

  func testEachPartLoadsWithItsFirstWidget() {
    onMain {
      LibraryStyleSheet.uninstallAll()
      let source = StringsDataSource([["one", "two"], ["three"]])
      source.headers[1] = SectionSupplement(title: "Second")
      let table = TableAdapter(dataSource: source)
      table.reloadData()
      let window = TestWindow(showing: table.widget)
      defer { window.close() }
      XCTAssertTrue(MainLoop.run(until: { visibleTexts(under: table.listView.gtkWidget).contains("Second") }))
      XCTAssertEqual(
        loadedListParts(), ["lists.sections", "lists.descriptionCell"], "a header, and items without a cell")

      table.style = .grouped
      XCTAssertEqual(loadedListParts(), ["lists.sections", "lists.descriptionCell", "lists.grouped"])
    }
  }
}

/// The list parts installed on the default display.
@MainActor
private func loadedListParts() -> Set<String> {
  guard let display = gdk_display_get_default() else { return [] }
  return LibraryStyleSheet.installedNames(on: display).filter { $0.hasPrefix("lists") }
}
