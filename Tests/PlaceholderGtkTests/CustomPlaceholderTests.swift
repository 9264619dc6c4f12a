import CGtk
import PlaceholderCore
import PlaceholderTestSupport
import XCTest

@testable import GtkKit
@testable import PlaceholderGtk

/// PageState's per-item parts on a slot: an item's own widget, its layout
/// closure and its tap handlers.
final class CustomPlaceholderTests: GtkTestCase {
  func testACustomPlaceholdersOwnWidgetReplacesTheStockLayout() throws {
    try onMain {
      let fixture = try SlotFixture()
      let slot = fixture.slot
      let own = Label("The custom placeholder's own widget")
      let content = PlaceholderContent(title: "Stock title")
      let item = CustomPlaceholder(content: content, widget: own)
      slot.placeholder = item.content
      XCTAssertTrue(MainLoop.run(until: { slot.phase == .shown }))
      fixture.window.waitForFrames(2)
      let parts = try XCTUnwrap(slot.parts)
      XCTAssertTrue(parts.custom === own, "the item's widget replaces the stock layout")
      XCTAssertTrue(own.isMapped)
      XCTAssertFalse(slot.view.widget.isMapped, "the stock column is not shown")
      XCTAssertTrue(slot.root.hasCSSClass("custom"))

      // The same content without the custom placeholder: the stock layout.
      slot.placeholder = content
      fixture.window.waitForFrames(2)
      XCTAssertNil(slot.parts?.custom)
      XCTAssertEqual(slot.view.title.text, "Stock title")
      XCTAssertFalse(own.isMapped)
      fixture.window.close()
    }
  }

  func testAListShowsAnItemHandedToItAsContent() throws {
    onMain {
      let own = Label("Nothing in this grid yet")
      let item = CustomPlaceholder(content: PlaceholderContent(title: "Stock"), widget: own)
      let source = ItemsDataSource<CollectionItem>()
      let collection = CollectionAdapter(dataSource: source)
      collection.placeholders.content.empty = item.content
      collection.reloadData()
      let window = TestWindow(showing: collection.widget)
      defer { window.close() }
      XCTAssertTrue(MainLoop.run(until: { own.isMapped }))
      XCTAssertTrue(collection.placeholderSlot.parts?.custom === own)
    }
  }

  func testAnItemsLayoutGetsTheHostAndPlaceholderAndItsFrameIsApplied() throws {
    try onMain {
      let fixture = try SlotFixture(width: 480, height: 400)
      let slot = fixture.slot
      slot.topInset = 40
      var slotAsked = 0
      slot.customPlacement = { _, _, width, height in
        slotAsked += 1
        return (0, 0, width, height)
      }
      let own = Label("Placed by the item")
      let item = CustomPlaceholder(
        content: PlaceholderContent(appearance: PlaceholderAppearance(layout: .center())), widget: own)
      var widgetsSeen: [(host: Widget, placeholder: Widget)] = []
      item.layout = { host, placeholder in
        widgetsSeen.append((host, placeholder))
        // In the host's coordinates: the bottom strip, 30 pixels in.
        let size = host.allocatedSize
        return (x: 30, y: size.height - 90, width: size.width - 60, height: 60)
      }
      slot.placeholder = item.content
      XCTAssertTrue(MainLoop.run(until: { slot.phase == .shown }))
      fixture.window.waitForFrames(2)

      let seen = try XCTUnwrap(widgetsSeen.last)
      XCTAssertTrue(seen.host === slot.content, "the host is the widget the slot covers")
      XCTAssertTrue(seen.placeholder === own, "the placeholder is the item's widget")
      XCTAssertEqual(slotAsked, 0, "the item's layout wins over the slot's customPlacement")

      let host = slot.content.allocatedSize
      let frame = try XCTUnwrap(OverlayWindow.bounds(of: slot.scroller, in: slot.content))
      XCTAssertEqual(frame.x, 30)
      XCTAssertEqual(frame.y, host.height - 90, "host coordinates, though the area starts 40 pixels down")
      XCTAssertEqual(frame.width, host.width - 60)
      XCTAssertEqual(frame.height, 60)
      let shown = try XCTUnwrap(OverlayWindow.bounds(of: own, in: slot.content))
      XCTAssertEqual(shown.x, 30)
      XCTAssertEqual(shown.y, host.height - 90)
      XCTAssertEqual(shown.width, host.width - 60)

      // A new closure applies at once; an answer above the covered area is
      // pulled below the kept inset.
      item.layout = { _, _ in (x: 0, y: 0, width: 100, height: 50) }
      fixture.window.waitForFrames(2)
      let pulled = try XCTUnwrap(OverlayWindow.bounds(of: slot.scroller, in: slot.content))
      XCTAssertEqual(pulled.y, 40)
      fixture.window.close()
    }
  }

  func testAnItemsTapHandlersRunAndTheSlotsDoNot() throws {
    try onMain {
      let fixture = try SlotFixture()
      let slot = fixture.slot
      var heard: [String] = []
      slot.actionHandler = { heard.append("slot action") }
      slot.buttonTapHandler = { heard.append("slot button") }
      slot.backgroundTapHandler = { heard.append("slot background") }
      let item = CustomPlaceholder(content: PlaceholderContent(title: "Offline", button: .retry))
      item.actionHandler = { heard.append("item action") }
      let gesture = try XCTUnwrap(clickGesture(of: slot.root))
      slot.placeholder = item.content
      XCTAssertTrue(MainLoop.run(until: { slot.phase == .shown }))
      fixture.window.waitForFrames(3)

      XCTAssertNotEqual(gtk_widget_activate(slot.view.button.gtkWidget), 0)
      XCTAssertTrue(MainLoop.run(until: { !heard.isEmpty }))
      XCTAssertEqual(heard, ["item action"], "the item's action, not the slot's button handler")

      // Without tap anywhere the item's action leaves the background to the slot.
      let title = try XCTUnwrap(OverlayWindow.bounds(of: slot.view.title, in: slot.root))
      emitReleased(gesture, x: Double(title.x + 2), y: Double(title.y + 2))
      XCTAssertEqual(heard, ["item action", "slot background"])

      item.backgroundTapHandler = { heard.append("item background") }
      emitReleased(gesture, x: Double(title.x + 2), y: Double(title.y + 2))
      XCTAssertEqual(heard.last, "item background")

      // Plain content: the slot's handlers again.
      slot.placeholder = PlaceholderContent(title: "Offline", button: .retry)
      fixture.window.waitForFrames(2)
      XCTAssertNotEqual(gtk_widget_activate(slot.view.button.gtkWidget), 0)
      XCTAssertTrue(MainLoop.run(until: { heard.count == 4 }))
      XCTAssertEqual(heard.last, "slot button")
      fixture.window.close()
    }
  }

  func testContentNamingAGoneItemShowsTheStockLayout() throws {
    try onMain {
      let fixture = try SlotFixture()
      let slot = fixture.slot
      var content: PlaceholderContent
      do {
        let item = CustomPlaceholder(content: PlaceholderContent(title: "Stock title"), widget: Label("Gone"))
        content = item.content
      }
      let log = LogRecorder()
      slot.placeholder = content
      log.stop()
      XCTAssertTrue(MainLoop.run(until: { slot.phase == .shown }))
      XCTAssertNil(slot.parts?.custom)
      XCTAssertEqual(slot.view.title.text, "Stock title")
      XCTAssertEqual(log.count("Placeholders"), 1, "one warning says to keep the item")
      fixture.window.close()
    }
  }
}
