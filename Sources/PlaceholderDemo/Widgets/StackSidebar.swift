import CGtk
import GtkKit

// Outside GtkKit's scope (see CWidgets.swift and GtkKit's landing page):
// GtkStackSidebar: the demo's list of pages; the examples are one-window
// apps without a sidebar.

/// A GtkStackSidebar: the list of a ``Stack``'s pages, by title.
@MainActor
final class StackSidebar {
  /// The GTK widget, to put in a container.
  let widget: Widget

  /// A sidebar for `stack`.
  init(stack: Stack) {
    widget = Widget.adopting(gtk_stack_sidebar_new())
    gtk_stack_sidebar_set_stack(widget.opaquePointer, stack.opaquePointer)
  }
}
