internal import CGtk

extension Appearance {
  /// Whether widgets animate: fades, transitions, spinners, placeholders
  /// fading in. On by default; turn it off for screenshots that must come
  /// out the same every time. The user's desktop may have turned it off.
  ///
  /// UIKit calls this `UIView.areAnimationsEnabled`.
  public static var areAnimationsEnabled: Bool {
    get {
      guard let settings = gtk_settings_get_default() else { return false }
      return Properties.bool(UnsafeMutableRawPointer(settings), "gtk-enable-animations")
    }
    set {
      guard let settings = gtk_settings_get_default() else { return }
      Properties.set(UnsafeMutableRawPointer(settings), "gtk-enable-animations", bool: newValue)
    }
  }
}
