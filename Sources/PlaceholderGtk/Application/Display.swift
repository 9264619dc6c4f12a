internal import CGtk

/// Why GTK could not start.
public enum DisplayError: Error, Equatable, CustomStringConvertible {
  /// No display server could be opened (no `DISPLAY` or `WAYLAND_DISPLAY`,
  /// or the one named is not reachable).
  case cannotOpenDisplay

  /// The one-line message a program prints for this error.
  public var description: String {
    switch self {
    case .cannotOpenDisplay: "cannot open display; set DISPLAY or WAYLAND_DISPLAY"
    }
  }
}

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
