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
