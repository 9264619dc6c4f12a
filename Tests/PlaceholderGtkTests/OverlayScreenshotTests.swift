import CGtk
import PlaceholderCore
import PlaceholderTestSupport
import XCTest

@testable import GtkKit
@testable import PlaceholderGtk

/// Screenshots of each placeholder variant in the light and the dark theme,
/// written to `Artifacts.directory` and checked: not blank, and different
/// between the themes (colours come from the theme, not fixed greys).
final class OverlayScreenshotTests: GtkTestCase {
  private struct Variant: Sendable {
    let name: String
    let item: PlaceholderContent
    var width: Int32 = 480
    var height: Int32 = 400
    var custom = false
  }

  private static let variants: [Variant] = [
    Variant(name: "plain", item: .noContent()),
    Variant(name: "loading", item: .loading()),
    Variant(name: "error-retry", item: .networkError()),
    Variant(
      name: "custom",
      item: PlaceholderContent(title: "Inbox zero"), custom: true),
    Variant(name: "compact", item: .networkError(), width: 300, height: 300),
  ]

  func testEveryVariantRendersInLightAndDarkThemes() throws {
    try onMain {
      for variant in Self.variants {
        let light = try Self.render(variant, dark: false)
        let dark = try Self.render(variant, dark: true)
        let lightStats = light.statistics
        let darkStats = dark.statistics
        XCTAssertFalse(lightStats.isBlank, "\(variant.name) light is not blank")
        XCTAssertFalse(darkStats.isBlank, "\(variant.name) dark is not blank")
        XCTAssertGreaterThan(
          lightStats.meanLuminance, darkStats.meanLuminance + 0.2, "\(variant.name): dark is darker")
        XCTAssertGreaterThan(light.differingFraction(from: dark), 0.5, "\(variant.name): themes differ")
      }
    }
  }

  func testTheCompactVariantShowsInASmallContainerAndKeepsTheButtonInside() throws {
    try onMain {
      let list = try EmptyList()
      let slot = PlaceholderSlot(content: list.scrolled)
      let window = OverlayWindow(child: slot.widget, width: 300, height: 260)
      slot.placeholder = .networkError()
      XCTAssertTrue(MainLoop.run(until: { slot.phase == .shown && slot.isCompact }))
      window.waitForFrames(3)
      // The whole button is inside the visible part of the scroller: the
      // wrapped detail did not push it out of view.
      let button = try XCTUnwrap(OverlayWindow.bounds(of: slot.view.button, in: slot.widget))
      let visible = try XCTUnwrap(OverlayWindow.bounds(of: slot.scroller, in: slot.widget))
      XCTAssertGreaterThan(button.width, 0)
      XCTAssertGreaterThanOrEqual(button.y, visible.y)
      XCTAssertLessThanOrEqual(button.y + button.height, visible.y + visible.height)
      window.close()

      let large = try SlotHost.make(item: .networkError())
      let largeWindow = OverlayWindow(child: large.widget, width: 700, height: 600)
      largeWindow.waitForFrames(5)
      XCTAssertFalse(large.isCompact)
      largeWindow.close()
    }
  }

  @MainActor
  private static func render(_ variant: Variant, dark: Bool) throws -> WidgetImage {
    Appearance.prefersDarkStyle = dark
    defer { Appearance.prefersDarkStyle = false }
    let list = try EmptyList()
    let slot = PlaceholderSlot(content: list.scrolled)
    let celebration = variant.custom ? CustomPlaceholder(content: variant.item, widget: CelebrationWidget.make()) : nil
    let window = OverlayWindow(child: slot.widget, width: variant.width, height: variant.height)
    defer { window.close() }
    slot.placeholder = celebration?.content ?? variant.item
    XCTAssertTrue(MainLoop.run(until: { slot.phase == .shown }), "\(variant.name) appeared")
    window.waitForFrames(3)
    let image = try WidgetSnapshot.render(window.window)
    try image.writePNG(to: Artifacts.path("overlay-\(variant.name)-\(dark ? "dark" : "light").png"))
    return image
  }
}

/// An empty GtkListView in a scrolled window: what a list adapter shows
/// before it has rows.
@MainActor
struct EmptyList {
  let scrolled: Widget
  let list: Widget

  init() throws {
    scrolled = Widget(taking: try XCTUnwrap(gtk_scrolled_window_new()))
    list = Widget(taking: try XCTUnwrap(gtk_list_view_new(nil, nil)))
    gtk_scrolled_window_set_child(gcast(scrolled.gtkWidget), list.gtkWidget)
  }
}

/// A slot over an empty list with an item, not yet in a window.
@MainActor
enum SlotHost {
  static func make(item: PlaceholderContent) throws -> PlaceholderSlot {
    let slot = PlaceholderSlot(content: try EmptyList().scrolled)
    slot.placeholder = item
    return slot
  }
}

/// The custom placeholder of the screenshots: an app's own widgets.
@MainActor
enum CelebrationWidget {
  static func make() -> Widget {
    guard let box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 12),
      let image = gtk_image_new_from_icon_name("starred-symbolic"),
      let label = gtk_label_new(nil), let entry = gtk_search_entry_new()
    else { preconditionFailure("GTK returned no widget") }
    gtk_image_set_pixel_size(gcast(image), 96)
    gtk_widget_add_css_class(image, "accent")
    gtk_label_set_markup(gcast(label), "<span size='x-large' weight='bold'>Inbox zero</span>\nEverything is done.")
    gtk_label_set_justify(gcast(label), GTK_JUSTIFY_CENTER)
    gtk_widget_set_valign(box, GTK_ALIGN_CENTER)
    gtk_widget_set_halign(box, GTK_ALIGN_CENTER)
    gtk_box_append(gcast(box), image)
    gtk_box_append(gcast(box), label)
    gtk_box_append(gcast(box), entry)
    return Widget(taking: box)
  }
}
