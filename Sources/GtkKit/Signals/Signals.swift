package import CGtk
import Synchronization

/// The part of every closure box that GLib's destroy-notify needs: it
/// releases through this non-generic type, because a C function pointer
/// cannot capture a generic parameter.
package class AnyClosureBox {
  init() { closureBoxCount.add(1, ordering: .relaxed) }
  deinit { closureBoxCount.subtract(1, ordering: .relaxed) }

  /// Retains the box for GLib and returns the user-data pointer.
  package final func retainedPointer() -> UnsafeMutableRawPointer {
    Unmanaged.passRetained(self).toOpaque()
  }

  /// Releases the retain taken by `retainedPointer()`.
  package static func release(_ data: UnsafeMutableRawPointer?) {
    guard let data else { return }
    Unmanaged<AnyClosureBox>.fromOpaque(data).release()
  }
}

/// Holds a Swift closure for a C signal handler or main-loop source. GLib
/// owns the box: it is retained when connected and released by the
/// destroy-notify GLib calls when the handler is disconnected or the object
/// is finalized, so a box can neither leak nor dangle.
package final class ClosureBox<Handler>: AnyClosureBox {
  package let handler: Handler

  package init(_ handler: Handler) {
    self.handler = handler
  }

  /// The box behind a user-data pointer, without changing its retain count.
  package static func from(_ data: UnsafeMutableRawPointer) -> ClosureBox<Handler> {
    Unmanaged<ClosureBox<Handler>>.fromOpaque(data).takeUnretainedValue()
  }
}

private let closureBoxCount = Atomic<Int>(0)

// The destroy-notifies below are written inline at each call: a global of a
// C function type, in a module that imports CGtk below public, crashes
// swift-symbolgraph-extract 6.3 (make docs).

/// Signal handlers connected from Swift.
///
/// Every handler is a `@MainActor` closure: GTK emits signals on the main
/// thread, and each trampoline enters Swift through `MainThread`: `call`
/// for handlers of none or one argument, `assumeIsolated` for the others.
@MainActor
package enum Signals {
  /// How many closure boxes are alive: connected handlers and closures held
  /// by GLib sources. Tests use it to prove handlers are released.
  package nonisolated static var liveClosureCount: Int { closureBoxCount.load(ordering: .relaxed) }

  /// Connects a handler that takes no arguments. Returns the handler ID.
  @discardableResult
  package static func connect(
    _ instance: some GObjectPointer, _ signal: String,
    _ handler: @escaping @MainActor () -> Void
  ) -> UInt {
    typealias Handler = @MainActor () -> Void
    let trampoline: @convention(c) (UnsafeMutableRawPointer) -> Void = { data in
      MainThread.call(ClosureBox<Handler>.from(data).handler)
    }
    return connect(
      instance, signal, boxing: handler, swapped: true, trampoline: unsafeBitCast(trampoline, to: GCallback.self))
  }

  /// Connects a handler that returns whether it handled the event
  /// (`close-request`, and other boolean signals whose arguments are not needed).
  @discardableResult
  package static func connectReturningBool(
    _ instance: some GObjectPointer, _ signal: String,
    _ handler: @escaping @MainActor () -> Bool
  ) -> UInt {
    typealias Handler = @MainActor () -> Bool
    let trampoline: @convention(c) (UnsafeMutableRawPointer) -> gboolean = { data in
      MainThread.call(ClosureBox<Handler>.from(data).handler) ? 1 : 0
    }
    return connect(
      instance, signal, boxing: handler, swapped: true, trampoline: unsafeBitCast(trampoline, to: GCallback.self))
  }

  /// Connects a handler whose one argument is a pointer (a GParamSpec for
  /// `notify`, a row for `row-selected`, a window for `window-added`).
  @discardableResult
  package static func connectPointer(
    _ instance: some GObjectPointer, _ signal: String,
    _ handler: @escaping @MainActor (UnsafeMutableRawPointer?) -> Void
  ) -> UInt {
    typealias Handler = @MainActor (UnsafeMutableRawPointer?) -> Void
    let trampoline:
      @convention(c) (UnsafeMutableRawPointer, UnsafeMutableRawPointer?, UnsafeMutableRawPointer) -> Void = {
        _, argument, data in
        MainThread.call(ClosureBox<Handler>.from(data).handler, argument)
      }
    return connect(
      instance, signal, boxing: handler, swapped: false, trampoline: unsafeBitCast(trampoline, to: GCallback.self))
  }

  /// Connects a handler whose one argument is an unsigned integer (list
  /// `activate` positions, scrolled-window edges).
  @discardableResult
  package static func connectUInt(
    _ instance: some GObjectPointer, _ signal: String,
    _ handler: @escaping @MainActor (UInt32) -> Void
  ) -> UInt {
    typealias Handler = @MainActor (UInt32) -> Void
    let trampoline: @convention(c) (UnsafeMutableRawPointer, guint, UnsafeMutableRawPointer) -> Void = {
      _, argument, data in
      MainThread.call(ClosureBox<Handler>.from(data).handler, argument)
    }
    return connect(
      instance, signal, boxing: handler, swapped: false, trampoline: unsafeBitCast(trampoline, to: GCallback.self))
  }

  /// Connects a file monitor's `changed` handler: the file, the other file
  /// of a rename (or nil), and the event.
  @discardableResult
  package static func connectFileMonitor(
    _ instance: some GObjectPointer,
    _ handler: @escaping @MainActor (OpaquePointer, OpaquePointer?, GFileMonitorEvent) -> Void
  ) -> UInt {
    typealias Handler = @MainActor (OpaquePointer, OpaquePointer?, GFileMonitorEvent) -> Void
    let trampoline:
      @convention(c) (
        UnsafeMutableRawPointer, OpaquePointer, OpaquePointer?, GFileMonitorEvent, UnsafeMutableRawPointer
      ) -> Void = { _, file, other, event, data in
        MainThread.assumeIsolated { ClosureBox<Handler>.from(data).handler(file, other, event) }
      }
    return connect(
      instance, "changed", boxing: handler, swapped: false, trampoline: unsafeBitCast(trampoline, to: GCallback.self))
  }

  /// Connects a handler taking two doubles (drag gestures).
  @discardableResult
  package static func connectDoublePair(
    _ instance: some GObjectPointer, _ signal: String,
    _ handler: @escaping @MainActor (Double, Double) -> Void
  ) -> UInt {
    typealias Handler = @MainActor (Double, Double) -> Void
    let trampoline: @convention(c) (UnsafeMutableRawPointer, gdouble, gdouble, UnsafeMutableRawPointer) -> Void = {
      _, x, y, data in
      MainThread.assumeIsolated { ClosureBox<Handler>.from(data).handler(x, y) }
    }
    return connect(
      instance, signal, boxing: handler, swapped: false, trampoline: unsafeBitCast(trampoline, to: GCallback.self))
  }

  /// Connects a handler taking two doubles and returning whether it handled
  /// the event (scroll controllers).
  @discardableResult
  package static func connectDoublePairReturningBool(
    _ instance: some GObjectPointer, _ signal: String,
    _ handler: @escaping @MainActor (Double, Double) -> Bool
  ) -> UInt {
    typealias Handler = @MainActor (Double, Double) -> Bool
    let trampoline: @convention(c) (UnsafeMutableRawPointer, gdouble, gdouble, UnsafeMutableRawPointer) -> gboolean = {
      _, x, y, data in
      MainThread.assumeIsolated { ClosureBox<Handler>.from(data).handler(x, y) ? 1 : 0 }
    }
    return connect(
      instance, signal, boxing: handler, swapped: false, trampoline: unsafeBitCast(trampoline, to: GCallback.self))
  }

  /// Connects a click-gesture handler: press count and position.
  @discardableResult
  package static func connectClick(
    _ instance: some GObjectPointer, _ signal: String,
    _ handler: @escaping @MainActor (Int, Double, Double) -> Void
  ) -> UInt {
    typealias Handler = @MainActor (Int, Double, Double) -> Void
    let trampoline: @convention(c) (UnsafeMutableRawPointer, gint, gdouble, gdouble, UnsafeMutableRawPointer) -> Void =
      {
        _, presses, x, y, data in
        MainThread.assumeIsolated { ClosureBox<Handler>.from(data).handler(Int(presses), x, y) }
      }
    return connect(
      instance, signal, boxing: handler, swapped: false, trampoline: unsafeBitCast(trampoline, to: GCallback.self))
  }

  /// Connects a key-press handler: key value and modifiers; returns whether
  /// it handled the key.
  @discardableResult
  package static func connectKey(
    _ instance: some GObjectPointer, _ signal: String,
    _ handler: @escaping @MainActor (UInt32, GdkModifierType) -> Bool
  ) -> UInt {
    typealias Handler = @MainActor (UInt32, GdkModifierType) -> Bool
    let trampoline:
      @convention(c) (UnsafeMutableRawPointer, guint, guint, GdkModifierType, UnsafeMutableRawPointer) -> gboolean = {
        _, keyval, _, state, data in
        MainThread.assumeIsolated { ClosureBox<Handler>.from(data).handler(keyval, state) ? 1 : 0 }
      }
    return connect(
      instance, signal, boxing: handler, swapped: false, trampoline: unsafeBitCast(trampoline, to: GCallback.self))
  }

  /// The one way a handler is connected: `trampoline` is a C function of
  /// the signal's exact shape (user data first when `swapped`, else last)
  /// that finds `handler` in the box GLib is given as user data. GLib owns
  /// the box: it is released when the handler is disconnected or the
  /// instance finalized. Returns the handler ID.
  package static func connect<Handler>(
    _ instance: some GObjectPointer, _ signal: String, boxing handler: Handler, swapped: Bool,
    trampoline: GCallback
  ) -> UInt {
    UInt(
      pg_connect(
        instance.rawAddress, signal, trampoline, ClosureBox<Handler>(handler).retainedPointer(),
        { data, _ in AnyClosureBox.release(data) }, swapped ? 1 : 0))
  }

  /// Emits a signal that takes no arguments and returns nothing ("clicked"),
  /// at once: its handlers run before this returns.
  package static func emit(_ instance: some GObjectPointer, _ signal: String) {
    let object = instance.rawAddress.assumingMemoryBound(to: GObject.self)
    let id = g_signal_lookup(signal, pg_type_of(object))
    guard id != 0 else { return }
    var value = GValue()
    g_value_init(&value, pg_type_of(object))
    g_value_set_object(&value, object)
    g_signal_emitv(&value, id, 0, nil)
    g_value_unset(&value)
  }

  /// Disconnects a handler; GLib then releases its closure box.
  package static func disconnect(_ instance: some GObjectPointer, _ handlerID: UInt) {
    if g_signal_handler_is_connected(instance.rawAddress, gulong(handlerID)) != 0 {
      g_signal_handler_disconnect(instance.rawAddress, gulong(handlerID))
    }
  }
}
