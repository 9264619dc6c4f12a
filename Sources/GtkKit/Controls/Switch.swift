internal import CGtk

/// A GtkSwitch: on or off.
@MainActor
public final class Switch: Widget {
  /// A switch, off unless `isOn`, centred vertically in its row.
  public init(isOn: Bool = false) {
    super.init(taking: gtk_switch_new())
    self.isOn = isOn
    verticalAlignment = .center
  }

  /// Whether the switch is on.
  public var isOn: Bool {
    get { gtk_switch_get_active(gcast(gtkWidget)) != 0 }
    set {
      guard newValue != isOn else { return }
      gtk_switch_set_active(gcast(gtkWidget), newValue ? 1 : 0)
    }
  }

  /// Runs `handler` with the new state each time the switch is turned on or
  /// off, by the user or by code.
  public func onToggled(_ handler: @escaping @MainActor (Bool) -> Void) -> SignalConnection {
    let toggle = gtkWidget
    return notification(of: "active") { handler(gtk_switch_get_active(gcast(toggle)) != 0) }
  }
}
