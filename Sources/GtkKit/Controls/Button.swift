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
