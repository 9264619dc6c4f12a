internal import CGtk
import PlaceholderCore

/// A sectioned collection (grid) fed by a `CollectionDataSource`, in the
/// three layouts of the form-items seed, that shows and hides its
/// placeholder by itself.
///
/// - `.vertical`: columns that scroll vertically. Items are chunked into rows
///   of a GtkListView, as many per row as fit the width, so the grid is
///   virtualized like a table and section headers span the full width
///   (GtkGridView in GTK 4.8 can do neither).
/// - `.horizontal`: the same turned sideways: columns of items that scroll
///   horizontally, as many per column as fit the height.
/// - `.free`: items of their own sizes that wrap like words, one
///   GtkFlowBox per section. This layout is NOT virtualized: every item has
///   a widget, so keep it to a few thousand items.
///
/// Items with `.fixed` sizes get exactly that size; `.natural` items share
/// the row's width equally (`estimatedItemWidth` sets how many fit). Each
/// item is a focusable flat button: click, Enter or Space select it
/// (`didSelect`, and a `CollectionItem`'s typed `onSelected` callback).
@MainActor
public final class CollectionAdapter<DataSource: CollectionDataSource>: ListAdapter<DataSource> {
  /// The layout. Changing it re-lays the items out.
  public var layout: CollectionLayoutKind {
    didSet {
      guard layout != oldValue else { return }
      applyLayout()
    }
  }

  /// The width (vertical layout) or height (horizontal) a natural-size item
  /// is given when working out how many fit in a row. Default 180.
  public var estimatedItemWidth: Int = 180 {
    didSet { updateItemsPerRow() }
  }

  /// Space between items, in pixels.
  public let spacing = 12

  private var currentItemsPerRow = 1
  private var itemsPerRowUpdateScheduled = false
  /// The largest minimum extent (width, or height sideways) of a bound item
  /// slot, measured as slots are bound.
  private var measuredSlotExtent: Int?
  private let freeContainer = Box(orientation: .vertical, spacing: 12)
  private var freeSlots: [ItemSlot<Item>] = []

  /// Creates a collection for a data source (held weakly). Call
  /// `reloadData()` when its first load has finished.
  public init(dataSource: DataSource, layout: CollectionLayoutKind = .vertical) {
    self.layout = layout
    super.init(dataSource: dataSource, cssClass: "placeholders-collection")
    freeContainer.addCSSClass("placeholders-collection-free")
    freeContainer.setMargins(12)
    gtk_list_view_set_single_click_activate(gcast(listView.gtkWidget), 0)
    for adjustmentGetter in [gtk_scrolled_window_get_hadjustment, gtk_scrolled_window_get_vadjustment] {
      if let adjustment = adjustmentGetter(gcast(scrolledWindow.gtkWidget)) {
        Signals.connect(adjustment, "changed") { [weak self] in self?.scheduleItemsPerRowUpdate() }
      }
    }
    applyLayout()
  }

  override var itemsPerRow: Int { layout == .free ? 1 : currentItemsPerRow }

  // MARK: - Layout

  private func applyLayout() {
    measuredSlotExtent = nil
    let scrolled: OpaquePointer = gcast(scrolledWindow.gtkWidget)
    switch layout {
    case .vertical, .horizontal:
      let horizontal = layout == .horizontal
      gtk_orientable_set_orientation(
        gcast(listView.gtkWidget), horizontal ? GTK_ORIENTATION_HORIZONTAL : GTK_ORIENTATION_VERTICAL)
      // AUTOMATIC both ways: NEVER would make the scrolled window demand a
      // row's full width, so more columns would widen the window, which fits
      // more columns… until X refuses the window size. The column count fits
      // the viewport, so no cross scrollbar shows.
      gtk_scrolled_window_set_policy(scrolled, GTK_POLICY_AUTOMATIC, GTK_POLICY_AUTOMATIC)
      if gtk_scrolled_window_get_child(scrolled) != listView.gtkWidget {
        gtk_scrolled_window_set_child(scrolled, listView.gtkWidget)
      }
      clearFreeLayout()
    case .free:
      gtk_scrolled_window_set_policy(scrolled, GTK_POLICY_AUTOMATIC, GTK_POLICY_AUTOMATIC)
      if gtk_scrolled_window_get_child(scrolled) != freeContainer.gtkWidget {
        gtk_scrolled_window_set_child(scrolled, freeContainer.gtkWidget)
      }
    }
    relayout()
  }

  /// The viewport's size changes during GTK's size allocation, when the
  /// list must not change its model: work out the columns right after.
  private func scheduleItemsPerRowUpdate() {
    guard !itemsPerRowUpdateScheduled else { return }
    itemsPerRowUpdateScheduled = true
    Sources.after(milliseconds: 0) { [weak self] in
      guard let self else { return }
      itemsPerRowUpdateScheduled = false
      updateItemsPerRow()
    }
  }

  /// Works out how many items fit across the viewport; re-lays out when
  /// that changes.
  private func updateItemsPerRow() {
    guard layout != .free else { return }
    let scrolled: OpaquePointer = gcast(scrolledWindow.gtkWidget)
    let adjustment =
      layout == .vertical
      ? gtk_scrolled_window_get_hadjustment(scrolled) : gtk_scrolled_window_get_vadjustment(scrolled)
    guard let adjustment else { return }
    let available = Int(gtk_adjustment_get_page_size(adjustment))
    guard available > 0 else { return }
    // A slot is wider than its item's size (button and cell padding): use
    // the widest slot measured so far when there is one.
    let itemExtent = max(1, measuredSlotExtent ?? firstItemExtent() ?? estimatedItemWidth)
    let fitting = max(1, (available - spacing + spacing) / (itemExtent + spacing))
    guard fitting != currentItemsPerRow else { return }
    currentItemsPerRow = fitting
    relayout()
  }

  /// The fixed width (vertical) or height (horizontal) of the first item, if
  /// it has one.
  private func firstItemExtent() -> Int? {
    guard let dataSource, let section = index.sections.firstIndex(where: { $0.itemCount > 0 }) else { return nil }
    let indexPath = IndexPath(section: section, item: 0)
    guard let item = try? dataSource.item(at: indexPath) else { return nil }
    if case .fixed(let width, let height) = dataSource.itemSize(for: item, at: indexPath, in: layout) {
      return layout == .horizontal ? height : width
    }
    return nil
  }

  /// Re-chunks the rows for the current layout: one splice.
  private func relayout() {
    let rechunked = FlatIndex(sections: index.sections, itemsPerRow: itemsPerRow)
    guard rechunked != index || layout == .free else { return }
    replaceIndex(with: rechunked, splices: [Splice(position: 0, removed: model.count, added: rechunked.count)])
  }

  override func indexDidChange() {
    guard layout == .free else { return }
    rebuildFreeLayout()
  }

  // MARK: - Vertical and horizontal rows

  override func bindItemRow(
    at position: Int, row: FlatRow, host: RowHost<Item>, listItem: OpaquePointer, dataSource: DataSource
  ) {
    let orientation: Orientation = layout == .horizontal ? .vertical : .horizontal
    let chunk = host.showChunk(orientation: orientation, spacing: spacing)
    host.setHeight(nil)
    setInteractive(listItem, false)  // the items inside take focus and clicks
    chunk.ensureSlots(itemsPerRow) { [weak self] slot in self?.select(slot) }
    let items = index.itemRange(at: position) ?? 0..<0
    for (offset, slot) in chunk.slots.enumerated() {
      let itemIndex = (row.item ?? 0) + offset
      guard items.contains(itemIndex) else {
        slot.clear()
        continue
      }
      slot.restore()
      bind(slot, to: IndexPath(section: row.section, item: itemIndex), dataSource: dataSource)
      noteExtent(of: slot)
    }
  }

  private func bind(_ slot: ItemSlot<Item>, to indexPath: IndexPath, dataSource: DataSource) {
    guard let item = item(at: indexPath, from: dataSource) else {
      slot.clear()
      return
    }
    let kind = dataSource.cellKind(for: item, at: indexPath)
    let size = dataSource.itemSize(for: item, at: indexPath, in: layout)
    slot.show(item, at: indexPath, kind: kind, size: size) {
      cells.makeCell(for: kind, item: item, warningKey: warningPrefix)
    }
    delegateCalls.call(lifetimeWarningPrefix + "willDisplay", "willDisplay") { try $0.willDisplay?(item, indexPath) }
    (item as? CollectionItem)?.performDisplay()
  }

  /// Remembers a slot's minimum extent; a larger one than before means fewer
  /// items fit a row.
  private func noteExtent(of slot: ItemSlot<Item>) {
    var minimum: Int32 = 0
    let orientation = layout == .horizontal ? GTK_ORIENTATION_VERTICAL : GTK_ORIENTATION_HORIZONTAL
    gtk_widget_measure(slot.button.gtkWidget, orientation, -1, &minimum, nil, nil, nil)
    guard Int(minimum) > (measuredSlotExtent ?? 0) else { return }
    measuredSlotExtent = Int(minimum)
    scheduleItemsPerRowUpdate()
  }

  private func select(_ slot: ItemSlot<Item>) {
    guard let indexPath = slot.indexPath, let dataSource, let item = item(at: indexPath, from: dataSource) else {
      return
    }
    delegateCalls.call(lifetimeWarningPrefix + "didSelect", "didSelect") { try $0.didSelect?(item, indexPath) }
    (item as? CollectionItem)?.performSelection()
  }

  // MARK: - Free layout

  private func clearFreeLayout() {
    for slot in freeSlots { slot.teardown() }
    freeSlots.removeAll()
    while let child = gtk_widget_get_first_child(freeContainer.gtkWidget) {
      gtk_box_remove(gcast(freeContainer.gtkWidget), child)
    }
  }

  /// Builds one flow box per section with a slot for every item. O(items).
  private func rebuildFreeLayout() {
    clearFreeLayout()
    guard let dataSource else { return }
    for (section, shape) in index.sections.enumerated() {
      if let header = dataSource.header(forSection: section) {
        let view = SupplementRowView()
        view.update(header, isHeader: true)
        freeContainer.append(view.widget)
      }
      if shape.showsEmptyPlaceholder {
        let view = SectionPlaceholderRowView()
        view.update(dataSource.emptyPlaceholder(forSection: section))
        freeContainer.append(view.widget)
      }
      guard shape.itemCount > 0, let flow = gtk_flow_box_new() else { continue }
      gtk_flow_box_set_selection_mode(gcast(flow), GTK_SELECTION_NONE)
      gtk_flow_box_set_column_spacing(gcast(flow), guint(spacing))
      gtk_flow_box_set_row_spacing(gcast(flow), guint(spacing))
      gtk_flow_box_set_max_children_per_line(gcast(flow), 1000)
      gtk_flow_box_set_homogeneous(gcast(flow), 0)
      freeContainer.append(flow)
      for itemIndex in 0..<shape.itemCount {
        let slot = ItemSlot<Item> { [weak self] slot in self?.select(slot) }
        bind(slot, to: IndexPath(section: section, item: itemIndex), dataSource: dataSource)
        gtk_widget_set_halign(slot.button.gtkWidget, GTK_ALIGN_START)
        gtk_flow_box_append(gcast(flow), slot.button.gtkWidget)
        freeSlots.append(slot)
      }
    }
  }
}
