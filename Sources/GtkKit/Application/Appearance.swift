internal import CGtk
import Glibc

/// Light or dark style for the whole application.
///
/// GTK 4 without libadwaita does not follow the desktop's light/dark
/// preference by itself. `followSystem()` reads GNOME's `color-scheme`
/// setting once; `prefersDarkStyle` switches by hand (a "Dark Style" menu
/// item).
@MainActor
public enum Appearance {
  /// Whether the dark variant of the theme is in use.
  public static var prefersDarkStyle: Bool {
    get {
      guard let settings = gtk_settings_get_default() else { return false }
      return pg_settings_prefers_dark(settings) != 0
    }
    set {
      guard let settings = gtk_settings_get_default() else { return }
      pg_settings_set_prefers_dark(settings, newValue ? 1 : 0)
    }
  }

  /// Adopts the desktop's light/dark preference, if it has one. Only GNOME
  /// keeps it in GSettings' `color-scheme`; loading GSettings' schemas costs
  /// some 15 ms at start, so other desktops (and the in-memory settings
  /// backend of tests) skip it.
  public static func followSystem() {
    let desktop = getenv("XDG_CURRENT_DESKTOP").map { String(cString: $0) } ?? ""
    let backend = getenv("GSETTINGS_BACKEND").map { String(cString: $0) } ?? ""
    guard desktop.contains("GNOME"), backend != "memory" else { return }
    let schemaID = "org.gnome.desktop.interface"
    guard let source = g_settings_schema_source_get_default(),
      let schema = g_settings_schema_source_lookup(source, schemaID, 1)
    else { return }
    defer { g_settings_schema_unref(schema) }
    guard g_settings_schema_has_key(schema, "color-scheme") != 0, let settings = g_settings_new(schemaID) else {
      return
    }
    defer { g_object_unref(UnsafeMutableRawPointer(settings)) }
    if let value = g_settings_get_string(settings, "color-scheme") {
      prefersDarkStyle = String(cString: value) == "prefer-dark"
      g_free(value)
    }
  }
}
