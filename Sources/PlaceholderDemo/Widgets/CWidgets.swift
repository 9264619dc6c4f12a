import CGtk
import GtkKit

// The demo's own wrappers, in this folder, are for widgets outside GtkKit's
// scope (its landing page: only what the library or an example app needs).
// They are made with GTK's C API and held through GtkKit's public escape
// hatch (`Widget(wrapping:)`, `widgetPointer`, `onSignal`), like any app's
// own wrapper would be: this folder is the demo's only contact with C.

extension Widget {
  /// Wraps a widget just made by a `gtk_*_new` constructor. GTK's
  /// constructors always return a widget; the empty box only keeps this
  /// total.
  static func adopting(_ widget: UnsafeMutablePointer<GtkWidget>?) -> Widget {
    widget.flatMap { Widget(wrapping: $0) } ?? Box(orientation: .horizontal, spacing: 0)
  }

  /// The widget as a pointer to a GTK type, for the C calls the demo makes.
  func cPointer<T>(_: T.Type = T.self) -> UnsafeMutablePointer<T> {
    widgetPointer.assumingMemoryBound(to: T.self)
  }
}
