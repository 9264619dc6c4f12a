import GtkKit

/// The slot's focus, as the list and the tests ask for it (`SlotFocus`
/// decides).
extension PlaceholderSlot {
  /// The list the slot covers (it restores the focus on rows), if any.
  var contentFocusHost: (any ContentFocusHost)? {
    get { focus.host }
    set { focus.host = newValue }
  }

  /// Moves the focus where the route says, for the slot as it is now. Call
  /// it after each change, and before a change that hides the widget with
  /// the focus (GTK would otherwise pass the focus to the window's first
  /// focusable widget at its next frame).
  func settleFocus() { focus.settle(self) }

  /// The window's first focus: GTK gives it, once the window is mapped, to
  /// its first focusable widget unless something has it already. A
  /// placeholder with a button mapped with the window takes it first.
  func placeholderMapped() {
    if widget.focusInWindow == nil { settleFocus() }
  }

  /// Whether the focus moved into the placeholder or rows since the placeholder
  /// changed: a screen reader speaks that move, so no announcement repeats it.
  var focusMovedForItem: Bool { focus.movedForItem }

  /// Whether the slot holds the focus for the content with no widget
  /// focused meanwhile (the content is hidden and no placeholder takes it):
  /// the focus is still the content's, for whoever asks where it is.
  var holdsFocusForContent: Bool { focus.holdsForContent(self) }

  /// What a screen reader calls the slot while it holds the focus for
  /// content with nothing to take it (a list sets its own name): the slot
  /// holds it itself then, rather than nowhere.
  var focusHolderName: String? {
    get { focus.holderName }
    set {
      focus.holderName = newValue
      AccessibleAttributes.setLabel(widget.gtkWidget, newValue)
    }
  }

  /// Holds the focus for content about to lose its focused widget.
  func holdFocusAsContentEmpties() { focus.holdAsContentEmpties(self) }

  /// Whether the keyboard focus is `ancestor` or inside it.
  func focusIsInside(_ ancestor: Widget) -> Bool { ancestor.containsFocus }
}
