import CGtk
import PlaceholderCore
import PlaceholderTestSupport
import XCTest

@testable import GtkKit
@testable import PlaceholderWebKit

/// A web page's placeholder as a screen reader reads it over AT-SPI (`make
/// test-a11y`): a page the server answered "Not Found" for is its title,
/// its reason and a Retry button; the server's page under it is not read.
final class WebPageAtSpiTreeTests: GtkTestCase {
  func testANotFoundPageIsReadAsItsPlaceholder() throws {
    try AtSpiTree.requireOrSkip()
    try onMain {
      try WebKitProbe.requireOrSkip()
      let server = try PageServer()
      defer { server.stop() }
      let title = "atspi-web-page"
      let page = WebPageView(ephemeral: true)
      let window = TestWindow(showing: page.widget, width: 640, height: 480, title: title)
      defer { window.close() }
      page.load(server.address("/missing"))
      let nodes = AtSpiTree.wait(forWindow: title) { $0.first(role: "push button", name: "Retry") != nil }
      let names = nodes.map(\.name)
      XCTAssertNotNil(nodes.first(role: "push button", name: "Retry"), "\(nodes) \(AtSpiTree.lastProblem)")
      XCTAssertTrue(names.contains("Could Not Load the Page"), "\(names)")
      XCTAssertTrue(names.contains("The server answered Not Found (404)."), "\(names)")
      XCTAssertFalse(names.contains { $0.contains("Nothing here") }, "the server's page is hidden: \(names)")
    }
  }
}
