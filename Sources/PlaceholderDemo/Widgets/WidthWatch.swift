import CGtk
import GtkKit

// Outside GtkKit's scope (see CWidgets.swift and GtkKit's landing page):
// a widget that reports its own allocated width, built on GtkCustomLayout
// (CustomLayout.swift): GTK 4.8 has no GtkBreakpoint.

/// A container of one child that says when its width changes: the window's
/// content reads its own width here, whether the user dragged the window,
/// maximized it, tiled it or a phone's shell sized it. GTK 4.8 has no
/// GtkBreakpoint, and a window's default width does not follow maximizing or
/// tiling. The handler runs when the main loop is next idle, never while GTK
/// lays the window out, so it may change the widget tree.
@MainActor
final class WidthWatch {
  /// The container, to make a window's child.
  let widget: Box
  private let layout: PassThroughLayout

  /// Holds `child`.
  init(child: Widget) {
    widget = Box(orientation: .vertical, spacing: 0)
    layout = PassThroughLayout()
    CustomLayout.install(layout, on: widget)
    widget.append(child)
  }

  /// Called with each new width.
  var onWidthChanged: (@MainActor (Int) -> Void)? {
    get { layout.onWidthChanged }
    set { layout.onWidthChanged = newValue }
  }

  /// The width last laid out, or nil before the first layout.
  var width: Int? { layout.width }
}

/// The child at the container's size; a new width reported at idle.
@MainActor
private final class PassThroughLayout: CustomLayoutHandler {
  var onWidthChanged: (@MainActor (Int) -> Void)?
  private(set) var width: Int?
  private var isReportPending = false

  func measure(_ widget: UnsafeMutablePointer<GtkWidget>, _ orientation: GtkOrientation, forSize: Int) -> (
    minimum: Int, natural: Int
  ) {
    guard let child = CustomLayout.children(of: widget).first else { return (0, 0) }
    return CustomLayout.measure(child, orientation, forSize: forSize)
  }

  func allocate(_ widget: UnsafeMutablePointer<GtkWidget>, width: Int, height: Int) {
    if let child = CustomLayout.children(of: widget).first {
      gtk_widget_allocate(child, Int32(clamping: width), Int32(clamping: height), -1, nil)
    }
    guard width != self.width else { return }
    self.width = width
    guard !isReportPending else { return }
    isReportPending = true
    MainLoop.whenIdle { [weak self] in
      guard let self, let width = self.width else { return }
      isReportPending = false
      onWidthChanged?(width)
    }
  }
}
