import GtkKit
import PlaceholderGtk

/// The CSS of the Gallery and Page States pages: the style list's rows, the
/// custom placeholder views, and the card that Page States draws around its
/// items. Colours are the theme's, so the dark style and high contrast fit.
@MainActor
enum GalleryStyleSheet {
  static let css = """
    .gallery-styles row { padding: 6px 10px; }
    .gallery-style-name { font-weight: bold; }
    .gallery-style-features { font-size: smaller; }
    .gallery-status { padding: 6px 12px; }
    .gallery-form { padding: 24px; }
    .gallery-form-filled { background-color: alpha(currentColor, 0.05); }
    .gallery-form entry { min-width: 260px; }
    .gallery-form button.pill { border-radius: 9999px; padding: 8px 36px; }
    .gallery-form-title { font-size: 18pt; font-weight: 800; }
    .gallery-avatar {
      -gtk-icon-size: 64px;
      padding: 14px;
      border-radius: 9999px;
      background-color: alpha(@theme_selected_bg_color, 0.15);
      color: @theme_selected_bg_color;
    }
    .gallery-step {
      padding: 10px 14px;
      border-radius: 10px;
      background-color: alpha(currentColor, 0.06);
    }
    .gallery-step-number {
      min-width: 26px;
      min-height: 26px;
      border-radius: 9999px;
      background-color: @theme_selected_bg_color;
      color: @theme_selected_fg_color;
      font-weight: bold;
    }
    .page-states-list .placeholder-scroller {
      background-color: @theme_base_color;
      border-radius: 12px;
      box-shadow: 0 2px 6px alpha(black, 0.18), 0 0 0 1px alpha(currentColor, 0.12);
    }
    """

  /// One step above application priority: GTK weighs selectors'
  /// specificity only within one provider, so the card's background would
  /// lose to the library's `.placeholder-scroller { background: none }` at
  /// the same priority, whatever the selector.
  private static let sheet = StyleSheet(css: css, priority: .aboveApplication)

  /// Loads the stylesheet once; without a display, at the next call that
  /// has one.
  static func install() { sheet.install() }
}
