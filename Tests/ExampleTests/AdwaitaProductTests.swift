import Adwaita
import CGtk
import PlaceholderCore
import PlaceholderTestSupport
import XCTest

@testable import GtkKit
@testable import PlaceholderGtk

/// The Adwaita product's own types on a real display, on whichever
/// libadwaita this machine has (1.2 on Debian 12, 1.7 on 13, 1.10 on
/// unstable), each test in a process of its own (`isInOwnProcess`): what
/// stands in for a widget an old libadwaita lacks behaves as the widget.
final class AdwaitaProductTests: ExampleTestCase {
  /// Inside a libadwaita app the loading placeholder spins an AdwSpinner
  /// (1.6 and later), GTK's spinner before.
  func testTheLoadingPlaceholderSpinsLibadwaitasSpinner() throws {
    guard try isInOwnProcess("testTheLoadingPlaceholderSpinsLibadwaitasSpinner") else { return }
    try runApplication(id: "io.github.placeholders.examples.Tests.AdwaitaProduct") { _ in
      let before = PlaceholderView(content: .loading())
      XCTAssertNil(before.busyIndicator, "before libadwaita starts, GTK's spinner")
      Adw.initialize()
      let view = PlaceholderView(content: .loading())
      let window = Window()
      window.child = view.widget
      window.present()
      defer { window.destroy() }
      settle(window)
      if Adw.Spinner.isAvailable {
        let spinner = try XCTUnwrap(view.busyIndicator)
        XCTAssertEqual(spinner.typeName, "AdwSpinner")
        XCTAssertTrue(spinner.isVisible)
        XCTAssertFalse(view.spinner.isVisible, "GTK's spinner stays hidden")
        view.update(.noContent())
        XCTAssertFalse(spinner.isVisible, "it goes with the loading content")
      } else {
        XCTAssertNil(view.busyIndicator)
        XCTAssertTrue(view.spinner.isVisible)
      }
    }
  }

  /// Toasts come and go through the overlay; its list of toasts follows.
  func testToastsShowOverTheirChildAndGo() throws {
    guard try isInOwnProcess("testToastsShowOverTheirChildAndGo") else { return }
    try runApplication(id: "io.github.placeholders.examples.Tests.AdwaitaProduct") { app in
      Adw.initialize()
      let window = Adw.ApplicationWindow(application: app, title: "Toasts")
      let overlay = Adw.ToastOverlay(child: Label("Content"))
      window.child = Adw.ToolbarView(top: [Adw.HeaderBar()], content: overlay)
      window.present()
      defer { window.destroy() }
      var pressed = 0
      let first = Adw.Toast("Moved <b>one</b> file", buttonLabel: "Undo") { pressed += 1 }
      overlay.add(first)
      settle(window)
      XCTAssertTrue(
        pump(until: { visibleTexts(in: overlay).contains("Moved <b>one</b> file") }), "plain text, markup shown as is")
      click(try XCTUnwrap(visibleButton("Undo", in: overlay)))
      XCTAssertTrue(pump(until: { pressed == 1 }), "the button runs its handler")
      XCTAssertTrue(pump(until: { first.isDismissed }), "pressing the button dismisses the toast")
      XCTAssertTrue(pump(until: { overlay.toasts.isEmpty }))

      overlay.add(Adw.Toast("One", timeout: 0))
      overlay.add(Adw.Toast("Two", timeout: 0))
      XCTAssertEqual(overlay.toasts.count, 2)
      overlay.dismissAll()
      XCTAssertTrue(pump(until: { overlay.toasts.isEmpty }), "every toast goes, shown or waiting")
    }
  }

  /// The banner slides in and out, and its button runs its handler (the
  /// stand-in on libadwaita 1.2 as well).
  func testTheBannerRevealsAndItsButtonRuns() throws {
    guard try isInOwnProcess("testTheBannerRevealsAndItsButtonRuns") else { return }
    try runApplication(id: "io.github.placeholders.examples.Tests.AdwaitaProduct") { app in
      Adw.initialize()
      let window = Adw.ApplicationWindow(application: app, title: "Banner")
      let banner = Adw.Banner("Offline", buttonLabel: "Go Online")
      window.child = Adw.ToolbarView(top: [Adw.HeaderBar(), banner], content: Label("Content"))
      window.present()
      defer { window.destroy() }
      var pressed = 0
      banner.buttonHandler = { pressed += 1 }
      XCTAssertFalse(banner.isRevealed)
      banner.isRevealed = true
      XCTAssertTrue(pump(until: { visibleButton("Go Online", in: window) != nil }), "the banner slides in")
      XCTAssertTrue(visibleTexts(in: window).contains("Offline"))
      click(try XCTUnwrap(visibleButton("Go Online", in: window)))
      XCTAssertTrue(pump(until: { pressed == 1 }), "the button runs its handler")
      banner.title = "Back online"
      banner.buttonLabel = nil
      XCTAssertTrue(pump(until: { visibleTexts(in: window).contains("Back online") }))
      XCTAssertTrue(pump(until: { visibleButton("Go Online", in: window) == nil }), "no label, no button")
      banner.isRevealed = false
      XCTAssertFalse(banner.isRevealed)
    }
  }

  /// The window's content, the toolbar view's content, the header bar's
  /// titles, and a status page's plain-text description.
  func testWindowToolbarViewHeaderBarAndStatusPage() throws {
    guard try isInOwnProcess("testWindowToolbarViewHeaderBarAndStatusPage") else { return }
    try runApplication(id: "io.github.placeholders.examples.Tests.AdwaitaProduct") { app in
      Adw.initialize()
      let window = Adw.ApplicationWindow(application: app, title: "Parts")
      XCTAssertEqual(window.typeName, "AdwApplicationWindow")
      let header = Adw.HeaderBar()
      header.setTitle("Inbox", subtitle: "3 unread")
      let page = Adw.StatusPage(iconName: "mail-unread-symbolic", title: "No Mail", description: "Nothing <here> & now")
      let toolbar = Adw.ToolbarView(top: [header], content: page)
      window.child = toolbar
      XCTAssertEqual(window.child?.widgetPointer, toolbar.widgetPointer, "the child is the window's content")
      XCTAssertEqual(toolbar.content?.widgetPointer, page.widgetPointer)
      window.titlebar = Adw.HeaderBar()
      XCTAssertNil(window.titlebar, "no title bar slot: a warning, nothing else")
      XCTAssertEqual(Diagnostics.lastWarning?.contains("Adw.ToolbarView"), true)
      window.present()
      defer { window.destroy() }
      settle(window)
      let texts = visibleTexts(in: window)
      for text in ["Inbox", "3 unread", "No Mail", "Nothing <here> & now"] {
        XCTAssertTrue(texts.contains(text), "\(text) in \(texts)")
      }
      let replacement = Label("Loaded")
      toolbar.content = replacement
      XCTAssertEqual(toolbar.content?.widgetPointer, replacement.widgetPointer)
      XCTAssertTrue(pump(until: { visibleTexts(in: window).contains("Loaded") }))
      XCTAssertFalse(visibleTexts(in: window).contains("No Mail"), "the old content left")
      XCTAssertEqual(page.showSpinner(), Adw.version.minor >= 6, "a spinning paintable from 1.6")
    }
  }

  /// The style manager's colour scheme turns the windows dark and light,
  /// and says so to who listens.
  func testTheStyleManagerSwitchesDarkAndLight() throws {
    guard try isInOwnProcess("testTheStyleManagerSwitchesDarkAndLight") else { return }
    try runApplication(id: "io.github.placeholders.examples.Tests.AdwaitaProduct") { _ in
      Adw.initialize()
      var heard: [Bool] = []
      let watch = Adw.StyleManager.onDarkChange { heard.append($0) }
      defer { watch.cancel() }
      Adw.StyleManager.colorScheme = .forceDark
      XCTAssertEqual(Adw.StyleManager.colorScheme, .forceDark)
      XCTAssertTrue(Adw.StyleManager.isDark)
      Adw.StyleManager.colorScheme = .forceLight
      XCTAssertFalse(Adw.StyleManager.isDark)
      XCTAssertEqual(heard, [true, false])
    }
  }
}
