import CGtk
import GtkKit

// Outside GtkKit's scope (see CWidgets.swift and GtkKit's landing page):
// a wrapping row of controls, built on GtkCustomLayout (CustomLayout.swift):
// GTK 4.8 has no wrapping box, and GtkFlowBox adds focusable cells.

/// A row of controls that wraps onto more lines when it is narrower than
/// they are, as a page's toolbar must at a phone's 360 pixels. Unlike a
/// GtkFlowBox it adds no focusable cells and no grid role around the
/// controls: Tab reaches them in reading order and a screen reader reads
/// them as they are.
@MainActor
final class WrapBox {
  /// The container, to put in a page.
  let widget: Box

  /// An empty row: `spacing` pixels between controls, `lineSpacing` between lines.
  init(spacing: Int = 6, lineSpacing: Int = 6) {
    widget = Box(orientation: .horizontal, spacing: 0)
    CustomLayout.install(WrapLayout(spacing: spacing, lineSpacing: lineSpacing), on: widget)
  }

  /// Adds a control at the end.
  func append(_ child: Widget) { widget.append(child) }
}

/// The wrapping: children at their natural widths, left to right (right
/// to left in RTL text), a new line where the next one does not fit; each
/// centred vertically in its line.
@MainActor
private final class WrapLayout: CustomLayoutHandler {
  let spacing: Int
  let lineSpacing: Int

  init(spacing: Int, lineSpacing: Int) {
    self.spacing = spacing
    self.lineSpacing = lineSpacing
  }

  /// One child placed in a line.
  struct Placed {
    let child: UnsafeMutablePointer<GtkWidget>
    let width: Int
    let height: Int
  }

  func measure(_ widget: UnsafeMutablePointer<GtkWidget>, _ orientation: GtkOrientation, forSize: Int) -> (
    minimum: Int, natural: Int
  ) {
    let children = CustomLayout.children(of: widget)
    let widths = children.map { CustomLayout.measure($0, GTK_ORIENTATION_HORIZONTAL, forSize: -1) }
    let minimumWidth = widths.map(\.minimum).max() ?? 0
    let naturalWidth = widths.map(\.natural).reduce(0, +) + spacing * max(children.count - 1, 0)
    if orientation == GTK_ORIENTATION_HORIZONTAL { return (minimumWidth, naturalWidth) }
    // Without a width, as tall as one line at the natural width: GTK 4.24's
    // horizontal box takes a child's height without a width as its own
    // minimum whatever width it then gives it, so the narrowest wrapping's
    // height here made it report a natural height below its minimum (a
    // warning per frame). Every allocation measures with the real width.
    let height = totalHeight(lines(children, width: forSize >= 0 ? forSize : naturalWidth))
    return (height, height)
  }

  func allocate(_ widget: UnsafeMutablePointer<GtkWidget>, width: Int, height: Int) {
    let rightToLeft = gtk_widget_get_direction(widget) == GTK_TEXT_DIR_RTL
    var y = 0
    for line in lines(CustomLayout.children(of: widget), width: width) {
      let lineHeight = line.map(\.height).max() ?? 0
      var x = 0
      for placed in line {
        let left = rightToLeft ? width - x - placed.width : x
        var box = GtkAllocation(
          x: Int32(clamping: left), y: Int32(clamping: y + (lineHeight - placed.height) / 2),
          width: Int32(clamping: placed.width), height: Int32(clamping: placed.height))
        gtk_widget_size_allocate(placed.child, &box, -1)
        x += placed.width + spacing
      }
      y += lineHeight + lineSpacing
    }
  }

  /// The children broken into lines no wider than `width`; a child wider
  /// than a line gets the whole line (never less than its minimum).
  private func lines(_ children: [UnsafeMutablePointer<GtkWidget>], width: Int) -> [[Placed]] {
    var lines: [[Placed]] = []
    var line: [Placed] = []
    var used = 0
    for child in children {
      let size = CustomLayout.measure(child, GTK_ORIENTATION_HORIZONTAL, forSize: -1)
      let childWidth = max(size.minimum, min(size.natural, width))
      if !line.isEmpty, used + spacing + childWidth > width {
        lines.append(line)
        line = []
        used = 0
      }
      let childHeight = CustomLayout.measure(child, GTK_ORIENTATION_VERTICAL, forSize: childWidth).natural
      line.append(Placed(child: child, width: childWidth, height: childHeight))
      used += (line.count > 1 ? spacing : 0) + childWidth
    }
    if !line.isEmpty { lines.append(line) }
    return lines
  }

  private func totalHeight(_ lines: [[Placed]]) -> Int {
    let heights = lines.map { line in line.map(\.height).max() ?? 0 }
    return heights.reduce(0, +) + lineSpacing * max(lines.count - 1, 0)
  }
}
