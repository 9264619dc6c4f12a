import Glibc

/// Whether GTK will find a display, worked out without GTK: is the
/// display server's socket there?
///
/// `Application.launch` asks it so that it can say "cannot open display"
/// in one line and still leave opening the display to GtkApplication, as a
/// C app does: opening it first, with `gtk_init_check()`, cost a tenth of
/// the start-up (BENCHMARKS.md). It follows GDK's own order: Wayland
/// (`WAYLAND_DISPLAY`, else `wayland-0`, under `XDG_RUNTIME_DIR`), then a
/// local X display (`DISPLAY` such as `:0`), as far as `GDK_BACKEND`
/// allows them. What it cannot see (another backend, an inherited Wayland
/// socket, a remote X display, an X server without a socket file) is left
/// undecided, for GTK to try. The sockets are only looked at, never
/// connected to: a connection to Xvfb, even one closed at once, cost more
/// than opening the display. So a socket left by a server that crashed
/// passes, and GTK reports what it finds.
package enum DisplayProbe {
  /// What the probe found.
  package enum Verdict: Equatable, Sendable {
    /// A display server's socket is there: GTK will open it.
    case reachable
    /// No Wayland socket, and no X display named.
    case unreachable
    /// The environment names a display the probe cannot see.
    case undecided
  }

  /// The verdict for an environment (`variable` reads one of its
  /// variables; by default this process's), with local X servers' sockets
  /// in `xSocketFolder`.
  package static func verdict(
    _ variable: (String) -> String? = environmentVariable, xSocketFolder: String = "/tmp/.X11-unix"
  ) -> Verdict {
    guard variable("WAYLAND_SOCKET") == nil, let backends = allowedBackends(variable("GDK_BACKEND")) else {
      return .undecided
    }
    if backends.wayland, let socket = waylandSocket(variable), isSocket(socket) { return .reachable }
    guard backends.x11, let display = variable("DISPLAY"), !display.isEmpty else { return .unreachable }
    // A local X server's socket file; without one (an X server listening
    // in Linux's abstract namespace only, or far away) GTK decides.
    guard let number = localXDisplayNumber(display), isSocket("\(xSocketFolder)/X\(number)") else { return .undecided }
    return .reachable
  }

  /// Which of Wayland and X11 GDK may open, by `GDK_BACKEND` (a list such
  /// as `wayland,x11`; `*` or none: any); nil when it names another.
  static func allowedBackends(_ list: String?) -> (wayland: Bool, x11: Bool)? {
    guard let list, !list.isEmpty else { return (true, true) }
    var allowed = (wayland: false, x11: false)
    for name in list.split(separator: ",") {
      switch name {
      case "*": allowed = (true, true)
      case "wayland": allowed.wayland = true
      case "x11": allowed.x11 = true
      default: return nil
      }
    }
    return allowed
  }

  /// The Wayland socket libwayland connects to, as GDK asks for it: none
  /// without `XDG_RUNTIME_DIR` (GDK then skips Wayland).
  static func waylandSocket(_ variable: (String) -> String?) -> String? {
    guard let runtimeDirectory = variable("XDG_RUNTIME_DIR"), !runtimeDirectory.isEmpty else { return nil }
    let name = variable("WAYLAND_DISPLAY") ?? "wayland-0"
    return name.hasPrefix("/") ? name : runtimeDirectory + "/" + name
  }

  /// The display number of a local X display (`:1`, `:1.0`, `unix:1`);
  /// nil for any other form.
  static func localXDisplayNumber(_ display: String) -> Int? {
    var rest = Substring(display)
    if rest.hasPrefix("unix:") { rest = rest.dropFirst(4) }
    guard rest.hasPrefix(":") else { return nil }
    let digits = rest.dropFirst().prefix { $0 != "." }
    guard !digits.isEmpty, digits.allSatisfy(\.isASCII), let number = Int(digits), number >= 0 else { return nil }
    return number
  }

  /// Whether `path` is a socket.
  static func isSocket(_ path: String) -> Bool {
    var status = stat()
    return stat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFSOCK
  }

  /// This process's environment variable, if set.
  package static func environmentVariable(_ name: String) -> String? {
    getenv(name).map { String(cString: $0) }
  }
}
