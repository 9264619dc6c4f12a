package import CGtk
internal import GtkKit
internal import PlaceholderGtk

/// The one walk over GTK's widget tree that the tests share: every
/// descendant of a widget, depth first, in the order GTK lays them out.
@MainActor
package enum WidgetTree {
  /// Every descendant of `root` (not `root` itself), parents before their
  /// children. A widget for which `skipping` is true is left out with
  /// everything under it.
  package static func descendants(
    of root: UnsafeMutablePointer<GtkWidget>, skipping: (UnsafeMutablePointer<GtkWidget>) -> Bool = { _ in false }
  ) -> [UnsafeMutablePointer<GtkWidget>] {
    var found: [UnsafeMutablePointer<GtkWidget>] = []
    func walk(_ node: UnsafeMutablePointer<GtkWidget>) {
      var child = gtk_widget_get_first_child(node)
      while let current = child {
        if !skipping(current) {
          found.append(current)
          walk(current)
        }
        child = gtk_widget_get_next_sibling(current)
      }
    }
    walk(root)
    return found
  }

  /// The descendants of `root` of a GType (and its subtypes).
  package static func descendants(
    of root: UnsafeMutablePointer<GtkWidget>, type: GType,
    skipping: (UnsafeMutablePointer<GtkWidget>) -> Bool = { _ in false }
  ) -> [UnsafeMutablePointer<GtkWidget>] {
    descendants(of: root, skipping: skipping).filter { pg_is_instance_of($0, type) != 0 }
  }

  /// Whether a widget is hidden (its own visibility).
  package static func isHidden(_ widget: UnsafeMutablePointer<GtkWidget>) -> Bool {
    gtk_widget_get_visible(widget) == 0
  }

  /// Whether a widget is off screen (not mapped).
  package static func isUnmapped(_ widget: UnsafeMutablePointer<GtkWidget>) -> Bool {
    gtk_widget_get_mapped(widget) == 0
  }

  /// The text of every label under `root` that is on screen (mapped).
  package static func mappedLabelTexts(under root: UnsafeMutablePointer<GtkWidget>) -> [String] {
    descendants(of: root, type: gtk_label_get_type(), skipping: isUnmapped)
      .map { String(cString: gtk_label_get_text(gcast($0))) }
  }

  /// The non-empty text of every label under `root` that is not hidden, nor
  /// inside a hidden widget, in tree order.
  package static func visibleTexts(under root: UnsafeMutablePointer<GtkWidget>) -> [String] {
    descendants(of: root, type: gtk_label_get_type(), skipping: isHidden)
      .map { String(cString: gtk_label_get_text(gcast($0))) }
      .filter { !$0.isEmpty }
  }

  /// The buttons under `root`.
  package static func buttons(under root: UnsafeMutablePointer<GtkWidget>) -> [UnsafeMutablePointer<GtkWidget>] {
    descendants(of: root, type: gtk_button_get_type())
  }

  /// The first mapped button under `root` whose label is `title`.
  package static func firstButton(labelled title: String, under root: UnsafeMutablePointer<GtkWidget>)
    -> UnsafeMutablePointer<GtkWidget>?
  {
    descendants(of: root, type: gtk_button_get_type(), skipping: isUnmapped).first { button in
      gtk_button_get_label(gcast(button)).map { String(cString: $0) } == title
    }
  }
}
