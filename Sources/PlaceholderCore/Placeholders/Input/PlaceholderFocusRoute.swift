/// Where the keyboard focus goes as a placeholder comes and goes over its
/// content, decided headless.
///
/// The slot asks after every change (a placeholder shown or swapped, the
/// placeholder hidden, the content hidden or back, the placeholder mapped
/// as its window opens) and gets one answer from where the focus is then,
/// not from which change it was: a list's failure arrives as several
/// changes in a row, and each must leave the focus somewhere sensible.
///
/// The focus follows the placeholder only where the user could not have
/// meant it to be anywhere else: focus in content that went away moves to
/// the placeholder, and comes back when the content does, unless the user
/// took it elsewhere meanwhile. A placeholder with a button also takes a
/// focus that is nowhere, such as a window's first one.
package enum PlaceholderFocusRoute {
  /// Where the keyboard focus is.
  package enum Location: Hashable, Sendable {
    /// In the content the placeholder covers.
    case content
    /// On the placeholder: its button, its group, a custom child's control.
    case placeholder
    /// On no widget, or on the window itself (a window not yet given its
    /// first focus, or focus GTK dropped).
    case nowhere
    /// On another widget of the window: the user's choice.
    case elsewhere
  }

  /// What the placeholder on screen offers the keyboard.
  package enum Offer: Hashable, Sendable {
    /// A button to press (Retry): worth the focus even when it was nowhere.
    case button
    /// Only something to read (the group, or custom content): it takes the
    /// focus from the content it covers, so a screen reader speaks it.
    case group
    /// Nothing: no placeholder is showing (or one is fading out), or it
    /// lets input through to the content.
    case none
  }

  /// Where to put the focus.
  package enum Target: Hashable, Sendable {
    /// Into the placeholder: its button, else its first control, else the group.
    case placeholder
    /// Back into the content, where it was when the placeholder took it.
    case content
    /// On no widget for now: the content is hidden and no placeholder can
    /// take it. Left where it is, GTK would hand it to the window's first
    /// focusable widget.
    case park
    /// Where it is.
    case stay
  }

  /// The answer: where the focus goes, and whether the slot then holds it
  /// for the content (it returns there when the content is back).
  package struct Decision: Hashable, Sendable {
    /// Where the focus goes.
    package var target: Target
    /// Whether the slot holds the focus for the content afterwards.
    package var holdsForContent: Bool
    /// Whether the focus is leaving the content now, so the spot it leaves
    /// must be noted to return to.
    package var leavesContent: Bool

    /// An answer.
    package init(_ target: Target, holdsForContent: Bool, leavesContent: Bool = false) {
      self.target = target
      self.holdsForContent = holdsForContent
      self.leavesContent = leavesContent
    }
  }

  /// Where the focus goes, given where it is, what the placeholder offers,
  /// whether the content can take the focus (shown, and not covered by a
  /// placeholder that takes input), and whether the slot holds the focus
  /// for the content. O(1).
  ///
  /// | focus | content usable | offer | goes to |
  /// |---|---|---|---|
  /// | elsewhere | any | any | stays; the slot lets go of it |
  /// | content | yes | any | stays |
  /// | content | no | button or group | placeholder, held |
  /// | content | no | none | parked, held |
  /// | placeholder | any | button or group | placeholder (the new placeholder's button) |
  /// | placeholder | yes | none | content |
  /// | placeholder | no | none | parked, held |
  /// | nowhere, held | yes | any | content |
  /// | nowhere, held | no | button or group | placeholder, held |
  /// | nowhere, not held | any | button | placeholder (a window's first focus) |
  /// | nowhere | otherwise | | stays |
  package static func decide(
    focus: Location, offer: Offer, contentUsable: Bool, holdsForContent held: Bool
  ) -> Decision {
    let placeholderTakesFocus = offer != .none
    switch focus {
    case .elsewhere:
      return Decision(.stay, holdsForContent: false)
    case .content:
      if contentUsable { return Decision(.stay, holdsForContent: false) }
      return Decision(placeholderTakesFocus ? .placeholder : .park, holdsForContent: true, leavesContent: true)
    case .placeholder:
      if placeholderTakesFocus { return Decision(.placeholder, holdsForContent: held) }
      if contentUsable { return Decision(.content, holdsForContent: false) }
      return Decision(.park, holdsForContent: true)
    case .nowhere:
      if held {
        if contentUsable { return Decision(.content, holdsForContent: false) }
        return Decision(placeholderTakesFocus ? .placeholder : .stay, holdsForContent: true)
      }
      return Decision(offer == .button ? .placeholder : .stay, holdsForContent: false)
    }
  }
}
