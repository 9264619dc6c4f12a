import CGtk
import PlaceholderCore
import PlaceholderTestSupport
import XCTest

@testable import GtkKit
@testable import PlaceholderDemo
@testable import PlaceholderGtk

/// The demo's controls for per-item placeholders (Page States' Own Widget)
/// and the collection's item callbacks and size rule.
final class DemoItemControlsTests: GtkTestCase {
  func testTheOwnWidgetItemShowsItsWidgetWhereItsLayoutSaysAndTakesItsTaps() throws {
    try onMain {
      let page = PageStatesPage(network: SimulatedNetwork(latencyMilliseconds: 0, failFirst: 0, offline: false))
      let window = OverlayWindow(child: page.widget, width: 900, height: 640, title: "demo-own-item")
      defer { window.close() }
      let slot = page.table.placeholderSlot
      page.itemButtons.buttons[PageStatesPage.Item.ownWidget.rawValue].isActive = true
      XCTAssertEqual(page.settings.item, .ownWidget)
      page.layoutButtons.buttons[PageStatesPage.LayoutStyle.custom.rawValue].isActive = true
      XCTAssertTrue(MainLoop.run(until: { slot.phase == .shown }))
      window.waitForFrames(3)
      let own = try XCTUnwrap(page.ownItem.widget)
      XCTAssertTrue(slot.shownCustom === own, "the item's own widget shows")
      XCTAssertTrue(own.isMapped)

      // The item's layout: a strip along the bottom of the list, 24 in.
      let host = slot.content.allocatedSize
      let strip = try XCTUnwrap(OverlayWindow.bounds(of: slot.scroller, in: slot.content))
      XCTAssertEqual(strip.x, 24)
      XCTAssertEqual(strip.width, host.width - 48)
      XCTAssertEqual(strip.y + strip.height, host.height - 24)
      XCTAssertLessThan(strip.height, host.height / 2, "as tall as the widget wants")

      // Its tap handler, not the list's retry.
      XCTAssertTrue(page.settings.isTouchAllowed, "the item's default: it takes taps")
      slot.tapped(x: Double(strip.x + 4), y: Double(strip.y + 4) - Double(slotAreaTop(slot)))
      XCTAssertEqual(page.ownItemTaps, 1)
      XCTAssertTrue(page.stateLine.text.contains("own tap handler"), page.stateLine.text)
      XCTAssertEqual(page.settings.item, .ownWidget, "the slot's retry never ran")

      // Another layout: the closure is gone and the content's layout applies.
      page.layoutButtons.buttons[PageStatesPage.LayoutStyle.full.rawValue].isActive = true
      XCTAssertNil(page.ownItem.layout)
      window.waitForFrames(3)
      let full = try XCTUnwrap(OverlayWindow.bounds(of: slot.scroller, in: slot.root))
      XCTAssertEqual(full.y, 24, "Full: 24 pixels in from each side")
      XCTAssertEqual(full.width, Int(gtk_widget_get_width(slot.root.gtkWidget)) - 48)
    }
  }

  func testTheCollectionPageReportsItemEventsAndItsSizeRules() throws {
    try onMain {
      let page = CollectionPage()
      let window = OverlayWindow(child: page.widget, width: 900, height: 640, title: "demo-collection-items")
      defer { window.close() }
      window.waitForFrames(3)
      let collection = page.collection
      XCTAssertTrue(MainLoop.run(until: { page.shownItems > 0 }), "displayed items are counted")
      let shownAtFirst = page.shownItems

      // Selecting one photo, then another: the first hears its deselection.
      var buttons = itemButtons(under: collection.listView)
      XCTAssertGreaterThan(buttons.count, 1)
      XCTAssertNotEqual(gtk_widget_activate(buttons[0]), 0)
      XCTAssertTrue(MainLoop.run(until: { page.status.text.contains("Mountains") }))
      XCTAssertNotEqual(gtk_widget_activate(buttons[1]), 0)
      XCTAssertTrue(MainLoop.run(until: { page.status.text.contains("Harbour") }))
      XCTAssertTrue(page.eventsLine.text.contains("deselected “Mountains”"), page.eventsLine.text)

      // The Large Photos rule answers for photos; the other items say "not mine".
      var width: Int32 = 0
      var height: Int32 = 0
      gtk_widget_get_size_request(buttons[0], &width, &height)
      XCTAssertEqual([width, height], [140, 110])
      gtk_switch_set_active(gcast(page.largePhotosSwitch.toggle.gtkWidget), 1)
      window.waitForFrames(3)
      buttons = itemButtons(under: collection.listView)
      gtk_widget_get_size_request(buttons[0], &width, &height)
      XCTAssertEqual([width, height], [200, 150], "the rule's size")
      gtk_switch_set_active(gcast(page.largePhotosSwitch.toggle.gtkWidget), 0)
      window.waitForFrames(3)
      buttons = itemButtons(under: collection.listView)
      gtk_widget_get_size_request(buttons[0], &width, &height)
      XCTAssertEqual([width, height], [140, 110], "the photo's own size again")

      // Notes, made with a configuration closure, are wide in the free layout.
      collection.layout = .free
      window.waitForFrames(3)
      let texts = WidgetTree.visibleTexts(under: collection.scrolledWindow.gtkWidget)
      XCTAssertTrue(texts.contains("Selecting another item deselects this one."), "\(texts)")
      let notes = itemButtons(under: collection.scrolledWindow).filter { button in
        WidgetTree.visibleTexts(under: button).contains { $0.hasPrefix("Selecting another") }
      }
      let note = try XCTUnwrap(notes.first)
      gtk_widget_get_size_request(note, &width, &height)
      let viewport = collection.scrolledWindow.allocatedSize.width
      XCTAssertEqual(width, Int32(min(viewport - 48, 420)), "its own size callback in the free layout")
      XCTAssertGreaterThanOrEqual(page.shownItems, shownAtFirst, "the free layout shows every item")
    }
  }
}

/// The item buttons under a widget that show an item, in tree order.
@MainActor
private func itemButtons(under widget: Widget) -> [UnsafeMutablePointer<GtkWidget>] {
  WidgetTree.descendants(of: widget.gtkWidget).filter {
    gtk_widget_has_css_class($0, "placeholders-collection-item") != 0 && gtk_widget_get_opacity($0) > 0
  }
}

/// Where the slot's covered area starts in the host: taps arrive in the
/// area's coordinates.
@MainActor
private func slotAreaTop(_ slot: PlaceholderSlot) -> Int {
  OverlayWindow.bounds(of: slot.root, in: slot.content)?.y ?? 0
}
