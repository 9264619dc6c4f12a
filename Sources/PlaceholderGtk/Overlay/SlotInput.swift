internal import CGtk
import Glibc
import GtkKit
import PlaceholderCore

// Raw GTK here: the click and scroll controllers and the scroll unit are event-level GTK that GtkKit leaves to the
// code handling the events.

/// Clicks and scrolling over the placeholder, and the lock on the content's
/// scrolling while a placeholder forbids it.
///
/// Raw GTK for the event controllers and the scroll unit, which GtkKit
/// leaves to the code that handles the events.
@MainActor
final class SlotInput {
  /// Keeps `scrollTarget` still while a placeholder that forbids scrolling shows.
  private(set) var scrollLock: ScrollLock?

  func connect(_ slot: PlaceholderSlot) {
    // Tap anywhere: a click gesture on the group, in the bubble phase, so
    // the button (and a custom child's own controls) handle their clicks first.
    if let click = gtk_gesture_click_new() {
      Signals.connectClick(UnsafeMutableRawPointer(click), "released") { [weak slot, weak self] _, x, y in
        guard let slot, let self else { return }
        tapped(slot, x: x, y: y)
      }
      slot.root.addController(click)
    }
    // Scrolling: in the capture phase, before the placeholder's own
    // scrolled window, which would otherwise swallow every wheel event.
    if let scroll = gtk_event_controller_scroll_new(pg_scroll_both_axes()) {
      gtk_event_controller_set_propagation_phase(scroll, GTK_PHASE_CAPTURE)
      Signals.connectDoublePairReturningBool(UnsafeMutableRawPointer(scroll), "scroll") {
        [weak slot, weak self] dx, dy in
        guard let slot, let self else { return false }
        let unit = gtk_event_controller_scroll_get_unit(scroll)
        return forwardScroll(slot, dx: dx, dy: dy, wheel: unit == GDK_SCROLL_UNIT_WHEEL)
      }
      slot.root.addController(scroll)
    }
  }

  /// Touch and focus switches; only while showing (hidden or fading out, the
  /// placeholder never takes input).
  func applyTouch(_ item: PlaceholderContent, to slot: PlaceholderSlot) {
    let touch = item.behavior.isTouchAllowed
    slot.root.canTarget = touch
    slot.root.canFocus = touch
    // Without a button the group itself takes focus, so a keyboard user
    // can reach it and a screen reader reads it.
    slot.root.isFocusable = touch && slot.shownCustom == nil && item.visibleButton == nil
    // Content the placeholder covers is no Tab stop: Tab goes to the
    // placeholder, not to rows the user cannot see (the content's scrolled
    // window is focusable). Content it lets clicks through to stays one.
    slot.content.canFocus = !touch && !slot.hidesContent
  }

  /// A fading-out placeholder lets everything through at once.
  func letEverythingThrough(_ slot: PlaceholderSlot) {
    slot.root.canTarget = false
    slot.root.isFocusable = false
    slot.content.canFocus = !slot.hidesContent
  }

  /// A click released on the group at (x, y), in its coordinates.
  func tapped(_ slot: PlaceholderSlot, x: Double, y: Double) {
    guard slot.phase == .shown || slot.phase == .appearing else { return }
    if let picked = slot.root.pick(x: x, y: y), isControl(picked, in: slot) { return }
    route(.background, in: slot)
  }

  /// Calls the handler the core routes a tap on `target` to.
  func route(_ target: PlaceholderTapTarget, in slot: PlaceholderSlot) {
    guard let displayed = slot.displayed else { return }
    let custom = slot.displayedCustom
    let decision = PlaceholderTapRoute.route(
      for: target, isTouchAllowed: displayed.behavior.isTouchAllowed,
      tapAnywhereTriggersAction: displayed.behavior.tapAnywhereTriggersAction, custom: custom?.tapHandlers ?? .none,
      slot: PlaceholderTapHandlers(
        button: slot.buttonTapHandler != nil, background: slot.backgroundTapHandler != nil,
        action: slot.actionHandler != nil))
    switch (decision.owner, decision.route) {
    case (.custom, .buttonHandler): custom?.buttonTapHandler?()
    case (.custom, .backgroundHandler): custom?.backgroundTapHandler?()
    case (.custom, .action): custom?.actionHandler?()
    case (.slot, .buttonHandler): slot.buttonTapHandler?()
    case (.slot, .backgroundHandler): slot.backgroundTapHandler?()
    case (.slot, .action): slot.actionHandler?()
    case (_, .ignored): break
    }
  }

  /// Whether `widget` is, or is inside, a control of its own (the button, a
  /// custom child's entry or switch): a click there is that control's,
  /// never also a tap anywhere. Controls are buttons, text entries and
  /// focusable widgets; the placeholder's own containers do not count.
  private func isControl(_ widget: Widget, in slot: PlaceholderSlot) -> Bool {
    let ownContainers = [slot.root, slot.scroller, slot.view.widget]
    var current: Widget? = widget
    while let candidate = current, !candidate.isSame(as: slot.root) {
      let isButton =
        candidate.isInstance(of: gtk_button_get_type()) || candidate.isInstance(of: gtk_editable_get_type())
      let isViewport = candidate.isInstance(of: gtk_viewport_get_type())
      let isOwn = ownContainers.contains { $0.isSame(as: candidate) }
      if isButton || (!isOwn && !isViewport && candidate.isFocusable) { return true }
      current = candidate.parent
    }
    return false
  }

  /// Scroll events over the placeholder: with scrolling allowed they move
  /// `scrollTarget`, and emit its `edge-overshot` when they push past an
  /// edge (pull-to-refresh at the top, load-more at the bottom). Content of
  /// the placeholder's own that overflows scrolls first, as nested
  /// scrolling does. Returns whether the event was used.
  func forwardScroll(_ slot: PlaceholderSlot, dx: Double, dy: Double, wheel: Bool) -> Bool {
    guard slot.isShowing, let displayed = slot.displayed, displayed.behavior.isScrollAllowed,
      let target = slot.scrollTarget
    else { return false }
    if placeholderCanScroll(slot, dy: dy) { return false }
    let scrolled = ScrolledWindow(retaining: target.gtkWidget)
    if dy != 0 {
      move(scrolled.verticalAdjustment, by: dy, wheel: wheel) {
        scrolled.emitEdgeOvershot($0 ? GTK_POS_TOP : GTK_POS_BOTTOM)
      }
    }
    if dx != 0 {
      let rightToLeft = target.isRightToLeft
      move(scrolled.horizontalAdjustment, by: dx, wheel: wheel) { atStart in
        scrolled.emitEdgeOvershot(atStart != rightToLeft ? GTK_POS_LEFT : GTK_POS_RIGHT)
      }
    }
    return true
  }

  /// Whether the placeholder's own content can still scroll by `dy`.
  private func placeholderCanScroll(_ slot: PlaceholderSlot, dy: Double) -> Bool {
    guard dy != 0 else { return false }
    let adjustment = slot.scroller.verticalAdjustment
    let upper = adjustment.upper - adjustment.pageSize
    return dy < 0 ? adjustment.value > adjustment.lower : adjustment.value < upper
  }

  /// Moves `adjustment` by `delta` steps, calling `overshot` (true at the
  /// start edge) when the move pushes past an edge.
  private func move(
    _ adjustment: Adjustment, by delta: Double, wheel: Bool, overshot: (_ atStart: Bool) -> Void
  ) {
    let page = adjustment.pageSize
    // GtkScrolledWindow's own wheel step; touchpads report pixels.
    let step = wheel ? pow(max(page, 1), 2.0 / 3.0) : 1
    let lower = adjustment.lower
    let upper = max(adjustment.upper - page, lower)
    let wanted = adjustment.value + delta * step
    adjustment.value = min(max(wanted, lower), upper)
    if wanted < lower {
      overshot(true)
    } else if wanted > upper {
      overshot(false)
    }
  }

  /// Locks or releases `scrollTarget` to match the placeholder and the phase:
  /// locked while a placeholder that forbids scrolling is appearing or shown.
  func updateScrollLock(_ slot: PlaceholderSlot) {
    let wanted = slot.isShowing && slot.placeholder?.behavior.isScrollAllowed == false ? slot.scrollTarget : nil
    if let lock = scrollLock, lock.target !== wanted || !lock.isLocked {
      lock.release()
      scrollLock = nil
    }
    if scrollLock == nil, let wanted { scrollLock = ScrollLock(locking: wanted) }
  }

  /// Puts the content's scrolling back as the slot goes.
  func releaseScrollLock() {
    scrollLock?.release()
    scrollLock = nil
  }
}
