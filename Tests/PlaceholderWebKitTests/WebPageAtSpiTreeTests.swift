import CGtk
import PlaceholderCore
import PlaceholderTestSupport
import XCTest

@testable import GtkKit
@testable import PlaceholderWebKit

/// A web page's placeholders as a screen reader reads them over AT-SPI
/// (`make test-a11y`): each failure kind is its title, its reason and its
/// button, and a page under a placeholder is not read.
final class WebPageAtSpiTreeTests: GtkTestCase {
  func testEachFailureIsReadAsItsPlaceholder() throws {
    try AtSpiTree.requireOrSkip()
    try onMain {
      try WebKitProbe.requireOrSkip()
      let server = try PageServer()
      defer { server.stop() }
      let title = "atspi-web-page"
      let page = WebPageView(ephemeral: true)
      page.loads.retryPolicy = .off
      let window = TestWindow(showing: page.widget, width: 640, height: 480, title: title)
      defer { window.close() }
      let cases: [(address: String, title: String, detail: String, button: String?)] = [
        (server.address("/missing"), "Could Not Load the Page", "The server answered Not Found (404).", "Retry"),
        (
          "http://127.0.0.1:\(server.closed)/", "Could Not Load the Page", "The server refused the connection.",
          "Retry"
        ),
        (
          server.address("/ok", secure: true), "The Connection Is Not Secure",
          "The site’s certificate is not signed by an authority this system trusts.", "Retry"
        ),
        ("nosuchscheme://page", "Could Not Show the Page", "A web view cannot open addresses of this kind.", nil),
      ]
      for expected in cases {
        page.load(expected.address)
        // The whole placeholder: a reading can straddle its change, old title with new detail.
        let nodes = AtSpiTree.wait(forWindow: title) { nodes in
          nodes.contains { $0.name == expected.title } && nodes.contains { $0.name == expected.detail }
        }
        let names = nodes.map(\.name)
        XCTAssertTrue(names.contains(expected.title), "\(expected.address): \(names) \(AtSpiTree.lastProblem)")
        XCTAssertTrue(names.contains(expected.detail), "\(expected.address): \(names)")
        if let button = expected.button {
          XCTAssertNotNil(nodes.first(role: "push button", name: button), "\(expected.address): \(names)")
        } else {
          XCTAssertFalse(nodes.contains { $0.role == "push button" }, "\(expected.address): no button: \(names)")
        }
        XCTAssertFalse(names.contains { $0.contains("Nothing here") }, "the server's page is hidden: \(names)")
      }

      // The page's process killed: "The Page Stopped", with Reload.
      page.load(server.address("/ok"))
      XCTAssertTrue(MainLoop.run(until: { page.title == "Fine" }, timeoutSeconds: 20))
      XCTAssertGreaterThan(WebProcesses.kill(signal: SIGKILL), 0)
      let stopped = AtSpiTree.wait(forWindow: title) { $0.first(role: "push button", name: "Reload") != nil }
      XCTAssertTrue(stopped.map(\.name).contains("The Page Stopped"), "\(stopped.map(\.name))")
    }
  }
}
