import GtkKit

extension ListAdapter {
  /// The list's vertical scroll position and range: read it, set its
  /// `value` to scroll, or watch it with `onValueChanged`. The same as
  /// `scrolledWindow.verticalAdjustment`.
  public var verticalAdjustment: Adjustment { scrolledWindow.verticalAdjustment }
}
