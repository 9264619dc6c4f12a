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
  /// The focus came in from outside, or waited on the list's scrolled
  /// window for rows: where GTK left it on the scrolled window, the list or
  /// a row that is not an item, it goes on to where a keyboard user starts.
  /// Focus on an item, or on an app's widget inside the list, stays.
  func landOnContent()
}
