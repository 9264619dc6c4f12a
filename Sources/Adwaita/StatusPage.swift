internal import CAdwaita
import GtkKit

extension Adw {
  /// An AdwStatusPage: a large icon, a title, a description and a child
  /// (usually a button) in a centred column, libadwaita's page for an
  /// empty, failed or first-run view.
  ///
  /// A list's placeholders need none: PlaceholderGtk's stock placeholder
  /// has the status page's metrics (the Adwaita example checks them side
  /// by side). Use a status page for a whole view that is not a list.
  @MainActor
  public final class StatusPage: Widget {
    /// A status page; `description` is plain text (markup characters
    /// show as they are).
    public init(iconName: String? = nil, title: String = "", description: String = "", child: Widget? = nil) {
      self.iconName = iconName
      self.title = title
      self.description = description
      self.child = child
      super.init(adopting: pg_adw_status_page_new())
      pg_adw_status_page_set_icon_name(widgetPointer, iconName)
      pg_adw_status_page_set_title(widgetPointer, title)
      pg_adw_status_page_set_description_text(widgetPointer, description)
      pg_adw_status_page_set_child(widgetPointer, child?.widgetPointer)
    }

    /// The icon's name (a symbolic icon, drawn at 128 pixels).
    public var iconName: String? {
      didSet { pg_adw_status_page_set_icon_name(widgetPointer, iconName) }
    }

    /// The title.
    public var title: String {
      didSet { pg_adw_status_page_set_title(widgetPointer, title) }
    }

    /// The description under the title, as plain text.
    public var description: String {
      didSet { pg_adw_status_page_set_description_text(widgetPointer, description) }
    }

    /// Shows `markup` (Pango markup: links, emphasis) as the description.
    public func setDescriptionMarkup(_ markup: String) {
      pg_adw_status_page_set_description(widgetPointer, markup)
    }

    /// The widget under the text.
    public var child: Widget? {
      didSet { pg_adw_status_page_set_child(widgetPointer, child?.widgetPointer) }
    }

    /// Spins an AdwSpinnerPaintable in place of the icon, as GNOME
    /// Software's "Loading Updates" does (libadwaita 1.6 and later; before,
    /// the `content-loading-symbolic` icon). Returns whether it spins.
    /// Setting ``iconName`` shows the icon again.
    @discardableResult
    public func showSpinner() -> Bool { pg_adw_status_page_show_spinner(widgetPointer) != 0 }
  }
}
