import GtkKit
import PlaceholderGtk

/// A labelled switch whose state the page can also set: `makeSwitch` from
/// DemoStyle, plus `isOn`, because choosing an item on the Page States page
/// puts that item's own defaults (touch, scroll) on the switches.
@MainActor
final class GallerySwitch {
  /// The label and the switch, side by side.
  let widget: Box
  /// Called when the user flips the switch.
  var changeHandler: (@MainActor (Bool) -> Void)?
  let toggle: Switch
  private var isSyncing = false
  private var connections: [SignalConnection] = []

  /// Creates the switch; `tooltip` says what it does.
  init(_ title: String, isOn: Bool, tooltip: String? = nil) {
    widget = Box(orientation: .horizontal, spacing: 6)
    let label = Label(title)
    widget.append(label)
    label.wraps = true
    label.xAlign = 0
    toggle = Switch(isOn: isOn)
    toggle.verticalAlignment = .center
    toggle.setAccessibleLabel(title)
    if let tooltip { widget.tooltip = tooltip }
    widget.append(toggle)
    toggle.onToggled { [weak self] _ in self?.changed() }.store(in: &connections)
  }

  /// Whether the switch is on. Setting it does not call `changeHandler`.
  var isOn: Bool {
    get { toggle.isOn }
    set {
      guard newValue != isOn else { return }
      isSyncing = true
      defer { isSyncing = false }
      toggle.isOn = newValue
    }
  }

  private func changed() {
    guard !isSyncing else { return }
    changeHandler?(isOn)
  }
}
