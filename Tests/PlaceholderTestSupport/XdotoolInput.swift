internal import CGtk
import Foundation
internal import GtkKit
internal import PlaceholderGtk

/// Real input on X11: XTEST events sent with `xdotool`.
@MainActor
enum XdotoolInput {
  /// The xdotool executable, if installed.
  nonisolated static let executable: String? = ["/usr/bin/xdotool", "/usr/local/bin/xdotool"].first {
    FileManager.default.isExecutableFile(atPath: $0)
  }

  /// Whether real input can be sent (xdotool and an X11 display).
  nonisolated static var isAvailable: Bool {
    executable != nil && ProcessInfo.processInfo.environment["DISPLAY"].map { !$0.isEmpty } == true
  }

  /// Runs xdotool; returns its standard output, or nil when it failed.
  @discardableResult
  static func run(_ arguments: [String]) -> String? {
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
  static func windowID(title: String) -> String? {
    run(["search", "--name", "^\(title)$"])?.split(separator: "\n").first.map(String.init)
  }

  // `mousemove --sync` would wait (15 s) when the pointer is already there;
  // without it the move still reaches the server before the click, as both
  // come from one connection in order.

  static func click(_ widget: Widget, in window: Widget, title: String) -> Bool {
    guard let id = windowID(title: title), let point = windowPoint(of: widget, in: window) else { return false }
    return run(["mousemove", "--window", id, point.x, point.y, "click", "1"]) != nil
  }

  static func press(_ key: String, title: String) -> Bool {
    guard let id = windowID(title: title), let sequence = keycodeSequence(key) else { return false }
    _ = run(["windowfocus", id])
    return run(["key", "--clearmodifiers", sequence]) != nil
  }

  static func type(_ text: String, title: String) -> Bool {
    guard let id = windowID(title: title) else { return false }
    _ = run(["windowfocus", id])
    return run(["type", "--clearmodifiers", text]) != nil
  }

  /// Sends wheel clicks (button 4 up, 5 down) over the middle of `widget`.
  static func wheel(up: Bool, over widget: Widget, in window: Widget, title: String, clicks: Int) -> Bool {
    guard let id = windowID(title: title), let point = windowPoint(of: widget, in: window) else { return false }
    return run(["mousemove", "--window", id, point.x, point.y, "click", "--repeat", String(clicks), up ? "4" : "5"])
      != nil
  }

  static func resize(title: String, width: Int, height: Int) -> Bool {
    guard let id = windowID(title: title) else { return false }
    return run(["windowsize", id, String(width), String(height)]) != nil
  }

  /// The middle of `widget` in whole pixels of the X window.
  private static func windowPoint(of widget: Widget, in window: Widget) -> (x: String, y: String)? {
    guard let point = RealInput.surfacePoint(of: widget, in: window) else { return nil }
    return (String(Int(point.x.rounded())), String(Int(point.y.rounded())))
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
}
