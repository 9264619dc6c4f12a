import CGtk
import PlaceholderTestSupport
import XCTest

@testable import GtkKit

/// The typed widget wrappers: their properties reach GTK, their signals
/// arrive as typed closures, and a SignalConnection disconnects when it is
/// cancelled or released.
final class WidgetWrapperTests: GtkTestCase {
  func testAClickRunsTheHandlerUntilTheConnectionIsReleased() {
    onMain {
      let button = Button(label: "Retry")
      var clicks = 0
      var connection: SignalConnection? = button.onClicked { clicks += 1 }
      button.click()
      XCTAssertEqual(clicks, 1)
      XCTAssertEqual(connection?.isConnected, true)
      connection = nil
      button.click()
      XCTAssertEqual(clicks, 1, "releasing the connection disconnected the handler")
    }
  }

  func testTheSignalEscapeHatchConnectsOnlySignalsThatFit() {
    onMain {
      let button = Button(label: "Retry")
      var clicks = 0
      let clicked = button.onSignal("clicked") { clicks += 1 }
      button.click()
      XCTAssertEqual(clicks, 1)
      XCTAssertTrue(clicked.isConnected)

      let warnings = Diagnostics.warningCount
      let unknown = button.onSignal("no-such-signal") { clicks += 100 }
      XCTAssertFalse(unknown.isConnected)
      XCTAssertEqual(Diagnostics.warningCount, warnings + 1, "one warning names the bad signal")
      let window = Window(title: "escape hatch")
      defer { window.destroy() }
      let returnsBool = window.onSignal("close-request") { clicks += 100 }
      XCTAssertFalse(returnsBool.isConnected, "a signal that returns a value is not connected")
      let notAnObject = button.onSignal("clicked") { (_: UnsafeMutableRawPointer?) in clicks += 100 }
      XCTAssertFalse(notAnObject.isConnected, "clicked passes no object")
      button.click()
      XCTAssertEqual(clicks, 2)
    }
  }

  func testCancellingTwiceAndAfterTheWidgetIsGoneIsHarmless() {
    onMain {
      let boxesBefore = Signals.liveClosureCount
      var button: Button? = Button(label: "Gone")
      let connection = button?.onClicked {}
      XCTAssertEqual(Signals.liveClosureCount, boxesBefore + 1)
      button = nil
      MainLoop.drain()  // the unadopted button is finalized at the next idle
      XCTAssertEqual(connection?.isConnected, false)
      XCTAssertEqual(Signals.liveClosureCount, boxesBefore, "finalizing the widget released the handler")
      connection?.cancel()
      connection?.cancel()
    }
  }

  func testStoredConnectionsKeepHandlersAlive() {
    onMain {
      var connections: [SignalConnection] = []
      let toggle = Switch()
      var states: [Bool] = []
      toggle.onToggled { states.append($0) }.store(in: &connections)
      toggle.isOn = true
      toggle.isOn = true  // no change, no call
      toggle.isOn = false
      XCTAssertEqual(states, [true, false])
      connections.removeAll()
      toggle.isOn = true
      XCTAssertEqual(states, [true, false])
    }
  }

  func testAMnemonicButtonIsNamedOnceWithoutItsUnderscore() {
    onMain {
      XCTAssertEqual(Button.removingMnemonic("_Reload"), "Reload")
      XCTAssertEqual(Button.removingMnemonic("Save __as"), "Save _as")
      XCTAssertEqual(Button.removingMnemonic("No _Content"), "No Content")
      XCTAssertEqual(Button.removingMnemonic("snake__case"), "snake_case")
      XCTAssertEqual(Button.removingMnemonic("Centre"), "Centre")
      XCTAssertEqual(Button.removingMnemonic(""), "")
      let button = Button(label: "_Reload", mnemonic: true)
      XCTAssertEqual(button.label, "_Reload")
    }
  }

  func testToggleAndCheckButtonsReportTheirNewState() {
    onMain {
      var connections: [SignalConnection] = []
      let first = ToggleButton(label: "Center", isActive: true)
      let second = ToggleButton(label: "Full")
      second.join(group: first)
      var reported: [Bool] = []
      second.onToggled { reported.append($0) }.store(in: &connections)
      second.isActive = true
      XCTAssertFalse(first.isActive, "one button of a group at a time")
      XCTAssertEqual(reported, [true])

      let check = CheckButton(label: "Forced")
      var checked: [Bool] = []
      check.onToggled { checked.append($0) }.store(in: &connections)
      check.isActive = true
      XCTAssertEqual(checked, [true])
    }
  }

  func testEntriesReportTheirText() {
    onMain {
      var connections: [SignalConnection] = []
      let entry = Entry(placeholderText: "Name")
      XCTAssertEqual(entry.placeholderText, "Name")
      var texts: [String] = []
      entry.onChanged { texts.append($0) }.store(in: &connections)
      entry.text = "Ada"
      XCTAssertEqual(texts, ["Ada"])
      XCTAssertEqual(entry.text, "Ada")

      let search = SearchEntry(placeholderText: "Search")
      search.text = "cats"
      XCTAssertEqual(search.text, "cats")
    }
  }

  func testStackShowsPagesByNameAndReportsTheChange() {
    onMain {
      var connections: [SignalConnection] = []
      let stack = Stack(transition: .none)
      stack.addPage(Label("one"), name: "one", title: "One")
      stack.addPage(Label("two"), name: "two", title: "Two")
      var shown: [String?] = []
      stack.onVisiblePageChanged { shown.append($0) }.store(in: &connections)
      stack.visiblePageName = "two"
      stack.visiblePageName = "missing"  // ignored
      XCTAssertEqual(stack.visiblePageName, "two")
      XCTAssertEqual(shown, ["two"])
    }
  }

  func testWindowActionsRunFromButtonsAndToggleTheirState() throws {
    try onMain {
      let application = try Application(id: "io.github.placeholders.WrapperTests", nonUnique: true)
      try application.register()
      let window = ApplicationWindow(application: application, title: "Actions")
      defer { window.destroy() }
      var refreshes = 0
      var darkStates: [Bool] = []
      window.addAction("refresh", accelerators: ["F5"]) { refreshes += 1 }
      window.addToggleAction("dark-style", isOn: false) { darkStates.append($0) }
      window.activateAction("refresh")
      window.activateAction("dark-style")
      window.activateAction("dark-style")
      XCTAssertEqual(refreshes, 1)
      XCTAssertEqual(darkStates, [true, false])

      let button = Button(iconName: "view-refresh-symbolic", accessibleLabel: "Refresh")
      button.actionName = "win.refresh"
      XCTAssertEqual(button.tooltip, "Refresh")
      let header = HeaderBar()
      header.packStart(button)
      window.titlebar = header
      window.child = Label("body")
      window.setDefaultSize(width: 320, height: 200)
      XCTAssertEqual(window.title, "Actions")
      button.click()
      XCTAssertEqual(refreshes, 2, "the button activated win.refresh")
    }
  }

  func testTheEscapeHatchWrapsOnlyWidgets() throws {
    try onMain {
      let label = Label("x")
      let wrapped = try XCTUnwrap(Widget(wrapping: label.widgetPointer))
      XCTAssertEqual(wrapped.typeName, "GtkLabel")
      let adjustment = g_object_ref_sink(gtk_adjustment_new(0, 0, 1, 0.1, 0.1, 0))
      defer { g_object_unref(adjustment) }
      XCTAssertNil(Widget(wrapping: UnsafeMutableRawPointer(adjustment!)), "an adjustment is not a widget")
    }
  }

  func testLayoutPropertiesReachTheWidget() {
    onMain {
      let label = Label("Dim", style: .dimLabel)
      XCTAssertTrue(label.hasCSSClass("dim-label"))
      label.horizontalAlignment = .start
      label.expandsVertically = true
      label.ellipsizes = true
      label.justification = .center
      XCTAssertEqual(label.horizontalAlignment, .start)
      XCTAssertTrue(label.expandsVertically)
      XCTAssertTrue(label.ellipsizes)
      XCTAssertEqual(label.justification, .center)
      label.addCSSClass("")  // a critical (fatal in tests) if it reached GTK
      label.removeCSSClass("")
      XCTAssertFalse(label.hasCSSClass(""))
      let box = Box(orientation: .vertical, spacing: 6, children: [label, Separator(orientation: .horizontal)])
      box.removeAll()
      XCTAssertEqual(box.spacing, 6)
    }
  }
}
