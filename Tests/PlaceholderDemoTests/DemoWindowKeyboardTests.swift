import CGtk
import PlaceholderCore
import PlaceholderTestSupport
import XCTest

@testable import GtkKit
@testable import PlaceholderDemo
@testable import PlaceholderGtk

/// The demo window's shortcuts pressed as real keys (`RealInput`): F5 and
/// Ctrl+R refresh the page shown, Ctrl+? opens the keyboard shortcuts
/// window on screen with its groups and shortcuts.
final class DemoWindowKeyboardTests: GtkTestCase {
  func testF5AndControlRRefreshTheTablePageAndControlQuestionShowsTheShortcuts() throws {
    guard RealInput.isAvailable else { throw XCTSkip(RealInput.unavailableReason) }
    try onMain {
      let application = try Application(id: "io.github.placeholders.DemoKeyboardTests", nonUnique: true)
      try application.register()
      let network = SimulatedNetwork(latencyMilliseconds: 0, failFirst: 0, offline: false)
      let demo = DemoWindow(application: application, network: network, initialPage: "table")
      demo.present()
      defer { demo.close() }
      let title = TextDomain.placeholders.translate("Placeholders")
      let page = try XCTUnwrap(demo.currentPage as? TablePage)
      XCTAssertTrue(
        MainLoop.run(until: { network.loadsStarted == 1 && !page.table.loads.state.isLoadInFlight }),
        "the first load ends")
      XCTAssertTrue(drawFrames(3, of: demo.window.gtkWidget, timeoutSeconds: 10))

      XCTAssertTrue(RealInput.press("F5", title: title))
      XCTAssertTrue(MainLoop.run(until: { network.loadsStarted == 2 }), "F5 refreshes the page")
      XCTAssertTrue(MainLoop.run(until: { !page.table.loads.state.isLoadInFlight }))
      XCTAssertTrue(RealInput.press("ctrl+r", title: title))
      XCTAssertTrue(MainLoop.run(until: { network.loadsStarted == 3 }), "Ctrl+R refreshes the page")
      XCTAssertTrue(MainLoop.run(until: { !page.table.loads.state.isLoadInFlight }))

      XCTAssertNil(Self.shownShortcutsWindow())
      XCTAssertTrue(RealInput.press("ctrl+question", title: title))
      XCTAssertTrue(MainLoop.run(until: { Self.shownShortcutsWindow() != nil }), "Ctrl+? opens the shortcuts window")
      let shortcuts = try XCTUnwrap(Self.shownShortcutsWindow())
      XCTAssertEqual(gtk_window_get_transient_for(gcast(shortcuts)), gcast(demo.window.gtkWidget))
      XCTAssertTrue(drawFrames(3, of: shortcuts, timeoutSeconds: 10), "it paints")
      let texts = WidgetTree.mappedLabelTexts(under: shortcuts)
      for expected in ["General", "Refresh", "Search", "Keyboard Shortcuts"] {
        XCTAssertTrue(
          texts.contains(TextDomain.placeholders.translate(expected)), "“\(expected)” is on screen: \(texts)")
      }
      gtk_window_close(gcast(shortcuts))
      XCTAssertTrue(MainLoop.run(until: { Self.shownShortcutsWindow() == nil }), "closing hides it")

      // Opened again, it is a window of its own that shows without a word
      // from GTK (the closed one was destroyed: showing it again was
      // "a window shown after it has been destroyed").
      let log = LogRecorder(domains: ["Gtk", "Gdk"])
      defer { log.stop() }
      XCTAssertTrue(RealInput.press("ctrl+question", title: title))
      XCTAssertTrue(MainLoop.run(until: { Self.shownShortcutsWindow() != nil }), "Ctrl+? opens it again")
      let again = try XCTUnwrap(Self.shownShortcutsWindow())
      XCTAssertTrue(drawFrames(3, of: again, timeoutSeconds: 10), "it paints")
      XCTAssertEqual(log.toolkitWarnings, [])
      gtk_window_close(gcast(again))
      XCTAssertTrue(MainLoop.run(until: { Self.shownShortcutsWindow() == nil }))
    }
  }

  /// The mapped GtkShortcutsWindow, if one is on screen.
  @MainActor
  private static func shownShortcutsWindow() -> UnsafeMutablePointer<GtkWidget>? {
    guard let list = gtk_window_list_toplevels() else { return nil }
    defer { g_list_free(list) }
    var node: UnsafeMutablePointer<GList>? = list
    while let current = node {
      if let data = current.pointee.data, pg_is_instance_of(data, gtk_shortcuts_window_get_type()) != 0 {
        let widget = data.assumingMemoryBound(to: GtkWidget.self)
        if gtk_widget_get_mapped(widget) != 0 { return widget }
      }
      node = current.pointee.next
    }
    return nil
  }
}
