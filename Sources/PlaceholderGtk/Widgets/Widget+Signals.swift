internal import CGtk

extension Widget {
  /// Connects a handler without arguments to one of this widget's signals.
  package func connection(_ signal: String, _ handler: @escaping @MainActor () -> Void) -> SignalConnection {
    SignalConnection(gtkWidget, handlerID: Signals.connect(gtkWidget, signal, handler))
  }

  /// Connects a handler to a property's change notification.
  package func notification(of property: String, _ handler: @escaping @MainActor () -> Void) -> SignalConnection {
    SignalConnection(
      gtkWidget, handlerID: Signals.connectPointer(gtkWidget, "notify::\(property)") { _ in handler() })
  }

  /// Runs `handler` each time the widget comes on screen (is mapped).
  public func onMap(_ handler: @escaping @MainActor () -> Void) -> SignalConnection {
    connection("map", handler)
  }

  /// Runs `handler` each time the widget leaves the screen (is unmapped).
  public func onUnmap(_ handler: @escaping @MainActor () -> Void) -> SignalConnection {
    connection("unmap", handler)
  }
}
