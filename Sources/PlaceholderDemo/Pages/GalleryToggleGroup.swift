import GtkKit
import PlaceholderGtk

/// A row of linked toggle buttons of which exactly one is on: the choice of
/// item and of layout on the Page States page (a `ToggleGroup` that reports
/// only the user's choices, not the page's own).
@MainActor
final class GalleryToggleGroup {
  /// The linked buttons.
  let widget: ToggleGroup
  /// Called with the index of the button the user turned on.
  var changeHandler: (@MainActor (Int) -> Void)?
  /// Set while the page changes the selection, so `changeHandler` reports only
  /// the user's choices.
  private var isSyncing = false

  /// Creates the buttons, the first one on. `titles` may hold mnemonics
  /// (`_Loading`); `tooltips`, when given, has one entry per title.
  init(titles: [String], tooltips: [String] = [], accessibleLabel: String) {
    widget = ToggleGroup(titles: titles)
    widget.setAccessibleLabel(accessibleLabel)
    for (button, tooltip) in zip(widget.buttons, tooltips) { button.tooltip = tooltip }
    widget.selectionHandler = { [weak self] index in self?.toggled(index) }
  }

  /// The buttons, in order.
  var buttons: [ToggleButton] { widget.buttons }

  /// The index of the button that is on.
  var selectedIndex: Int { widget.selectedIndex ?? 0 }

  /// Turns a button on without calling `changeHandler`; an index out of range
  /// is ignored.
  func select(_ index: Int) {
    isSyncing = true
    defer { isSyncing = false }
    widget.select(index)
  }

  /// The user turned a button on (the group turns the previous one off by
  /// itself).
  private func toggled(_ index: Int) {
    guard !isSyncing else { return }
    changeHandler?(index)
  }
}
