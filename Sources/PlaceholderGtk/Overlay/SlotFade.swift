import GtkKit
import PlaceholderCore

/// The slot's lifecycle (`PlaceholderPresentation`) and the clock that
/// finds the end of its fade.
///
/// The fade is a CSS transition on the group's opacity (`.placeholder` is
/// transparent, `.placeholder.shown` opaque), so the theme and the desktop's
/// animation setting govern it. Its end is found on the frame clock: a tick
/// callback reports the end at the first frame at least the fade's duration
/// after the fade began. CSS transitions run on the same clock, so by then
/// the opacity has its final value. A fade does not run (and the change is
/// immediate) when the placeholder's fade is off, when `gtk-enable-animations` is
/// false, or when the slot is not on screen, where GTK would not animate
/// either.
@MainActor
final class SlotFade {
  /// Where the placeholder is in its lifecycle, and the events each step makes.
  private(set) var presentation = PlaceholderPresentation()
  /// The running tick callback, or 0.
  private var tick: UInt32 = 0

  /// Counts the fade from its first frame (or, when the group only now
  /// became visible, from the second, where `reveal` turns it `shown`),
  /// and calls `ended` once the fade's time has passed.
  private func startClock(
    on group: Widget, milliseconds: Int, revealOnSecondFrame: Bool, reveal: @escaping @MainActor () -> Void,
    ended: @escaping @MainActor () -> Void
  ) {
    let duration = Int64(milliseconds) * 1000
    var start: Int64?
    var waitingToReveal = revealOnSecondFrame
    tick = MainLoopCallbacks.everyFrame(of: group.gtkWidget) { [weak self] frameTime in
      guard let self else { return false }
      if waitingToReveal {
        if start == nil {
          start = frameTime
          return true
        }
        waitingToReveal = false
        start = nil
        reveal()
      }
      let begin = start ?? frameTime
      start = begin
      guard frameTime - begin >= duration else { return true }
      tick = 0
      ended()
      return false
    }
  }

  /// Stops the clock of a fade in progress, if any.
  func stopClock(on group: Widget) {
    guard tick != 0 else { return }
    group.removeTickCallback(tick)
    tick = 0
  }

  /// Shows or hides `slot`'s placeholder, fading by `style` where it can.
  func transition(_ slot: PlaceholderSlot, visible: Bool, style: Fade) {
    let root = slot.root
    let onScreen = (visible ? slot.widget : root).isMapped
    let animated = style.isEnabled && style.durationMilliseconds > 0 && slot.widget.animationsEnabled && onScreen
    let events = presentation.setVisible(visible, animated: animated)
    guard !events.isEmpty else { return }
    stopClock(on: root)
    slot.setClass("no-fade", !animated)
    var revealOnSecondFrame = false
    if visible {
      // GTK only transitions a style it has computed before: a group that
      // was hidden is first drawn transparent, and turns `shown` a frame later.
      revealOnSecondFrame = animated && !root.isVisible
      // Input switches first: mapping the group may give it the focus.
      if let displayed = slot.displayed { slot.input.applyTouch(displayed, to: slot) }
      root.isVisible = true
      slot.setClass("shown", !revealOnSecondFrame)
      slot.settleFocus()
    } else {
      slot.setClass("shown", false)
      // A fading-out placeholder lets everything through at once.
      slot.input.letEverythingThrough(slot)
      // Before the group hides: focus left in it would go to the window's
      // first focusable widget.
      slot.settleFocus()
      if !animated { slot.finishHiding() }
    }
    if animated {
      startClock(
        on: root, milliseconds: style.durationMilliseconds, revealOnSecondFrame: revealOnSecondFrame,
        reveal: { [weak slot] in slot?.setClass("shown", true) },
        ended: { [weak self, weak slot] in
          guard let self, let slot else { return }
          fadeEnded(slot)
        })
    }
    slot.emit(events)
  }

  /// Ends a fade in progress at once (the group went off screen, where it
  /// cannot run).
  func cutShort(_ slot: PlaceholderSlot) {
    guard presentation.phase == .appearing || presentation.phase == .disappearing else { return }
    stopClock(on: slot.root)
    fadeEnded(slot)
  }

  /// The fade in progress ended.
  private func fadeEnded(_ slot: PlaceholderSlot) {
    let events = presentation.fadeFinished()
    if presentation.phase == .hidden { slot.finishHiding() }
    // Cut short before its second frame, a fade-in has not turned `shown` yet.
    if presentation.phase == .shown { slot.setClass("shown", true) }
    slot.emit(events)
  }
}
