internal import CGtk
import GtkKit
import PlaceholderCore

// Raw GTK here: it builds a GtkFlowBox, which GtkKit does not wrap.

/// How a collection lays out its skeleton items: flowing as its items do,
/// each at the size the collection gives the placeholder value, so that
/// they wrap at any width without the columns the real items will get.
@MainActor
struct SkeletonGrid<Item> {
  /// Items flow down in columns (a horizontal layout), not across in rows.
  var isHorizontal: Bool
  /// The gap between items, the collection's.
  var spacing: Int
  /// The size the collection gives an item at an index path.
  var size: @MainActor (Item, IndexPath) -> ItemSize

  /// A flow box for the items: no selection, as many items in a line as fit.
  func makeFlow() -> Widget {
    guard let flow = gtk_flow_box_new() else { return Box(orientation: .vertical) }
    gtk_flow_box_set_selection_mode(gcast(flow), GTK_SELECTION_NONE)
    gtk_flow_box_set_max_children_per_line(gcast(flow), 1000)
    gtk_flow_box_set_column_spacing(gcast(flow), UInt32(clamping: spacing))
    gtk_flow_box_set_row_spacing(gcast(flow), UInt32(clamping: spacing))
    if isHorizontal { gtk_orientable_set_orientation(gcast(flow), GTK_ORIENTATION_VERTICAL) }
    let widget = Widget(taking: flow)
    widget.setMargins(spacing)
    return widget
  }

  /// Puts `cell`'s root in `flow` at the item's size.
  func add(_ cell: TableCell<Item>, of item: Item, at indexPath: IndexPath, to flow: Widget) {
    if case .fixed(let width, let height) = size(item, indexPath) {
      let request = cell.rootRequest(width: width, height: height)
      cell.root.setMinimumSize(width: request.width, height: request.height)
      cell.centreInTallerRow()
    }
    if pg_is_instance_of(flow.gtkWidget, gtk_flow_box_get_type()) != 0 {
      gtk_flow_box_append(gcast(flow.gtkWidget), cell.root.gtkWidget)
    } else if let box = flow as? Box {
      box.append(cell.root)
    }
  }
}
