import CGtk
import PlaceholderCore
import PlaceholderTestSupport
import XCTest

@testable import BrowserExample
@testable import GtkKit
@testable import PlaceholderGtk
@testable import PlaceholderWebKit

/// Examples/Browser on a real display, against a real server on loopback:
/// a page shows under its title, a missing one says "Not Found (404)"
/// over the server's page, and Back returns to the page that loaded.
final class BrowserExampleTests: ExampleTestCase {
  func testAPageThenAMissingOneThenBack() throws {
    try runApplication(id: "io.github.placeholders.examples.Tests.Browser") { app in
      let server = try PageServer()
      defer { server.stop() }
      let browser = BrowserWindow(application: app, address: server.address("/ok"))
      browser.present()
      defer { browser.window.destroy() }
      XCTAssertTrue(pump(until: { browser.window.title == "Fine" }), "the page’s title")
      XCTAssertFalse(browser.back.isSensitive, "nowhere to go back to")
      XCTAssertFalse(browser.page.placeholderSlot.isShowing)

      browser.page.load(server.address("/missing"))
      XCTAssertTrue(
        pump(until: { visibleTexts(in: browser.window).contains("The server answered Not Found (404).") }),
        "\(visibleTexts(in: browser.window))")
      XCTAssertTrue(visibleTexts(in: browser.window).contains("Could Not Load the Page"))
      XCTAssertNotNil(visibleButton("Retry", in: browser.window))
      XCTAssertTrue(browser.back.isSensitive)

      click(browser.back.gtkWidget)
      XCTAssertTrue(pump(until: { !browser.page.placeholderSlot.isShowing }), "back at the page that loaded")
      XCTAssertTrue(pump(until: { browser.window.title == "Fine" }))
    }
  }
}
