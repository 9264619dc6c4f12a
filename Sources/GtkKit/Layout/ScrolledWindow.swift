package import CGtk

/// A GtkScrolledWindow: scrolls a child larger than the space it has.
@MainActor
public final class ScrolledWindow: Widget {
  /// A scrolled window around `child`, taking the space it is given.
  public init(child: Widget? = nil) {
    super.init(taking: gtk_scrolled_window_new())
    expandsHorizontally = true
    expandsVertically = true
    if let child { self.child = child }
  }

  package override init(retaining widget: UnsafeMutablePointer<GtkWidget>) {
    super.init(retaining: widget)
  }

  /// The widget scrolled.
  public var child: Widget? {
    get { gtk_scrolled_window_get_child(gcast(gtkWidget)).map { Widget(retaining: $0) } }
    set { gtk_scrolled_window_set_child(gcast(gtkWidget), newValue?.gtkWidget) }
  }

  /// Whether the child scrolls sideways too (default true); false makes the
  /// child as wide as the window, so text wraps.
  public var scrollsHorizontally: Bool {
    get {
      var horizontal = GTK_POLICY_AUTOMATIC
      var vertical = GTK_POLICY_AUTOMATIC
      gtk_scrolled_window_get_policy(gcast(gtkWidget), &horizontal, &vertical)
      return horizontal != GTK_POLICY_NEVER
    }
    set {
      gtk_scrolled_window_set_policy(
        gcast(gtkWidget), newValue ? GTK_POLICY_AUTOMATIC : GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC)
    }
  }

  /// The vertical scroll position and range.
  public var verticalAdjustment: Adjustment {
    Adjustment(retaining: gtk_scrolled_window_get_vadjustment(gcast(gtkWidget)))
  }

  /// The horizontal scroll position and range.
  public var horizontalAdjustment: Adjustment {
    Adjustment(retaining: gtk_scrolled_window_get_hadjustment(gcast(gtkWidget)))
  }
}
