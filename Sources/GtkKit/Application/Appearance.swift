internal import CGtk
import Glibc

/// Light or dark style for the whole application.
///
/// GTK 4 without libadwaita does not follow the desktop's light/dark
/// preference by itself. `followSystem()` follows GNOME's `color-scheme`
/// and high-contrast settings while the app runs; `prefersDarkStyle`
/// switches by hand (a "Dark Style" menu item).
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

  /// Follows the desktop's light/dark preference and its high-contrast
  /// switch while the app runs: a change in GNOME's settings restyles
  /// every window at once. Only GNOME keeps them in GSettings
  /// (`org.gnome.desktop.interface color-scheme`,
  /// `org.gnome.desktop.a11y.interface high-contrast`); loading GSettings'
  /// schemas costs some 15 ms at start, so other desktops (and the
  /// in-memory settings backend of tests) skip it.
  ///
  /// In an app that uses libadwaita, its style manager already follows the
  /// desktop (and libadwaita does not support GTK's own dark setting): this
  /// does nothing there, and placeholders follow libadwaita's style.
  public static func followSystem() {
    let desktop = getenv("XDG_CURRENT_DESKTOP").map { String(cString: $0) } ?? ""
    let backend = getenv("GSETTINGS_BACKEND").map { String(cString: $0) } ?? ""
    guard isGNOME(desktop: desktop), backend != "memory" else { return }
    followDesktopSettings()
  }

  /// Whether `XDG_CURRENT_DESKTOP`, a colon-separated list of names
  /// ("ubuntu:GNOME"), names GNOME. Split by the standard library alone: a
  /// substring search would link the string-processing library, and its
  /// regex parser with it, into every app (some 0.2 MiB more of the
  /// binary resident at start-up).
  nonisolated package static func isGNOME(desktop: String) -> Bool {
    desktop.split(separator: ":").contains("GNOME")
  }

  /// Follows GSettings' appearance keys whatever the desktop and backend
  /// (tests use the in-memory backend). Calling it again starts over.
  package static func followDesktopSettings() {
    systemWatch = nil
    guard !libadwaitaManagesStyle else { return }
    systemWatch = SystemAppearanceWatch()
  }

  /// Whether the desktop's settings are being followed.
  package static var isFollowingDesktopSettings: Bool { systemWatch != nil }

  /// Whether libadwaita runs in this process (its style manager is
  /// registered once `adw_init` ran) and so owns the light/dark style.
  package static var libadwaitaManagesStyle: Bool { g_type_from_name("AdwStyleManager") != 0 }

  /// Stops following the desktop's settings; the style stays as it is.
  package static func stopFollowingDesktopSettings() { systemWatch = nil }

  /// The watch `followSystem()` keeps for the app's lifetime.
  private static var systemWatch: SystemAppearanceWatch?
}
