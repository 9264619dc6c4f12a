internal import CGtk

/// A GtkRevealer: shows and hides its child by sliding it in from the top.
@MainActor
package final class Revealer: Widget {
  /// A revealer around `child`, hidden, sliding down as it reveals.
  package init(child: Widget) {
    super.init(taking: gtk_revealer_new())
    gtk_revealer_set_child(gcast(gtkWidget), child.gtkWidget)
    gtk_revealer_set_transition_type(gcast(gtkWidget), GTK_REVEALER_TRANSITION_TYPE_SLIDE_DOWN)
  }

  /// Whether the child is revealed (or sliding in).
  package var revealsChild: Bool {
    get { gtk_revealer_get_reveal_child(gcast(gtkWidget)) != 0 }
    set { gtk_revealer_set_reveal_child(gcast(gtkWidget), newValue ? 1 : 0) }
  }

  /// How long the slide takes, in milliseconds; 0 follows at once.
  package var transitionMilliseconds: Int {
    get { Int(gtk_revealer_get_transition_duration(gcast(gtkWidget))) }
    set { gtk_revealer_set_transition_duration(gcast(gtkWidget), UInt32(clamping: max(newValue, 0))) }
  }
}
