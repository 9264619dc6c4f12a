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
