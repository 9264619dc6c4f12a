internal import CAdwaita
import GtkKit

extension Adw {
  /// An AdwApplicationWindow: a window of an `Application` drawn by
  /// libadwaita, with rounded corners and no title bar of its own. Put a
  /// ``Adw/HeaderBar`` in a ``Adw/ToolbarView`` as its `child`.
  ///
  /// It is a GtkKit `ApplicationWindow`: window actions, accelerators,
  /// `present()` and `close()` work as there.
  @MainActor
  open class ApplicationWindow: GtkKit.ApplicationWindow {
    /// A window of `application`, not yet shown.
    public override init(application: Application, title: String? = nil) {
      super.init(applicationWindow: pg_adw_application_window_new(application.applicationPointer))
      if let title { self.title = title }
    }

    /// The window's content (AdwApplicationWindow's `content`).
    open override var child: Widget? {
      get { pg_adw_application_window_get_content(widgetPointer).flatMap { Widget(wrapping: $0) } }
      set { pg_adw_application_window_set_content(widgetPointer, newValue?.widgetPointer) }
    }

    /// Always nil: an AdwApplicationWindow has no title bar slot. Setting
    /// one prints a warning and does nothing; put a ``Adw/HeaderBar`` in a
    /// ``Adw/ToolbarView`` instead.
    open override var titlebar: Widget? {
      get { nil }
      set {
        guard newValue != nil else { return }
        Diagnostics.warnOnce(
          key: "adw-window-titlebar",
          "Adw.ApplicationWindow has no title bar slot: put an Adw.HeaderBar in an Adw.ToolbarView as its child")
      }
    }
  }
}
