import CGtk
import PlaceholderCore
import PlaceholderTestSupport
import XCTest

@testable import GtkKit
@testable import PlaceholderGtk

/// The stock layout on its own, as the demo's gallery shows it.
final class OverlayViewTests: GtkTestCase {
  func testShowsOnlyTheElementsThatHaveContent() {
    onMain {
      let view = PlaceholderView(content: .noContent())
      XCTAssertTrue(view.image.isVisible)
      XCTAssertTrue(view.title.isVisible)
      XCTAssertTrue(view.detail.isVisible)
      XCTAssertFalse(view.button.isVisible)
      XCTAssertFalse(view.spinner.isVisible)
      XCTAssertTrue(view.widget.hasCSSClass("placeholder-body"))

      view.update(PlaceholderContent(title: "Only a title", appearance: PlaceholderAppearance(spacing: 30)))
      XCTAssertFalse(view.image.isVisible)
      XCTAssertFalse(view.detail.isVisible)
      XCTAssertEqual(gtk_box_get_spacing(gcast(view.widget.gtkWidget)), 30)
      XCTAssertEqual(view.content.title, "Only a title")
    }
  }

  func testButtonStylesMapToGnomeStyleClasses() throws {
    try onMain {
      let view = PlaceholderView()
      let expected: [PlaceholderButton.Style: [String]] = [
        .standard: [], .pill: ["pill"], .suggested: ["suggested-action", "pill"],
        .destructive: ["destructive-action", "pill"], .flat: ["flat"], .link: ["link"],
      ]
      let all = Set(expected.values.flatMap { $0 })
      for style in PlaceholderButton.Style.allCases {
        view.update(PlaceholderContent(button: PlaceholderButton(title: "Act", style: style)))
        let wanted = try XCTUnwrap(expected[style])
        for cssClass in all {
          XCTAssertEqual(view.button.hasCSSClass(cssClass), wanted.contains(cssClass), "\(style): \(cssClass)")
        }
        XCTAssertTrue(view.button.hasCSSClass("placeholder-button"))
      }
    }
  }

  func testCompactHalvesTheImageAndTheButtonCallsOnAction() {
    onMain {
      let view = PlaceholderView(content: .networkError())
      let window = OverlayWindow(child: view.widget)
      window.waitForFrames(2)
      XCTAssertEqual(Self.naturalWidth(of: view.image), 128)
      view.isCompact = true
      XCTAssertTrue(view.widget.hasCSSClass("compact"))
      window.waitForFrames(2)
      XCTAssertEqual(Self.naturalWidth(of: view.image), 64)

      var actions = 0
      view.actionHandler = { actions += 1 }
      XCTAssertNotEqual(gtk_widget_activate(view.button.gtkWidget), 0)
      XCTAssertTrue(MainLoop.run(until: { actions == 1 }))
      window.close()
    }
  }

  func testTheHighContrastThemeRendersToo() throws {
    try onMain {
      let settings = try XCTUnwrap(gtk_settings_get_default())
      Properties.set(UnsafeMutableRawPointer(settings), "gtk-theme-name", string: "HighContrast")
      defer { Properties.set(UnsafeMutableRawPointer(settings), "gtk-theme-name", string: "Adwaita") }
      let slot = try SlotHost.make(item: .networkError())
      let window = OverlayWindow(child: slot.widget)
      XCTAssertTrue(MainLoop.run(until: { slot.phase == .shown }))
      window.waitForFrames(3)
      let image = try WidgetSnapshot.writePNG(
        of: window.window, to: Artifacts.path("overlay-error-retry-high-contrast.png"))
      XCTAssertFalse(image.statistics.isBlank)
      window.close()
    }
  }

  @MainActor
  private static func naturalWidth(of widget: Widget) -> Int {
    var natural: Int32 = 0
    gtk_widget_measure(widget.gtkWidget, GTK_ORIENTATION_HORIZONTAL, -1, nil, &natural, nil, nil)
    return Int(natural)
  }
}
