internal import CGtk
import Foundation

@testable package import GtkKit
@testable internal import PlaceholderGtk

/// Real pointer and keyboard input, through the display server: events then
/// travel GTK's whole path (event controllers, gestures, shortcuts), as a
/// user's would. On X11 it goes through XTEST with `xdotool`
/// (`XdotoolInput`); on Wayland through mutter's RemoteDesktop D-Bus
/// interface (`MutterInput`), which `make test-wayland` runs. Tests that
/// need it skip, giving `unavailableReason`, when neither is there.
@MainActor
package enum RealInput {
  /// The display server the tests' GTK opens, as GDK chooses it: the
  /// backend `GDK_BACKEND` names, else Wayland when `WAYLAND_DISPLAY` is set.
  package nonisolated static var isWayland: Bool {
    let environment = ProcessInfo.processInfo.environment
    if let backend = environment["GDK_BACKEND"], !backend.isEmpty { return backend.hasPrefix("wayland") }
    return environment["WAYLAND_DISPLAY"].map { !$0.isEmpty } == true
  }

  /// Whether real input can be sent here.
  package nonisolated static var isAvailable: Bool {
    isWayland ? MutterInput.isAvailable : XdotoolInput.isAvailable
  }

  /// Why real input cannot be sent here, for a test's skip message.
  package nonisolated static var unavailableReason: String {
    isWayland
      ? "mutter's RemoteDesktop is not on the session bus (make test-wayland provides it); real input is not tested"
      : "xdotool or an X11 display is missing; real input is not tested"
  }

  /// Makes the window titled `title` active and presses `key`: a key name
  /// (`Return`, `space`, `F5`), after modifiers joined with `+` (`ctrl+r`,
  /// `ctrl+question`).
  package static func press(_ key: String, title: String) -> Bool {
    isWayland ? MutterInput.press(key, title: title) : XdotoolInput.press(key, title: title)
  }

  /// Makes the window titled `title` active and types `text` into its focus widget.
  package static func type(_ text: String, title: String) -> Bool {
    isWayland ? MutterInput.type(text, title: title) : XdotoolInput.type(text, title: title)
  }

  /// Clicks the middle of `widget`, which is in `window` titled `title`.
  package static func click(_ widget: Widget, in window: Widget, title: String) -> Bool {
    isWayland ? MutterInput.click(widget, in: window) : XdotoolInput.click(widget, in: window, title: title)
  }

  /// Turns the wheel `clicks` notches (up or down) over the middle of `widget`.
  package static func wheel(up: Bool, over widget: Widget, in window: Widget, title: String, clicks: Int = 1) -> Bool {
    isWayland
      ? MutterInput.wheel(up: up, over: widget, in: window, clicks: clicks)
      : XdotoolInput.wheel(up: up, over: widget, in: window, title: title, clicks: clicks)
  }

  /// Resizes the window titled `title`. On X11 from outside, as a window
  /// manager would (`xdotool windowsize`); on Wayland, where only the
  /// compositor or the user resizes a window from outside and mutter has no
  /// call for it, the window asks for the size itself (its default size,
  /// which GTK sends the compositor as a new size for a floating window).
  package static func resize(_ window: Widget, title: String, width: Int, height: Int) -> Bool {
    guard isWayland else { return XdotoolInput.resize(title: title, width: width, height: height) }
    gtk_window_set_default_size(gcast(window.gtkWidget), Int32(width), Int32(height))
    return true
  }

  /// The GtkWindow titled exactly `title`, if one is open.
  static func toplevel(titled title: String) -> UnsafeMutablePointer<GtkWindow>? {
    guard let windows = gtk_window_get_toplevels() else { return nil }
    for index in 0..<g_list_model_get_n_items(windows) {
      guard let object = g_list_model_get_item(windows, index) else { continue }
      let window = object.assumingMemoryBound(to: GtkWindow.self)
      defer { g_object_unref(object) }
      if let name = gtk_window_get_title(window), String(cString: name) == title { return window }
    }
    return nil
  }

  /// The middle of `widget` in its window's surface coordinates (which
  /// include any client-side decoration around the window's content).
  static func surfacePoint(of widget: Widget, in window: Widget) -> (x: Double, y: Double)? {
    var middle = graphene_point_t(
      x: Float(gtk_widget_get_width(widget.gtkWidget)) / 2, y: Float(gtk_widget_get_height(widget.gtkWidget)) / 2)
    var result = graphene_point_t()
    guard gtk_widget_compute_point(widget.gtkWidget, window.gtkWidget, &middle, &result) != 0,
      let native = gtk_widget_get_native(window.gtkWidget)
    else { return nil }
    var offsetX = 0.0
    var offsetY = 0.0
    gtk_native_get_surface_transform(native, &offsetX, &offsetY)
    return (Double(result.x) + offsetX, Double(result.y) + offsetY)
  }
}
