import CGtk
import PlaceholderCore
import PlaceholderTestSupport
import XCTest

@testable import GtkKit
@testable import PlaceholderDemo
@testable import PlaceholderGtk

/// A page switch changes no size outside the page, so GTK 4.8 keeps the
/// resizes the page's own widgets ask for while the switch's frame lays them
/// out. The Any View page's text view asks for one when it shows again at
/// another width than the one it last wrapped its text at. While the header
/// bar packed and unpacked each page's button, GTK lost that resize and drew
/// the frame without the window's content ("Trying to snapshot GtkBox …
/// without a current allocation"); `make monkey` found it.
final class DemoPageSwitchLayoutTests: GtkTestCase {
  func testShowingTheArticleAgainAfterAResizeDrawsEveryFrameWithoutAGtkWarning() throws {
    guard RealInput.isAvailable else { throw XCTSkip(RealInput.unavailableReason) }
    try onMain {
      let application = try Application(id: "io.github.placeholders.DemoPageSwitchLayoutTests", nonUnique: true)
      try application.register()
      let network = SimulatedNetwork(latencyMilliseconds: 0, failFirst: 0, offline: false)
      let demo = DemoWindow(application: application, network: network, initialPage: "any-view")
      demo.present()
      defer { demo.close() }
      let page = try XCTUnwrap(demo.currentPage as? AnyViewPage)
      let retry = TextDomain.placeholders.translate("Retry")
      XCTAssertTrue(
        MainLoop.run(until: { WidgetTree.mappedLabelTexts(under: page.widget.gtkWidget).contains(retry) }),
        "the page's first load fails")
      try XCTUnwrap(page.screenshotStates.first { $0.name == "loaded" }).show()
      XCTAssertTrue(drawFrames(3, of: demo.window.gtkWidget, timeoutSeconds: 10))
      let title = TextDomain.placeholders.translate("Placeholders")

      let log = LogRecorder(domains: ["Gtk", "Gdk", "Gsk"])
      defer { log.stop() }
      for width in [1131, 1003, 1200, 1010] {
        demo.show(pageID: "table")
        XCTAssertTrue(
          MainLoop.run(until: { gtk_widget_get_mapped(page.widget.gtkWidget) == 0 }), "the article is hidden")
        let before = gtk_widget_get_width(demo.window.gtkWidget)
        XCTAssertTrue(RealInput.resize(demo.window, title: title, width: width, height: 545))
        XCTAssertTrue(
          MainLoop.run(until: { gtk_widget_get_width(demo.window.gtkWidget) != before }), "the window is \(width) wide")
        demo.show(pageID: "any-view")
        XCTAssertTrue(
          MainLoop.run(until: { gtk_widget_get_mapped(page.widget.gtkWidget) != 0 }), "the article shows again")
        XCTAssertTrue(drawFrames(3, of: demo.window.gtkWidget, timeoutSeconds: 10))
      }
      XCTAssertEqual(log.toolkitWarnings, [])
    }
  }
}
