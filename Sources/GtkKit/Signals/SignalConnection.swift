internal import CGtk

/// A connected signal handler, disconnected when the connection is cancelled
/// or released.
///
/// Every `on…` method of the widget wrappers returns one. Keep it for as long
/// as the handler should run, usually in a property or a collection of the
/// object that owns the widget:
///
/// ```swift
/// private var connections: [SignalConnection] = []
/// …
/// button.onClicked { [weak self] in self?.reload() }.store(in: &connections)
/// ```
///
/// The connection does not keep the widget alive: if the widget is destroyed
/// first, GTK drops the handler and cancelling does nothing.
@MainActor
public final class SignalConnection: Hashable {
  /// A weak reference to the instance, so cancelling after it is finalized
  /// is safe.
  private let instance: UnsafeMutablePointer<GWeakRef>
  private var handlerID: UInt

  /// Takes over a handler ID returned by `Signals.connect…`.
  package init(_ object: some GObjectPointer, handlerID: UInt) {
    instance = .allocate(capacity: 1)
    instance.initialize(to: GWeakRef())
    g_weak_ref_init(instance, object.rawAddress)
    self.handlerID = handlerID
  }

  /// Whether the handler is still connected.
  public var isConnected: Bool {
    guard handlerID != 0, let object = g_weak_ref_get(instance) else { return false }
    defer { g_object_unref(object) }
    return g_signal_handler_is_connected(object, gulong(handlerID)) != 0
  }

  /// Disconnects the handler and releases its closure. Cancelling twice does
  /// nothing.
  public func cancel() {
    guard handlerID != 0 else { return }
    if let object = g_weak_ref_get(instance) {
      Signals.disconnect(UnsafeMutableRawPointer(object), handlerID)
      g_object_unref(object)
    }
    handlerID = 0
  }

  /// Keeps the connection in a collection that lives as long as the handler
  /// should.
  public func store(in connections: inout [SignalConnection]) {
    connections.append(self)
  }

  /// Keeps the connection in a set that lives as long as the handler should.
  public func store(in connections: inout Set<SignalConnection>) {
    connections.insert(self)
  }

  /// Connections are equal only to themselves.
  public nonisolated static func == (lhs: SignalConnection, rhs: SignalConnection) -> Bool { lhs === rhs }

  /// Hashes the connection's identity.
  public nonisolated func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

  isolated deinit {
    cancel()
    g_weak_ref_clear(instance)
    instance.deinitialize(count: 1)
    instance.deallocate()
  }
}
