package import CGtk

extension Widget {
  /// The name a screen reader says for the widget, when its visible text
  /// does not say it (an icon-only button, a switch beside a label) or says
  /// it differently (a mnemonic's underscore, a short "Add" that needs its
  /// row's title).
  ///
  /// The name replaces the visible label a widget is labelled by, such as
  /// a button's label child: GTK 4.8 would join the two ("Add Add") and
  /// GTK 4.14 on would read only the label child.
  public func setAccessibleLabel(_ label: String) {
    gtk_accessible_reset_relation(gcast(gtkWidget), GTK_ACCESSIBLE_RELATION_LABELLED_BY)
    AccessibleText.setLabel(gtkWidget, label)
  }

  /// The description a screen reader reads after the widget's name.
  public func setAccessibleDescription(_ description: String) {
    AccessibleText.setDescription(gtkWidget, description)
  }
}

extension Widget {
  /// Sets an accessible state (hidden, busy…) of the widget.
  package func setAccessibleState(_ state: GtkAccessibleState, _ on: Bool) {
    AccessibleAttributes.setState(gtkWidget, state, on)
  }
}
