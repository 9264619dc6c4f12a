internal import CGtk

/// A GtkCheckButton: a check box with a label, or a radio button when it
/// joins a group.
@MainActor
public final class CheckButton: Widget {
  /// A check box labelled `label`.
  public init(label: String, isActive: Bool = false) {
    super.init(taking: gtk_check_button_new_with_label(label))
    self.isActive = isActive
  }

  /// Whether the box is checked.
  public var isActive: Bool {
    get { gtk_check_button_get_active(gcast(gtkWidget)) != 0 }
    set { gtk_check_button_set_active(gcast(gtkWidget), newValue ? 1 : 0) }
  }

  /// The label.
  public var label: String? {
    get { gtk_check_button_get_label(gcast(gtkWidget)).map { String(cString: $0) } }
    set { gtk_check_button_set_label(gcast(gtkWidget), newValue) }
  }

  /// Makes this check button a radio button of `group`'s group: one of them
  /// at a time is checked.
  public func join(group: CheckButton) {
    gtk_check_button_set_group(gcast(gtkWidget), gcast(group.gtkWidget))
  }

  /// Runs `handler` with the new state each time the box is checked or
  /// unchecked, by the user or by code.
  public func onToggled(_ handler: @escaping @MainActor (Bool) -> Void) -> SignalConnection {
    let button = gtkWidget
    return connection("toggled") { handler(gtk_check_button_get_active(gcast(button)) != 0) }
  }
}
