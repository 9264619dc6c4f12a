internal import CGtk
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
extension PlaceholderSlot {
  /// Moves the focus where the route says, for the slot as it is now. Call
  /// it after each change, and before a change that hides the widget with
  /// the focus (GTK would otherwise pass the focus to the window's first
  /// focusable widget at its next frame).
  func settleFocus() {
    blockContentFocus(!contentTakesFocus && !hidesContent)
    // Outside a window there is no focus to move: the window's opening
    // gives the placeholder its chance (`placeholderMapped`).
    guard gtk_widget_get_root(widget.gtkWidget) != nil else { return }
    let decision = PlaceholderFocusRoute.decide(
      focus: focusLocation, offer: focusOffer, contentUsable: contentTakesFocus,
      holdsForContent: heldContentFocus != nil)
    if decision.leavesContent {
      heldContentFocus = HeldContentFocus(spot: contentFocusHost?.focusSpot() ?? focusedWidgetSpot())
    } else if decision.holdsForContent, heldContentFocus == nil {
      heldContentFocus = HeldContentFocus()
    }
    let spot = heldContentFocus?.spot
    if !decision.holdsForContent { heldContentFocus = nil }
    let before = focusWidget
    switch decision.target {
    case .placeholder: moveFocusIntoPlaceholder()
    case .content: returnFocusToContent(spot)
    case .park: parkFocus()
    case .stay: break
    }
    // Only a move into the placeholder or onto the rows speaks the change:
    // focus GTK handed elsewhere (a focused row that went away) does not.
    if focusWidget != before, focusIsInside(root) || focusIsInside(content) { focusMovedForItem = true }
  }

  /// Keeps Tab out of content a placeholder that takes input covers: it
  /// would stop on widgets that cannot be seen or used, on the way to the
  /// placeholder's button. Only undoes what it did.
  private func blockContentFocus(_ blocked: Bool) {
    guard blocked != contentFocusBlocked else { return }
    if blocked, gtk_widget_get_can_focus(content.gtkWidget) == 0 { return }
    contentFocusBlocked = blocked
    gtk_widget_set_can_focus(content.gtkWidget, blocked ? 0 : 1)
  }

  /// The window's first focus: GTK gives it, once the window is mapped, to
  /// its first focusable widget unless something has it already. A
  /// placeholder with a button mapped with the window takes it first.
  func placeholderMapped() {
    if focusLocation == .nowhere { settleFocus() }
  }

  /// Whether the slot holds the focus for the content with no widget
  /// focused meanwhile (the content is hidden and no placeholder takes it):
  /// the focus is still the content's, for whoever asks where it is.
  var holdsFocusForContent: Bool { heldContentFocus != nil && focusLocation == .nowhere }

  /// Whether the keyboard focus is `ancestor` or inside it.
  func focusIsInside(_ ancestor: Widget) -> Bool {
    guard let focus = focusWidget else { return false }
    return focus == ancestor.gtkWidget || gtk_widget_is_ancestor(focus, ancestor.gtkWidget) != 0
  }

  /// The window's focus widget, if any.
  private var focusWidget: UnsafeMutablePointer<GtkWidget>? {
    guard let window = gtk_widget_get_root(widget.gtkWidget) else { return nil }
    return gtk_root_get_focus(window)
  }

  private var focusLocation: PlaceholderFocusRoute.Location {
    guard let focus = focusWidget, let window = gtk_widget_get_root(widget.gtkWidget),
      UnsafeMutableRawPointer(focus) != UnsafeMutableRawPointer(window)
    else { return .nowhere }
    if focusIsInside(root) { return .placeholder }
    if focusIsInside(content) { return .content }
    return .elsewhere
  }

  /// What the placeholder on screen offers the keyboard: the stock button,
  /// or something to read (the group, or custom content), or nothing.
  private var focusOffer: PlaceholderFocusRoute.Offer {
    guard isShowing, let displayed, displayed.behavior.isTouchAllowed else { return .none }
    return shownCustom == nil && displayed.visibleButton != nil ? .button : .group
  }

  /// Whether the content can take the focus: shown, and not covered by a
  /// placeholder that takes input.
  private var contentTakesFocus: Bool {
    !hidesContent && focusOffer == .none
  }

  /// The focused widget inside the content, kept alive until the focus
  /// returns; it is used while it is still inside the content.
  private func focusedWidgetSpot() -> ContentFocusSpot? {
    guard let focus = focusWidget, focus != content.gtkWidget else { return nil }
    let kept = Widget(retaining: focus)
    let content = content
    return ContentFocusSpot {
      gtk_widget_is_ancestor(kept.gtkWidget, content.gtkWidget) != 0 && gtk_widget_grab_focus(kept.gtkWidget) != 0
    }
  }

  /// Focuses the placeholder's button, else its first focusable widget,
  /// else the group itself; a widget of its own that has the focus and can
  /// still take it keeps it.
  private func moveFocusIntoPlaceholder() {
    guard let displayed, displayed.behavior.isTouchAllowed else { return }
    let hasButton = shownCustom == nil && displayed.visibleButton != nil
    if let focus = focusWidget, focusIsInside(root), gtk_widget_get_focusable(focus) != 0,
      gtk_widget_is_visible(focus) != 0, !hasButton || focus == view.button.gtkWidget
    {
      return
    }
    if hasButton {
      if gtk_widget_grab_focus(view.button.gtkWidget) != 0 { return }
    } else if shownCustom != nil {
      if gtk_widget_child_focus(root.gtkWidget, GTK_DIR_TAB_FORWARD) != 0 { return }
    }
    gtk_widget_set_focusable(root.gtkWidget, 1)
    _ = gtk_widget_grab_focus(root.gtkWidget)
  }

  /// Gives the focus back to the content: the noted spot, else where a
  /// list starts (its first row), else the content's first focusable
  /// widget, else the content itself. Not the content first: a focused
  /// GtkScrolledWindow is one Tab stop, and Tab then skips its children.
  private func returnFocusToContent(_ spot: ContentFocusSpot?) {
    if let spot, spot.restore() { return }
    if let host = contentFocusHost, host.focusStart() { return }
    if gtk_widget_child_focus(content.gtkWidget, GTK_DIR_TAB_FORWARD) != 0 { return }
    _ = gtk_widget_grab_focus(content.gtkWidget)
  }

  /// The content is about to lose the widget with the focus (a list's
  /// last rows going): the slot holds the focus for it, as when it hides
  /// the content, and the route then gives it to the placeholder (or back
  /// to the content). Left on a widget that goes, the focus would be
  /// handed by GTK to the next widget in the window after the next frame,
  /// and read as the user's own move elsewhere.
  func holdFocusAsContentEmpties() {
    guard focusIsInside(content), gtk_widget_get_root(widget.gtkWidget) != nil else { return }
    heldContentFocus = HeldContentFocus(spot: contentFocusHost?.focusSpot())
    parkFocus()
  }

  /// Takes the focus off every widget while the content is hidden and no
  /// placeholder can hold it; the slot holds it for the content meanwhile.
  private func parkFocus() {
    guard let window = gtk_widget_get_root(widget.gtkWidget) else { return }
    gtk_root_set_focus(window, nil)
  }
}
