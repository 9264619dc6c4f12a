internal import CGtk

/// Two widgets side by side (or one above the other) with a divider the
/// user drags: a sidebar beside a list, a list beside what it opened.
///
/// ```swift
/// let split = Paned(orientation: .horizontal, start: folders, end: messages.widget)
/// split.position = 220           // the sidebar's width
/// split.shrinksStart = false     // never narrower than it needs
/// ```
@MainActor
public final class Paned: Widget, Orientable {
  /// A pane along `orientation` (`.horizontal`: start left of end, mirrored
  /// right to left), with `start` and `end` in it if given. The end child
  /// takes the space the window gains.
  public init(orientation: Orientation = .horizontal, start: Widget? = nil, end: Widget? = nil) {
    super.init(taking: gtk_paned_new(orientation.gtk))
    self.start = start
    self.end = end
    resizesStart = false
  }

  private var paned: OpaquePointer { gcast(gtkWidget) }

  /// The first child (left, or top).
  public var start: Widget? {
    get { gtk_paned_get_start_child(paned).map { Widget(retaining: $0) } }
    set { gtk_paned_set_start_child(paned, newValue?.gtkWidget) }
  }

  /// The second child (right, or bottom).
  public var end: Widget? {
    get { gtk_paned_get_end_child(paned).map { Widget(retaining: $0) } }
    set { gtk_paned_set_end_child(paned, newValue?.gtkWidget) }
  }

  /// Where the divider is, in pixels from the start edge.
  public var position: Int {
    get { Int(gtk_paned_get_position(paned)) }
    set { gtk_paned_set_position(paned, Int32(clamping: newValue)) }
  }

  /// Whether the start child grows and shrinks with the window (false by
  /// default: a sidebar keeps its width).
  public var resizesStart: Bool {
    get { gtk_paned_get_resize_start_child(paned) != 0 }
    set { gtk_paned_set_resize_start_child(paned, newValue ? 1 : 0) }
  }

  /// Whether the divider can make the start child smaller than it asks to
  /// be (its content then cut off).
  public var shrinksStart: Bool {
    get { gtk_paned_get_shrink_start_child(paned) != 0 }
    set { gtk_paned_set_shrink_start_child(paned, newValue ? 1 : 0) }
  }

  /// Whether the divider can make the end child smaller than it asks to be.
  public var shrinksEnd: Bool {
    get { gtk_paned_get_shrink_end_child(paned) != 0 }
    set { gtk_paned_set_shrink_end_child(paned, newValue ? 1 : 0) }
  }

  /// Whether the divider is drawn wide, as between two panes with their
  /// own backgrounds.
  public var hasWideHandle: Bool {
    get { gtk_paned_get_wide_handle(paned) != 0 }
    set { gtk_paned_set_wide_handle(paned, newValue ? 1 : 0) }
  }
}
