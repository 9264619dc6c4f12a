import CGtk
import PlaceholderCore
import PlaceholderTestSupport
import XCTest

@testable import GtkKit
@testable import PlaceholderGtk

/// The desktop's dark and high-contrast switches, changed while a
/// placeholder shows, restyle it at once (GNOME's GSettings keys, here on
/// the in-memory backend the tests run with).
final class LiveThemeTests: GtkTestCase {
  func testTheDesktopsDarkAndHighContrastSwitchesRestyleAShownPlaceholder() throws {
    try onMain {
      let interface = try XCTUnwrap(Self.settings("org.gnome.desktop.interface"), "gsettings-desktop-schemas")
      let accessibility = try XCTUnwrap(Self.settings("org.gnome.desktop.a11y.interface"))
      let gtkSettings = UnsafeMutableRawPointer(try XCTUnwrap(gtk_settings_get_default()))
      defer {
        Appearance.stopFollowingDesktopSettings()
        g_settings_reset(gcast(interface.pointer), "color-scheme")
        g_settings_reset(gcast(accessibility.pointer), "high-contrast")
        Appearance.prefersDarkStyle = false
        Properties.set(gtkSettings, "gtk-theme-name", string: "Adwaita")
      }
      Properties.set(gtkSettings, "gtk-theme-name", string: "Adwaita")
      g_settings_set_string(gcast(interface.pointer), "color-scheme", "default")
      g_settings_set_boolean(gcast(accessibility.pointer), "high-contrast", 0)
      Appearance.followDesktopSettings()
      XCTAssertFalse(Appearance.prefersDarkStyle)

      let slot = try SlotHost.make(item: .networkError(detail: "The server is unreachable."))
      let window = OverlayWindow(child: slot.widget)
      defer { window.close() }
      XCTAssertTrue(MainLoop.run(until: { slot.phase == .shown }))
      window.waitForFrames(3)
      let light = try WidgetSnapshot.render(window.window)

      g_settings_set_string(gcast(interface.pointer), "color-scheme", "prefer-dark")
      XCTAssertTrue(MainLoop.run(until: { Appearance.prefersDarkStyle }), "the app turns dark while it runs")
      window.waitForFrames(3)
      let dark = try WidgetSnapshot.render(window.window)
      XCTAssertLessThan(
        dark.statistics.meanLuminance, light.statistics.meanLuminance - 0.2, "the placeholder is drawn dark")

      g_settings_set_boolean(gcast(accessibility.pointer), "high-contrast", 1)
      XCTAssertTrue(
        MainLoop.run(until: { Properties.string(gtkSettings, "gtk-theme-name") == "HighContrast" }),
        "high contrast, dark")
      window.waitForFrames(3)
      let highContrast = try WidgetSnapshot.render(window.window)
      XCTAssertGreaterThan(highContrast.differingFraction(from: dark), 0.001, "the placeholder follows")

      g_settings_set_boolean(gcast(accessibility.pointer), "high-contrast", 0)
      XCTAssertTrue(
        MainLoop.run(until: { Properties.string(gtkSettings, "gtk-theme-name") == "Adwaita" }),
        "the theme the app started with comes back")
    }
  }

  /// GSettings for a schema, when this system has it.
  @MainActor
  private static func settings(_ schemaID: String) -> ObjectReference? {
    guard let source = g_settings_schema_source_get_default(),
      let schema = g_settings_schema_source_lookup(source, schemaID, 1)
    else { return nil }
    g_settings_schema_unref(schema)
    return g_settings_new(schemaID).map { ObjectReference(taking: UnsafeMutableRawPointer($0)) }
  }
}
