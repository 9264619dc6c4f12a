internal import CGtk
import Foundation
internal import GtkKit
internal import PlaceholderGtk

/// Real input on Wayland, through mutter's RemoteDesktop D-Bus interface
/// (what GNOME's remote desktop uses): keys by keysym, pointer moves,
/// buttons and wheel notches, injected by the compositor as if from a
/// device of its own.
///
/// A session lives as long as the D-Bus connection that made it, so this
/// process keeps one, on its own session-bus connection, for its life.
/// Without a screen cast, mutter moves the pointer only relatively; it is
/// brought over a widget in a closed loop, reading back where GDK says the
/// pointer is on the window's surface.
@MainActor
enum MutterInput {
  private nonisolated static let service = "org.gnome.Mutter.RemoteDesktop"
  private static let sessionInterface = "org.gnome.Mutter.RemoteDesktop.Session"
  /// evdev's BTN_LEFT, the primary button.
  private static let leftButton: Int32 = 0x110
  /// The virtual monitor `scripts/with-wayland.sh` gives mutter.
  private static let monitor = (width: 1280.0, height: 800.0)

  /// Whether mutter's RemoteDesktop service is on the session bus.
  nonisolated static let isAvailable: Bool = {
    guard let bus = g_bus_get_sync(G_BUS_TYPE_SESSION, nil, nil) else { return false }
    defer { g_object_unref(UnsafeMutableRawPointer(bus)) }
    guard
      let reply = call(
        bus, destination: "org.freedesktop.DBus", path: "/org/freedesktop/DBus", interface: "org.freedesktop.DBus",
        method: "NameHasOwner", [g_variant_new_string(service)])
    else { return false }
    defer { g_variant_unref(reply) }
    guard let owned = g_variant_get_child_value(reply, 0) else { return false }
    defer { g_variant_unref(owned) }
    return g_variant_get_boolean(owned) != 0
  }()

  /// This process's connection and started session, made on first use.
  private static var session: (bus: OpaquePointer, path: String)?

  static func press(_ key: String, title: String) -> Bool {
    guard activate(title: title) else { return false }
    var keysyms: [UInt32] = []
    for name in key.split(separator: "+").map(String.init) {
      let keysym = modifierKeysyms[name] ?? gdk_keyval_from_name(name)
      guard keysym != 0 else { return false }
      keysyms.append(keysym)
    }
    guard keysyms.allSatisfy({ sendKey($0, down: true) }), keysyms.reversed().allSatisfy({ sendKey($0, down: false) })
    else {
      return false
    }
    MainLoop.drain()
    return true
  }

  static func type(_ text: String, title: String) -> Bool {
    guard activate(title: title) else { return false }
    for scalar in text.unicodeScalars {
      let keysym = gdk_unicode_to_keyval(scalar.value)
      guard sendKey(keysym, down: true), sendKey(keysym, down: false) else { return false }
    }
    MainLoop.drain()
    return true
  }

  static func click(_ widget: Widget, in window: Widget) -> Bool {
    guard movePointer(over: widget, in: window),
      send("NotifyPointerButton", [g_variant_new_int32(leftButton), g_variant_new_boolean(1)]),
      send("NotifyPointerButton", [g_variant_new_int32(leftButton), g_variant_new_boolean(0)])
    else { return false }
    MainLoop.drain()
    return true
  }

  static func wheel(up: Bool, over widget: Widget, in window: Widget, clicks: Int) -> Bool {
    guard movePointer(over: widget, in: window) else { return false }
    for _ in 0..<clicks {
      // Axis 0 is vertical; a positive step scrolls down.
      guard send("NotifyPointerAxisDiscrete", [g_variant_new_uint32(0), g_variant_new_int32(up ? -1 : 1)]) else {
        return false
      }
    }
    MainLoop.drain()
    return true
  }

  /// Presses or releases the key that types `keysym` (mutter adds the
  /// level's modifiers, Shift for `A`).
  private static func sendKey(_ keysym: UInt32, down: Bool) -> Bool {
    send("NotifyKeyboardKeysym", [g_variant_new_uint32(keysym), g_variant_new_boolean(down ? 1 : 0)])
  }

  /// The keysyms of the modifier names keys are joined with.
  private static let modifierKeysyms: [String: UInt32] = [
    "ctrl": UInt32(GDK_KEY_Control_L), "shift": UInt32(GDK_KEY_Shift_L), "alt": UInt32(GDK_KEY_Alt_L),
    "super": UInt32(GDK_KEY_Super_L),
  ]

  /// Brings the window titled `title` to the front with the keyboard focus.
  /// mutter focuses a window its client presents, but a headless mutter's
  /// seat has no keyboard until the session's virtual keyboard sends its
  /// first key, and a window is active (has the keyboard) only from then
  /// on: keys sent before would be lost. So a lone Shift goes first, once.
  private static func activate(title: String) -> Bool {
    guard let window = RealInput.toplevel(titled: title), startedSession() != nil else { return false }
    gtk_window_present(window)
    if MainLoop.run(until: { gtk_window_is_active(window) != 0 }, timeoutSeconds: 1) { return true }
    let shift = UInt32(GDK_KEY_Shift_L)
    guard sendKey(shift, down: true), sendKey(shift, down: false) else { return false }
    return MainLoop.run(until: { gtk_window_is_active(window) != 0 }, timeoutSeconds: 5)
  }

  /// Moves the pointer over the middle of `widget`: first onto the window
  /// (from the monitor's top left corner, trying points across it until the
  /// surface reports the pointer), then by the remaining distance until it
  /// is within half a pixel.
  private static func movePointer(over widget: Widget, in window: Widget) -> Bool {
    guard let target = RealInput.surfacePoint(of: widget, in: window),
      let native = gtk_widget_get_native(window.gtkWidget), let surface = gtk_native_get_surface(native)
    else { return false }
    if pointer(on: surface) == nil, !findSurface(surface) { return false }
    for _ in 0..<8 {
      guard let now = pointer(on: surface) else { return false }
      let (dx, dy) = (target.x - now.x, target.y - now.y)
      if abs(dx) < 0.5, abs(dy) < 0.5 { return true }
      guard send("NotifyPointerMotionRelative", [g_variant_new_double(dx), g_variant_new_double(dy)]) else {
        return false
      }
      _ = MainLoop.run(until: { pointer(on: surface).map { $0 != now } ?? true }, timeoutSeconds: 1)
    }
    return false
  }

  /// Sweeps the pointer over the monitor, in steps of 80 pixels, until it is
  /// over `surface`.
  private static func findSurface(_ surface: OpaquePointer) -> Bool {
    let step = 80.0
    var y = step / 2
    while y < monitor.height {
      var x = step / 2
      while x < monitor.width {
        // To the top left corner (mutter stops the pointer at the edge), then out.
        guard send("NotifyPointerMotionRelative", [g_variant_new_double(-10_000), g_variant_new_double(-10_000)]),
          send("NotifyPointerMotionRelative", [g_variant_new_double(x), g_variant_new_double(y)])
        else { return false }
        if MainLoop.run(until: { pointer(on: surface) != nil }, timeoutSeconds: 0.2) { return true }
        x += step
      }
      y += step
    }
    return false
  }

  /// Where the pointer is on `surface`, when it is over it.
  private static func pointer(on surface: OpaquePointer) -> (x: Double, y: Double)? {
    guard let display = gdk_surface_get_display(surface), let seat = gdk_display_get_default_seat(display),
      let device = gdk_seat_get_pointer(seat)
    else { return nil }
    var x = 0.0
    var y = 0.0
    guard gdk_surface_get_device_position(surface, device, &x, &y, nil) != 0 else { return nil }
    return (x, y)
  }

  /// Calls a method of this process's RemoteDesktop session.
  private static func send(_ method: String, _ arguments: [OpaquePointer?]) -> Bool {
    guard let session = startedSession(),
      let reply = call(
        session.bus, destination: service, path: session.path, interface: sessionInterface, method: method,
        arguments)
    else { return false }
    g_variant_unref(reply)
    return true
  }

  /// Creates and starts this process's session on first use.
  private static func startedSession() -> (bus: OpaquePointer, path: String)? {
    if let session { return session }
    // A connection of its own: the session ends when it closes, which is
    // when the process ends.
    guard let address = g_dbus_address_get_for_bus_sync(G_BUS_TYPE_SESSION, nil, nil) else { return nil }
    defer { g_free(address) }
    guard let bus = g_dbus_connection_new_for_address_sync(address, pg_dbus_connection_flags_client(), nil, nil, nil),
      let created = call(
        bus, destination: service, path: "/org/gnome/Mutter/RemoteDesktop", interface: service,
        method: "CreateSession", [])
    else { return nil }
    defer { g_variant_unref(created) }
    guard let child = g_variant_get_child_value(created, 0), let text = g_variant_get_string(child, nil) else {
      return nil
    }
    let path = String(cString: text)
    g_variant_unref(child)
    guard let started = call(bus, destination: service, path: path, interface: sessionInterface, method: "Start", [])
    else { return nil }
    g_variant_unref(started)
    session = (bus, path)
    return session
  }

  /// Calls a D-Bus method and waits for its reply (nil on an error).
  /// `arguments` are floating GVariants; the call takes them.
  private nonisolated static func call(
    _ bus: OpaquePointer, destination: String, path: String, interface: String, method: String,
    _ arguments: [OpaquePointer?]
  ) -> OpaquePointer? {
    let parameters = arguments.withUnsafeBufferPointer { g_variant_new_tuple($0.baseAddress, gsize($0.count)) }
    var error: UnsafeMutablePointer<GError>?
    let reply = g_dbus_connection_call_sync(
      bus, destination, path, interface, method, parameters, nil, GDBusCallFlags(rawValue: 0), 5000, nil, &error)
    if let error {
      print("MutterInput: \(method) failed: \(String(cString: error.pointee.message))")
      g_error_free(error)
    }
    return reply
  }
}
