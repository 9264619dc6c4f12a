internal import CGtk
import GtkKit
import PlaceholderCore

/// Showing and hiding: the CSS fade and the lifecycle events.
///
/// The fade is a CSS transition on the group's opacity (`.placeholder` is
/// transparent, `.placeholder.shown` opaque), so the theme and the desktop's
/// animation setting govern it. Its end is found on the frame clock: a tick
/// callback reports `fadeFinished()` to the presentation at the first frame
/// at least the fade's duration after the fade began. CSS transitions run on
/// the same clock, so by then the opacity has its final value. A fade does
/// not run (and the change is immediate) when the item's fade is off, when
/// `gtk-enable-animations` is false, or when the slot is not on screen,
/// where GTK would not animate either.
extension PlaceholderSlot {
  /// Asks for the placeholder to be shown or hidden.
  func transition(visible: Bool, fade: Fade) {
    let onScreen = gtk_widget_get_mapped(visible ? widget.gtkWidget : root.gtkWidget) != 0
    let animated = fade.isEnabled && fade.durationMilliseconds > 0 && animationsEnabled && onScreen
    let events = presentation.setVisible(visible, animated: animated)
    guard !events.isEmpty else { return }
    stopFadeClock()
    setClass("no-fade", !animated)
    var revealOnSecondFrame = false
    if visible {
      // GTK only transitions a style it has computed before: a group that
      // was hidden is first drawn transparent, and turns `shown` a frame later.
      revealOnSecondFrame = animated && !root.isVisible
      // Input switches first: mapping the group may give it the focus.
      if let displayed { applyTouch(displayed) }
      root.isVisible = true
      setClass("shown", !revealOnSecondFrame)
      settleFocus()
    } else {
      setClass("shown", false)
      // A fading-out placeholder lets everything through at once.
      gtk_widget_set_can_target(root.gtkWidget, 0)
      gtk_widget_set_focusable(root.gtkWidget, 0)
      gtk_widget_set_can_focus(content.gtkWidget, hidesContent ? 0 : 1)
      // Before the group hides: focus left in it would go to the window's
      // first focusable widget.
      settleFocus()
      if !animated { finishHiding() }
    }
    if animated { startFadeClock(milliseconds: fade.durationMilliseconds, revealOnSecondFrame: revealOnSecondFrame) }
    emit(events)
  }

  /// Whether the desktop allows animations (`gtk-enable-animations`).
  var animationsEnabled: Bool {
    guard let settings = gtk_widget_get_settings(widget.gtkWidget) else { return true }
    return Properties.bool(UnsafeMutableRawPointer(settings), "gtk-enable-animations")
  }

  /// Counts the fade from its first frame (or, when the group only now
  /// became visible, from the second, where it turns `shown`).
  private func startFadeClock(milliseconds: Int, revealOnSecondFrame: Bool) {
    let duration = Int64(milliseconds) * 1000
    var start: Int64?
    var waitingToReveal = revealOnSecondFrame
    fadeTick = MainLoopCallbacks.everyFrame(of: root.gtkWidget) { [weak self] frameTime in
      guard let self else { return false }
      if waitingToReveal {
        if start == nil {
          start = frameTime
          return true
        }
        waitingToReveal = false
        start = nil
        setClass("shown", true)
      }
      let begin = start ?? frameTime
      start = begin
      guard frameTime - begin >= duration else { return true }
      fadeTick = 0
      fadeEnded()
      return false
    }
  }

  func stopFadeClock() {
    guard fadeTick != 0 else { return }
    gtk_widget_remove_tick_callback(root.gtkWidget, fadeTick)
    fadeTick = 0
  }

  /// The fade in progress ended.
  private func fadeEnded() {
    let events = presentation.fadeFinished()
    if presentation.phase == .hidden { finishHiding() }
    // Cut short before its second frame, a fade-in has not turned `shown` yet.
    if presentation.phase == .shown { setClass("shown", true) }
    emit(events)
  }

  /// The group went off screen (its window closed or the slot was removed)
  /// during a fade: the fade cannot run, so it ends now.
  func rootUnmapped() {
    guard presentation.phase == .appearing || presentation.phase == .disappearing else { return }
    stopFadeClock()
    fadeEnded()
  }

  private func finishHiding() {
    // Focus Tab put on the fading button leaves before the group hides
    // (not while the window itself goes away).
    if gtk_widget_get_mapped(root.gtkWidget) != 0 { settleFocus() }
    root.isVisible = false
    if let built { gtk_spinner_stop(gcast(built.view.spinner.gtkWidget)) }
    displayed = item
  }
}
