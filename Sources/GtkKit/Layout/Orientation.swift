package import CGtk

/// Horizontal or vertical.
public enum Orientation: Sendable {
  /// Left to right (right to left in RTL locales).
  case horizontal
  /// Top to bottom.
  case vertical

  package var gtk: GtkOrientation { self == .horizontal ? GTK_ORIENTATION_HORIZONTAL : GTK_ORIENTATION_VERTICAL }
}
