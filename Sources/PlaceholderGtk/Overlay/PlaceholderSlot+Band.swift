internal import CGtk
import GtkKit

// Raw GTK here: the content moves from the overlay's main child to a measured overlay child, and the band goes
// first among the overlay's children: GtkOverlay API that GtkKit's Overlay does not wrap.

/// A band across the slot's top that pushes the content down: a list's
/// refresh and offline strips. They live in the slot's own overlay, not in
/// a box around it: a box there would make every row's walk up to its
/// window one level longer (GTK 4.24, BENCHMARKS.md). The content, the band
/// and the placeholder are placed in one layout pass (`SlotLayout`), so the
/// rows move in step with a strip as it slides, and the placeholder covers
/// the content alone, as before.
extension PlaceholderSlot {
  /// Lays the content out below a band that comes later (`setBand`); until
  /// then it fills the slot as before. Called once, before the slot is on
  /// screen: the content changes parent slots here, which on screen would
  /// take its focus away.
  func makeRoomForBand() {
    guard !placement.contentIsBelowBand, gtk_widget_get_realized(widget.gtkWidget) == 0,
      let overlay = widget as? Overlay
    else { return }
    placement.contentIsBelowBand = true
    let host = overlay.gtkWidget
    // `content` holds its own reference, so the widget outlives the move.
    gtk_overlay_set_child(gcast(host), nil)
    gtk_overlay_add_overlay(gcast(host), content.gtkWidget)
    // First among the children: drawn under the placeholder, read before it.
    gtk_widget_insert_after(content.gtkWidget, host, nil)
    // The slot's size is the content's, as when it was the main child.
    gtk_overlay_set_measure_overlay(gcast(host), content.gtkWidget, 1)
  }

  /// Puts `band` across the slot's top, at its natural height for the
  /// slot's width while it is visible, with the content below it; read
  /// before the content. Once, after `makeRoomForBand`.
  func setBand(_ band: Widget) {
    guard placement.contentIsBelowBand, placement.band == nil, let overlay = widget as? Overlay else { return }
    placement.band = band
    overlay.addOverlay(band)
    gtk_widget_insert_after(band.gtkWidget, overlay.gtkWidget, nil)
  }
}
