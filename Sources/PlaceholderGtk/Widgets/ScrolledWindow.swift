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

/// A GtkAdjustment: a position in a range, such as a scroll position.
@MainActor
public final class Adjustment {
  private let reference: ObjectReference

  package init(retaining adjustment: UnsafeMutablePointer<GtkAdjustment>) {
    reference = ObjectReference(retaining: adjustment)
  }

  private var adjustment: UnsafeMutablePointer<GtkAdjustment> { reference.cast() }

  /// The position: the top (or left) edge of what shows.
  public var value: Double {
    get { gtk_adjustment_get_value(adjustment) }
    set { gtk_adjustment_set_value(adjustment, newValue) }
  }

  /// The smallest position.
  public var lower: Double { gtk_adjustment_get_lower(adjustment) }

  /// The end of the range: the content's length.
  public var upper: Double { gtk_adjustment_get_upper(adjustment) }

  /// How much shows at once: the viewport's length.
  public var pageSize: Double { gtk_adjustment_get_page_size(adjustment) }

  /// Runs `handler` each time the position changes.
  public func onValueChanged(_ handler: @escaping @MainActor (Double) -> Void) -> SignalConnection {
    let adjustment = adjustment
    let id = Signals.connect(adjustment, "value-changed") { handler(gtk_adjustment_get_value(adjustment)) }
    return SignalConnection(adjustment, handlerID: id)
  }

  /// Runs `handler` each time the range or page size changes.
  public func onRangeChanged(_ handler: @escaping @MainActor () -> Void) -> SignalConnection {
    SignalConnection(adjustment, handlerID: Signals.connect(adjustment, "changed", handler))
  }
}
