import Adwaita
import CGtk
import Foundation
import PlaceholderCore
import PlaceholderTestSupport
import XCTest

@testable import AdwaitaExample
@testable import GtkKit
@testable import PlaceholderGtk

/// Examples/Adwaita on a real display: a libadwaita window whose list shows
/// "No Connection" when its first load fails, whose Retry loads the
/// headlines, and whose stock placeholder has the parts of an AdwStatusPage
/// in the same places, in light and in dark.
///
/// libadwaita takes over the style of its whole process, for good, so each
/// test here runs in a process of its own (`isInOwnProcess`).
final class AdwaitaExampleTests: ExampleTestCase {
  func testTheListInAnAdwWindowFailsFirstAndRetryLoadsTheHeadlines() throws {
    guard try isInOwnProcess("testTheListInAnAdwWindowFailsFirstAndRetryLoadsTheHeadlines") else { return }
    try runApplication(id: "io.github.placeholders.examples.Tests.Adwaita") { app in
      Adw.initialize()
      let service = NewsService(latency: .milliseconds(10))
      let news = NewsWindow(application: app, service: service)
      news.present()
      defer { news.window.destroy() }
      XCTAssertEqual(String(cString: pg_type_name_of(news.window.gtkWidget)), "AdwApplicationWindow")
      XCTAssertFalse(descendants(named: "AdwHeaderBar", under: news.window).isEmpty, "an AdwHeaderBar shows")

      let retry = PlaceholderButton.retry.title
      XCTAssertTrue(pump(until: { visibleButton(retry, in: news.window) != nil }), "the failed placeholder shows")
      let texts = visibleTexts(in: news.window)
      XCTAssertTrue(texts.contains(PlaceholderContent.networkError().visibleTitle ?? "-"), "\(texts)")
      XCTAssertTrue(texts.contains("The news server could not be reached."), "\(texts)")

      click(try XCTUnwrap(visibleButton(retry, in: news.window)))
      XCTAssertTrue(
        pump(until: { visibleTexts(in: news.window).contains("GNOME 49 released") }), "Retry loads the headlines")
      XCTAssertEqual(service.requests, 2)
      XCTAssertTrue(pump(until: { !news.news.table.placeholderSlot.isShowing }), "the placeholder goes")
    }
  }

  /// Offline over headlines already shown: they stay, and the banner
  /// under the header bar says so in the list's words (the list's own
  /// strip stays hidden); back online, the banner goes.
  func testOfflineTheBannerSaysTheHeadlinesShownWereLoadedBefore() throws {
    guard try isInOwnProcess("testOfflineTheBannerSaysTheHeadlinesShownWereLoadedBefore") else { return }
    try runApplication(id: "io.github.placeholders.examples.Tests.AdwaitaOffline") { app in
      Adw.initialize()
      let news = NewsWindow(application: app, service: NewsService(latency: .milliseconds(10)))
      let table = news.news.table
      table.networkMonitor = nil  // the test says what the network is
      news.present()
      defer { news.window.destroy() }
      let retry = PlaceholderButton.retry.title
      XCTAssertTrue(pump(until: { visibleButton(retry, in: news.window) != nil }), "the failed placeholder shows")
      click(try XCTUnwrap(visibleButton(retry, in: news.window)))
      XCTAssertTrue(pump(until: { visibleTexts(in: news.window).contains("GNOME 49 released") }))
      XCTAssertFalse(news.networkBanner.isRevealed, "online: no banner")

      table.loads.networkStatus = .offline
      XCTAssertTrue(pump(until: { news.networkBanner.isRevealed }), "offline: the banner shows")
      XCTAssertEqual(news.networkBanner.title, "Offline. Showing what was loaded before.")
      XCTAssertTrue(visibleTexts(in: news.window).contains("GNOME 49 released"), "the headlines stay")
      XCTAssertNil(table.machinery.offlineStrip.visibleText, "said once, on the banner")

      table.loads.networkStatus = .online
      XCTAssertTrue(pump(until: { !news.networkBanner.isRevealed }), "back online: the banner goes")
    }
  }

  func testWhenThereIsNoNewsRetryShowsTheEmptyPlaceholder() throws {
    guard try isInOwnProcess("testWhenThereIsNoNewsRetryShowsTheEmptyPlaceholder") else { return }
    try runApplication(id: "io.github.placeholders.examples.Tests.Adwaita") { app in
      Adw.initialize()
      let news = NewsWindow(application: app, service: NewsService(latency: .milliseconds(10), headlines: []))
      news.present()
      defer { news.window.destroy() }
      let retry = PlaceholderButton.retry.title
      XCTAssertTrue(pump(until: { visibleButton(retry, in: news.window) != nil }), "the failed placeholder shows")
      click(try XCTUnwrap(visibleButton(retry, in: news.window)))
      XCTAssertTrue(pump(until: { visibleTexts(in: news.window).contains("No News") }), "the empty placeholder shows")
      XCTAssertNil(visibleButton(retry, in: news.window))
    }
  }

  /// The keyboard alone (as the other examples' walks in
  /// ExampleKeyboardWalkTests): in the content pane, Tab reaches the failed
  /// placeholder's Retry, and after Enter on it the headlines' rows; in
  /// the whole window, the feeds as well. (Tab walks the feeds' rows, and
  /// the sidebar selects what has the focus, as GNOME's sidebars do: so
  /// the content is walked first.)
  func testTabReachesRetryThenTheHeadlines() throws {
    guard RealInput.isAvailable else { throw XCTSkip(RealInput.unavailableReason) }
    guard try isInOwnProcess("testTabReachesRetryThenTheHeadlines") else { return }
    try runApplication(id: "io.github.placeholders.examples.Tests.AdwaitaWalk") { app in
      Adw.initialize()
      let service = NewsService(latency: .milliseconds(10))
      let news = NewsWindow(application: app, service: service)
      let title = "keyboard-walk-adwaita"
      gtk_window_set_title(gcast(news.window.gtkWidget), title)
      news.present()
      defer { news.window.destroy() }
      let window = news.window.gtkWidget
      XCTAssertTrue(pump(until: { visibleButton(PlaceholderButton.retry.title, in: news.window) != nil }))
      KeyboardWalk.waitForLoadsToEnd(window)
      let content = news.split.content.gtkWidget
      let failed = KeyboardWalk.walk(content, window: window, title: title, name: "Adwaita, failed")
      let retry = try XCTUnwrap(failed.reachedButtons.first(where: KeyboardWalk.isRetry), "Tab reached Retry")
      gtk_widget_grab_focus(retry)
      XCTAssertTrue(RealInput.press("Return", title: title))
      XCTAssertTrue(pump(until: { service.requests == 2 }), "Enter on Retry loads")
      KeyboardWalk.waitForLoadsToEnd(window)
      let loaded = KeyboardWalk.walk(content, window: window, title: title, name: "Adwaita, loaded")
      XCTAssertFalse(loaded.reachedLists.isEmpty, "Tab reached the headlines")
      let whole = KeyboardWalk.walk(window, window: window, title: title, name: "Adwaita, window")
      XCTAssertTrue(
        whole.reachedWidgets.contains { gtk_widget_is_ancestor($0, news.feeds.gtkWidget) != 0 }, "Tab reached the feeds"
      )
    }
  }

  /// Feeds in a sidebar beside the headlines: GNOME's split view (its
  /// stand-in, AdwLeaflet, on libadwaita 1.2 and 1.3), and picking a feed
  /// loads its headlines and names it in the content's header bar.
  func testPickingAFeedInTheSidebarShowsItsHeadlines() throws {
    guard try isInOwnProcess("testPickingAFeedInTheSidebarShowsItsHeadlines") else { return }
    try runApplication(id: "io.github.placeholders.examples.Tests.Adwaita") { app in
      Adw.initialize()
      let news = NewsWindow(application: app, service: NewsService(latency: .milliseconds(10)))
      news.present()
      defer { news.window.destroy() }
      let splitType = Adw.version.minor >= 4 ? "AdwNavigationSplitView" : "AdwLeaflet"
      XCTAssertEqual(news.split.typeName, splitType)
      XCTAssertTrue(news.feeds.hasCSSClass("navigation-sidebar"))
      XCTAssertEqual(news.feeds.items.map(\.title), Feed.allCases.map(\.title))
      try loadHeadlines(news)

      news.feeds.select(Feed.desktop.rawValue)
      XCTAssertTrue(
        pump(until: { !visibleTexts(in: news.window).contains("Flathub passes three thousand apps") }),
        "another feed's headline goes")
      XCTAssertTrue(pump(until: { visibleTexts(in: news.window).contains("GTK 4.18 brings faster list views") }))
      XCTAssertEqual(news.feed, .desktop)
      XCTAssertTrue(visibleTexts(in: news.window).contains("Desktop"), "the content's header bar names the feed")
    }
  }

  /// A narrow window shows one pane at a time: picking a feed shows its
  /// headlines in place of the sidebar.
  func testANarrowWindowShowsOnePaneAtATime() throws {
    guard try isInOwnProcess("testANarrowWindowShowsOnePaneAtATime") else { return }
    try runApplication(id: "io.github.placeholders.examples.Tests.Adwaita") { app in
      Adw.initialize()
      let news = NewsWindow(application: app, service: NewsService(latency: .milliseconds(10)))
      news.window.setDefaultSize(width: 360, height: 560)
      news.present()
      defer { news.window.destroy() }
      XCTAssertTrue(pump(until: { news.split.isCollapsed }), "a 360-pixel window collapses the split view")
      news.split.showsContent = false
      settle(news.window)
      XCTAssertTrue(gtk_widget_get_mapped(news.feeds.gtkWidget) != 0, "the sidebar shows")
      news.feeds.select(Feed.programming.rawValue)
      XCTAssertTrue(news.split.showsContent)
      XCTAssertTrue(
        pump(until: { gtk_widget_get_mapped(news.feeds.gtkWidget) == 0 }), "the headlines take the sidebar's place")
    }
  }

  /// Over headlines that stay, a refresh that fails is a toast with Retry
  /// (not the strip above the list), Work Offline shows the banner, and
  /// the banner's Go Online refreshes, which takes the toast away.
  func testARefreshThatFailsIsAToastAndWorkingOfflineIsABanner() throws {
    guard try isInOwnProcess("testARefreshThatFailsIsAToastAndWorkingOfflineIsABanner") else { return }
    try runApplication(id: "io.github.placeholders.examples.Tests.Adwaita") { app in
      Adw.initialize()
      let service = NewsService(latency: .milliseconds(10))
      let news = NewsWindow(application: app, service: service)
      news.present()
      defer { news.window.destroy() }
      try loadHeadlines(news)
      XCTAssertFalse(news.offlineBanner.isRevealed)

      news.window.activateAction("work-offline")
      XCTAssertTrue(service.worksOffline)
      XCTAssertTrue(news.offlineBanner.isRevealed, "working offline shows the banner")
      news.window.activateAction("refresh")
      let failed = LoadFailure.network("The news server could not be reached.").refreshFailedText
      XCTAssertTrue(pump(until: { news.toasts.toasts.count == 1 }), "the failed refresh is a toast")
      XCTAssertTrue(pump(until: { visibleTexts(in: news.window).filter { $0 == failed }.count == 1 }))
      XCTAssertTrue(visibleTexts(in: news.window).contains("GNOME 49 released"), "the headlines stay")
      XCTAssertTrue(news.toasts.toasts.count == 1 && visibleButton("Retry", in: news.toasts) != nil, "with Retry")

      XCTAssertTrue(pump(until: { visibleButton("Go Online", in: news.window) != nil }), "the banner slides in")
      click(try XCTUnwrap(visibleButton("Go Online", in: news.window)))
      XCTAssertTrue(pump(until: { !service.worksOffline }), "Go Online leaves Work Offline")
      XCTAssertFalse(news.offlineBanner.isRevealed)
      XCTAssertTrue(pump(until: { news.toasts.toasts.isEmpty }), "the refresh that worked takes the toast away")
      XCTAssertEqual(service.requests, 4)
    }
  }

  /// The side-by-side check: icon, title, description and button sit at the
  /// same offsets with the same sizes in our placeholder and in a real
  /// AdwStatusPage, in the light and the dark style. Each style's picture
  /// goes to the artefacts directory (`make screenshots` copies them to
  /// data/screenshots/adwaita-compare-*.png).
  ///
  /// It compares at GNOME's 11 pt interface font: libadwaita 1.2 sets the
  /// status page's text in points (20 pt, 11 pt), 1.4 and later relative to
  /// the interface font (181 %, 100 %), as ours does; the two agree at
  /// 11 pt, but Xvfb without a settings daemon gives GTK's 10 pt default.
  func testOurPlaceholderHasTheLayoutOfAnAdwStatusPageInLightAndDark() throws {
    guard try isInOwnProcess("testOurPlaceholderHasTheLayoutOfAnAdwStatusPageInLightAndDark") else { return }
    try runApplication(id: "io.github.placeholders.examples.Tests.Adwaita") { app in
      Adw.initialize()
      let settings = try XCTUnwrap(gtk_settings_get_default())
      let oldFont = try XCTUnwrap(fontName(settings))
      let family = oldFont.split(separator: " ").dropLast().joined(separator: " ")
      Properties.set(UnsafeMutableRawPointer(settings), "gtk-font-name", string: "\(family) 11")
      defer { Properties.set(UnsafeMutableRawPointer(settings), "gtk-font-name", string: oldFont) }
      let comparison = StatusPageComparison(application: app)
      comparison.window.present()
      defer {
        comparison.window.destroy()
        Adw.StyleManager.colorScheme = .forceLight
      }
      // libadwaita's style manager owns the style: ours stands back.
      Appearance.followDesktopSettings()
      XCTAssertFalse(Appearance.isFollowingDesktopSettings, "libadwaita follows the desktop itself")
      var luminance: [Bool: Double] = [:]
      for dark in [false, true] {
        Adw.StyleManager.colorScheme = dark ? .forceDark : .forceLight
        settle(comparison.window)
        XCTAssertEqual(Adw.StyleManager.isDark, dark)
        luminance[dark] = try WidgetSnapshot.render(comparison.ours.widget).statistics.meanLuminance
        let view = comparison.ours.view
        let oursRoot = comparison.ours.widget.gtkWidget
        let theirsRoot = comparison.statusPage.gtkWidget
        let theirs = try statusPageParts(comparison.statusPage)
        let pairs: [(String, UnsafeMutablePointer<GtkWidget>, UnsafeMutablePointer<GtkWidget>)] = [
          ("icon", view.image.gtkWidget, theirs.icon), ("title", view.title.gtkWidget, theirs.title),
          ("description", view.detail.gtkWidget, theirs.description),
          ("button", view.button.gtkWidget, comparison.button.gtkWidget),
        ]
        for (part, mine, adwaita) in pairs {
          let a = try bounds(of: mine, in: oursRoot)
          let b = try bounds(of: adwaita, in: theirsRoot)
          let style = dark ? "dark" : "light"
          XCTAssertEqual(a.origin.y, b.origin.y, accuracy: 1, "\(part) top, \(style)")
          XCTAssertEqual(a.size.height, b.size.height, accuracy: 1, "\(part) height, \(style)")
          // AdwStatusPage stretches its parts across the page and centres
          // what they draw; ours are as wide as what they draw: compare
          // centres, and the width each would like (same font, same text).
          XCTAssertEqual(
            a.origin.x + a.size.width / 2 - Float(gtk_widget_get_width(oursRoot)) / 2,
            b.origin.x + b.size.width / 2 - Float(gtk_widget_get_width(theirsRoot)) / 2, accuracy: 1,
            "\(part) centre, \(style)")
          XCTAssertEqual(naturalWidth(mine), naturalWidth(adwaita), accuracy: 1, "\(part) natural width, \(style)")
        }
        XCTAssertEqual(
          gtk_image_get_pixel_size(gcast(view.image.gtkWidget)), gtk_image_get_pixel_size(gcast(theirs.icon)))
        let path = Artifacts.path("adwaita-compare-\(dark ? "dark" : "light").png")
        let image = try WidgetSnapshot.writePNG(of: comparison.window, to: path)
        XCTAssertFalse(image.statistics.isBlank, path)
      }
      // Switched while the window shows, the placeholder is drawn dark.
      XCTAssertLessThan(
        luminance[true] ?? 1, (luminance[false] ?? 0) - 0.2, "our placeholder follows the style manager")
    }
  }
}

/// Retries the first load (which fails) and waits for the headlines.
@MainActor
private func loadHeadlines(_ news: NewsWindow) throws {
  let retry = PlaceholderButton.retry.title
  XCTAssertTrue(pump(until: { visibleButton(retry, in: news.window) != nil }), "the failed placeholder shows")
  click(try XCTUnwrap(visibleButton(retry, in: news.window)))
  XCTAssertTrue(pump(until: { visibleTexts(in: news.window).contains("GNOME 49 released") }))
  XCTAssertTrue(pump(until: { !news.news.table.placeholderSlot.isShowing }))
}

/// The icon, title and description of an AdwStatusPage, found by the style
/// classes its template gives them.
@MainActor
private func statusPageParts(_ page: Widget) throws -> (
  icon: UnsafeMutablePointer<GtkWidget>, title: UnsafeMutablePointer<GtkWidget>,
  description: UnsafeMutablePointer<GtkWidget>
) {
  let all = WidgetTree.descendants(of: page.gtkWidget)
  func first(type: GType, cssClass: String) throws -> UnsafeMutablePointer<GtkWidget> {
    try XCTUnwrap(
      all.first { pg_is_instance_of($0, type) != 0 && gtk_widget_has_css_class($0, cssClass) != 0 },
      "the status page has a \(cssClass)")
  }
  return (
    try first(type: gtk_image_get_type(), cssClass: "icon"),
    try first(type: gtk_label_get_type(), cssClass: "title"),
    try first(type: gtk_label_get_type(), cssClass: "description")
  )
}

/// GTK's interface font, such as "Sans 10".
@MainActor
private func fontName(_ settings: OpaquePointer) -> String? {
  var value = GValue()
  g_value_init(&value, pg_type_string())
  defer { g_value_unset(&value) }
  g_object_get_property(
    UnsafeMutableRawPointer(settings).assumingMemoryBound(to: GObject.self), "gtk-font-name", &value)
  return g_value_get_string(&value).map { String(cString: $0) }
}

/// Where `widget` is in `root`'s coordinates.
@MainActor
private func bounds(of widget: UnsafeMutablePointer<GtkWidget>, in root: UnsafeMutablePointer<GtkWidget>) throws
  -> graphene_rect_t
{
  var rect = graphene_rect_t()
  XCTAssertNotEqual(gtk_widget_compute_bounds(widget, root, &rect), 0, "the widget is inside its side")
  return rect
}

/// The width `widget` asks for.
@MainActor
private func naturalWidth(_ widget: UnsafeMutablePointer<GtkWidget>) -> Float {
  var natural: Int32 = 0
  gtk_widget_measure(widget, GTK_ORIENTATION_HORIZONTAL, -1, nil, &natural, nil, nil)
  return Float(natural)
}

/// The descendants of `root` whose GType is named `typeName`.
@MainActor
private func descendants(named typeName: String, under root: Widget) -> [UnsafeMutablePointer<GtkWidget>] {
  WidgetTree.descendants(of: root.gtkWidget).filter { String(cString: pg_type_name_of($0)) == typeName }
}
