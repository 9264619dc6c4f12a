internal import CGtk
import GtkKit
import PlaceholderCore

// Raw GTK here: the icon theme's preloading lookup, which nothing else needs.

/// Loading the icons of placeholders that may show, before they do.
///
/// The first time a placeholder shows a theme icon, GTK reads and renders
/// its SVG (and on the first SVG, loads its SVG loader) in the frame that
/// shows it: some 5 ms of a frame. Looked up ahead with
/// `GTK_ICON_LOOKUP_PRELOAD`, exactly as the placeholder's image will look
/// it up, the icon renders on GTK's loading thread, and GTK's icon cache
/// hands the finished icon to the image. (Raw GTK: the icon theme's lookup
/// is this file's one job, and nothing else in the library needs it.)
@MainActor
final class SlotIcons {
  /// Icons loaded ahead, kept in GTK's cache.
  private(set) var prepared: [ObjectReference] = []

  /// Starts loading the icons `names` as `widget` would show them at
  /// `size`, and keeps them (so that GTK's cache does), in place of those
  /// prepared before.
  func prepare(named names: [String], size: Int, for widget: Widget) {
    guard let display = widget.display, let theme = gtk_icon_theme_get_for_display(display) else { return }
    let scale = Int32(widget.scaleFactor)
    let direction = widget.isRightToLeft ? GTK_TEXT_DIR_RTL : GTK_TEXT_DIR_LTR
    prepared = names.compactMap { name in
      // The image looks a name up as a themed icon: the same key in the
      // cache (its names include the name without "-symbolic").
      guard let icon = g_themed_icon_new(name) else { return nil }
      defer { g_object_unref(UnsafeMutableRawPointer(icon)) }
      return gtk_icon_theme_lookup_by_gicon(theme, icon, Int32(size), scale, direction, GTK_ICON_LOOKUP_PRELOAD).map {
        ObjectReference(taking: $0)
      }
    }
  }
}
