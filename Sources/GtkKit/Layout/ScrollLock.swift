package import CGtk

/// Keeps a scrolled window from scrolling while a placeholder covers it,
/// and puts back exactly what it changed.
///
/// It hides the scrollbars (policy `EXTERNAL`, which unlike `NEVER` does not
/// make the window as large as its content), turns kinetic scrolling off,
/// and adds a capture-phase scroll controller that swallows wheel and
/// touchpad scrolling before the scrolled window sees it. `release()`
/// restores the policies and kinetic scrolling saved at lock time and
/// removes the controller.
@MainActor
package final class ScrollLock {
  /// The settings a lock changes.
  package struct Settings: Equatable {
    package var horizontalPolicy: GtkPolicyType
    package var verticalPolicy: GtkPolicyType
    package var kineticScrolling: Bool
  }

  package let target: Widget
  /// What the scrolled window had before the lock.
  package let saved: Settings
  private var controller: OpaquePointer?

  /// Locks `target`, which must be a GtkScrolledWindow.
  package init(locking target: Widget) {
    self.target = target
    saved = Self.settings(of: target)
    let scrolled: OpaquePointer = gcast(target.gtkWidget)
    gtk_scrolled_window_set_policy(scrolled, GTK_POLICY_EXTERNAL, GTK_POLICY_EXTERNAL)
    gtk_scrolled_window_set_kinetic_scrolling(scrolled, 0)
    if let scroll = gtk_event_controller_scroll_new(pg_scroll_both_axes()) {
      gtk_event_controller_set_propagation_phase(scroll, GTK_PHASE_CAPTURE)
      gtk_event_controller_set_name(scroll, "placeholder-scroll-lock")
      Signals.connectDoublePairReturningBool(UnsafeMutableRawPointer(scroll), "scroll") { _, _ in true }
      gtk_widget_add_controller(target.gtkWidget, scroll)
      controller = scroll
    }
  }

  /// Whether the lock still holds.
  package var isLocked: Bool { controller != nil }

  /// Restores the saved settings and removes the controller. Safe to call twice.
  package func release() {
    guard let controller else { return }
    self.controller = nil
    let scrolled: OpaquePointer = gcast(target.gtkWidget)
    gtk_scrolled_window_set_policy(scrolled, saved.horizontalPolicy, saved.verticalPolicy)
    gtk_scrolled_window_set_kinetic_scrolling(scrolled, saved.kineticScrolling ? 1 : 0)
    if gtk_event_controller_get_widget(controller) == target.gtkWidget {
      gtk_widget_remove_controller(target.gtkWidget, controller)
    }
  }

  /// The scroll settings of a GtkScrolledWindow.
  package static func settings(of target: Widget) -> Settings {
    let scrolled: OpaquePointer = gcast(target.gtkWidget)
    var horizontal = GTK_POLICY_AUTOMATIC
    var vertical = GTK_POLICY_AUTOMATIC
    gtk_scrolled_window_get_policy(scrolled, &horizontal, &vertical)
    return Settings(
      horizontalPolicy: horizontal, verticalPolicy: vertical,
      kineticScrolling: gtk_scrolled_window_get_kinetic_scrolling(scrolled) != 0)
  }
}
