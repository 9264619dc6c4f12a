import CGtk
import PlaceholderCore
import PlaceholderTestSupport
import XCTest

@testable import GtkKit
@testable import PlaceholderDemo
@testable import PlaceholderGtk

/// The demo's Any View page end to end: a placeholder over an article (a
/// text view, not a list). Its first load fails and the error covers the
/// empty article; Retry shows the loading placeholder, then the article with
/// no placeholder; the header's Fail Next Load button brings the error back.
final class DemoAnyViewPageFlowTests: GtkTestCase {
  func testTheFirstLoadFailsRetryLoadsTheArticleAndFailNextLoadFailsAgain() throws {
    try onMain {
      let page = AnyViewPage(network: SimulatedNetwork(latencyMilliseconds: 0, failFirst: 0, offline: false))
      let header = try XCTUnwrap(page.headerWidget)
      let box = Box(orientation: .vertical, spacing: 0)
      box.append(header)
      box.append(page.widget)
      page.widget.expandsVertically = true
      let window = TestWindow(showing: box, width: 700, height: 600, title: "demo-any-view")
      defer { window.close() }
      let root = page.widget.gtkWidget
      let article = try XCTUnwrap(WidgetTree.descendants(of: root, type: gtk_text_view_get_type()).first)
      let translate: (String) -> String = { TextDomain.placeholders.translate($0) }

      let retry = translate("Retry")
      XCTAssertTrue(
        MainLoop.run(until: { WidgetTree.firstButton(labelled: retry, under: root) != nil }), "the first load fails")
      XCTAssertEqual(Self.text(of: article), "", "nothing to read behind the error")

      XCTAssertNotEqual(gtk_widget_activate(try XCTUnwrap(WidgetTree.firstButton(labelled: retry, under: root))), 0)
      XCTAssertTrue(
        MainLoop.run(until: { Self.text(of: article).hasPrefix(translate("Why empty states matter")) }),
        "Retry loads the article")
      XCTAssertTrue(
        MainLoop.run(until: { WidgetTree.mappedLabelTexts(under: root).allSatisfy { $0 != retry } }),
        "no placeholder over the article")

      XCTAssertNotEqual(gtk_widget_activate(header.gtkWidget), 0, "Fail Next Load")
      XCTAssertTrue(
        MainLoop.run(until: { WidgetTree.firstButton(labelled: retry, under: root) != nil }), "the load fails again")
      XCTAssertEqual(Self.text(of: article), "", "the failed reload cleared the article")
    }
  }

  @MainActor
  private static func text(of view: UnsafeMutablePointer<GtkWidget>) -> String {
    guard let buffer = gtk_text_view_get_buffer(gcast(view)) else { return "" }
    var start = GtkTextIter()
    var end = GtkTextIter()
    gtk_text_buffer_get_bounds(buffer, &start, &end)
    guard let text = gtk_text_buffer_get_text(buffer, &start, &end, 0) else { return "" }
    defer { g_free(text) }
    return String(cString: text)
  }
}
