internal import CGtk

/// Follows GNOME's appearance settings while the app runs: the light/dark
/// preference (`org.gnome.desktop.interface color-scheme`) and high
/// contrast (`org.gnome.desktop.a11y.interface high-contrast`), read from
/// GSettings and applied again whenever either changes.
///
/// High contrast switches GTK's own theme to HighContrast (its inverse
/// variant when dark); turning it off gives back the theme the app started
/// with.
/// A key this desktop's schemas lack is simply not followed.
@MainActor
final class SystemAppearanceWatch {
  private let interface: ObjectReference?
  private let accessibility: ObjectReference?
  /// The theme before high contrast replaced it.
  private let startTheme: String
  private var appliedHighContrast = false
  private var handlers: [(ObjectReference, UInt)] = []

  init() {
    interface = Self.settings("org.gnome.desktop.interface", key: "color-scheme")
    accessibility = Self.settings("org.gnome.desktop.a11y.interface", key: "high-contrast")
    let gtkSettings = gtk_settings_get_default().map { UnsafeMutableRawPointer($0) }
    startTheme = gtkSettings.map { Properties.string($0, "gtk-theme-name") ?? "Adwaita" } ?? "Adwaita"
    for (settings, key) in [(interface, "color-scheme"), (accessibility, "high-contrast")] {
      guard let settings else { continue }
      let id = Signals.connectPointer(settings.pointer, "changed::\(key)") { [weak self] _ in self?.apply() }
      handlers.append((settings, id))
    }
    apply()
  }

  isolated deinit {
    for (settings, id) in handlers { g_signal_handler_disconnect(settings.pointer, gulong(id)) }
  }

  /// Whether the desktop asks for dark, and for high contrast, now.
  var desktopPrefersDark: Bool {
    guard let interface, let value = g_settings_get_string(gcast(interface.pointer), "color-scheme") else {
      return false
    }
    defer { g_free(value) }
    return String(cString: value) == "prefer-dark"
  }

  var desktopWantsHighContrast: Bool {
    guard let accessibility else { return false }
    return g_settings_get_boolean(gcast(accessibility.pointer), "high-contrast") != 0
  }

  /// Applies what the desktop asks for now.
  private func apply() {
    let dark = desktopPrefersDark
    if interface != nil { Appearance.prefersDarkStyle = dark }
    let highContrast = desktopWantsHighContrast
    guard highContrast || appliedHighContrast, let settings = gtk_settings_get_default() else { return }
    // The dark preference picks HighContrast's dark variant by itself.
    let theme = highContrast ? "HighContrast" : startTheme
    Properties.set(UnsafeMutableRawPointer(settings), "gtk-theme-name", string: theme)
    appliedHighContrast = highContrast
  }

  /// The settings of a schema that has `key`, or nil when this system's
  /// schemas do not have it.
  private static func settings(_ schemaID: String, key: String) -> ObjectReference? {
    guard let source = g_settings_schema_source_get_default(),
      let schema = g_settings_schema_source_lookup(source, schemaID, 1)
    else { return nil }
    defer { g_settings_schema_unref(schema) }
    guard g_settings_schema_has_key(schema, key) != 0, let settings = g_settings_new(schemaID) else { return nil }
    return ObjectReference(taking: UnsafeMutableRawPointer(settings))
  }
}
