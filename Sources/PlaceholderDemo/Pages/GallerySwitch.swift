import CGtk
import PlaceholderGtk

/// A labelled switch whose state the page can also set: `makeSwitch` from
/// DemoStyle, plus `isOn`, because choosing an item on the Page States page
/// puts that item's own defaults (touch, scroll) on the switches.
@MainActor
final class GallerySwitch {
  /// The label and the switch, side by side.
  let widget: Box
  /// Called when the user flips the switch.
  var onChange: (@MainActor (Bool) -> Void)?
  let toggle: Widget
  private var isSyncing = false

  /// Creates the switch; `tooltip` says what it does.
  init(_ title: String, isOn: Bool, tooltip: String? = nil) {
    widget = Box(orientation: .horizontal, spacing: 6)
    let label = Label(title)
    widget.append(label)
    toggle = Widget(taking: gtk_switch_new())
    gtk_switch_set_active(gcast(toggle.gtkWidget), isOn ? 1 : 0)
    gtk_widget_set_valign(toggle.gtkWidget, GTK_ALIGN_CENTER)
    AccessibleText.setLabel(toggle.gtkWidget, title)
    if let tooltip {
      gtk_widget_set_tooltip_text(widget.gtkWidget, tooltip)
    }
    widget.append(toggle)
    Signals.connectPointer(toggle.gtkWidget, "notify::active") { [weak self] _ in self?.changed() }
  }

  /// Whether the switch is on. Setting it does not call `onChange`.
  var isOn: Bool {
    get { gtk_switch_get_active(gcast(toggle.gtkWidget)) != 0 }
    set {
      guard newValue != isOn else { return }
      isSyncing = true
      defer { isSyncing = false }
      gtk_switch_set_active(gcast(toggle.gtkWidget), newValue ? 1 : 0)
    }
  }

  private func changed() {
    guard !isSyncing else { return }
    onChange?(isOn)
  }
}
