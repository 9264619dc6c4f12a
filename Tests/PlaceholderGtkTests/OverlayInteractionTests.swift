import CGtk
import PlaceholderCore
import PlaceholderTestSupport
import XCTest

@testable import GtkKit
@testable import PlaceholderGtk

/// The Retry button, tap-to-reload and the touch switch.
///
/// Two kinds of input are used. Without extra tools: `gtk_widget_activate`
/// (what GtkButton's Enter/Space/KP_Enter key bindings run: its `activate`
/// signal, then `clicked` after the press animation) and the click
/// gesture's `released` signal emitted with `g_signal_emitv`; and
/// `gtk_widget_pick` for where a pointer event would land. Where the
/// display server takes real input (`RealInput`): real clicks and key presses.
final class OverlayInteractionTests: GtkTestCase {
  func testActivatingTheRetryButtonCallsOnActionExactlyOnce() throws {
    try onMain {
      let fixture = try SlotFixture()
      let slot = fixture.slot
      var actions = 0
      slot.actionHandler = { actions += 1 }
      slot.placeholder = .networkError()
      XCTAssertTrue(MainLoop.run(until: { slot.phase == .shown }))
      XCTAssertTrue(slot.view.button.isVisible)

      // "Click": activate the realized button, as a click would; GtkButton
      // emits `clicked` after its press animation.
      XCTAssertNotEqual(gtk_widget_activate(slot.view.button.gtkWidget), 0)
      XCTAssertTrue(MainLoop.run(until: { actions > 0 }))
      fixture.window.waitForFrames(20)
      XCTAssertEqual(actions, 1)

      // "Keyboard": with the button focused, Enter and Space run the same
      // `activate` key binding.
      XCTAssertNotEqual(gtk_widget_grab_focus(slot.view.button.gtkWidget), 0)
      XCTAssertNotEqual(gtk_widget_has_focus(slot.view.button.gtkWidget), 0)
      XCTAssertNotEqual(gtk_widget_activate(slot.view.button.gtkWidget), 0)
      XCTAssertTrue(MainLoop.run(until: { actions > 1 }))
      fixture.window.waitForFrames(20)
      XCTAssertEqual(actions, 2)
      fixture.window.close()
    }
  }

  func testRealClickAndKeyPressesOnRetryCallOnActionOnceEach() throws {
    guard RealInput.isAvailable else { throw XCTSkip(RealInput.unavailableReason) }
    try onMain {
      let content = Widget(taking: try XCTUnwrap(gtk_label_new("content")))
      let slot = PlaceholderSlot(content: content)
      let title = "placeholder-real-input"
      let window = OverlayWindow(child: slot.widget, title: title)
      window.waitForFrames(3)
      var actions = 0
      slot.actionHandler = { actions += 1 }
      slot.placeholder = .networkError()
      XCTAssertTrue(MainLoop.run(until: { slot.phase == .shown }))
      window.waitForFrames(3)

      XCTAssertTrue(RealInput.click(slot.view.button, in: window.window, title: title))
      XCTAssertTrue(MainLoop.run(until: { actions > 0 }), "a real click on Retry")
      window.waitForFrames(10)
      XCTAssertEqual(actions, 1, "the click did not also count as a tap anywhere")

      XCTAssertNotEqual(gtk_widget_grab_focus(slot.view.button.gtkWidget), 0)
      XCTAssertTrue(RealInput.press("Return", title: title))
      XCTAssertTrue(MainLoop.run(until: { actions > 1 }), "Enter on the focused Retry")
      window.waitForFrames(10)
      XCTAssertEqual(actions, 2)
      XCTAssertTrue(RealInput.press("space", title: title))
      XCTAssertTrue(MainLoop.run(until: { actions > 2 }), "Space on the focused Retry")
      window.waitForFrames(10)
      XCTAssertEqual(actions, 3)

      // A real click beside the button is a tap anywhere (networkError allows it).
      XCTAssertTrue(RealInput.click(slot.view.title, in: window.window, title: title))
      XCTAssertTrue(MainLoop.run(until: { actions > 3 }), "a real tap on the title")
      window.waitForFrames(10)
      XCTAssertEqual(actions, 4)
      window.close()
    }
  }

  func testTapAnywhereTriggersOnlyWhenTheItemAllowsIt() throws {
    try onMain {
      let fixture = try SlotFixture()
      let slot = fixture.slot
      var actions = 0
      slot.actionHandler = { actions += 1 }
      let gesture = try XCTUnwrap(clickGesture(of: slot.root))

      slot.placeholder = PlaceholderContent(
        title: "Tap to reload", behavior: PlaceholderBehavior(tapAnywhereTriggersAction: true))
      XCTAssertTrue(MainLoop.run(until: { slot.phase == .shown }))
      let title = try XCTUnwrap(OverlayWindow.bounds(of: slot.view.title, in: slot.root))
      emitReleased(gesture, x: Double(title.x + 2), y: Double(title.y + 2))
      XCTAssertEqual(actions, 1, "a tap on the placeholder reloads")

      slot.placeholder = PlaceholderContent(title: "Not tappable")
      emitReleased(gesture, x: Double(title.x + 2), y: Double(title.y + 2))
      XCTAssertEqual(actions, 1, "no tap-anywhere unless the item asks for it")

      slot.placeholder = PlaceholderContent(
        title: "Tap disabled", behavior: PlaceholderBehavior(isTouchAllowed: false, tapAnywhereTriggersAction: true))
      emitReleased(gesture, x: Double(title.x + 2), y: Double(title.y + 2))
      XCTAssertEqual(actions, 1, "no taps when touch is not allowed")

      // A release over the button is the button's: it never adds a second action.
      slot.placeholder = PlaceholderContent(
        title: "Both", button: .retry, behavior: PlaceholderBehavior(tapAnywhereTriggersAction: true))
      fixture.window.waitForFrames(3)
      let button = try XCTUnwrap(OverlayWindow.bounds(of: slot.view.button, in: slot.root))
      emitReleased(gesture, x: Double(button.x + button.width / 2), y: Double(button.y + button.height / 2))
      XCTAssertEqual(actions, 1)

      // In a custom child, a click in its entry is the entry's; on its label it is a tap.
      let box = Widget(taking: try XCTUnwrap(gtk_box_new(GTK_ORIENTATION_VERTICAL, 6)))
      let label = Widget(taking: try XCTUnwrap(gtk_label_new("Nothing found")))
      let entry = Widget(taking: try XCTUnwrap(gtk_search_entry_new()))
      gtk_box_append(gcast(box.gtkWidget), label.gtkWidget)
      gtk_box_append(gcast(box.gtkWidget), entry.gtkWidget)
      let search = CustomPlaceholder(
        content: PlaceholderContent(behavior: PlaceholderBehavior(tapAnywhereTriggersAction: true)), widget: box)
      slot.placeholder = search.content
      fixture.window.waitForFrames(3)
      let entryBounds = try XCTUnwrap(OverlayWindow.bounds(of: entry, in: slot.root))
      emitReleased(gesture, x: Double(entryBounds.x + 4), y: Double(entryBounds.y + entryBounds.height / 2))
      XCTAssertEqual(actions, 1, "typing into the entry is not a reload")
      let labelBounds = try XCTUnwrap(OverlayWindow.bounds(of: label, in: slot.root))
      emitReleased(gesture, x: Double(labelBounds.x + 2), y: Double(labelBounds.y + 2))
      XCTAssertEqual(actions, 2)
      fixture.window.close()
    }
  }

  func testTouchSwitchDecidesWhetherClicksReachThePlaceholderOrTheContent() throws {
    try onMain {
      let fixture = try SlotFixture()
      let slot = fixture.slot
      let middleX = Double(gtk_widget_get_width(slot.widget.gtkWidget)) / 2
      let middleY = Double(gtk_widget_get_height(slot.widget.gtkWidget)) / 2
      @MainActor func picked() -> UnsafeMutablePointer<GtkWidget>? {
        gtk_widget_pick(slot.widget.gtkWidget, middleX, middleY, pg_pick_default())
      }
      @MainActor func pickedIsInPlaceholder() -> Bool {
        guard let widget = picked() else { return false }
        return widget == slot.root.gtkWidget || gtk_widget_is_ancestor(widget, slot.root.gtkWidget) != 0
      }
      XCTAssertEqual(picked(), slot.content.gtkWidget, "no placeholder: the content gets the click")

      slot.placeholder = PlaceholderContent(title: "Covering", appearance: PlaceholderAppearance(layout: .full()))
      XCTAssertTrue(MainLoop.run(until: { slot.phase == .shown }))
      XCTAssertTrue(pickedIsInPlaceholder(), "touch allowed: the placeholder takes the click")

      slot.placeholder = PlaceholderContent(
        title: "See-through", appearance: PlaceholderAppearance(layout: .full()),
        behavior: PlaceholderBehavior(isTouchAllowed: false))
      XCTAssertEqual(picked(), slot.content.gtkWidget, "touch not allowed: the click passes through")
      XCTAssertEqual(gtk_widget_get_can_focus(slot.root.gtkWidget), 0, "nor does it take keyboard focus")

      slot.placeholder = PlaceholderContent(title: "Covering again", appearance: PlaceholderAppearance(layout: .full()))
      slot.placeholder = nil
      XCTAssertEqual(picked(), slot.content.gtkWidget, "a fading-out placeholder lets clicks through at once")
      fixture.window.close()
    }
  }

  func testACustomChildGetsARealSizeAndItsOwnClicks() throws {
    try onMain {
      let fixture = try SlotFixture()
      let slot = fixture.slot
      var clicks = 0
      // A drawing area has no natural size: DZNEmptyDataSet sized such
      // custom views to zero.
      let area = Widget(taking: try XCTUnwrap(gtk_drawing_area_new()))
      let areaPlaceholder = CustomPlaceholder(widget: area)
      let button = Widget(taking: try XCTUnwrap(gtk_button_new_with_label("Custom action")))
      Signals.connect(button.gtkWidget, "clicked") { clicks += 1 }
      let buttonPlaceholder = CustomPlaceholder(widget: button)

      slot.placeholder = areaPlaceholder.content
      XCTAssertTrue(MainLoop.run(until: { slot.phase == .shown }))
      fixture.window.waitForFrames(3)
      let bounds = try XCTUnwrap(OverlayWindow.bounds(of: area, in: slot.widget))
      XCTAssertGreaterThan(bounds.width, 100)
      XCTAssertGreaterThan(bounds.height, 100)
      XCTAssertTrue(slot.root.hasCSSClass("custom"))
      let picked = gtk_widget_pick(
        slot.widget.gtkWidget, Double(bounds.x + bounds.width / 2), Double(bounds.y + bounds.height / 2),
        pg_pick_default())
      XCTAssertEqual(picked, area.gtkWidget, "clicks on the custom child reach it")

      slot.placeholder = buttonPlaceholder.content
      fixture.window.waitForFrames(3)
      let buttonBounds = try XCTUnwrap(OverlayWindow.bounds(of: button, in: slot.widget))
      XCTAssertGreaterThan(buttonBounds.height, 0)
      XCTAssertNotEqual(gtk_widget_activate(button.gtkWidget), 0)
      XCTAssertTrue(MainLoop.run(until: { clicks == 1 }))

      slot.placeholder = .noContent()
      XCTAssertFalse(slot.root.hasCSSClass("custom"))
      XCTAssertNil(gtk_widget_get_parent(button.gtkWidget), "the stock layout replaced the custom child")
      fixture.window.close()
    }
  }
}

/// The GtkGestureClick among a widget's controllers.
@MainActor
func clickGesture(of widget: Widget) -> OpaquePointer? {
  guard let controllers = gtk_widget_observe_controllers(widget.gtkWidget) else { return nil }
  defer { g_object_unref(UnsafeMutableRawPointer(controllers)) }
  for index in 0..<g_list_model_get_n_items(controllers) {
    guard let item = g_list_model_get_item(controllers, index) else { continue }
    defer { g_object_unref(item) }
    if pg_is_instance_of(item, gtk_gesture_click_get_type()) != 0 { return OpaquePointer(item) }
  }
  return nil
}

/// Emits a click gesture's `released` signal, as GTK does when a click ends.
@MainActor
func emitReleased(_ gesture: OpaquePointer, x: Double, y: Double) {
  let signal = g_signal_lookup("released", gtk_gesture_click_get_type())
  var values = [GValue](repeating: GValue(), count: 4)
  g_value_init(&values[0], gtk_gesture_click_get_type())
  g_value_set_object(&values[0], UnsafeMutableRawPointer(gesture))
  g_value_init(&values[1], pg_type_int())
  g_value_set_int(&values[1], 1)
  g_value_init(&values[2], pg_type_double())
  g_value_set_double(&values[2], x)
  g_value_init(&values[3], pg_type_double())
  g_value_set_double(&values[3], y)
  g_signal_emitv(&values, signal, 0, nil)
  for index in values.indices { g_value_unset(&values[index]) }
}
