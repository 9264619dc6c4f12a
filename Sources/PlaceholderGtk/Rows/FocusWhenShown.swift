internal import CGtk
import GtkKit

// Raw GTK here: it focuses a widget it finds by pointer, after a frame, without keeping a wrapper alive.

/// Focuses a widget GTK may not have made or shown yet (a row scrolled to
/// a moment ago): now if it is there, else at each of the next frames,
/// giving up after ten. A widget not on screen would hold the focus where
/// no key reaches.
@MainActor
enum FocusWhenShown {
  /// `find` answers the widget to focus once it is on screen, nil until
  /// then; `stillWanted` false stops the attempts. `ticking` is a widget
  /// on screen whose frames pace them.
  static func focus(
    ticking: UnsafeMutablePointer<GtkWidget>, stillWanted: @escaping @MainActor () -> Bool = { true },
    find: @escaping @MainActor () -> UnsafeMutablePointer<GtkWidget>?
  ) {
    if let target = find(), gtk_widget_grab_focus(target) != 0 { return }
    var framesLeft = 10
    MainLoopCallbacks.everyFrame(of: ticking) { _ in
      guard stillWanted() else { return false }
      if let target = find(), gtk_widget_grab_focus(target) != 0 { return false }
      framesLeft -= 1
      return framesLeft > 0
    }
  }
}
