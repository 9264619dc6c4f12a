import CGtk
import PlaceholderCore
import PlaceholderTestSupport
import XCTest

@testable import GtkKit
@testable import PlaceholderDemo
@testable import PlaceholderGtk

/// The demo on a phone (issue #30): GNOME asks apps to work down to 360×294.
/// There every page fits (a page taller than the window scrolls, none is
/// wider), the sidebar gives way to a list of pages and a back button, and
/// comes back when the window widens; the keyboard alone reaches every page
/// and comes back to the list.
final class DemoNarrowLayoutTests: GtkTestCase {
  func testEveryPageFitsA360By294WindowAndEveryWideLayoutFitsUnderTheBreakpoint() throws {
    try onMain {
      let narrow = try Self.openDemo(size: .smallest, initialPage: "table", id: "Fit")
      defer { narrow.close() }
      XCTAssertTrue(narrow.split.isNarrow)
      for entry in DemoPageCatalog.entries {
        narrow.show(pageID: entry.id)
        XCTAssertTrue(drawFrames(2, of: narrow.window.gtkWidget, timeoutSeconds: 10))
        let window = Self.measure(narrow.window.gtkWidget, forWidth: WindowSize.smallest.width)
        XCTAssertLessThanOrEqual(window.minimumWidth, 360, "\(entry.id): the window can be 360 wide")
        XCTAssertLessThanOrEqual(window.minimumHeight, 294, "\(entry.id): the window can be 294 high")
        let pageWidget = try XCTUnwrap(narrow.page(entry.id)?.widget)
        let page = Self.measure(pageWidget.gtkWidget, forWidth: -1)
        XCTAssertLessThanOrEqual(
          page.minimumWidth, gtk_widget_get_width(pageWidget.gtkWidget), "\(entry.id): nothing is cut off at the side")
        XCTAssertLessThanOrEqual(gtk_widget_get_width(narrow.window.gtkWidget), 360, entry.id)
      }

      // Wide, the sidebar and the widest page need less than the
      // breakpoint, so a window made narrower always gets there.
      let wide = try Self.openDemo(size: .standard, initialPage: nil, id: "FitWide")
      defer { wide.close() }
      XCTAssertFalse(wide.split.isNarrow)
      _ = wide.allPages()
      XCTAssertTrue(drawFrames(2, of: wide.window.gtkWidget, timeoutSeconds: 10))
      let content = try XCTUnwrap(gtk_window_get_child(gcast(wide.window.gtkWidget)))
      XCTAssertLessThan(Int(Self.measure(content, forWidth: -1).minimumWidth), SplitView.breakpoint)
    }
  }

  func testTheSidebarGivesWayToAListAndABackButtonBelowTheBreakpointAndComesBack() throws {
    guard RealInput.isAvailable else { throw XCTSkip(RealInput.unavailableReason) }
    try onMain {
      let demo = try Self.openDemo(size: .standard, initialPage: "sections", id: "Breakpoint")
      defer { demo.close() }
      let title = TextDomain.placeholders.translate("Placeholders")
      let list = demo.split.pageList.widget
      let page = try XCTUnwrap(demo.page("sections")?.widget)
      let back = demo.navigation.backButton
      XCTAssertTrue(list.isMapped && page.isMapped && !back.isMapped, "wide: the sidebar beside the page")

      let log = LogRecorder(domains: ["Gtk", "Gdk", "Gsk"])
      defer { log.stop() }
      // As a user drags it narrower: a window manager keeps the window to
      // its minimum size, which lets it reach the breakpoint, no further.
      let content = try XCTUnwrap(gtk_window_get_child(gcast(demo.window.gtkWidget)))
      let wideMinimum = Int(Self.measure(content, forWidth: -1).minimumWidth)
      XCTAssertTrue(RealInput.resize(demo.window, title: title, width: SplitView.breakpoint - 10, height: 600))
      XCTAssertTrue(MainLoop.run(until: { demo.split.isNarrow }), "below the breakpoint the window is narrow")
      XCTAssertTrue(MainLoop.run(until: { page.isMapped && back.isMapped && !list.isMapped }), "the page stays")
      XCTAssertLessThan(Int(Self.measure(content, forWidth: -1).minimumWidth), wideMinimum, "and it can shrink")
      XCTAssertTrue(RealInput.resize(demo.window, title: title, width: 360, height: 294))
      XCTAssertEqual(demo.navigation.pageTitle.text, TextDomain.placeholders.translate("Sections"))
      XCTAssertTrue(MainLoop.run(until: { gtk_widget_get_width(demo.window.gtkWidget) <= 360 }), "it shrinks")

      XCTAssertNotEqual(gtk_widget_activate(back.gtkWidget), 0, "Back")
      XCTAssertTrue(MainLoop.run(until: { list.isMapped && !page.isMapped && !back.isMapped }), "the list")
      XCTAssertEqual(demo.split.pageList.selectedID, "sections", "the page's row stays selected")

      XCTAssertTrue(RealInput.resize(demo.window, title: title, width: 1040, height: 720))
      XCTAssertTrue(MainLoop.run(until: { !demo.split.isNarrow }), "above the breakpoint the window is wide")
      XCTAssertTrue(MainLoop.run(until: { list.isMapped && page.isMapped && !back.isMapped }), "both again")
      XCTAssertTrue(drawFrames(3, of: demo.window.gtkWidget, timeoutSeconds: 10))
      XCTAssertEqual(log.toolkitWarnings, [])
    }
  }

  func testTheKeyboardAloneOpensEveryPageAtPhoneWidthAndComesBack() throws {
    guard RealInput.isAvailable else { throw XCTSkip(RealInput.unavailableReason) }
    try onMain {
      let demo = try Self.openDemo(size: .smallest, initialPage: nil, id: "Keyboard")
      defer { demo.close() }
      let title = TextDomain.placeholders.translate("Placeholders")
      let pageList = demo.split.pageList
      XCTAssertEqual(demo.split.pane, .list, "a phone opens on the list of pages")
      XCTAssertTrue(drawFrames(3, of: demo.window.gtkWidget, timeoutSeconds: 10))
      for (index, entry) in DemoPageCatalog.entries.enumerated() {
        let row = try XCTUnwrap(pageList.row(of: entry.id))
        if index > 0 { XCTAssertTrue(RealInput.press("Down", title: title)) }
        XCTAssertTrue(
          MainLoop.run(until: { gtk_widget_is_focus(row.widget.gtkWidget) != 0 }), "Down reaches \(entry.id)")
        XCTAssertTrue(RealInput.press("Return", title: title))
        XCTAssertTrue(
          MainLoop.run(until: { demo.split.pane == .page && demo.currentPage?.id == entry.id }),
          "Return opens \(entry.id)")
        let page = try XCTUnwrap(demo.page(entry.id)?.widget)
        XCTAssertTrue(MainLoop.run(until: { page.isMapped && !pageList.widget.isMapped }), "\(entry.id) shows")
        XCTAssertTrue(RealInput.press("alt+Left", title: title))
        XCTAssertTrue(
          MainLoop.run(until: { demo.split.pane == .list && gtk_widget_is_focus(row.widget.gtkWidget) != 0 }),
          "back from \(entry.id)")
      }
    }
  }

  func testOnAPhoneRefreshAndThePagesOwnButtonMoveToTheMainMenu() throws {
    try onMain {
      let demo = try Self.openDemo(size: .smallest, initialPage: "table", id: "Menu")
      defer { demo.close() }
      let page = try XCTUnwrap(demo.currentPage as? TablePage)
      let menu = demo.navigation.mainMenu.menu.model
      XCTAssertFalse(demo.navigation.refreshButton.isMapped, "no room for Refresh in the header bar")
      XCTAssertFalse(demo.headerActions.isMapped, "nor for Simulate Failure")
      XCTAssertEqual(Self.labels(ofSection: 0, in: menu), ["_Refresh", "_Simulate Failure"])

      XCTAssertTrue(MainLoop.run(until: { !page.table.loads.state.isLoadInFlight }), "the first load ends")
      let failed = TextDomain.placeholders.translate("Retry")
      demo.window.activateAction("page-action")
      XCTAssertTrue(
        MainLoop.run(until: { WidgetTree.mappedLabelTexts(under: page.widget.gtkWidget).contains(failed) }),
        "the menu's Simulate Failure fails the table's next load")

      demo.split.goBack()
      XCTAssertEqual(Self.labels(ofSection: 0, in: menu), [], "on the list, nothing acts on a page out of sight")
    }
  }

  func testPageStatesOwnItemKeepsAllItsWrappedTextAtPhoneWidth() throws {
    try onMain {
      let demo = try Self.openDemo(size: .smallest, initialPage: "page-states", id: "OwnItem")
      defer { demo.close() }
      let page = try XCTUnwrap(demo.currentPage as? PageStatesPage)
      let item = try XCTUnwrap(page.ownItem.widget)
      page.show(PageStatesPage.preset(.ownWidget))
      XCTAssertTrue(MainLoop.run(until: { item.isMapped }), "the own item shows")
      XCTAssertTrue(drawFrames(3, of: demo.window.gtkWidget, timeoutSeconds: 10))
      // Its strip (the card that would scroll it) is as tall as its text
      // wraps at the strip's width, not at the item's natural width, where
      // it fits on fewer lines. (Measures count the margins, allocations do
      // not.)
      var strip = item
      while !strip.hasCSSClass("placeholder-scroller"), let parent = strip.parent { strip = parent }
      let pointer = item.gtkWidget
      let width =
        Int(gtk_widget_get_width(pointer) + gtk_widget_get_margin_start(pointer))
        + Int(gtk_widget_get_margin_end(pointer))
      XCTAssertLessThan(width, item.naturalSize.width, "the strip is narrower than the item would be")
      XCTAssertGreaterThanOrEqual(
        Int(gtk_widget_get_height(strip.gtkWidget)), item.naturalHeight(forWidth: width), "every line of it shows")
    }
  }

  // MARK: - Helpers

  /// The labels of the items of a menu's section.
  @MainActor
  private static func labels(ofSection section: Int32, in menu: UnsafeMutablePointer<GMenuModel>) -> [String] {
    guard let items = g_menu_model_get_item_link(menu, section, "section") else { return [] }
    defer { g_object_unref(UnsafeMutableRawPointer(items)) }
    return (0..<g_menu_model_get_n_items(items)).compactMap { index in
      guard let value = g_menu_model_get_item_attribute_value(items, index, "label", nil) else { return nil }
      defer { g_variant_unref(value) }
      return g_variant_get_string(value, nil).map { String(cString: $0) }
    }
  }

  /// A demo window of `size`, on screen.
  @MainActor
  private static func openDemo(size: WindowSize, initialPage: String?, id: String) throws -> DemoWindow {
    let application = try Application(id: "io.github.placeholders.DemoNarrow\(id)", nonUnique: true)
    try application.register()
    let network = SimulatedNetwork(latencyMilliseconds: 0, failFirst: 0, offline: false)
    let demo = DemoWindow(application: application, network: network, initialPage: initialPage, size: size)
    demo.present()
    XCTAssertTrue(drawFrames(3, of: demo.window.gtkWidget, timeoutSeconds: 10))
    return demo
  }

  /// A widget's minimum width, and its minimum height at `width` (or at
  /// its minimum width for -1).
  @MainActor
  private static func measure(_ widget: UnsafeMutablePointer<GtkWidget>, forWidth width: Int) -> (
    minimumWidth: Int32, minimumHeight: Int32
  ) {
    var minimumWidth: Int32 = 0
    var naturalWidth: Int32 = 0
    gtk_widget_measure(widget, GTK_ORIENTATION_HORIZONTAL, -1, &minimumWidth, &naturalWidth, nil, nil)
    var minimumHeight: Int32 = 0
    var naturalHeight: Int32 = 0
    let forWidth = width < 0 ? minimumWidth : max(Int32(width), minimumWidth)
    gtk_widget_measure(widget, GTK_ORIENTATION_VERTICAL, forWidth, &minimumHeight, &naturalHeight, nil, nil)
    return (minimumWidth, minimumHeight)
  }
}
