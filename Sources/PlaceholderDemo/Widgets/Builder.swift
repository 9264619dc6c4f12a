import CGtk
import GtkKit

// Outside GtkKit's scope (see CWidgets.swift and GtkKit's landing page):
// GtkBuilder: GtkKit's widgets are made in Swift; the demo only needs it to
// load its GtkShortcutsWindow from XML, which no example has.

/// Why a GtkBuilder description could not be loaded.
struct BuilderError: Error, Equatable, CustomStringConvertible {
  /// GTK's message.
  var message: String

  /// A one-line explanation.
  var description: String { "cannot load the interface description: \(message)" }
}

/// Widgets described in GtkBuilder XML (`.ui` files), as Glade and
/// Cambalache write them.
@MainActor
final class Builder {
  /// The GtkBuilder, owned by this wrapper.
  private let builder: OpaquePointer

  /// Loads an interface description; a malformed one is an error.
  init(xml: String) throws(BuilderError) {
    builder = gtk_builder_new()
    var error: UnsafeMutablePointer<GError>?
    defer { g_clear_error(&error) }
    guard gtk_builder_add_from_string(builder, xml, -1, &error) != 0 else {
      throw BuilderError(message: error.map { String(cString: $0.pointee.message) } ?? "unknown error")
    }
  }

  isolated deinit { g_object_unref(UnsafeMutableRawPointer(builder)) }

  /// The widget with `id`, or nil if there is none (or it is not a widget).
  func widget(named id: String) -> Widget? {
    gtk_builder_get_object(builder, id).flatMap { Widget(wrapping: $0) }
  }

  /// The window with `id`, or nil if there is none (or it is not a window).
  func window(named id: String) -> BuiltWindow? {
    guard let object = gtk_builder_get_object(builder, id),
      pg_is_instance_of(object, gtk_window_get_type()) != 0, let window = Widget(wrapping: object)
    else { return nil }
    return BuiltWindow(widget: window)
  }
}

/// A toplevel window described in GtkBuilder XML (the shortcuts window).
@MainActor
struct BuiltWindow {
  /// The window.
  let widget: Widget

  /// The window it stays above.
  func setTransientParent(_ parent: Window) {
    gtk_window_set_transient_for(widget.cPointer(), parent.cPointer())
  }

  /// Shows the window and brings it to the front.
  func present() { gtk_window_present(widget.cPointer()) }

  /// Whether GTK still has the window: closing destroys it (GTK lets go of
  /// it; the wrapper's reference keeps only the object).
  var isOpen: Bool {
    guard let toplevels = gtk_window_list_toplevels() else { return false }
    defer { g_list_free(toplevels) }
    var node: UnsafeMutablePointer<GList>? = toplevels
    while let current = node {
      if current.pointee.data == widget.widgetPointer { return true }
      node = current.pointee.next
    }
    return false
  }
}
