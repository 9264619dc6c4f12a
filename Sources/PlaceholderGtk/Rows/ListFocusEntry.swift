internal import CGtk
import GtkKit

// Raw GTK here: the focus and click controllers that let the keyboard in, event-level GTK GtkKit leaves to the code
// handling the events.

/// Focus that comes into a list from outside (Tab, Shift+Tab, a mnemonic;
/// not a click) is handed to the list's owner once GTK has placed it, to
/// move it on to a row or item. GTK alone lands on the row it tracks (from
/// 4.12, Tab lands on the first row, often a section header), or on the
/// scrolled window when that row refuses, where Tab skips every row.
@MainActor
final class ListFocusEntry {
  /// True from a pointer press until the main loop turns: focus that
  /// arrives then follows the pointer.
  private var pointerIsPressing = false
  private let land: @MainActor () -> Void

  /// `land` runs after the focus entered `scrolled` (the list's scrolled
  /// window) from outside, once GTK has finished moving it.
  init(scrolled: UnsafeMutablePointer<GtkWidget>, land: @escaping @MainActor () -> Void) {
    self.land = land
    if let focus = gtk_event_controller_focus_new() {
      Signals.connect(focus, "enter") { [weak self] in self?.focusEntered() }
      gtk_widget_add_controller(scrolled, focus)
    }
    if let press = gtk_gesture_click_new() {
      gtk_gesture_single_set_button(gcast(press), 0)
      gtk_event_controller_set_propagation_phase(gcast(press), GTK_PHASE_CAPTURE)
      Signals.connectClick(UnsafeMutableRawPointer(press), "pressed") { [weak self] _, _, _ in
        self?.pointerPressed()
      }
      gtk_widget_add_controller(scrolled, gcast(press))
    }
  }

  private func pointerPressed() {
    pointerIsPressing = true
    MainLoopCallbacks.after(milliseconds: 0) { [weak self] in self?.pointerIsPressing = false }
  }

  private func focusEntered() {
    guard !pointerIsPressing else { return }
    // Not while GTK is still moving the focus.
    MainLoopCallbacks.after(milliseconds: 0) { [weak self] in self?.land() }
  }
}
