internal import CGtk

/// A library's own CSS on a display, where an app's is a `StyleSheet`:
/// the stylesheet of a kind of widget, installed the first time one is
/// made on a display and kept for the process.
///
/// The stylesheets of one display and priority share one provider: GTK asks
/// every provider of a display for every widget whose style it works out,
/// so each provider more costs on every row a list makes (BENCHMARKS.md).
@MainActor
package enum LibraryStyleSheet {
  /// The class every widget a library stylesheet styles carries, and every
  /// rule of those stylesheets names in its last part
  /// (`.placeholder-title.placeholders-styled`). GTK sorts a stylesheet's
  /// rules into a tree by the parts they test first and tests each branch
  /// against every widget it styles: with this class common to all, a
  /// widget without it (a row, a label of the app's) costs one test, not
  /// one per library class (0.5 M instructions of a million-row table's
  /// first frame on GTK 4.24). Specificity only ranks rules within one
  /// stylesheet, so an app's own rules on the library's classes win as
  /// before (by priority, or by coming later).
  nonisolated package static let styledClass = "placeholders-styled"

  /// The shared provider of a display and priority, with the names and
  /// text of the stylesheets it holds.
  private struct Shared {
    let provider: ObjectReference
    var names: Set<String>
    var css: String
  }
  /// A display and a priority: what one shared provider serves. A value,
  /// not a string made from them: widgets made on a list's hot path (a
  /// description cell per row) ask for their stylesheet as they are made.
  private struct Key: Hashable {
    let display: OpaquePointer
    let priority: guint
  }
  private static var shared: [Key: Shared] = [:]

  /// Installs the stylesheet `css` makes under `name` on `display`, unless
  /// it is there already (`css` is not made again then).
  package static func installOnce(
    _ name: String, on display: OpaquePointer, priority: StyleSheet.Priority = .application, css: () -> String
  ) {
    let key = Key(display: display, priority: priority.gtk)
    if var entry = shared[key] {
      guard !entry.names.contains(name) else { return }
      entry.names.insert(name)
      entry.css += "\n" + css()
      pg_css_provider_load(entry.provider.cast(), entry.css)
      shared[key] = entry
      return
    }
    guard let provider = gtk_css_provider_new() else { return }
    let text = css()
    pg_css_provider_load(provider, text)
    gtk_style_context_add_provider_for_display(display, gcast(provider), priority.gtk)
    shared[key] = Shared(provider: ObjectReference(taking: provider), names: [name], css: text)
  }

  /// The names of the stylesheets installed on `display`, at any priority.
  package static func installedNames(on display: OpaquePointer) -> Set<String> {
    shared.filter { $0.key.display == display }.reduce(into: []) { $0.formUnion($1.value.names) }
  }

  /// Removes every stylesheet from every display, for tests that start
  /// from none; the next widget that needs one installs it again.
  package static func uninstallAll() {
    for (key, entry) in shared {
      gtk_style_context_remove_provider_for_display(key.display, gcast(entry.provider.pointer))
    }
    shared = [:]
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

extension Widget {
  /// Adds a library stylesheet's class, with the class its rules all name
  /// (`LibraryStyleSheet.styledClass`).
  package func addLibraryCSSClass(_ name: String) {
    addCSSClass(LibraryStyleSheet.styledClass)
    addCSSClass(name)
  }
}
