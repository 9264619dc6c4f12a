package import CGtk

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
