import CGtk
import PlaceholderCore
import PlaceholderGtk

/// A row of linked toggle buttons of which exactly one is on: the choice of
/// item and of layout on the Page States page (a radio group that looks like
/// GNOME's linked buttons, and is reached with Tab and toggled with Space).
@MainActor
final class GalleryToggleGroup {
  /// The linked box holding the buttons.
  let widget: Box
  /// Called with the index of the button the user turned on.
  var onChange: (@MainActor (Int) -> Void)?
  private(set) var buttons: [UnsafeMutablePointer<GtkWidget>] = []
  /// Set while the page changes the selection, so `onChange` reports only
  /// the user's choices.
  private var isSyncing = false
  private(set) var selectedIndex = 0

  /// Creates the buttons, the first one on. `titles` may hold mnemonics
  /// (`_Loading`); `tooltips`, when given, has one entry per title.
  init(titles: [String], tooltips: [String] = [], accessibleLabel: String) {
    widget = Box(orientation: .horizontal, spacing: 0)
    widget.addCSSClass("linked")
    AccessibleText.setLabel(widget.gtkWidget, accessibleLabel)
    for (index, title) in titles.enumerated() {
      guard let button = gtk_toggle_button_new_with_mnemonic(title) else { continue }
      if let first = buttons.first { gtk_toggle_button_set_group(gcast(button), gcast(first)) }
      if tooltips.indices.contains(index) { gtk_widget_set_tooltip_text(button, tooltips[index]) }
      GalleryButtonNames.name(button, title)
      buttons.append(button)
      widget.append(button)
      Signals.connect(button, "toggled") { [weak self] in self?.toggled(index) }
    }
    select(0)
  }

  /// Turns a button on without calling `onChange`; an index out of range
  /// is ignored.
  func select(_ index: Int) {
    guard buttons.indices.contains(index) else { return }
    selectedIndex = index
    isSyncing = true
    defer { isSyncing = false }
    gtk_toggle_button_set_active(gcast(buttons[index]), 1)
  }

  /// The user turned a button on or off; only "on" counts (the group turns
  /// the previous one off by itself).
  private func toggled(_ index: Int) {
    guard buttons.indices.contains(index), gtk_toggle_button_get_active(gcast(buttons[index])) != 0 else { return }
    selectedIndex = index
    guard !isSyncing else { return }
    onChange?(index)
  }
}
