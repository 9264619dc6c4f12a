import PlaceholderCore
import PlaceholderTestSupport
import XCTest

@testable import GtkKit
@testable import PlaceholderGtk

/// The public API the demo's window, screenshots and benchmarks use besides
/// the widget wrappers, driven as a client would: frame clocks, the widget
/// tree, the animations switch, a list's scroll position, and connections
/// kept on their widget.
final class ClientAPITests: GtkTestCase {
  func testTheFrameClockReportsEachPaintedFrameUntilItsConnectionsGo() throws {
    try onMain {
      let window = Window(title: "frame-clock")
      defer { window.destroy() }
      XCTAssertNil(window.frameClock, "no clock before the window is realized")
      window.setDefaultSize(width: 200, height: 100)
      window.child = Label("frames")
      window.present()
      XCTAssertTrue(MainLoop.run(until: { window.frameClock != nil }), "presenting realizes the window")
      let clock = try XCTUnwrap(window.frameClock)

      var events: [String] = []
      var connections: [SignalConnection] = []
      clock.onBeforePaint { events.append("before") }.store(in: &connections)
      clock.onAfterPaint { events.append("after") }.store(in: &connections)
      window.queueDraw()
      XCTAssertTrue(MainLoop.run(until: { events.contains("after") }), "a queued draw paints a frame")
      XCTAssertEqual(events.first, "before", "each frame starts painting before it has painted")
      XCTAssertEqual(events.filter { $0 == "before" }.count, events.filter { $0 == "after" }.count)

      connections.removeAll()
      let seen = events.count
      var painted = false
      var probe: [SignalConnection] = []
      clock.onAfterPaint { painted = true }.store(in: &probe)
      window.queueDraw()
      XCTAssertTrue(MainLoop.run(until: { painted }), "the window paints again")
      XCTAssertEqual(events.count, seen, "released connections report nothing")
    }
  }

  func testTheWidgetTreeIsWalkedFromParentToChildrenAndBack() {
    onMain {
      let first = Label("first")
      let second = Label("second")
      let box = Box(orientation: .vertical, children: [first, second])
      XCTAssertEqual(box.firstChild?.widgetPointer, first.widgetPointer)
      XCTAssertEqual(box.firstChild?.nextSibling?.widgetPointer, second.widgetPointer)
      XCTAssertNil(second.nextSibling, "the last child has no next sibling")
      XCTAssertEqual(second.parent?.widgetPointer, box.widgetPointer)
      XCTAssertNil(box.parent, "a box added nowhere has no parent")
      XCTAssertNil(Box(orientation: .horizontal).firstChild, "an empty box has no children")
    }
  }

  func testAnimationsCanBeSwitchedOffAndOnAgain() {
    onMain {
      let before = Appearance.areAnimationsEnabled
      defer { Appearance.areAnimationsEnabled = before }
      Appearance.areAnimationsEnabled = false
      XCTAssertFalse(Appearance.areAnimationsEnabled)
      Appearance.areAnimationsEnabled = true
      XCTAssertTrue(Appearance.areAnimationsEnabled)
    }
  }

  func testATablesVerticalAdjustmentScrollsItsRows() {
    onMain {
      let rows = CountingDataSource(sections: 10, itemsPerSection: 100)
      let table = TableAdapter(dataSource: rows)  // holds its data source weakly
      table.reloadData()
      let window = Window(title: "table-scroll")
      defer { window.destroy() }
      window.setDefaultSize(width: 400, height: 300)
      window.child = table.widget
      window.present()
      let adjustment = table.verticalAdjustment
      XCTAssertTrue(
        MainLoop.run(until: { adjustment.pageSize > 0 && adjustment.upper > adjustment.pageSize * 2 }),
        "a thousand rows are taller than the window")
      var reported: [Double] = []
      var connections: [SignalConnection] = []
      adjustment.onValueChanged { reported.append($0) }.store(in: &connections)
      adjustment.value = adjustment.pageSize
      XCTAssertEqual(table.verticalAdjustment.value, adjustment.pageSize, "one adjustment, however often asked for")
      XCTAssertEqual(reported, [adjustment.pageSize])
    }
  }

  func testAConnectionStoredOnItsWidgetRunsUntilTheWidgetIsFinalized() {
    onMain {
      let closuresBefore = Signals.liveClosureCount
      weak var weakConnection: SignalConnection?
      var states: [Bool] = []
      var labels: [String] = []
      var toggle: Switch? = Switch()
      if let toggle {
        let connection = toggle.onToggled { states.append($0) }
        weakConnection = connection
        connection.store(on: toggle)
        toggle.onToggled { labels.append($0 ? "on" : "off") }.store(on: toggle)
        toggle.isOn = true
        toggle.isOn = false
      }
      XCTAssertEqual(states, [true, false], "the handler runs with no property holding its connection")
      XCTAssertEqual(labels, ["on", "off"], "a second connection on the same widget runs too")
      XCTAssertNotNil(weakConnection, "the widget keeps the connection")
      XCTAssertEqual(weakConnection?.isConnected, true)

      toggle = nil
      MainLoop.drain()  // a switch no container adopted is finalized at the next idle
      XCTAssertNil(weakConnection, "finalizing the widget released its connections")
      XCTAssertEqual(Signals.liveClosureCount, closuresBefore, "and their handlers")
    }
  }
}
