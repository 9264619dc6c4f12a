internal import CAdwaita
import GtkKit

extension Adw {
  /// An AdwToolbarView: bars (a ``Adw/HeaderBar``, a search bar, a
  /// ``Adw/Banner``) above and below a content widget, the usual content
  /// of an ``Adw/ApplicationWindow`` and of each pane of a split view.
  ///
  /// On libadwaita 1.2 and 1.3, which have no toolbar view, a vertical box
  /// of bars, content and bars stands in for it, with the same layout and
  /// no flat-header styling.
  @MainActor
  public final class ToolbarView: Widget {
    /// A toolbar view with `top` bars, `content` and `bottom` bars.
    public init(top: [Widget] = [], content: Widget? = nil, bottom: [Widget] = []) {
      super.init(adopting: pg_adw_toolbar_view_new())
      top.forEach(addTopBar)
      bottom.forEach(addBottomBar)
      self.content = content
    }

    /// Adds a bar under the top bars already there.
    public func addTopBar(_ bar: Widget) { pg_adw_toolbar_view_add_top_bar(widgetPointer, bar.widgetPointer) }

    /// Adds a bar under the bottom bars already there.
    public func addBottomBar(_ bar: Widget) { pg_adw_toolbar_view_add_bottom_bar(widgetPointer, bar.widgetPointer) }

    /// The widget between the bars; it takes the height they leave.
    public var content: Widget? {
      get { pg_adw_toolbar_view_get_content(widgetPointer).flatMap { Widget(wrapping: $0) } }
      set { pg_adw_toolbar_view_set_content(widgetPointer, newValue?.widgetPointer) }
    }
  }
}
