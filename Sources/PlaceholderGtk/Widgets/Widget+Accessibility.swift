package import CGtk

extension Widget {
  /// The name a screen reader says for the widget, when its visible text
  /// does not say it (an icon-only button, a switch beside a label).
  public func setAccessibleLabel(_ label: String) {
    AccessibleText.setLabel(gtkWidget, label)
  }

  /// The description a screen reader reads after the widget's name.
  public func setAccessibleDescription(_ description: String) {
    AccessibleText.setDescription(gtkWidget, description)
  }
}
