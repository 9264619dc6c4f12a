import CGtk
import PlaceholderCore
import PlaceholderTestSupport
import XCTest

@testable import GtkKit
@testable import PlaceholderGtk

/// The placeholder follows GTK's HighContrast theme: its colours come from
/// the theme (`currentColor`, named colours), so switching to HighContrast
/// must make the window, the title, the detail and the Retry button
/// measurably more contrasted than in Adwaita. Fails when a fixed colour or
/// a stylesheet above the theme stops high contrast from applying.
final class HighContrastThemeTests: GtkTestCase {
  func testHighContrastRaisesTheContrastOfTheTitleDetailAndButton() throws {
    try onMain {
      let settings = UnsafeMutableRawPointer(try XCTUnwrap(gtk_settings_get_default()))
      defer { Properties.set(settings, "gtk-theme-name", string: "Adwaita") }
      let slot = try SlotHost.make(item: .networkError(detail: "The server is unreachable."))
      let window = OverlayWindow(child: slot.widget)
      defer { window.close() }
      XCTAssertTrue(MainLoop.run(until: { slot.phase == .shown }))

      Properties.set(settings, "gtk-theme-name", string: "Adwaita")
      window.waitForFrames(3)
      let normal = try Measured(slot, in: window)
      Properties.set(settings, "gtk-theme-name", string: "HighContrast")
      window.waitForFrames(3)
      let high = try Measured(slot, in: window)
      _ = try WidgetSnapshot.writePNG(of: window.window, to: Artifacts.path("high-contrast-compared.png"))

      XCTAssertFalse(high.window.statistics.isBlank)
      XCTAssertGreaterThan(
        high.window.differingFraction(from: normal.window), 0.001, "the theme change reached the placeholder")
      XCTAssertGreaterThan(
        high.window.statistics.luminanceDeviation, normal.window.statistics.luminanceDeviation * 1.04,
        "more contrast overall")
      for part in Measured.Part.allCases {
        let (normalContrast, highContrast) = (normal.contrast[part] ?? 0, high.contrast[part] ?? 0)
        XCTAssertGreaterThan(
          highContrast, normalContrast + 0.01,
          "\(part): darkest-to-lightest span grows from \(normalContrast) to more under HighContrast")
      }
    }
  }
}

/// A window rendered in one theme, and the luminance span (lightest minus
/// darkest pixel) inside each of the placeholder's parts.
@MainActor
private struct Measured {
  enum Part: String, CaseIterable { case title, detail, button }

  let window: WidgetImage
  var contrast: [Part: Double] = [:]

  init(_ slot: PlaceholderSlot, in fixture: OverlayWindow) throws {
    window = try WidgetSnapshot.render(fixture.window)
    let pixels = window.pixels()
    let widgets: [Part: Widget] = [.title: slot.view.title, .detail: slot.view.detail, .button: slot.view.button]
    for (part, widget) in widgets {
      let box = try XCTUnwrap(OverlayWindow.bounds(of: widget, in: fixture.window), part.rawValue)
      var luminances: [Double] = []
      for y in max(0, box.y)..<min(window.height, box.y + box.height) {
        for x in max(0, box.x)..<min(window.width, box.x + box.width) {
          luminances.append(PixelStatistics.luminance(pixels[y * window.width + x]))
        }
      }
      contrast[part] = (luminances.max() ?? 0) - (luminances.min() ?? 0)
    }
  }
}
