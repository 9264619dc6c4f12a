internal import CGtk

/// Linked toggle buttons of which exactly one is pressed: a choice among a
/// few options, drawn as GNOME draws linked buttons.
///
/// The user reaches each button with Tab and presses it with Space or a
/// click; pressing one lets the others out.
///
/// ```swift
/// let layout = ToggleGroup(titles: ["_List", "_Grid"])
/// layout.selectionHandler = { [weak self] index in self?.showLayout(index) }
/// toolbar.append(layout)
/// ```
///
/// The buttons report to `selectionHandler` for as long as they live: the
/// wrapper need not be kept once the group is in a window.
@MainActor
public final class ToggleGroup: Widget {
  /// The buttons, in the order of their titles.
  public let buttons: [ToggleButton]
  private let selection = Selection()

  /// Creates one button per title, the first one pressed. An underscore in
  /// a title marks the letter that Alt+letter presses ("_Grid"; "__" is an
  /// underscore); a screen reader names each button by its title without
  /// it.
  public init(titles: [String], orientation: Orientation = .horizontal) {
    buttons = titles.map { title in
      let button = ToggleButton(taking: gtk_toggle_button_new_with_mnemonic(title))
      button.setAccessibleLabel(Button.removingMnemonic(title))
      return button
    }
    super.init(taking: gtk_box_new(orientation.gtk, 0))
    addCSSClass("linked")
    for (index, button) in buttons.enumerated() {
      if index > 0 { button.join(group: buttons[0]) }
      gtk_box_append(gcast(gtkWidget), button.gtkWidget)
      connect(button, index: index)
    }
    buttons.first?.isActive = true
  }

  /// The index of the pressed button; nil only for a group without buttons.
  public var selectedIndex: Int? { selection.index }

  /// Presses the button at `index` and lets the others out; an index out of
  /// range is ignored. Calls `selectionHandler` if the choice changed.
  public func select(_ index: Int) {
    guard buttons.indices.contains(index) else { return }
    buttons[index].isActive = true
  }

  /// Called with the new index each time another button is pressed, by the
  /// user or by `select(_:)`.
  public var selectionHandler: (@MainActor (Int) -> Void)? {
    get { selection.handler }
    set { selection.handler = newValue }
  }

  /// Reports the button's presses. The handler belongs to the button's
  /// GObject, so it runs while the button lives, kept or not by Swift.
  private func connect(_ button: ToggleButton, index: Int) {
    let pointer = button.gtkWidget
    let selection = selection
    Signals.connect(pointer, "toggled") {
      guard gtk_toggle_button_get_active(gcast(pointer)) != 0, selection.index != index else { return }
      selection.index = index
      selection.handler?(index)
    }
  }

  /// The group's state, shared with its buttons' handlers.
  @MainActor
  private final class Selection {
    var index: Int?
    var handler: (@MainActor (Int) -> Void)?
  }
}
