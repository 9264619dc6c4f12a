package import CGtk

/// A GtkToggleButton: a button that stays pressed until pressed again.
@MainActor
public class ToggleButton: Button {
  /// A toggle button showing `label`.
  public init(label: String, isActive: Bool = false) {
    super.init(taking: gtk_toggle_button_new_with_label(label))
    self.isActive = isActive
  }

  package override init(taking widget: UnsafeMutablePointer<GtkWidget>) {
    super.init(taking: widget)
  }

  /// Whether the button is pressed in.
  public var isActive: Bool {
    get { gtk_toggle_button_get_active(gcast(gtkWidget)) != 0 }
    set { gtk_toggle_button_set_active(gcast(gtkWidget), newValue ? 1 : 0) }
  }

  /// Makes this button one of a group in which one button at a time is
  /// pressed (radio behaviour).
  public func join(group: ToggleButton) {
    gtk_toggle_button_set_group(gcast(gtkWidget), gcast(group.gtkWidget))
  }

  /// Runs `handler` with the new state each time the button is pressed in or
  /// let out, by the user or by code.
  public func onToggled(_ handler: @escaping @MainActor (Bool) -> Void) -> SignalConnection {
    // The handler outlives this wrapper (GTK owns it): read the widget, not self.
    let button = gtkWidget
    return connection("toggled") { handler(gtk_toggle_button_get_active(gcast(button)) != 0) }
  }
}
