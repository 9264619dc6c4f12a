import CGtk
import PlaceholderCore
import PlaceholderTestSupport
import XCTest

@testable import GtkKit
@testable import PlaceholderGtk

/// Layout styles on real widgets: centre with offset, full with insets,
/// custom placement, headers left visible, right-to-left.
final class OverlayLayoutTests: GtkTestCase {
  func testCenterPlacesTheContentAtItsNaturalSizeMovedByTheOffset() throws {
    try onMain {
      let fixture = try SlotFixture(width: 600, height: 500)
      let slot = fixture.slot
      slot.placeholder = PlaceholderContent(
        title: "Centred", appearance: PlaceholderAppearance(layout: .center(x: 30, y: -20)))
      XCTAssertTrue(MainLoop.run(until: { slot.phase == .shown }))
      fixture.window.waitForFrames(2)
      let area = try XCTUnwrap(OverlayWindow.bounds(of: slot.root, in: slot.widget))
      let content = try XCTUnwrap(OverlayWindow.bounds(of: slot.scroller, in: slot.root))
      XCTAssertLessThan(content.width, area.width, "natural size, not the whole width")
      XCTAssertEqual(Double(content.x) + Double(content.width) / 2, Double(area.width) / 2 + 30, accuracy: 1)
      XCTAssertEqual(Double(content.y) + Double(content.height) / 2, Double(area.height) / 2 - 20, accuracy: 1)
      fixture.window.close()
    }
  }

  func testFullFillsTheContainerInsideTheInsetsAndMirrorsThemRightToLeft() throws {
    try onMain {
      let insets = EdgeInsets(top: 10, leading: 40, bottom: 20, trailing: 0)
      for direction in [GTK_TEXT_DIR_LTR, GTK_TEXT_DIR_RTL] {
        gtk_widget_set_default_direction(direction)
        defer { gtk_widget_set_default_direction(GTK_TEXT_DIR_LTR) }
        let fixture = try SlotFixture()
        let slot = fixture.slot
        slot.placeholder = PlaceholderContent(
          image: .icon("network-offline-symbolic"), title: "Full",
          detail: .plain("لا يوجد اتصال بالشبكة. Check your network connection, then try again."),
          button: .retry,
          appearance: PlaceholderAppearance(layout: .full(insets: insets), background: .themed("view_bg_color")))
        XCTAssertTrue(MainLoop.run(until: { slot.phase == .shown }))
        fixture.window.waitForFrames(2)
        let area = try XCTUnwrap(OverlayWindow.bounds(of: slot.root, in: slot.widget))
        let content = try XCTUnwrap(OverlayWindow.bounds(of: slot.scroller, in: slot.root))
        XCTAssertEqual(content.x, direction == GTK_TEXT_DIR_RTL ? 0 : 40, "leading inset")
        XCTAssertEqual(content.y, 10)
        XCTAssertEqual(content.width, area.width - 40)
        XCTAssertEqual(content.height, area.height - 30)
        if direction == GTK_TEXT_DIR_RTL {
          try fixture.window.writeScreenshot("overlay-rtl-full")
        }
        fixture.window.close()
      }
    }
  }

  func testCustomPlacementIsAskedWithTheContainerAndChildSizes() throws {
    try onMain {
      let fixture = try SlotFixture(width: 480, height: 400)
      let slot = fixture.slot
      var asked: [(Int, Int, Int, Int)] = []
      slot.customPlacement = { width, height, childWidth, childHeight in
        asked.append((width, height, childWidth, childHeight))
        return (x: 12, y: 34, width: 200, height: 150)
      }
      slot.placeholder = PlaceholderContent(title: "Custom", appearance: PlaceholderAppearance(layout: .custom))
      XCTAssertTrue(MainLoop.run(until: { slot.phase == .shown }))
      fixture.window.waitForFrames(2)
      let content = try XCTUnwrap(OverlayWindow.bounds(of: slot.scroller, in: slot.root))
      XCTAssertEqual(content.x, 12)
      XCTAssertEqual(content.y, 34)
      XCTAssertEqual(content.width, 200)
      XCTAssertEqual(content.height, 150)
      let last = try XCTUnwrap(asked.last)
      XCTAssertEqual(last.0, Int(gtk_widget_get_width(slot.root.gtkWidget)))
      XCTAssertEqual(last.1, Int(gtk_widget_get_height(slot.root.gtkWidget)))
      XCTAssertGreaterThan(last.2, 0, "the child's natural width")
      XCTAssertGreaterThan(last.3, 0, "the child's natural height")

      // An answer outside the container is pulled back inside.
      slot.customPlacement = { _, _, _, _ in (x: 5000, y: -300, width: 100, height: 80) }
      fixture.window.waitForFrames(2)
      let clamped = try XCTUnwrap(OverlayWindow.bounds(of: slot.scroller, in: slot.root))
      XCTAssertEqual(clamped.x, Int(gtk_widget_get_width(slot.root.gtkWidget)) - 100)
      XCTAssertEqual(clamped.y, 0)
      fixture.window.close()
    }
  }

  func testTopInsetAndHeaderKeepAListHeaderVisible() throws {
    try onMain {
      let fixture = try SlotFixture()
      let slot = fixture.slot
      slot.topInset = 50
      slot.placeholder = .noContent()
      XCTAssertTrue(MainLoop.run(until: { slot.phase == .shown }))
      fixture.window.waitForFrames(2)
      var area = try XCTUnwrap(OverlayWindow.bounds(of: slot.root, in: slot.widget))
      XCTAssertEqual(area.y, 50)
      XCTAssertEqual(area.height, Int(gtk_widget_get_height(slot.widget.gtkWidget)) - 50)
      fixture.window.close()

      let box = Widget(taking: try XCTUnwrap(gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)))
      let header = Widget(taking: try XCTUnwrap(gtk_label_new("Section header")))
      gtk_widget_set_size_request(header.gtkWidget, -1, 64)
      let list = try EmptyList()
      gtk_widget_set_vexpand(list.scrolled.gtkWidget, 1)
      gtk_box_append(gcast(box.gtkWidget), header.gtkWidget)
      gtk_box_append(gcast(box.gtkWidget), list.scrolled.gtkWidget)
      let withHeader = try SlotFixture(content: box)
      withHeader.slot.header = header
      withHeader.slot.placeholder = .noContent()
      XCTAssertTrue(MainLoop.run(until: { withHeader.slot.phase == .shown }))
      withHeader.window.waitForFrames(2)
      area = try XCTUnwrap(OverlayWindow.bounds(of: withHeader.slot.root, in: withHeader.slot.widget))
      XCTAssertEqual(area.y, 64, "the placeholder starts below the header")
      let picked = gtk_widget_pick(withHeader.slot.widget.gtkWidget, 100, 30, pg_pick_default())
      XCTAssertEqual(picked, header.gtkWidget, "the header is not covered")

      // The header grows: the placeholder follows.
      gtk_widget_set_size_request(header.gtkWidget, -1, 100)
      withHeader.window.waitForFrames(3)
      area = try XCTUnwrap(OverlayWindow.bounds(of: withHeader.slot.root, in: withHeader.slot.widget))
      XCTAssertEqual(area.y, 100)
      withHeader.window.close()
    }
  }

  func testBackgroundsComeFromTheThemeOrAColour() throws {
    try onMain {
      XCTAssertEqual(
        PlaceholderStyles.cssColor(.themed("view_bg_color")), "@theme_base_color",
        "libadwaita names map to GTK 4 names both themes define")
      XCTAssertEqual(PlaceholderStyles.cssColor(.themed("warning_color")), "@warning_color")
      XCTAssertEqual(
        PlaceholderStyles.cssColor(.color(red: 1, green: 0.5, blue: 0, alpha: 0.25)), "rgba(255, 128, 0, 0.250)")
      XCTAssertEqual(PlaceholderStyles.cssColor(.color(red: 2, green: -1, blue: .nan, alpha: 1)), "rgba(255, 0, 0, 1)")
      let recorder = LogRecorder()
      XCTAssertNil(PlaceholderStyles.cssColor(.themed("red; } * { color: red")), "no CSS injection")
      XCTAssertEqual(recorder.count("Placeholders"), 1)

      let fixture = try SlotFixture()
      let slot = fixture.slot
      slot.placeholder = PlaceholderContent(
        title: "Tinted",
        appearance: PlaceholderAppearance(layout: .full(), background: .color(red: 0.9, green: 0.1, blue: 0.1)))
      XCTAssertTrue(MainLoop.run(until: { slot.phase == .shown }))
      fixture.window.waitForFrames(2)
      let image = try WidgetSnapshot.render(slot.widget)
      let pixels = image.pixels()
      let corner = try XCTUnwrap(pixels.first)
      XCTAssertEqual((corner >> 16) & 0xFF, 230, accuracy: 2, "red from the background")
      XCTAssertEqual((corner >> 8) & 0xFF, 26, accuracy: 2)
      fixture.window.close()
    }
  }
}
