import CGtk
import PlaceholderCore
import PlaceholderTestSupport
import XCTest

@testable import GtkKit
@testable import PlaceholderDemo
@testable import PlaceholderGtk

/// The demo's Search page, typed into for real (`RealInput`): a query filters
/// the cities, one that matches nothing shows "No results for “q”" with a
/// Clear Search button, and Clear Search empties the field, brings every
/// city back and puts the focus in the field again.
final class DemoSearchPageTests: GtkTestCase {
  func testTypingFiltersANoMatchSaysSoAndClearSearchBringsEverythingBack() throws {
    guard RealInput.isAvailable else { throw XCTSkip(RealInput.unavailableReason) }
    try onMain {
      let title = "demo-search"
      let page = SearchPage()
      let window = TestWindow(showing: page.widget, width: 600, height: 700, title: title)
      defer { window.close() }
      let root = page.widget.gtkWidget
      let entry = try XCTUnwrap(WidgetTree.descendants(of: root, type: gtk_search_entry_get_type()).first)
      XCTAssertTrue(MainLoop.run(until: { Self.rows(root).contains("Amsterdam") }), "every city at first")
      XCTAssertTrue(page.focusSearch())
      window.settle()

      XCTAssertTrue(RealInput.type("san", title: title))
      XCTAssertTrue(
        MainLoop.run(until: { Self.rows(root).contains("San Francisco") && !Self.rows(root).contains("Amsterdam") }),
        "typing filters: \(Self.rows(root))")
      XCTAssertTrue(Self.rows(root).allSatisfy { $0.lowercased().contains("san") }, "\(Self.rows(root))")

      XCTAssertTrue(RealInput.press("ctrl+a", title: title))
      XCTAssertTrue(RealInput.type("Atlantis", title: title))
      let noResults = TextDomain.format(TextDomain.placeholders.translate("No results for “%@”"), "Atlantis")
      XCTAssertTrue(
        MainLoop.run(until: { WidgetTree.mappedLabelTexts(under: root).contains(noResults) }),
        "the placeholder names the query: \(WidgetTree.mappedLabelTexts(under: root))")
      XCTAssertTrue(WidgetTree.mappedLabelTexts(under: root).contains(TextDomain.placeholders.translate("No Results")))
      let clear = try XCTUnwrap(
        WidgetTree.firstButton(labelled: TextDomain.placeholders.translate("Clear Search"), under: root))
      window.settle()

      XCTAssertTrue(RealInput.click(Widget(retaining: clear), in: window.window, title: title))
      XCTAssertTrue(
        MainLoop.run(until: { Self.rows(root).contains("Amsterdam") }), "Clear Search brings every city back")
      XCTAssertEqual(String(cString: gtk_editable_get_text(gcast(entry))), "", "the field is empty")
      XCTAssertEqual(Self.rows(root).count(where: { CitiesDataSource.all.contains($0) }), Self.rows(root).count)
      XCTAssertTrue(
        MainLoop.run(until: { !WidgetTree.mappedLabelTexts(under: root).contains(noResults) }), "the placeholder goes")
      let focus = try XCTUnwrap(gtk_root_get_focus(gcast(window.pointer)))
      XCTAssertTrue(focus == entry || gtk_widget_is_ancestor(focus, entry) != 0, "focus is back in the field")
    }
  }

  /// The city rows on screen.
  @MainActor
  private static func rows(_ root: UnsafeMutablePointer<GtkWidget>) -> [String] {
    WidgetTree.descendants(of: root, type: gtk_list_view_get_type()).flatMap { WidgetTree.mappedLabelTexts(under: $0) }
  }
}
