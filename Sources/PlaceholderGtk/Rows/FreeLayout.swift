internal import CGtk
import GtkKit
import PlaceholderCore

// Raw GTK here: the GtkFlowBox of a free layout, used nowhere else.

/// A collection's free layout: items of their own sizes that wrap like
/// words, one GtkFlowBox per section, with the sections' headers and inline
/// placeholders between them. Not virtualized: every item has a widget.
@MainActor
final class FreeLayout<DataSource: CollectionDataSource> {
  /// The box holding the sections, put in the scrolled window in this
  /// layout: a group, so that screen readers read the collection's name on
  /// it (GTK 4.14 and later ignore a name on a plain box).
  let container = FreeLayout.makeContainer()
  /// The slots in reading order.
  private(set) var slots: [GridItemHost<DataSource.Item>] = []
  private let binding: GridItemBinding<DataSource>
  private let spacing: Int
  /// The paging footer after the sections (loading, "No more data", a
  /// failed page's Retry): the list's own footer row is not shown here.
  let footerView = PagingFooterRowView()

  init(binding: GridItemBinding<DataSource>, spacing: Int) {
    self.binding = binding
    self.spacing = spacing
    container.addCSSClass("placeholders-collection-free")
    container.setMargins(12)
    footerView.widget.isVisible = false
  }

  /// Shows the paging footer the core decided, or hides it.
  func showFooter(_ footer: PagingFooter?) {
    if let footer { footerView.show(footer) }
    footerView.widget.isVisible = footer != nil
  }

  private static func makeContainer() -> Box {
    guard let box = AccessibleAttributes.makeWidget(type: gtk_box_get_type(), role: GTK_ACCESSIBLE_ROLE_GROUP) else {
      return Box(orientation: .vertical, spacing: 12)
    }
    return Box(takingBox: box, orientation: .vertical, spacing: 12)
  }

  /// Removes every section.
  func clear() {
    for slot in slots { slot.teardown() }
    slots.removeAll()
    container.removeAll()
  }

  /// Builds one flow box per section with a slot for every item, and puts
  /// the paging footer after them. O(items).
  func rebuild(sections: [SectionShape], dataSource: DataSource?) {
    clear()
    defer { container.append(footerView.widget) }
    guard let dataSource else { return }
    for (section, shape) in sections.enumerated() {
      if let header = dataSource.header(forSection: section) {
        let view = SupplementRowView()
        view.update(header, isHeader: true)
        container.append(view.widget)
      }
      if shape.showsEmptyPlaceholder {
        let view = SectionPlaceholderRowView()
        view.update(dataSource.emptyPlaceholder(forSection: section))
        container.append(view.widget)
      }
      guard shape.itemCount > 0, let flow = gtk_flow_box_new() else { continue }
      // The section's name, for screen readers: its header's title.
      if let title = dataSource.header(forSection: section)?.title, !title.isEmpty {
        AccessibleAttributes.setLabel(flow, title)
      }
      gtk_flow_box_set_selection_mode(gcast(flow), GTK_SELECTION_NONE)
      gtk_flow_box_set_column_spacing(gcast(flow), guint(spacing))
      gtk_flow_box_set_row_spacing(gcast(flow), guint(spacing))
      gtk_flow_box_set_max_children_per_line(gcast(flow), 1000)
      gtk_flow_box_set_homogeneous(gcast(flow), 0)
      container.append(flow)
      for itemIndex in 0..<shape.itemCount {
        let slot = binding.makeSlot()
        binding.bind(slot, to: IndexPath(section: section, item: itemIndex), dataSource: dataSource)
        slot.button.horizontalAlignment = .start
        gtk_flow_box_append(gcast(flow), slot.button.gtkWidget)
        if let child = gtk_widget_get_parent(slot.button.gtkWidget) {
          // The item's button takes the focus, not GTK's wrapper around it,
          // and the wrapper reads as the item.
          gtk_widget_set_focusable(child, 0)
          if let name = slot.accessibleName {
            AccessibleAttributes.setLabel(child, name)
          }
        }
        slots.append(slot)
      }
    }
  }
}
