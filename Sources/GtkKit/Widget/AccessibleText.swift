package import CGtk

/// Accessible names for widgets that have no visible label of their own.
///
/// GTK's `gtk_accessible_update_property` is variadic, which Swift cannot
/// call; this goes through the GValue-array form instead.
@MainActor
package enum AccessibleText {
  /// Creates a widget of `type` with the accessible `role` (construct-only
  /// in GTK). Returns a floating reference, like the `gtk_*_new`
  /// constructors.
  package static func makeWidget(type: GType, role: GtkAccessibleRole) -> UnsafeMutablePointer<GtkWidget>? {
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

  /// Sets the name a screen reader reads for a widget.
  package static func setLabel(_ widget: some GObjectPointer, _ label: String) {
    set(widget, GTK_ACCESSIBLE_PROPERTY_LABEL, label)
  }

  /// Sets the description a screen reader reads after a widget's name.
  package static func setDescription(_ widget: some GObjectPointer, _ description: String) {
    set(widget, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, description)
  }

  private static func set(_ widget: some GObjectPointer, _ property: GtkAccessibleProperty, _ text: String) {
    var value = GValue()
    g_value_init(&value, pg_type_string())
    g_value_set_string(&value, text)
    var properties = [property]
    withUnsafeMutablePointer(to: &value) { valuePointer in
      gtk_accessible_update_property_value(gcast(widget), 1, &properties, valuePointer)
    }
    g_value_unset(&value)
  }
}
