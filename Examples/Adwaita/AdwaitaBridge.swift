import CAdwaita
import GtkKit
import PlaceholderGtk

/// The example's whole contact with libadwaita, and the only file of the
/// examples that imports a C module: it makes Adw widgets through the small
/// `CAdwaita` shim (which picks AdwToolbarView or a box by libadwaita
/// version) and hands them to the library as `Widget(wrapping:)`, taking
/// ours as `widgetPointer`: the library's public escape hatch. The library
/// itself never links libadwaita.
@MainActor
enum Adwaita {
  /// Loads libadwaita's style sheet and style manager. GTK must be
  /// running: call it from `Application.launch`'s activate handler.
  static func initialize() { adw_init() }

  /// An AdwApplicationWindow of `application` whose content is an
  /// AdwHeaderBar over `content`; nil only if libadwaita gave no widget.
  static func applicationWindow(
    application: Application, title: String, content: Widget, width: Int, height: Int
  ) -> Widget? {
    let window = pg_adw_window_new(application.applicationPointer, title, content.widgetPointer)
    pg_adw_window_set_default_size(window, Int32(width), Int32(height))
    return Widget(wrapping: window)
  }

  /// Shows a window made by `applicationWindow`.
  static func present(_ window: Widget) { pg_adw_window_present(window.widgetPointer) }

  /// Closes and destroys a window made by `applicationWindow`.
  static func destroy(_ window: Widget) { pg_adw_window_destroy(window.widgetPointer) }

  /// An AdwStatusPage with an icon, a title, a description and a child
  /// under them (a button), as GNOME apps show an empty or failed view.
  static func statusPage(iconName: String, title: String, description: String, child: Widget?) -> Widget? {
    Widget(wrapping: pg_adw_status_page_new(iconName, title, description, child?.widgetPointer))
  }

  /// Forces the light or the dark style on every window (AdwStyleManager).
  static func forceColorScheme(dark: Bool) { pg_adw_force_color_scheme(dark ? 1 : 0) }

  /// Whether the windows show the dark style now.
  static var isDark: Bool { pg_adw_is_dark() != 0 }
}
