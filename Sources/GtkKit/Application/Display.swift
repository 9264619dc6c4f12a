internal import CGtk

/// Starting GTK.
@MainActor
public enum Display {
  /// Initializes GTK on the main thread and opens the default display.
  ///
  /// GTK's own `gtk_init` exits the process with a warning when there is no
  /// display; this checks first and throws instead, so a program can print
  /// one clear line and choose its exit status. Safe to call more than once.
  public static func open() throws(DisplayError) {
    guard gtk_init_check() != 0, gdk_display_get_default() != nil else {
      throw .cannotOpenDisplay
    }
    MainLoop.installDispatchBridge()
  }

  /// Whether a display is open.
  public static var isOpen: Bool { gdk_display_get_default() != nil }
}
