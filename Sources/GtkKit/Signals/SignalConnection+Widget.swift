internal import CGtk

extension SignalConnection {
  /// Keeps the connection on `widget` until the widget is destroyed, for a
  /// handler that should run as long as the widget lives and has no other
  /// owner to be stored in: widgets built and returned by a function.
  ///
  /// ```swift
  /// func makeReloadButton(_ reload: @escaping @MainActor () -> Void) -> Button {
  ///   let button = Button(label: "Reload")
  ///   button.onClicked(reload).store(on: button)
  ///   return button
  /// }
  /// ```
  ///
  /// The handler must not capture `widget`'s wrapper strongly: the widget
  /// would then keep itself alive.
  public func store(on widget: Widget) {
    KeptConnections.on(widget).connections.append(self)
  }
}

/// The connections kept on one widget, released with the widget's data when
/// it is finalized.
@MainActor
private final class KeptConnections {
  var connections: [SignalConnection] = []

  private static let key = "placeholders-kept-connections"

  /// The widget's collection, made the first time it is asked for.
  static func on(_ widget: Widget) -> KeptConnections {
    if let data = g_object_get_data(widget.reference.pointer, key) {
      return Unmanaged<KeptConnections>.fromOpaque(data).takeUnretainedValue()
    }
    let kept = KeptConnections()
    // GLib calls the destroy-notify when it drops the widget's data (on
    // finalization, on the main thread, where each connection's isolated
    // deinit runs at once). Written inline: a global of this C function
    // type crashes swift-symbolgraph-extract 6.3 (make docs).
    g_object_set_data_full(widget.reference.pointer, key, Unmanaged.passRetained(kept).toOpaque()) { data in
      guard let data else { return }
      Unmanaged<KeptConnections>.fromOpaque(data).release()
    }
    return kept
  }
}
