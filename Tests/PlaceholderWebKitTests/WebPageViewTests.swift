import CGtk
import Foundation
import PlaceholderCore
import PlaceholderTestSupport
import XCTest

@testable import GtkKit
@testable import PlaceholderGtk
@testable import PlaceholderWebKit

/// A real WebKitGTK web view on a real display, against a real server on
/// loopback: each way a page fails shows its placeholder, in words, and
/// Retry or Reload brings the page back.
final class WebPageViewTests: GtkTestCase {
  /// A web view in a window, with the server, for one test.
  @MainActor
  private final class Browser {
    let server: PageServer
    let page = WebPageView(ephemeral: true)
    let window: TestWindow

    init() throws {
      try WebKitProbe.requireOrSkip()
      server = try PageServer()
      window = TestWindow(showing: page.widget, width: 640, height: 480)
    }

    func close() {
      window.close()
      server.stop()
    }

    /// The texts the placeholder shows on screen.
    var placeholderTexts: [String] {
      WidgetTree.visibleTexts(under: page.placeholderSlot.widget.gtkWidget).filter { !$0.isEmpty }
    }

    /// Waits until the placeholder's title is `title` (nil: none shows).
    func waitForPlaceholder(_ title: String?, seconds: Double = 15) -> Bool {
      MainLoop.run(until: { self.page.placeholderSlot.placeholder?.title == title }, timeoutSeconds: seconds)
    }

    /// Activates the placeholder's button, as a click does.
    func pressButton(_ title: String) -> Bool {
      guard let button = WidgetTree.firstButton(labelled: title, under: page.placeholderSlot.widget.gtkWidget),
        gtk_widget_get_mapped(button) != 0
      else { return false }
      gtk_widget_activate(button)
      return true
    }
  }

  private func browse(_ body: @MainActor (Browser) throws -> Void) throws {
    try onMain {
      let browser = try Browser()
      defer { browser.close() }
      try body(browser)
    }
  }

  func testAPageThatLoadsShowsNoPlaceholder() throws {
    try browse { browser in
      browser.page.load(browser.server.address("/ok"))
      XCTAssertTrue(MainLoop.run(until: { browser.page.title == "Fine" }, timeoutSeconds: 20), "the page came")
      XCTAssertTrue(MainLoop.run(until: { browser.page.loads.state == .content(.noMoreData) }))
      XCTAssertNil(browser.page.placeholderSlot.placeholder)
      XCTAssertTrue(browser.page.webView.isMapped, "the page shows")
    }
  }

  func testNotFoundSaysTheStatusUnlessTheAppShowsTheServersOwnPage() throws {
    try browse { browser in
      browser.page.load(browser.server.address("/missing"))
      XCTAssertTrue(browser.waitForPlaceholder("Could Not Load the Page"))
      XCTAssertTrue(
        browser.placeholderTexts.contains("The server answered Not Found (404)."), "\(browser.placeholderTexts)")
      XCTAssertFalse(browser.page.webView.isMapped, "the server's page is hidden")

      browser.page.load(browser.server.address("/broken"))
      XCTAssertTrue(
        MainLoop.run(until: { browser.placeholderTexts.contains("The server answered Internal Server Error (500).") }))

      browser.page.showsServerErrorPages = true
      browser.page.load(browser.server.address("/missing"))
      XCTAssertTrue(browser.waitForPlaceholder(nil), "the app shows the server's own page")
      XCTAssertTrue(MainLoop.run(until: { browser.page.title == "The server's own 404" }))
    }
  }

  func testARefusedConnectionSaysSoAndRetryLoadsThePageAgain() throws {
    try browse { browser in
      browser.page.loads.retryPolicy = .off
      let address = "http://127.0.0.1:\(browser.server.closed)/ok"
      browser.page.load(address)
      XCTAssertTrue(browser.waitForPlaceholder("Could Not Load the Page"))
      XCTAssertTrue(
        browser.placeholderTexts.contains("The server refused the connection."), "\(browser.placeholderTexts)")
      XCTAssertEqual(browser.page.failure, .unreachable("The server refused the connection."))
      // Retry asks again, and is refused again: the same placeholder.
      XCTAssertTrue(browser.pressButton("Retry"))
      XCTAssertTrue(MainLoop.run(until: { browser.page.loads.state == .loading }), "Retry loads again")
      XCTAssertTrue(browser.waitForPlaceholder("Could Not Load the Page"))
    }
  }

  func testAnUntrustedCertificateIsNotSecureAndNothingGoesAroundIt() throws {
    try browse { browser in
      browser.page.load(browser.server.address("/ok", secure: true))
      XCTAssertTrue(browser.waitForPlaceholder("The Connection Is Not Secure"))
      XCTAssertTrue(
        browser.placeholderTexts.contains("The site’s certificate is not signed by an authority this system trusts."),
        "\(browser.placeholderTexts)")
      XCTAssertNotEqual(browser.page.title, "Fine", "the page never showed")
    }
  }

  /// WebKit 2.50 now and then reports a refused certificate as GIO's own
  /// "cancelled", which no stop gives: reported here by hand, the page is
  /// asked for again in the same load, never left silently on the old one.
  /// (Reported by hand, the drops' own loads asked for again find another
  /// navigation began since, and load nothing.)
  func testALoadTheNetworkDroppedIsAskedForAgainInTheSameLoad() throws {
    try browse { browser in
      browser.page.loads.retryPolicy = .off
      let address = browser.server.address("/ok")
      let dropped = WebLoadError(domainName: "g-io-error-quark", code: 19, message: "Operation was cancelled")
      browser.page.load(browser.server.address("/missing"))
      XCTAssertTrue(browser.waitForPlaceholder("Could Not Load the Page"), "a page shown, WebKit at rest")
      browser.page.handle(.started(uri: address))
      browser.page.handle(.failed(dropped))
      browser.page.handle(.finished(status: nil, uri: "about:blank"))
      XCTAssertEqual(browser.page.loads.state, .loading, "no stop, no failure: the same load goes on")
      XCTAssertTrue(
        MainLoop.run(until: { browser.page.loads.state != .loading && browser.page.title != nil }, timeoutSeconds: 20),
        "asked for again")
      XCTAssertEqual(browser.page.loads.state, .content(.noMoreData))
      XCTAssertEqual(browser.page.title, "Fine")
      XCTAssertNil(browser.page.failure)

      // Dropped each time: the connection closed, with Retry.
      for _ in 0...WebNavigationTracker.askAgainDelays.count {
        browser.page.handle(.started(uri: address))
        browser.page.handle(.failed(dropped))
        browser.page.handle(.finished(status: nil, uri: address))
      }
      XCTAssertTrue(browser.waitForPlaceholder("Could Not Load the Page"))
      XCTAssertEqual(browser.page.failure, .unreachable("The connection closed before the page came."))
    }
  }

  func testAnAppThatTrustsTheCertificateShowsThePage() throws {
    try browse { browser in
      var asked: [(String, WebCertificateProblems)] = []
      browser.page.trustsCertificate = { host, problems in
        asked.append((host, problems))
        return true
      }
      browser.page.load(browser.server.address("/ok", secure: true))
      XCTAssertTrue(MainLoop.run(until: { browser.page.title == "Fine" }, timeoutSeconds: 20), "the page showed")
      XCTAssertEqual(asked.map(\.0), ["127.0.0.1"], "asked once, with the host")
      XCTAssertTrue(asked.first?.1.contains(.unknownAuthority) ?? false, "self-signed")
      XCTAssertNil(browser.page.placeholderSlot.placeholder)
    }
  }

  func testASlowPageShowsLoadingThenThePage() throws {
    try browse { browser in
      browser.page.load(browser.server.address("/slow"))
      XCTAssertTrue(browser.waitForPlaceholder("Loading the page…", seconds: 5), "after the show delay")
      XCTAssertTrue(browser.page.placeholderSlot.placeholder?.showsSpinner ?? false)
      XCTAssertTrue(browser.waitForPlaceholder(nil, seconds: 15), "the page came")
      XCTAssertTrue(MainLoop.run(until: { browser.page.title == "Slow but fine" }))
    }
  }

  func testGoingBackToAPageThatLoadedHidesTheFailure() throws {
    try browse { browser in
      browser.page.load(browser.server.address("/ok"))
      XCTAssertTrue(MainLoop.run(until: { browser.page.title == "Fine" }, timeoutSeconds: 20))
      browser.page.load(browser.server.address("/missing"))
      XCTAssertTrue(browser.waitForPlaceholder("Could Not Load the Page"))
      XCTAssertTrue(browser.page.canGoBack)
      browser.page.goBack()
      XCTAssertTrue(browser.waitForPlaceholder(nil), "back at the page that loaded")
      XCTAssertTrue(browser.page.webView.isMapped)
    }
  }

  func testAPageWhoseProcessCrashesStopsAndReloadBringsItBack() throws {
    try browse { browser in
      browser.page.load(browser.server.address("/ok"))
      XCTAssertTrue(
        MainLoop.run(until: { browser.page.title == "Fine" && browser.page.loads.state.showsRows }, timeoutSeconds: 20))
      let killed = WebProcesses.kill(signal: SIGKILL)
      XCTAssertGreaterThan(killed, 0, "a web process of this test's own was found")
      XCTAssertTrue(browser.waitForPlaceholder("The Page Stopped"))
      XCTAssertTrue(browser.placeholderTexts.contains("The process showing it ended unexpectedly."))
      XCTAssertTrue(browser.pressButton("Reload"))
      XCTAssertTrue(browser.waitForPlaceholder(nil, seconds: 20), "a new process shows the page")
      XCTAssertTrue(MainLoop.run(until: { browser.page.title == "Fine" }, timeoutSeconds: 20))
    }
  }

  func testAPageThatStopsAnsweringOffersReload() throws {
    try browse { browser in
      browser.page.load(browser.server.address("/busy"))
      // Its script starts once it has loaded, and never ends.
      XCTAssertTrue(MainLoop.run(until: { browser.page.title == "Busy" }, timeoutSeconds: 20))
      _ = MainLoop.run(until: { false }, timeoutSeconds: 1.5)
      // WebKit notices on its next message to the page: a reload.
      browser.page.reload()
      XCTAssertTrue(browser.waitForPlaceholder("The Page Is Not Responding", seconds: 20))
      XCTAssertTrue(browser.pressButton("Reload"))
      XCTAssertTrue(MainLoop.run(until: { browser.page.title == "Fine" }, timeoutSeconds: 20), "in a new process")
      XCTAssertTrue(browser.waitForPlaceholder(nil))
    }
  }

  func testAnAddressWebKitCannotOpenOffersNoRetry() throws {
    try browse { browser in
      browser.page.load("nosuchscheme://page")
      XCTAssertTrue(browser.waitForPlaceholder("Could Not Show the Page"))
      XCTAssertNil(browser.page.placeholderSlot.placeholder?.button, "trying again cannot help")
      // A port web pages may not use: WebKit shows a blank page, and says
      // nothing.
      browser.page.load("http://127.0.0.1:6000/")
      XCTAssertTrue(
        MainLoop.run(until: {
          browser.page.failure == .cannotShow("The address uses a port web pages may not use.")
        }))
      XCTAssertEqual(browser.page.uri, "http://127.0.0.1:6000/", "the address that failed, not about:blank")
      XCTAssertNil(browser.page.title)
    }
  }
}

/// A web page follows the network as the system sees it: GIO's real
/// monitor, in a network namespace of the test's own
/// (`TestNetworkNamespace`), with the server on the far end of its veth
/// pair.
final class WebPageNetworkTests: GtkTestCase {
  func testOfflineThePageSaysSoAndLoadsByItselfWhenTheNetworkIsBack() throws {
    guard try TestNetworkNamespace.isInside(#function, of: "WebPageNetworkTests", in: "PlaceholderWebKitTests") else {
      return
    }
    try TestNetworkNamespace.makeTheNetwork()
    try onMain {
      try WebKitProbe.requireOrSkip()
      let monitor = NetworkMonitor.system
      XCTAssertFalse(monitor.isNetworkAvailable, "no default route: offline")
      let page = WebPageView(ephemeral: true)
      let window = TestWindow(showing: page.widget, width: 640, height: 480)
      defer { window.close() }
      page.load("http://\(TestNetworkNamespace.serverAddress):8080/ok")
      XCTAssertTrue(
        MainLoop.run(until: { page.placeholderSlot.placeholder?.title == "No Connection" }, timeoutSeconds: 20),
        "\(String(describing: page.failure))")
      XCTAssertEqual(page.failure, .offline)

      // The network comes back, with the server on it.
      try TestNetworkNamespace.addTheServerAddress()
      let server = try PageServer(host: TestNetworkNamespace.serverAddress, port: 8_080)
      defer { server.stop() }
      try TestNetworkNamespace.connectTheNetwork()
      XCTAssertTrue(MainLoop.run(until: { monitor.isNetworkAvailable }), "GIO saw the route")
      XCTAssertTrue(MainLoop.run(until: { page.title == "Fine" }, timeoutSeconds: 20), "it loaded by itself")
      XCTAssertTrue(MainLoop.run(until: { page.placeholderSlot.placeholder == nil }))
    }
  }
}
