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

  /// Runs `handler` each time the widget emits `signal`: the escape hatch
  /// for the GTK signals GtkKit does not wrap, used with `widgetPointer`
  /// (the handler reads what changed from the widget itself). Only signals
  /// that return nothing qualify. For an unknown signal, or one that must
  /// return a value, nothing is connected: one warning is logged and the
  /// connection's `isConnected` is false.
  ///
  /// ```swift
  /// let spin = Widget(wrapping: gtk_spin_button_new_with_range(0, 10, 1))
  /// spin?.onSignal("value-changed") { print("changed") }.store(in: &connections)
  /// ```
  public func onSignal(_ signal: String, _ handler: @escaping @MainActor () -> Void) -> SignalConnection {
    guard signalReturnsNothing(signal, argumentCount: nil) else { return SignalConnection(gtkWidget, handlerID: 0) }
    return connection(signal, handler)
  }

  /// Runs `handler` with the signal's one argument, a GObject such as the
  /// row of a GtkListBox's `row-selected` (nil when the signal passes
  /// none), each time the widget emits `signal`. The same escape hatch and
  /// the same checks as `onSignal(_:_:)`; a signal whose arguments are not
  /// exactly one object is not connected either.
  public func onSignal(
    _ signal: String, _ handler: @escaping @MainActor (_ object: UnsafeMutableRawPointer?) -> Void
  ) -> SignalConnection {
    guard signalReturnsNothing(signal, argumentCount: 1) else { return SignalConnection(gtkWidget, handlerID: 0) }
    return SignalConnection(gtkWidget, handlerID: Signals.connectPointer(gtkWidget, signal, handler))
  }

  /// Whether `signal` exists on this widget, returns nothing and (when
  /// `argumentCount` is 1) takes one object; warns once when not.
  private func signalReturnsNothing(_ signal: String, argumentCount: Int?) -> Bool {
    var signalID: guint = 0
    var detail: GQuark = 0
    var query = GSignalQuery()
    if g_signal_parse_name(signal, pg_type_of(reference.pointer), &signalID, &detail, 0) != 0 {
      g_signal_query(signalID, &query)
    }
    var fits = signalID != 0 && query.return_type == pg_type_none()
    if fits, argumentCount == 1 {
      fits = query.n_params == 1 && g_type_is_a(query.param_types[0], pg_type_object()) != 0
    }
    if !fits {
      let shape = argumentCount == 1 ? "that passes one object and returns nothing" : "that returns nothing"
      Diagnostics.warnOnce(
        key: "signal:\(typeName):\(signal)",
        "\(typeName) has no signal \"\(signal)\" \(shape); the handler is not connected")
    }
    return fits
  }
}
