/// The space left and right of the stock placeholder's title, detail and
/// button.
///
/// Ours by default is `.stylesheet`: the stylesheet's padding on the
/// column (18 pixels, 12 in the compact variant), with the labels capped at
/// a readable line length. DZNEmptyDataSet instead pads each of them by a
/// sixteenth of the placeholder's width, recomputed when the width changes:
/// that is `.proportional`.
public enum PlaceholderSideMargins: Hashable, Sendable {
  /// The stylesheet's padding (`.placeholder-body`), the same at any width.
  case stylesheet
  /// DZNEmptyDataSet's: `round(width / 16)` of the area the placeholder
  /// covers, followed as the window resizes (at most 120 pixels, see
  /// `PlaceholderGeometry.sideMargin`). Replaces the stylesheet's side
  /// padding. Applied by a `PlaceholderSlot` (every list's placeholder is
  /// one); a `PlaceholderView` on its own keeps the stylesheet's padding.
  case proportional
  /// A fixed number of pixels at any width (never more than a quarter of
  /// the width). Replaces the stylesheet's side padding.
  case fixed(Double)
}
