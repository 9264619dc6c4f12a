package import CGtk

/// A GtkButton: a label or an icon that does something when clicked.
///
/// ```swift
/// let retry = Button(label: "Retry")
/// retry.addStyle(.suggestedAction)
/// retry.onClicked { model.reload() }.store(in: &connections)
/// ```
@MainActor
public class Button: Widget {
  /// A button showing `label`. With `mnemonic`, an underscore marks the
  /// letter that Alt+letter presses ("_Retry").
  public init(label: String, mnemonic: Bool = false) {
    let button = mnemonic ? gtk_button_new_with_mnemonic(label) : gtk_button_new_with_label(label)
    super.init(taking: button ?? gtk_button_new())
    // GTK 4.8 names a mnemonic button by its raw label as well as its text:
    // name it once, without the underscore.
    if mnemonic { setAccessibleLabel(Self.removingMnemonic(label)) }
  }

  /// A button showing a themed icon, with the name a screen reader says and
  /// the tooltip a mouse user sees.
  public init(iconName: String, accessibleLabel: String) {
    super.init(taking: gtk_button_new_from_icon_name(iconName))
    setAccessibleLabel(accessibleLabel)
    tooltip = accessibleLabel
  }

  package override init(taking widget: UnsafeMutablePointer<GtkWidget>) {
    super.init(taking: widget)
  }

  /// The text shown, if the button shows text.
  public var label: String? {
    get { gtk_button_get_label(gcast(gtkWidget)).map { String(cString: $0) } }
    set { gtk_button_set_label(gcast(gtkWidget), newValue) }
  }

  /// The themed icon shown instead of a label, if any.
  public var iconName: String? {
    get { gtk_button_get_icon_name(gcast(gtkWidget)).map { String(cString: $0) } }
    set { gtk_button_set_icon_name(gcast(gtkWidget), newValue) }
  }

  /// Whether the button has a frame (false: flat).
  public var hasFrame: Bool {
    get { gtk_button_get_has_frame(gcast(gtkWidget)) != 0 }
    set { gtk_button_set_has_frame(gcast(gtkWidget), newValue ? 1 : 0) }
  }

  /// The action the button activates, such as `"win.refresh"` or
  /// `"app.quit"` (see ``ApplicationWindow/addAction(_:accelerators:_:)``); nil for none.
  public var actionName: String? {
    get { gtk_actionable_get_action_name(gcast(gtkWidget)).map { String(cString: $0) } }
    set { gtk_actionable_set_action_name(gcast(gtkWidget), newValue) }
  }

  /// Runs `handler` when the button is clicked, by mouse, touch or keyboard.
  public func onClicked(_ handler: @escaping @MainActor () -> Void) -> SignalConnection {
    connection("clicked", handler)
  }

  /// Clicks the button from code: its handlers and its action run before
  /// this returns (a disabled button does nothing).
  public func click() {
    guard gtk_widget_is_sensitive(gtkWidget) != 0 else { return }
    Signals.emit(gtkWidget, "clicked")
  }

  /// A label without its mnemonic underscores: "_Reload" → "Reload",
  /// "a__b" → "a_b".
  package static func removingMnemonic(_ label: String) -> String {
    var result = ""
    var previousWasUnderscore = false
    for character in label {
      if character == "_" && !previousWasUnderscore {
        previousWasUnderscore = true
        continue
      }
      previousWasUnderscore = false
      result.append(character)
    }
    return result
  }
}

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

/// A GtkSpinButton: a number the user types or steps.
@MainActor
public final class SpinButton: Widget {
  /// A spin button from `range`, stepping by `step`.
  public init(range: ClosedRange<Double>, step: Double, value: Double? = nil) {
    super.init(taking: gtk_spin_button_new_with_range(range.lowerBound, range.upperBound, step))
    if let value { self.value = value }
  }

  /// The number shown.
  public var value: Double {
    get { gtk_spin_button_get_value(gcast(gtkWidget)) }
    set { gtk_spin_button_set_value(gcast(gtkWidget), newValue) }
  }

  /// Runs `handler` with the new value each time it changes.
  public func onValueChanged(_ handler: @escaping @MainActor (Double) -> Void) -> SignalConnection {
    let spin = gtkWidget
    return connection("value-changed") { handler(gtk_spin_button_get_value(gcast(spin))) }
  }
}
