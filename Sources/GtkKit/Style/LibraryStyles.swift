internal import CGtk

/// A library's own CSS on a display, where an app's is a `StyleSheet`:
/// the stylesheet of a kind of widget, installed the first time one is
/// made on a display and kept for the process.
@MainActor
package enum LibraryStyleSheet {
  /// The stylesheets installed, by name and display.
  private static var installed: [String: ObjectReference] = [:]

  /// Installs the stylesheet `css` makes under `name` on `display`, unless
  /// it is there already (`css` is not made again then).
  package static func installOnce(
    _ name: String, on display: OpaquePointer, priority: StyleSheet.Priority = .application, css: () -> String
  ) {
    let key = "\(name)@\(UInt(bitPattern: UnsafeRawPointer(display)))"
    guard installed[key] == nil, let provider = gtk_css_provider_new() else { return }
    pg_css_provider_load(provider, css())
    gtk_style_context_add_provider_for_display(display, gcast(provider), priority.gtk)
    installed[key] = ObjectReference(taking: provider)
  }
}

/// Rules a library adds to one display and takes away by name, each in a
/// small provider of its own: the values one widget has that a class in
/// the stylesheet cannot say (a fade duration, a colour), shared by every
/// widget that has the same.
@MainActor
package final class DisplayStyleRules {
  private var providers: [String: ObjectReference] = [:]
  private let display: OpaquePointer
  private let priority: StyleSheet.Priority

  /// Rules on `display`, above (`priority`) the stylesheets they refine.
  package init(display: OpaquePointer, priority: StyleSheet.Priority = .aboveApplication) {
    self.display = display
    self.priority = priority
  }

  /// How many rules the display has now.
  package var count: Int { providers.count }

  /// Adds the rule `css` as `name`, in place of one of that name.
  package func add(_ name: String, css: String) {
    remove(name)
    guard let provider = gtk_css_provider_new() else { return }
    pg_css_provider_load(provider, css)
    gtk_style_context_add_provider_for_display(display, gcast(provider), priority.gtk)
    providers[name] = ObjectReference(taking: provider)
  }

  /// Removes the rule `name`, if there is one.
  package func remove(_ name: String) {
    guard let provider = providers.removeValue(forKey: name) else { return }
    gtk_style_context_remove_provider_for_display(display, gcast(provider.pointer))
  }
}
