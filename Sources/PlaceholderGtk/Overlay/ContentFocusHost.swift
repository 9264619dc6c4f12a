import GtkKit

/// What a list lends its placeholder slot so the keyboard focus can go back
/// into the rows: GTK recycles row widgets, so the slot cannot note the
/// focused widget itself, and focusing the list's scrolled window would
/// leave the focus where Tab skips every row.
@MainActor
protocol ContentFocusHost: AnyObject {
  /// The row or item that has the focus now, to return to; nil when none has.
  func focusSpot() -> ContentFocusSpot?
  /// Focuses where a keyboard user starts in the list: the selected item,
  /// else the first one, without changing the selection. False when the
  /// list has no item to focus.
  func focusStart() -> Bool
  /// Focuses the last item, without changing the selection: where the
  /// focus goes from a paging footer's Retry when the footer's spinner
  /// takes its place. False when the list has no item to focus.
  func focusEnd() -> Bool
}
