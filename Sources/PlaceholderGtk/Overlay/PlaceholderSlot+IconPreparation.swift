internal import CGtk
import GtkKit
import PlaceholderCore

/// Loading the icons of placeholders that may show, before they do.
///
/// The first time a placeholder shows a theme icon, GTK reads and renders
/// its SVG (and on the first SVG, loads its SVG loader) in the frame that
/// shows it: some 5 ms of a frame. Looked up ahead with
/// `GTK_ICON_LOOKUP_PRELOAD`, exactly as the placeholder's image will look
/// it up, the icon renders on GTK's loading thread, and GTK's icon cache
/// hands the finished icon to the image.
extension PlaceholderSlot {
  /// Starts loading the icons `names` at the size the placeholder shows
  /// them, and keeps them (so that GTK's cache does), in place of those
  /// prepared before.
  func prepareIcons(named names: [String]) {
    guard let display = gtk_widget_get_display(widget.gtkWidget),
      let theme = gtk_icon_theme_get_for_display(display)
    else { return }
    let size = Int32(isCompact ? PlaceholderStyles.compactIconSize : PlaceholderStyles.iconSize)
    let scale = gtk_widget_get_scale_factor(widget.gtkWidget)
    let direction = gtk_widget_get_direction(widget.gtkWidget)
    preparedIcons = names.compactMap { name in
      // The image looks a name up as a themed icon: the same key in the
      // cache (its names include the name without "-symbolic").
      guard let icon = g_themed_icon_new(name) else { return nil }
      defer { g_object_unref(UnsafeMutableRawPointer(icon)) }
      return gtk_icon_theme_lookup_by_gicon(theme, icon, size, scale, direction, GTK_ICON_LOOKUP_PRELOAD).map {
        ObjectReference(taking: $0)
      }
    }
  }
}
