import CGtk
import PlaceholderCore
import PlaceholderTestSupport
import XCTest

@testable import GtkKit
@testable import PlaceholderGtk

/// The scroll switch: the list beneath cannot scroll while a placeholder
/// that forbids it shows, its settings come back exactly, and with
/// scrolling allowed the placeholder forwards scrolling (and pull-to-refresh
/// overshoot) to it.
final class OverlayScrollTests: GtkTestCase {
  func testScrollSettingsAreRestoredExactlyWhenThePlaceholderHides() throws {
    try onMain {
      let originals: [ScrollLock.Settings] = [
        .init(horizontalPolicy: GTK_POLICY_ALWAYS, verticalPolicy: GTK_POLICY_NEVER, kineticScrolling: false),
        .init(horizontalPolicy: GTK_POLICY_AUTOMATIC, verticalPolicy: GTK_POLICY_AUTOMATIC, kineticScrolling: true),
        .init(horizontalPolicy: GTK_POLICY_EXTERNAL, verticalPolicy: GTK_POLICY_ALWAYS, kineticScrolling: true),
      ]
      for original in originals {
        let list = try EmptyList()
        Self.apply(original, to: list.scrolled)
        let slot = PlaceholderSlot(content: list.scrolled)
        XCTAssertTrue(slot.scrollTarget === list.scrolled, "a scrolled window content is the scroll target")
        let window = OverlayWindow(child: slot.widget)
        window.waitForFrames(2)
        let controllersBefore = controllerCount(of: list.scrolled)

        slot.placeholder = PlaceholderContent(title: "Offline", behavior: PlaceholderBehavior(isScrollAllowed: false))
        let locked = ScrollLock.settings(of: list.scrolled)
        XCTAssertEqual(locked.verticalPolicy, GTK_POLICY_EXTERNAL)
        XCTAssertEqual(locked.horizontalPolicy, GTK_POLICY_EXTERNAL)
        XCTAssertFalse(locked.kineticScrolling)
        XCTAssertEqual(controllerCount(of: list.scrolled), controllersBefore + 1)

        slot.placeholder = PlaceholderContent(title: "Empty", behavior: PlaceholderBehavior(isScrollAllowed: true))
        XCTAssertEqual(ScrollLock.settings(of: list.scrolled), original, "a swap to a scrollable item unlocks")
        slot.placeholder = PlaceholderContent(
          title: "Offline again", behavior: PlaceholderBehavior(isScrollAllowed: false))
        XCTAssertNotEqual(ScrollLock.settings(of: list.scrolled), original)

        slot.placeholder = nil
        XCTAssertEqual(ScrollLock.settings(of: list.scrolled), original, "restored as the placeholder hides")
        XCTAssertEqual(controllerCount(of: list.scrolled), controllersBefore)
        XCTAssertTrue(MainLoop.run(until: { slot.phase == .hidden }))
        XCTAssertEqual(ScrollLock.settings(of: list.scrolled), original)
        window.close()
      }
    }
  }

  func testChangingTheScrollTargetWhileLockedReleasesTheOldOne() throws {
    try onMain {
      let list = try EmptyList()
      let other = try EmptyList()
      let slot = PlaceholderSlot(content: list.scrolled)
      slot.placeholder = PlaceholderContent(title: "Offline", behavior: PlaceholderBehavior(isScrollAllowed: false))
      XCTAssertEqual(ScrollLock.settings(of: list.scrolled).verticalPolicy, GTK_POLICY_EXTERNAL)
      slot.scrollTarget = other.scrolled
      XCTAssertEqual(ScrollLock.settings(of: list.scrolled).verticalPolicy, GTK_POLICY_AUTOMATIC)
      XCTAssertEqual(ScrollLock.settings(of: other.scrolled).verticalPolicy, GTK_POLICY_EXTERNAL)

      let recorder = LogRecorder()
      slot.scrollTarget = list.list  // a list view is not a scrolled window
      XCTAssertEqual(recorder.count("Placeholders"), 1)
      XCTAssertTrue(slot.scrollTarget === other.scrolled, "refused; the old target stays")
      slot.placeholder = nil
      XCTAssertEqual(ScrollLock.settings(of: other.scrolled).verticalPolicy, GTK_POLICY_AUTOMATIC)
    }
  }

  func testScrollingOverAnAllowingPlaceholderMovesTheListAndOvershootsAtTheTop() throws {
    try onMain {
      let tall = try TallContent()
      let slot = PlaceholderSlot(content: tall.scrolled)
      let window = OverlayWindow(child: slot.widget)
      var overshoots: [UInt32] = []
      Signals.connectUInt(tall.scrolled.gtkWidget, "edge-overshot") { overshoots.append($0) }
      slot.placeholder = PlaceholderContent(
        title: "Pull to refresh", appearance: PlaceholderAppearance(layout: .full()),
        behavior: PlaceholderBehavior(isScrollAllowed: true))
      XCTAssertTrue(MainLoop.run(until: { slot.phase == .shown }))
      window.waitForFrames(2)
      let scroll = try XCTUnwrap(scrollController(of: slot.root))
      let adjustment = try XCTUnwrap(gtk_scrolled_window_get_vadjustment(gcast(tall.scrolled.gtkWidget)))

      XCTAssertTrue(emitScroll(scroll, dx: 0, dy: -1), "used")
      XCTAssertEqual(overshoots, [GTK_POS_TOP.rawValue], "pulling down at the top overshoots: pull-to-refresh")
      XCTAssertEqual(gtk_adjustment_get_value(adjustment), 0)

      XCTAssertTrue(emitScroll(scroll, dx: 0, dy: 2))
      XCTAssertGreaterThan(gtk_adjustment_get_value(adjustment), 0, "the list scrolled under the placeholder")

      slot.placeholder = PlaceholderContent(
        title: "No scrolling", appearance: PlaceholderAppearance(layout: .full()),
        behavior: PlaceholderBehavior(isScrollAllowed: false))
      let value = gtk_adjustment_get_value(adjustment)
      XCTAssertFalse(emitScroll(scroll, dx: 0, dy: 2), "not used when scrolling is not allowed")
      XCTAssertEqual(gtk_adjustment_get_value(adjustment), value)
      XCTAssertEqual(overshoots.count, 1)
      window.close()
    }
  }

  func testRealWheelScrollingIsBlockedOnlyWhileTheItemForbidsIt() throws {
    guard RealInput.isAvailable else { throw XCTSkip(RealInput.unavailableReason) }
    try onMain {
      let tall = try TallContent()
      let slot = PlaceholderSlot(content: tall.scrolled)
      let title = "placeholder-real-scroll"
      let window = OverlayWindow(child: slot.widget, title: title)
      window.waitForFrames(3)
      let adjustment = try XCTUnwrap(gtk_scrolled_window_get_vadjustment(gcast(tall.scrolled.gtkWidget)))

      // Clicks pass through to the list, but it must not scroll.
      slot.placeholder = PlaceholderContent(
        title: "Offline", behavior: PlaceholderBehavior(isTouchAllowed: false, isScrollAllowed: false))
      XCTAssertTrue(MainLoop.run(until: { slot.phase == .shown }))
      XCTAssertTrue(RealInput.wheel(up: false, over: slot.widget, in: window.window, title: title, clicks: 3))
      window.waitForFrames(10)
      XCTAssertEqual(gtk_adjustment_get_value(adjustment), 0, "locked: the wheel did nothing")

      // Over a covering placeholder that allows scrolling, the wheel is forwarded.
      // (After the frames that lay the new item out: input sent at once, in
      // the same main-loop turn as the change, as mutter's can be, would
      // meet the old item's layout.)
      slot.placeholder = PlaceholderContent(
        title: "Empty", appearance: PlaceholderAppearance(layout: .full()),
        behavior: PlaceholderBehavior(isScrollAllowed: true))
      window.waitForFrames(3)
      XCTAssertTrue(RealInput.wheel(up: false, over: slot.widget, in: window.window, title: title, clicks: 3))
      XCTAssertTrue(MainLoop.run(until: { gtk_adjustment_get_value(adjustment) > 0 }, timeoutSeconds: 2), "forwarded")

      slot.placeholder = nil
      XCTAssertTrue(MainLoop.run(until: { slot.phase == .hidden }))
      let before = gtk_adjustment_get_value(adjustment)
      XCTAssertTrue(RealInput.wheel(up: false, over: slot.widget, in: window.window, title: title, clicks: 3))
      XCTAssertTrue(MainLoop.run(until: { gtk_adjustment_get_value(adjustment) > before }), "unlocked again")
      window.close()
    }
  }

  @MainActor
  private static func apply(_ settings: ScrollLock.Settings, to scrolled: Widget) {
    gtk_scrolled_window_set_policy(gcast(scrolled.gtkWidget), settings.horizontalPolicy, settings.verticalPolicy)
    gtk_scrolled_window_set_kinetic_scrolling(gcast(scrolled.gtkWidget), settings.kineticScrolling ? 1 : 0)
  }
}

/// A scrolled window whose child is far taller than the window.
@MainActor
struct TallContent {
  let scrolled: Widget

  init() throws {
    scrolled = Widget(taking: try XCTUnwrap(gtk_scrolled_window_new()))
    let box = try XCTUnwrap(gtk_box_new(GTK_ORIENTATION_VERTICAL, 0))
    gtk_widget_set_size_request(box, 200, 3000)
    gtk_scrolled_window_set_child(gcast(scrolled.gtkWidget), box)
  }
}

/// How many event controllers a widget has.
@MainActor
func controllerCount(of widget: Widget) -> Int {
  guard let controllers = gtk_widget_observe_controllers(widget.gtkWidget) else { return 0 }
  defer { g_object_unref(UnsafeMutableRawPointer(controllers)) }
  return Int(g_list_model_get_n_items(controllers))
}

/// The GtkEventControllerScroll among a widget's controllers.
@MainActor
func scrollController(of widget: Widget) -> OpaquePointer? {
  guard let controllers = gtk_widget_observe_controllers(widget.gtkWidget) else { return nil }
  defer { g_object_unref(UnsafeMutableRawPointer(controllers)) }
  for index in 0..<g_list_model_get_n_items(controllers) {
    guard let item = g_list_model_get_item(controllers, index) else { continue }
    defer { g_object_unref(item) }
    if pg_is_instance_of(item, gtk_event_controller_scroll_get_type()) != 0 { return OpaquePointer(item) }
  }
  return nil
}

/// Emits a scroll controller's `scroll` signal; returns whether a handler used it.
@MainActor
func emitScroll(_ controller: OpaquePointer, dx: Double, dy: Double) -> Bool {
  let signal = g_signal_lookup("scroll", gtk_event_controller_scroll_get_type())
  var values = [GValue](repeating: GValue(), count: 3)
  g_value_init(&values[0], gtk_event_controller_scroll_get_type())
  g_value_set_object(&values[0], UnsafeMutableRawPointer(controller))
  g_value_init(&values[1], pg_type_double())
  g_value_set_double(&values[1], dx)
  g_value_init(&values[2], pg_type_double())
  g_value_set_double(&values[2], dy)
  var result = GValue()
  g_value_init(&result, pg_type_boolean())
  g_signal_emitv(&values, signal, 0, &result)
  let used = g_value_get_boolean(&result) != 0
  g_value_unset(&result)
  for index in values.indices { g_value_unset(&values[index]) }
  return used
}
