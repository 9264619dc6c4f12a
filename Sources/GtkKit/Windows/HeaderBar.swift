internal import CGtk

/// A GtkHeaderBar: the title bar of a window, with buttons at its start and
/// end.
@MainActor
public final class HeaderBar: Widget {
  /// A header bar with the window's title and its close button.
  public init() {
    super.init(taking: gtk_header_bar_new())
  }

  /// Adds a widget at the start (left in left-to-right text).
  public func packStart(_ child: Widget) {
    gtk_header_bar_pack_start(gcast(gtkWidget), child.gtkWidget)
  }

  /// Adds a widget at the end; each one goes before the previous.
  public func packEnd(_ child: Widget) {
    gtk_header_bar_pack_end(gcast(gtkWidget), child.gtkWidget)
  }

  /// A widget in place of the title, such as a search entry.
  public var titleWidget: Widget? {
    get { gtk_header_bar_get_title_widget(gcast(gtkWidget)).map { Widget(retaining: $0) } }
    set { gtk_header_bar_set_title_widget(gcast(gtkWidget), newValue?.gtkWidget) }
  }
}
