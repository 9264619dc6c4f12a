internal import CGtk

extension Button {
  /// A button with no label yet.
  package static func blank() -> Button { Button(taking: gtk_button_new()) }
}
