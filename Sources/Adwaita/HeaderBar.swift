internal import CAdwaita
import GtkKit

extension Adw {
  /// An AdwHeaderBar: the title bar at the top of a window or a pane,
  /// with buttons at its start and end and the window's own buttons. Put
  /// it in a ``Adw/ToolbarView``'s top bars.
  @MainActor
  public final class HeaderBar: Widget {
    /// A header bar showing the window's title and its buttons.
    public init() {
      super.init(adopting: pg_adw_header_bar_new())
    }

    /// Adds a widget at the start (left in left-to-right text).
    public func packStart(_ child: Widget) { pg_adw_header_bar_pack_start(widgetPointer, child.widgetPointer) }

    /// Adds a widget at the end; each one goes before the previous.
    public func packEnd(_ child: Widget) { pg_adw_header_bar_pack_end(widgetPointer, child.widgetPointer) }

    /// Shows `title` with `subtitle` under it (an AdwWindowTitle) in place
    /// of the window's title: a pane's name, or a folder and its count.
    public func setTitle(_ title: String, subtitle: String = "") {
      pg_adw_header_bar_set_titles(widgetPointer, title, subtitle)
    }

    /// A widget in the middle in place of the title (a search entry, a
    /// view switcher); nil shows the window's title again.
    public func setTitleWidget(_ widget: Widget?) {
      pg_adw_header_bar_set_title_widget(widgetPointer, widget?.widgetPointer)
    }

    /// Shows or hides the window's own buttons (close, maximize) at the
    /// start and the end: a sidebar's bar hides those at its end.
    public func showsWindowButtons(start: Bool, end: Bool) {
      pg_adw_header_bar_set_window_buttons(widgetPointer, start ? 1 : 0, end ? 1 : 0)
    }
  }
}
