import CGtk
import GtkKit

// Outside GtkKit's scope (see CWidgets.swift and GtkKit's landing page):
// GtkSpinButton: the demo's latency setting in the network popover; no list
// screen of an example needs a number entry.

/// A GtkSpinButton: a number the user types or steps.
@MainActor
final class SpinButton {
  /// The GTK widget, to put in a container.
  let widget: Widget

  /// A spin button from `range`, stepping by `step`.
  init(range: ClosedRange<Double>, step: Double, value: Double? = nil) {
    widget = Widget.adopting(gtk_spin_button_new_with_range(range.lowerBound, range.upperBound, step))
    if let value { self.value = value }
  }

  /// The number shown.
  var value: Double {
    get { gtk_spin_button_get_value(widget.opaquePointer) }
    set { gtk_spin_button_set_value(widget.opaquePointer, newValue) }
  }

  /// Runs `handler` with the new value each time it changes.
  func onValueChanged(_ handler: @escaping @MainActor (Double) -> Void) -> SignalConnection {
    let spin = widget.opaquePointer
    return widget.onSignal("value-changed") { handler(gtk_spin_button_get_value(spin)) }
  }
}
