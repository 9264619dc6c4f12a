import GtkKit
import PlaceholderCore

/// A spot in the content the keyboard focus can go back to: noted when the
/// focus leaves the content for the placeholder, used when the content is
/// back. A list notes the row by index path, since GTK recycles its row
/// widgets; other content notes the focused widget.
@MainActor
struct ContentFocusSpot {
  /// Puts the focus back on the spot; false when it is gone.
  let restore: @MainActor () -> Bool
}

/// What the slot remembers while it holds the focus for the content.
struct HeldContentFocus {
  /// Where the focus was in the content, when it came from there.
  var spot: ContentFocusSpot?
}

/// The keyboard focus follows the placeholder (`PlaceholderFocusRoute`
/// decides): into it when it replaces the focused content, or when it has a
/// button and the focus is nowhere (a window's first focus); back to the
/// spot in the content it came from when the content is back, unless the
/// user took it elsewhere meanwhile.
@MainActor
final class SlotFocus {
  /// The list the slot covers (it restores the focus on rows), if any.
  weak var host: (any ContentFocusHost)?
  /// Whether the slot holds the focus for the content, and where the focus
  /// was in the content when it came from there.
  private var held: HeldContentFocus?
  /// Whether the focus moved into the placeholder or rows since the placeholder
  /// changed: a screen reader speaks that move, so no announcement repeats it.
  private(set) var movedForItem = false
  /// Whether the slot keeps the covered content out of Tab's way.
  private var contentBlocked = false
  /// What a screen reader calls the slot while it holds a parked focus (a
  /// list's name); nil: the focus is not parked on the slot.
  var holderName: String?

  /// A new placeholder: no move spoke it yet.
  func itemChanged() { movedForItem = false }

  /// Moves the focus where the route says, for `slot` as it is now.
  func settle(_ slot: PlaceholderSlot) {
    let contentUsable = contentTakesFocus(slot)
    blockContent(of: slot, !contentUsable && !slot.hidesContent)
    // Outside a window there is no focus to move: the window's opening
    // gives the placeholder its chance (`placeholderMapped`).
    guard slot.widget.isInWindow else { return }
    let decision = PlaceholderFocusRoute.decide(
      focus: location(slot), offer: offer(slot), contentUsable: contentUsable, holdsForContent: held != nil)
    if decision.leavesContent {
      held = HeldContentFocus(spot: host?.focusSpot() ?? focusedWidgetSpot(slot))
    } else if decision.holdsForContent, held == nil {
      held = HeldContentFocus()
    }
    let spot = held?.spot
    if !decision.holdsForContent { held = nil }
    let before = slot.widget.focusInWindow
    switch decision.target {
    case .placeholder: moveIntoPlaceholder(slot)
    case .content: returnToContent(slot, spot)
    case .park: park(slot)
    case .stay: break
    }
    // Only a move into the placeholder or onto the rows speaks the change:
    // focus GTK handed elsewhere (a focused row that went away) does not.
    let after = slot.widget.focusInWindow
    let moved = after.map { now in before.map { !$0.isSame(as: now) } ?? true } ?? (before != nil)
    if moved, slot.root.containsFocus || slot.content.containsFocus { movedForItem = true }
  }

  /// Whether the slot holds the focus for the content with no widget
  /// focused meanwhile (the content is hidden and no placeholder takes it).
  func holdsForContent(_ slot: PlaceholderSlot) -> Bool { held != nil && location(slot) == .nowhere }

  /// The content is about to lose the widget with the focus (a list's last
  /// rows going): the slot holds the focus for it, as when it hides the
  /// content, and the route then gives it to the placeholder (or back to
  /// the content). Left on a widget that goes, the focus would be handed by
  /// GTK to the next widget in the window after the next frame, and read
  /// as the user's own move elsewhere.
  func holdAsContentEmpties(_ slot: PlaceholderSlot) {
    guard slot.content.containsFocus else { return }
    held = HeldContentFocus(spot: host?.focusSpot())
    park(slot)
  }

  /// Holds the focus on the slot itself while neither the content nor the
  /// placeholder takes it: a widget that stays, not a focusable stop
  /// (focusable only for the grab). A screen reader whose focus went away
  /// with its widget (GTK 4.8 destroys a removed row) reads the next focus
  /// without the groups around it, and the placeholder's title is one of
  /// them; from the slot, it reads the groups the focus enters. Only a slot
  /// with a name (`holderName`): GTK 4.8 would read an unnamed one by its
  /// class name. Else the window's focus is cleared.
  private func park(_ slot: PlaceholderSlot) {
    guard holderName != nil else { return slot.widget.clearWindowFocus() }
    slot.widget.isFocusable = true
    if !slot.widget.grabFocus() { slot.widget.clearWindowFocus() }
    slot.widget.isFocusable = false
  }

  /// Keeps Tab out of content a placeholder that takes input covers: it
  /// would stop on widgets that cannot be seen or used, on the way to the
  /// placeholder's button. Only undoes what it did.
  private func blockContent(of slot: PlaceholderSlot, _ blocked: Bool) {
    guard blocked != contentBlocked else { return }
    if blocked, !slot.content.canFocus { return }
    contentBlocked = blocked
    slot.content.canFocus = !blocked
  }

  private func location(_ slot: PlaceholderSlot) -> PlaceholderFocusRoute.Location {
    // The slot itself holds a parked focus (`park`).
    guard let focus = slot.widget.focusInWindow, !focus.isSame(as: slot.widget) else { return .nowhere }
    if slot.root.containsFocus { return .placeholder }
    if slot.content.containsFocus { return .content }
    return .elsewhere
  }

  /// What the placeholder on screen offers the keyboard: the stock button,
  /// or something to read (the group, or custom content), or nothing.
  private func offer(_ slot: PlaceholderSlot) -> PlaceholderFocusRoute.Offer {
    guard slot.isShowing, let displayed = slot.displayed, displayed.behavior.isTouchAllowed else { return .none }
    return slot.shownCustom == nil && displayed.visibleButton != nil ? .button : .group
  }

  /// Whether the content can take the focus: shown, and not covered by a
  /// placeholder that takes input.
  private func contentTakesFocus(_ slot: PlaceholderSlot) -> Bool {
    !slot.hidesContent && offer(slot) == .none
  }

  /// The focused widget inside the content, kept alive until the focus
  /// returns; it is used while it is still inside the content.
  private func focusedWidgetSpot(_ slot: PlaceholderSlot) -> ContentFocusSpot? {
    let content = slot.content
    guard let focus = slot.widget.focusInWindow, !focus.isSame(as: content) else { return nil }
    return ContentFocusSpot { content.contains(focus) && focus.grabFocus() }
  }

  /// Focuses the placeholder's button, else its first focusable widget,
  /// else the group itself; a widget of its own that has the focus and can
  /// still take it keeps it.
  private func moveIntoPlaceholder(_ slot: PlaceholderSlot) {
    guard let displayed = slot.displayed, displayed.behavior.isTouchAllowed else { return }
    let hasButton = slot.shownCustom == nil && displayed.visibleButton != nil
    if let focus = slot.widget.focusInWindow, slot.root.contains(focus), focus.isFocusable,
      focus.isDrawnWithParents, !hasButton || focus.isSame(as: slot.view.button)
    {
      return
    }
    if hasButton {
      if slot.view.button.grabFocus() { return }
    } else if slot.shownCustom != nil {
      if slot.root.moveFocusInto() { return }
    }
    slot.root.isFocusable = true
    slot.root.grabFocus()
  }

  /// Gives the focus back to the content: the noted spot, else where a
  /// list starts (its first row), else the content's first focusable
  /// widget, else the content itself. Not the content first: a focused
  /// GtkScrolledWindow is one Tab stop, and Tab then skips its children.
  private func returnToContent(_ slot: PlaceholderSlot, _ spot: ContentFocusSpot?) {
    if let spot, spot.restore() { return }
    if let host, host.focusStart() { return }
    if slot.content.moveFocusInto() { return }
    slot.content.grabFocus()
  }
}
