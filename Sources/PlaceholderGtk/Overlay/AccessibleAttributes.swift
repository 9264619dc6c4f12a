internal import CGtk
import GtkKit

/// Accessible roles, properties, relations and states from Swift.
///
/// The GTK calls that set them (`gtk_accessible_update_property` and
/// friends) are variadic, which Swift cannot call; their `_value` forms take
/// arrays of GValue, built here. The role is construct-only, so widgets that
/// need one are created with `g_object_new_with_properties`.
@MainActor
enum AccessibleAttributes {
  /// Creates a widget of `type` with the accessible `role`. Returns a
  /// floating reference, like the `gtk_*_new` constructors.
  static func makeWidget(type: GType, role: GtkAccessibleRole) -> UnsafeMutablePointer<GtkWidget>? {
    var value = GValue()
    g_value_init(&value, gtk_accessible_role_get_type())
    g_value_set_enum(&value, Int32(role.rawValue))
    defer { g_value_unset(&value) }
    return withCStringArray(["accessible-role"]) { names in
      guard let object = g_object_new_with_properties(type, 1, UnsafeMutablePointer(mutating: names), &value) else {
        return nil
      }
      return gcast(object)
    }
  }

  /// Sets string properties (label, description…); nil resets the property.
  /// A description is also kept on the widget (GTK 4.8 cannot read it
  /// back), for the announcer of older GTK to put back (`ownDescription`).
  static func setStrings(
    _ widget: UnsafeMutablePointer<GtkWidget>, _ properties: [(GtkAccessibleProperty, String?)]
  ) {
    for (property, text) in properties where property == GTK_ACCESSIBLE_PROPERTY_DESCRIPTION {
      keepOwnDescription(text, on: widget)
    }
    setStringsUnkept(widget, properties)
  }

  /// Sets string properties without keeping the description: an
  /// announcement passing through a widget's description.
  static func setStringsUnkept(
    _ widget: UnsafeMutablePointer<GtkWidget>, _ properties: [(GtkAccessibleProperty, String?)]
  ) {
    let set = properties.compactMap { property, text in text.map { (property, $0) } }
    for (property, text) in properties where text == nil {
      gtk_accessible_reset_property(gcast(widget), property)
    }
    guard !set.isEmpty else { return }
    var names = set.map(\.0)
    var values = [GValue](repeating: GValue(), count: set.count)
    for index in set.indices {
      g_value_init(&values[index], pg_type_string())
      g_value_set_string(&values[index], set[index].1)
    }
    gtk_accessible_update_property_value(gcast(widget), Int32(set.count), &names, &values)
    for index in values.indices { g_value_unset(&values[index]) }
  }

  /// The description the library last gave `widget` (not an
  /// announcement's), if any.
  static func ownDescription(of widget: UnsafeMutablePointer<GtkWidget>) -> String? {
    guard let text = g_object_get_data(gcast(widget), ownDescriptionKey) else { return nil }
    return String(cString: text.assumingMemoryBound(to: CChar.self))
  }

  private static let ownDescriptionKey = "placeholders-own-description"

  private static func keepOwnDescription(_ text: String?, on widget: UnsafeMutablePointer<GtkWidget>) {
    // GLib owns the copy and frees it with the widget, or when replaced.
    g_object_set_data_full(gcast(widget), ownDescriptionKey, text.flatMap { strdup($0) }, { free($0) })
  }

  /// Sets the name screen readers say (nil: none of ours).
  static func setLabel(_ widget: UnsafeMutablePointer<GtkWidget>, _ label: String?) {
    setStrings(widget, [(GTK_ACCESSIBLE_PROPERTY_LABEL, label)])
  }

  /// Sets a reference relation (labelled-by, described-by…) to `targets`;
  /// an empty list resets it.
  static func setRelation(
    _ widget: UnsafeMutablePointer<GtkWidget>, _ relation: GtkAccessibleRelation,
    to targets: [UnsafeMutablePointer<GtkWidget>]
  ) {
    guard !targets.isEmpty else {
      gtk_accessible_reset_relation(gcast(widget), relation)
      return
    }
    // GTK 4.8 takes a reference list as a GList of GtkAccessible in a
    // pointer GValue, and takes ownership of the list (transfer full):
    // freeing it here would free it twice.
    var list: UnsafeMutablePointer<GList>?
    for target in targets { list = g_list_append(list, UnsafeMutableRawPointer(target)) }
    var relations = [relation]
    var value = GValue()
    g_value_init(&value, pg_type_pointer())
    g_value_set_pointer(&value, UnsafeMutableRawPointer(list))
    gtk_accessible_update_relation_value(gcast(widget), 1, &relations, &value)
    g_value_unset(&value)
  }

  /// Sets a boolean state (busy, hidden, selected…).
  static func setState(_ widget: UnsafeMutablePointer<GtkWidget>, _ state: GtkAccessibleState, _ on: Bool) {
    var states = [state]
    var value = GValue()
    // A state that may also be "undefined" (selected, expanded) is read
    // from an int, the others from a boolean: the wrong type is a critical.
    if state == GTK_ACCESSIBLE_STATE_SELECTED || state == GTK_ACCESSIBLE_STATE_EXPANDED {
      g_value_init(&value, pg_type_int())
      g_value_set_int(&value, on ? 1 : 0)
    } else {
      g_value_init(&value, pg_type_boolean())
      g_value_set_boolean(&value, on ? 1 : 0)
    }
    gtk_accessible_update_state_value(gcast(widget), 1, &states, &value)
    g_value_unset(&value)
  }

  /// The widget's accessible role.
  static func role(of widget: UnsafeMutablePointer<GtkWidget>) -> GtkAccessibleRole {
    gtk_accessible_get_accessible_role(gcast(widget))
  }
}
