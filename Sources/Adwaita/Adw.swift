internal import CAdwaita
import GtkKit
import PlaceholderGtk

/// libadwaita, the widgets GNOME's own apps are made of, from Swift: the
/// application window, header bar and toolbar view, the navigation split
/// view, toasts, the banner, the status page, the spinner and the style
/// manager.
///
/// Only apps that ask for the `Adwaita` product link libadwaita;
/// PlaceholderCore, GtkKit and PlaceholderGtk never do. Each type works on
/// libadwaita 1.2 (Debian 12) to 1.10 (GNOME 51): where a release lacks a
/// widget, its type says what stands in for it.
///
/// ```swift
/// Adw.launch(id: "org.example.Mail") { app in
///   let window = Adw.ApplicationWindow(application: app, title: "Mail")
///   window.child = Adw.ToolbarView(top: [Adw.HeaderBar()], content: Label("Hello"))
///   window.present()
/// }
/// ```
@MainActor
public enum Adw {
  /// Runs a libadwaita app: `Application.launch`, with libadwaita started
  /// before `activate` builds the first window. Exits with the app's
  /// status; without a display it prints one line and exits with 1.
  public static func launch(
    id: String, nonUnique: Bool = false, _ activate: @escaping @MainActor (Application) -> Void
  ) -> Never {
    Application.launch(id: id, nonUnique: nonUnique) { app in
      initialize()
      activate(app)
    }
  }

  /// Starts libadwaita (its stylesheet and style manager) in an app that
  /// runs its own `Application`: call it once GTK runs (in the activate
  /// handler), before making windows; `launch` calls it for you. From then
  /// on, list placeholders take libadwaita's parts: the loading one spins
  /// an AdwSpinner on libadwaita 1.6 and later. Calling it again does
  /// nothing; called before GTK runs, it prints one warning and does
  /// nothing (libadwaita would start GTK itself, and end the program
  /// without a display).
  public static func initialize() {
    guard !isInitialized else { return }
    guard pg_adw_gtk_is_initialized() != 0 else {
      Diagnostics.warnOnce(
        key: "adw-initialize-before-gtk",
        "Adw.initialize() was called before GTK runs: call it in the activate handler, or use Adw.launch(id:)")
      return
    }
    isInitialized = true
    pg_adw_init()
    if pg_adw_has_spinner() != 0 {
      PlaceholderToolkitParts.makeBusyIndicator = { Spinner() }
    }
  }

  /// Whether `initialize()` has run.
  public private(set) static var isInitialized = false

  /// The libadwaita version the app runs with: `(1, 2)` on Debian 12.
  public static var version: (major: Int, minor: Int) { (1, Int(pg_adw_minor_version())) }
}
