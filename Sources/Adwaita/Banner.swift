internal import CAdwaita
import GtkKit

extension Adw {
  /// An AdwBanner: a strip under the header bar that says something about
  /// the whole view, "Offline" or "Read-only", with an optional button.
  /// It slides in when revealed. Put it in a ``Adw/ToolbarView``'s top
  /// bars, under the header bar.
  ///
  /// On libadwaita 1.2, which has no banner, a revealer with a label and a
  /// button (style class `banner`) stands in for it. The text is plain
  /// text.
  @MainActor
  public final class Banner: Widget {
    /// A banner saying `title`, hidden until revealed.
    public init(_ title: String, buttonLabel: String? = nil) {
      self.title = title
      self.buttonLabel = buttonLabel
      super.init(adopting: pg_adw_banner_new(title))
      pg_adw_banner_set_button_label(widgetPointer, buttonLabel)
      let source = pg_adw_banner_button_source(widgetPointer)
      let signal = String(cString: pg_adw_banner_button_signal())
      Signals.connect(source, signal) { [weak self] in self?.buttonHandler?() }
    }

    /// What the banner says.
    public var title: String {
      didSet { pg_adw_banner_set_title(widgetPointer, title) }
    }

    /// The button's label; nil shows no button.
    public var buttonLabel: String? {
      didSet { pg_adw_banner_set_button_label(widgetPointer, buttonLabel) }
    }

    /// Called when the button is pressed.
    public var buttonHandler: (@MainActor () -> Void)?
    /// What watches a list whose offline notice shows here.
    var offlineWatch: OfflineBannerWatch?

    /// Whether the banner shows (it slides in and out).
    public var isRevealed: Bool {
      get { pg_adw_banner_get_revealed(widgetPointer) != 0 }
      set { pg_adw_banner_set_revealed(widgetPointer, newValue ? 1 : 0) }
    }
  }
}
