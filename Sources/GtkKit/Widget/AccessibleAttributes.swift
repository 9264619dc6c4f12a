package import CGtk

/// Accessible roles, properties, relations and states from Swift.
///
/// The GTK calls that set them (`gtk_accessible_update_property` and
/// friends) are variadic, which Swift cannot call; their `_value` forms take
/// arrays of GValue, built here. The role is construct-only, so widgets that
/// need one are created with `g_object_new_with_properties`.
@MainActor
package enum AccessibleAttributes {
  /// Creates a widget of `type` with the accessible `role`. Returns a
  /// floating reference, like the `gtk_*_new` constructors.
  package static func makeWidget(type: GType, role: GtkAccessibleRole) -> UnsafeMutablePointer<GtkWidget>? {
    AccessibleText.makeWidget(type: type, role: role)
  }

  /// Sets string properties (label, description…); nil resets the property.
  /// A description is also kept on the widget (GTK 4.8 cannot read it
  /// back), for the announcer of older GTK to put back (`ownDescription`).
  /// A description the widget has already is not set again: GTK 4.8
  /// reports every set as a change, and Orca speaks a focused widget's
  /// description change, so a placeholder's Retry would say its detail
  /// twice.
  package static func setStrings(
    _ widget: UnsafeMutablePointer<GtkWidget>, _ properties: [(GtkAccessibleProperty, String?)]
  ) {
    var changed = properties
    if let index = properties.firstIndex(where: { $0.0 == GTK_ACCESSIBLE_PROPERTY_DESCRIPTION }) {
      let text = properties[index].1
      if hasKeptDescription(widget), text == ownDescription(of: widget) {
        changed.remove(at: index)
      } else {
        connectToScreenReaders(widget)
        keepOwnDescription(text, on: widget)
      }
    }
    guard !changed.isEmpty else { return }
    setStringsUnkept(widget, changed)
  }

  /// Sets string properties without keeping the description: an
  /// announcement passing through a widget's description.
  package static func setStringsUnkept(
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
  package static func ownDescription(of widget: UnsafeMutablePointer<GtkWidget>) -> String? {
    guard let text = g_object_get_data(gcast(widget), ownDescriptionKey) else { return nil }
    return String(cString: text.assumingMemoryBound(to: CChar.self))
  }

  private static let ownDescriptionKey = "placeholders-own-description"

  /// Has GTK connect `widget` to the screen reader, so that its
  /// description reaches it when set, not when the widget is first
  /// focused. GTK keeps the changes of a widget it has not connected (its
  /// AT context is realized on the first focus) and sends them after the
  /// focus event: Orca, which read the description with the focus, then
  /// hears it changed on the focused widget and says it again ("Retry push
  /// button. The server did not answer. The server did not answer."). A
  /// change of focusability is the public call that connects it. Once per
  /// widget; one outside a window (no screen reader to connect to yet) is
  /// connected when first mapped, and its description sent again then
  /// (GTK sends the changes it kept with the next one).
  private static func connectToScreenReaders(_ widget: UnsafeMutablePointer<GtkWidget>) {
    guard g_object_get_data(gcast(widget), connectedKey) == nil else { return }
    g_object_set_data(gcast(widget), connectedKey, UnsafeMutableRawPointer(bitPattern: 1))
    guard gtk_widget_get_root(widget) == nil else {
      toggleFocusability(widget)
      return
    }
    let handler = Signals.connect(widget, "map") {
      let id = UInt(bitPattern: g_object_get_data(gcast(widget), connectOnMapKey))
      g_object_set_data(gcast(widget), connectOnMapKey, nil)
      Signals.disconnect(widget, id)
      toggleFocusability(widget)
      setStringsUnkept(widget, [(GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, ownDescription(of: widget))])
    }
    g_object_set_data(gcast(widget), connectOnMapKey, UnsafeMutableRawPointer(bitPattern: handler))
  }

  /// A focused widget is connected already (its focus did it), and would
  /// lose the focus to the toggle.
  private static func toggleFocusability(_ widget: UnsafeMutablePointer<GtkWidget>) {
    guard gtk_widget_is_focus(widget) == 0 else { return }
    let focusable = gtk_widget_get_focusable(widget)
    gtk_widget_set_focusable(widget, focusable == 0 ? 1 : 0)
    gtk_widget_set_focusable(widget, focusable)
  }

  /// Whether `setStrings` has set a description (or none) on `widget`.
  private static func hasKeptDescription(_ widget: UnsafeMutablePointer<GtkWidget>) -> Bool {
    g_object_get_data(gcast(widget), keptKey) != nil
  }

  private static let keptKey = "placeholders-description-kept"
  private static let connectedKey = "placeholders-screen-reader-connected"
  private static let connectOnMapKey = "placeholders-screen-reader-connect-on-map"

  private static func keepOwnDescription(_ text: String?, on widget: UnsafeMutablePointer<GtkWidget>) {
    g_object_set_data(gcast(widget), keptKey, UnsafeMutableRawPointer(bitPattern: 1))
    // GLib owns the copy and frees it with the widget, or when replaced.
    g_object_set_data_full(gcast(widget), ownDescriptionKey, text.flatMap { strdup($0) }, { free($0) })
  }

  /// Sets the name screen readers say (nil: none of ours).
  package static func setLabel(_ widget: UnsafeMutablePointer<GtkWidget>, _ label: String?) {
    setStrings(widget, [(GTK_ACCESSIBLE_PROPERTY_LABEL, label)])
  }

  /// Sets a reference relation (labelled-by, described-by…) to `targets`;
  /// an empty list resets it.
  package static func setRelation(
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
  package static func setState(_ widget: UnsafeMutablePointer<GtkWidget>, _ state: GtkAccessibleState, _ on: Bool) {
    if state == GTK_ACCESSIBLE_STATE_HIDDEN { keepHiddenWhenMapped(widget, on) }
    updateState(widget, state, on)
  }

  /// GTK 4.24 forgets a hidden state set on a widget before it is shown
  /// (set before it is in a window, or even when it is mapped): screen
  /// readers still read it and its children. So the last hidden state set
  /// is set again once each time the widget is mapped, when the main loop
  /// is next idle, after GTK has laid out and drawn it.
  private static func keepHiddenWhenMapped(_ widget: UnsafeMutablePointer<GtkWidget>, _ on: Bool) {
    g_object_set_data(gcast(widget), hiddenKey, UnsafeMutableRawPointer(bitPattern: on ? 2 : 1))
    guard g_object_get_data(gcast(widget), hiddenOnMapKey) == nil else { return }
    g_object_set_data(gcast(widget), hiddenOnMapKey, UnsafeMutableRawPointer(bitPattern: 1))
    _ = Signals.connect(widget, "map") {
      g_object_ref(gcast(widget))
      _ = MainLoopCallbacks.whenIdle {
        defer { g_object_unref(gcast(widget)) }
        guard gtk_widget_get_mapped(widget) != 0 else { return }
        let hidden = UInt(bitPattern: g_object_get_data(gcast(widget), hiddenKey)) == 2
        updateState(widget, GTK_ACCESSIBLE_STATE_HIDDEN, hidden)
      }
    }
  }

  private static let hiddenKey = "placeholders-accessible-hidden"
  private static let hiddenOnMapKey = "placeholders-accessible-hidden-on-map"

  private static func updateState(_ widget: UnsafeMutablePointer<GtkWidget>, _ state: GtkAccessibleState, _ on: Bool) {
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
  package static func role(of widget: UnsafeMutablePointer<GtkWidget>) -> GtkAccessibleRole {
    gtk_accessible_get_accessible_role(gcast(widget))
  }
}
