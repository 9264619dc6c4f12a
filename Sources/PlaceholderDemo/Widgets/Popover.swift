import CGtk
import GtkKit

// Outside GtkKit's scope (see CWidgets.swift and GtkKit's landing page):
// GtkPopover, for the simulated network's controls (GtkKit's MenuButton
// opens it; no example needs a popover of its own).

/// A GtkPopover: a bubble that points at the widget that opened it.
@MainActor
final class Popover {
  /// The GTK widget, to put in a container.
  let widget: Widget

  /// An empty popover.
  init(child: Widget? = nil) {
    widget = Widget.adopting(gtk_popover_new())
    if let child { self.child = child }
  }

  /// The popover's content.
  var child: Widget? {
    get { gtk_popover_get_child(widget.cPointer()).flatMap { Widget(wrapping: $0) } }
    set { gtk_popover_set_child(widget.cPointer(), newValue?.cPointer()) }
  }

  /// Opens the popover.
  func popup() { gtk_popover_popup(widget.cPointer()) }

  /// Closes the popover.
  func popdown() { gtk_popover_popdown(widget.cPointer()) }

  /// Runs `handler` each time the popover opens: the place to build content
  /// that nothing needs before.
  func onShow(_ handler: @escaping @MainActor () -> Void) -> SignalConnection {
    widget.onSignal("show", handler)
  }
}
