internal import CGtk
import Foundation
package import PlaceholderGtk

/// Real pointer and keyboard input through the X server's XTEST extension,
/// with `xdotool`: events then travel GTK's whole path (event controllers,
/// gestures, shortcuts), as a user's would. Optional: tests that need it
/// skip when `xdotool` or an X display is missing (`make test` on a fresh
/// machine does not install it).
@MainActor
package enum XInput {
  /// The xdotool executable, if installed.
  package nonisolated static let executable: String? = ["/usr/bin/xdotool", "/usr/local/bin/xdotool"].first {
    FileManager.default.isExecutableFile(atPath: $0)
  }

  /// Whether real input can be sent (xdotool and an X11 display).
  package nonisolated static var isAvailable: Bool {
    executable != nil && ProcessInfo.processInfo.environment["DISPLAY"].map { !$0.isEmpty } == true
  }

  /// Runs xdotool; returns its standard output, or nil when it failed.
  @discardableResult
  package static func run(_ arguments: [String]) -> String? {
    guard let executable else { return nil }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    do { try process.run() } catch { return nil }
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else { return nil }
    return String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
  }

  /// The X window ID of the toplevel titled exactly `title`.
  package static func windowID(title: String) -> String? {
    run(["search", "--name", "^\(title)$"])?.split(separator: "\n").first.map(String.init)
  }

  // `mousemove --sync` would wait (15 s) when the pointer is already there;
  // without it the move still reaches the server before the click, as both
  // come from one connection in order.

  /// Clicks the middle of `widget`, which is in `window` titled `title`.
  package static func click(_ widget: Widget, in window: Widget, title: String) -> Bool {
    guard let id = windowID(title: title), let point = surfacePoint(of: widget, in: window) else { return false }
    return run(["mousemove", "--window", id, String(point.x), String(point.y), "click", "1"]) != nil
  }

  /// Focuses the window titled `title` and presses `key` (an X keysym name:
  /// `Return`, `space`, `F5`; modifiers joined with `+`: `ctrl+r`).
  package static func press(_ key: String, title: String) -> Bool {
    guard let id = windowID(title: title), let sequence = keycodeSequence(key) else { return false }
    _ = run(["windowfocus", id])
    return run(["key", "--clearmodifiers", sequence]) != nil
  }

  /// Modifier names xdotool knows, passed on as they are.
  private static let modifierNames: Set<String> = ["ctrl", "shift", "alt", "super"]

  /// `key` with every key other than a modifier spelled as its keycode
  /// (xdotool takes a number as a keycode), plus `shift` when the keysym is
  /// on its key's second level. Debian's xdotool (3.20160805) sends a keysym
  /// with the modifiers of the first entry of the key type's map that leads
  /// to the keysym's level; xkb-data 2.48 (Debian unstable) gives the
  /// function keys' type `map[Alt]= Level1`, so `xdotool key F5` sends
  /// Alt+F5 there, which is not F5. Keycodes carry no such guess.
  private static func keycodeSequence(_ key: String) -> String? {
    guard let display = gdk_display_get_default() else { return nil }
    var parts: [String] = []
    for name in key.split(separator: "+").map(String.init) {
      if modifierNames.contains(name) {
        parts.append(name)
        continue
      }
      let keyval = gdk_keyval_from_name(name)
      var keys: UnsafeMutablePointer<GdkKeymapKey>?
      var count: Int32 = 0
      guard keyval != 0, gdk_display_map_keyval(display, keyval, &keys, &count) != 0, let keys else { return nil }
      defer { g_free(keys) }
      let entries = UnsafeBufferPointer(start: keys, count: Int(count)).filter { $0.group == 0 && $0.level <= 1 }
      guard let entry = entries.min(by: { $0.level < $1.level }) else { return nil }
      if entry.level == 1, !parts.contains("shift") { parts.append("shift") }
      parts.append(String(entry.keycode))
    }
    return parts.joined(separator: "+")
  }

  /// Focuses the window titled `title` and types `text` into its focus widget.
  package static func type(_ text: String, title: String) -> Bool {
    guard let id = windowID(title: title) else { return false }
    _ = run(["windowfocus", id])
    return run(["type", "--clearmodifiers", text]) != nil
  }

  /// Sends wheel clicks (button 4 up, 5 down) over the middle of `widget`.
  package static func wheel(up: Bool, over widget: Widget, in window: Widget, title: String, clicks: Int = 1) -> Bool {
    guard let id = windowID(title: title), let point = surfacePoint(of: widget, in: window) else { return false }
    return run(
      [
        "mousemove", "--window", id, String(point.x), String(point.y), "click", "--repeat", String(clicks),
        up ? "4" : "5",
      ]) != nil
  }

  /// The middle of `widget` in the X window's coordinates (the surface,
  /// which may include client-side decorations).
  private static func surfacePoint(of widget: Widget, in window: Widget) -> (x: Int, y: Int)? {
    var middle = graphene_point_t(
      x: Float(gtk_widget_get_width(widget.gtkWidget)) / 2, y: Float(gtk_widget_get_height(widget.gtkWidget)) / 2)
    var result = graphene_point_t()
    guard gtk_widget_compute_point(widget.gtkWidget, window.gtkWidget, &middle, &result) != 0,
      let native = gtk_widget_get_native(window.gtkWidget)
    else { return nil }
    var offsetX = 0.0
    var offsetY = 0.0
    gtk_native_get_surface_transform(native, &offsetX, &offsetY)
    return (Int((Double(result.x) + offsetX).rounded()), Int((Double(result.y) + offsetY).rounded()))
  }
}
