internal import CGtk
import GtkKit
import PlaceholderCore

/// Side margins that follow the width (DZNEmptyDataSet's `round(width / 16)`):
/// the stock layout's title, detail and button get the margin
/// `PlaceholderGeometry.sideMargin` gives for the width the placeholder
/// covers, recomputed whenever the group is allocated a new size.
extension PlaceholderSlot {
  /// The margin the displayed content asks for at the group's width now;
  /// nil for the stylesheet's padding.
  func wantedSideMargin() -> Int? {
    PlaceholderGeometry.sideMargin(
      displayed?.appearance.sideMargins ?? .stylesheet, width: Int(gtk_widget_get_width(root.gtkWidget)))
  }

  /// Applies the wanted margin after this allocation: a margin changes the
  /// column's size, which must not happen while GTK allocates it.
  func scheduleSideMarginUpdate() {
    guard let built, built.view.sideMargin != wantedSideMargin(), !sideMarginUpdatePending else { return }
    sideMarginUpdatePending = true
    MainLoopCallbacks.after(milliseconds: 0) { [weak self] in
      guard let self else { return }
      sideMarginUpdatePending = false
      self.built?.view.applySideMargin(wantedSideMargin())
    }
  }
}
