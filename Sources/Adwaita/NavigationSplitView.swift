internal import CAdwaita
import GtkKit

extension Adw {
  /// A sidebar beside the content, GNOME's layout for an app with folders,
  /// feeds or rooms (AdwNavigationSplitView, libadwaita 1.4 and later).
  /// In a narrow window it collapses to one pane at a time: the sidebar
  /// first, the content once the user picks something (set
  /// ``showsContent``), with a back button in the content's header bar.
  ///
  /// On libadwaita 1.2 and 1.3, which have no split view, an AdwLeaflet
  /// stands in for it (sidebar, divider, content), folding by itself when
  /// the panes do not fit.
  ///
  /// Each pane is usually a ``Adw/ToolbarView`` with its own
  /// ``Adw/HeaderBar``; the titles name the panes for the back button and
  /// screen readers.
  @MainActor
  public final class NavigationSplitView: Widget {
    /// The sidebar pane.
    public let sidebar: Widget
    /// The content pane.
    public let content: Widget

    /// A split view of `sidebar` and `content`, titled for navigation.
    public init(sidebar: Widget, sidebarTitle: String, content: Widget, contentTitle: String) {
      self.sidebar = sidebar
      self.content = content
      super.init(
        adopting: pg_adw_split_view_new(sidebar.widgetPointer, sidebarTitle, content.widgetPointer, contentTitle))
    }

    /// Whether the content shows rather than the sidebar while collapsed
    /// (both show otherwise). Set it when the user picks an item in the
    /// sidebar.
    public var showsContent: Bool {
      get { pg_adw_split_view_shows_content(widgetPointer, content.widgetPointer) != 0 }
      set {
        pg_adw_split_view_show_content(widgetPointer, sidebar.widgetPointer, content.widgetPointer, newValue ? 1 : 0)
      }
    }

    /// Whether one pane shows at a time.
    public var isCollapsed: Bool { pg_adw_split_view_is_collapsed(widgetPointer) != 0 }

    /// Collapses the view while `window` is narrower than `width` pixels
    /// (an AdwBreakpoint, libadwaita 1.4 on; the stand-in folds by itself
    /// when its panes do not fit, and ignores this).
    public func collapses(in window: Adw.ApplicationWindow, belowWidth width: Int) {
      pg_adw_split_view_collapse_below(window.widgetPointer, widgetPointer, Int32(clamping: width))
    }

    /// Calls `handler` with ``isCollapsed`` each time it changes.
    public func onCollapsedChange(_ handler: @escaping @MainActor (Bool) -> Void) -> SignalConnection {
      let property = String(cString: pg_adw_split_view_collapsed_property())
      let id = Signals.connect(widgetPointer, "notify::\(property)") { [weak self] in
        guard let self else { return }
        handler(isCollapsed)
      }
      return SignalConnection(widgetPointer, handlerID: id)
    }
  }
}
