import CGtk
import PlaceholderCore
import PlaceholderTestSupport
import XCTest

@testable import GtkKit
@testable import PlaceholderDemo
@testable import PlaceholderGtk

/// The demo's promise: a load fails, the network-error placeholder offers
/// Retry, Retry shows the loading placeholder, then the rows. Driven end to
/// end through the real widgets of the real Table page.
final class DemoRetryFlowTests: GtkTestCase {
  func testRetryOnAFailedTableLoadsTheRowsForReal() throws {
    try onMain {
      // Loads slower than the loading placeholder's 300 ms delay, so that it shows.
      let network = SimulatedNetwork(latencyMilliseconds: 1_000, failFirst: 1, offline: false)
      let page = TablePage(network: network)
      let window = TestWindow(showing: page.widget, width: 800, height: 600)
      defer { window.close() }

      // The first load (the refresh on first show) fails.
      XCTAssertTrue(MainLoop.run(until: { retryButton(in: page) != nil }, timeoutSeconds: 10), "Retry appears")
      XCTAssertEqual(network.loadsStarted, 1)
      XCTAssertTrue(labels(in: page.widget).contains(TextDomain.placeholders.translate("Could Not Load")))

      // Retry: the loading placeholder, then rows.
      let retry = try XCTUnwrap(retryButton(in: page))
      gtk_widget_activate(retry)
      XCTAssertTrue(
        MainLoop.run(
          until: { labels(in: page.widget).contains(TextDomain.placeholders.translate("Loading…")) }, timeoutSeconds: 5),
        "the loading placeholder with its spinner shows while the reload runs")
      // Pressing Retry again while loading starts nothing new.
      if let again = retryButton(in: page) { gtk_widget_activate(again) }
      XCTAssertTrue(
        MainLoop.run(until: { labels(in: page.widget).contains("Item 1") }, timeoutSeconds: 10), "the rows arrive")
      XCTAssertEqual(network.loadsStarted, 2, "one failed load, one retry")
    }
  }

  /// The demo's Offline switch is the network its lists see: offline, a
  /// failure waits for the network and says so; switched back, the
  /// lists follow the system's monitor again, and the failed load comes
  /// back by itself, with no key pressed.
  func testTheSimulatedNetworkComingBackLoadsAFailedTableByItself() throws {
    try onMain {
      guard NetworkMonitor.system.isNetworkAvailable else {
        throw XCTSkip("this machine is offline: the system's monitor, which the lists go back to, keeps them offline")
      }
      let network = SimulatedNetwork(latencyMilliseconds: 20, failFirst: 0, offline: true)
      let page = TablePage(network: network)
      let window = TestWindow(showing: page.widget, width: 800, height: 600)
      defer { window.close() }
      let waiting = TextDomain.placeholders.translate("It will load when the network is back.")
      XCTAssertTrue(
        MainLoop.run(until: { labels(in: page.widget).contains { $0.contains(waiting) } }, timeoutSeconds: 5),
        "offline, the failure says it waits for the network")
      let started = network.loadsStarted
      network.isOffline = false
      XCTAssertTrue(
        MainLoop.run(until: { labels(in: page.widget).contains("Item 1") }, timeoutSeconds: 10),
        "back online, it loaded by itself")
      XCTAssertEqual(network.loadsStarted, started + 1, "once")
    }
  }

  func testGoingOfflineShowsTheNoNetworkPlaceholderAndGoingOnlineRecovers() throws {
    onMain {
      let network = SimulatedNetwork(latencyMilliseconds: 20, failFirst: 0, offline: true)
      let page = ZeroConfigPage(network: network)
      let window = TestWindow(showing: page.widget, width: 800, height: 600)
      defer { window.close() }
      page.didAppear()
      XCTAssertTrue(
        MainLoop.run(
          until: { labels(in: page.widget).contains(TextDomain.placeholders.translate("No Connection")) },
          timeoutSeconds: 5))
      network.isOffline = false
      page.refresh()
      XCTAssertTrue(
        MainLoop.run(
          until: { labels(in: page.widget).contains(TextDomain.placeholders.translate("No Content")) },
          timeoutSeconds: 5),
        "online, the server has no rows: the default no-content placeholder")
    }
  }

}

/// The Retry button the Table page's placeholder shows, if any.
@MainActor
private func retryButton(in page: TablePage) -> UnsafeMutablePointer<GtkWidget>? {
  firstButton(labelled: TextDomain.placeholders.translate("Retry"), under: page.widget.gtkWidget)
}

/// The texts of the mapped labels under a widget.
@MainActor
private func labels(in widget: Widget) -> [String] {
  WidgetTree.mappedLabelTexts(under: widget.gtkWidget)
}

/// The first mapped button under a widget whose label is `title`.
@MainActor
private func firstButton(labelled title: String, under widget: UnsafeMutablePointer<GtkWidget>)
  -> UnsafeMutablePointer<GtkWidget>?
{
  WidgetTree.firstButton(labelled: title, under: widget)
}
