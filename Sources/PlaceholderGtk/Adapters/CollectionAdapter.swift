internal import CGtk
import GtkKit
import PlaceholderCore

// Raw GTK here: the list view's orientation and single-click activation, list internals GtkKit does not wrap.

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
/// (`didSelect`, and a `CollectionItem`'s typed `whenSelected` callback);
/// selecting another item deselects the first (`whenDeselected`), and items
/// hear their press, release and end of display too (see `ItemType`). The
/// selected item is drawn and read by screen readers as selected
/// (`selectedIndexPath`).
///
/// From the keyboard the collection is one stop: Tab lands on an item (the
/// one last focused, when it is still there) and the next Tab leaves;
/// arrows, Home and End move between items in every layout, in reading
/// order, mirrored right to left. Screen readers read each item by the
/// texts its cell shows, or by the data source's
/// `accessibleName(for:at:)`; name the collection with `accessibleLabel`.
/// An item's size comes from its own `sizeForItem(_:in:)`, then the size
/// rules (`addSizeRule`), then the data source.
/// See `ListAdapter` for loading, placeholders and bad input.
@MainActor
public final class CollectionAdapter<DataSource: CollectionDataSource>: ListAdapter<DataSource> {
  private let grid: GridLayout
  private let free: FreeLayout<DataSource>
  private let slots: GridItemBinding<DataSource>
  private(set) var keyboard: GridKeyboard<DataSource>?
  private var columnsUpdateScheduled = false

  /// The layout. Changing it re-lays the items out.
  public var layout: CollectionLayoutKind {
    get { grid.kind }
    set {
      guard newValue != grid.kind else { return }
      grid.kind = newValue
      applyLayout()
    }
  }

  /// The width (vertical layout) or height (horizontal) a natural-size item
  /// is given when working out how many fit in a row. Default 180.
  public var estimatedItemWidth: Int {
    get { grid.estimatedItemWidth }
    set {
      grid.estimatedItemWidth = newValue
      updateColumns()
    }
  }

  /// Space between items, in pixels.
  public var spacing: Int { grid.spacing }

  /// Adds a size rule (the form-items seed's `sizeForItem` with an
  /// estimated size and the collection): given an item, what the
  /// collection would give it (`ItemSizeQuery`) and the collection's
  /// widget, it returns the item's size, or nil for "not mine". An item's
  /// own `CollectionItem.sizeForItem(_:in:)` is asked first, then the rules
  /// in the order they were added, then the data source's
  /// `itemSize(for:at:in:)`. Items are laid out again. Rules are asked
  /// each time an item is bound: keep them cheap.
  public func addSizeRule(_ rule: @escaping @MainActor (DataSource.Item, ItemSizeQuery, Widget) -> ItemSize?) {
    slots.sizeRules.append(rule)
    relayOut()
  }

  /// Removes every size rule; items are laid out again.
  public func removeSizeRules() {
    slots.sizeRules.removeAll()
    relayOut()
  }

  /// The selected item's index path, or nil. A click, Enter or Space
  /// selects an item; the selection follows its item through changes and
  /// is cleared when the item goes or every row is reloaded.
  public var selectedIndexPath: IndexPath? { slots.selectedIndexPath }

  /// Clears the selection: the selected item's `whenDeselected` callback
  /// runs. Selecting another item does the same by itself.
  public func clearSelection() { slots.deselect() }

  /// Moves the keyboard focus to an item, scrolling to it: where Tab will
  /// come back to. Does nothing for an index path that is not an item.
  public func focusItem(at indexPath: IndexPath) {
    guard machinery.sync.index.position(of: indexPath) != nil else { return }
    keyboard?.focus(indexPath)
  }

  /// Creates a collection for a data source (held weakly). Call
  /// `reloadData()` when its first load has finished.
  public init(dataSource: DataSource, layout: CollectionLayoutKind = .vertical) {
    let grid = GridLayout(kind: layout)
    self.grid = grid
    let machinery = ListMachinery(
      dataSource: dataSource, cssClass: "placeholders-collection", listRole: GTK_ACCESSIBLE_ROLE_GROUP,
      itemsPerRow: { grid.itemsPerRow })
    let slots = GridItemBinding(machinery: machinery, layout: grid)
    self.slots = slots
    let rows = GridRowBinding(slots: slots, layout: grid, sync: machinery.sync, pool: machinery.rows.cellPool)
    machinery.rows.itemRows = rows
    free = FreeLayout(binding: slots, spacing: grid.spacing)
    super.init(machinery: machinery)
    rows.largerSlotHandler = { [weak self] in self?.scheduleColumnsUpdate() }
    machinery.afterRowsChange = { [weak self] in self?.rowsDidChange() }
    machinery.follow(itemMovesWith: slots)
    machinery.rows.rowMovedHandler = { [weak factory = machinery.rows] host in factory?.rebindMovedRow(host) }
    let loadMore = machinery.loadMore
    loadMore.footerHandler = { [weak free, weak loadMore] footer in
      guard let free, let loadMore else { return }
      if let footer { loadMore.bindFooter(footer, to: free.footerView) }
      free.showFooter(footer)
    }
    let free = free
    let factory = machinery.rows
    keyboard = GridKeyboard(
      machinery: machinery, slots: slots, layout: grid,
      freeSlots: { (free.slots, free.container.gtkWidget) },
      footer: { grid.kind == .free ? free.footerView : factory.pagingFooterView },
      header: { [weak pages = machinery.previousPages] in pages?.bar })
    // When the items come back from behind a placeholder, so does the focus.
    machinery.contentFocusHost = keyboard
    machinery.jump.focusItem = { [weak keyboard] _, indexPath in keyboard?.focus(indexPath) }
    if let keyboard { machinery.follow(itemMovesWith: keyboard) }
    // A memory cap keeps the selected item's page, and the focused item's
    // while its button has the focus (scrolled away, GTK gives the focus
    // to the list view).
    machinery.pageCap.protectedItems = { [weak self] in
      [self?.selectedIndexPath, self?.keyboard?.focusedItem].compactMap { $0 }
    }
    gtk_list_view_set_single_click_activate(gcast(machinery.listView.gtkWidget), 0)
    let scrolled: OpaquePointer = gcast(machinery.scrolledWindow.gtkWidget)
    for adjustment in [gtk_scrolled_window_get_hadjustment(scrolled), gtk_scrolled_window_get_vadjustment(scrolled)] {
      guard let adjustment else { continue }
      Signals.connect(adjustment, "changed") { [weak self] in self?.scheduleColumnsUpdate() }
    }
    applyLayout()
  }

  private func applyLayout() {
    grid.measuredSlotExtent = nil
    // Skeleton items flow as the items do, at their size.
    machinery.skeleton.grid = SkeletonGrid(isHorizontal: layout == .horizontal, spacing: grid.spacing) {
      [weak self] item, indexPath in
      guard let self, let dataSource = machinery.sync.dataSource else { return .natural }
      return slots.size(of: item, at: indexPath, dataSource: dataSource)
    }
    let scrolled: OpaquePointer = gcast(machinery.scrolledWindow.gtkWidget)
    // AUTOMATIC both ways: NEVER would make the scrolled window demand a
    // row's full width, so more columns would widen the window, which fits
    // more columns… until X refuses the window size. The column count fits
    // the viewport, so no cross scrollbar shows.
    gtk_scrolled_window_set_policy(scrolled, GTK_POLICY_AUTOMATIC, GTK_POLICY_AUTOMATIC)
    machinery.loadMore.scrollsHorizontally = layout.scrollsHorizontally
    switch layout {
    case .vertical, .horizontal:
      let list = machinery.listView.gtkWidget
      gtk_orientable_set_orientation(
        gcast(list), layout == .horizontal ? GTK_ORIENTATION_HORIZONTAL : GTK_ORIENTATION_VERTICAL)
      if gtk_scrolled_window_get_child(scrolled) != list { gtk_scrolled_window_set_child(scrolled, list) }
      free.clear()
    case .free:
      if gtk_scrolled_window_get_child(scrolled) != free.container.gtkWidget {
        gtk_scrolled_window_set_child(scrolled, free.container.gtkWidget)
      }
    }
    // Always: rows keep their chunks, which must turn with the layout even
    // when the count per row stays the same.
    machinery.sync.rechunk(always: true)
    // The count now runs along the other axis: work it out again.
    scheduleColumnsUpdate()
  }

  override func applyAccessibleLabel() {
    super.applyAccessibleLabel()
    AccessibleAttributes.setLabel(free.container.gtkWidget, ListAccessibleName.name(appLabel: accessibleLabel))
  }

  /// Binds every item again, so new size answers take effect.
  private func relayOut() {
    grid.measuredSlotExtent = nil
    machinery.sync.rechunk(always: true)
    updateColumns()
  }

  private func rowsDidChange() {
    slots.refreshPlaces()
    guard layout == .free else { return }
    free.rebuild(sections: machinery.sync.index.sections, dataSource: machinery.sync.dataSource)
  }

  /// The viewport's size changes during GTK's size allocation, when the
  /// list must not change its model: work out the columns right after.
  private func scheduleColumnsUpdate() {
    guard !columnsUpdateScheduled else { return }
    columnsUpdateScheduled = true
    MainLoopCallbacks.after(milliseconds: 0) { [weak self] in
      guard let self else { return }
      columnsUpdateScheduled = false
      updateColumns()
    }
  }

  /// Works out how many items fit across the viewport (the core decides);
  /// re-chunks the rows when that changes.
  private func updateColumns() {
    guard layout != .free else { return }
    let scrolled: OpaquePointer = gcast(machinery.scrolledWindow.gtkWidget)
    let adjustment =
      layout == .vertical
      ? gtk_scrolled_window_get_hadjustment(scrolled) : gtk_scrolled_window_get_vadjustment(scrolled)
    guard let adjustment else { return }
    let available = Int(gtk_adjustment_get_page_size(adjustment))
    guard available > 0 else { return }
    // A slot is wider than its item's size (button and cell padding): use
    // the widest slot measured so far when there is one.
    let extent = GridMetrics.itemExtent(
      measured: grid.measuredSlotExtent, firstFixed: grid.measuredSlotExtent == nil ? firstItemExtent() : nil,
      estimate: grid.estimatedItemWidth)
    let fitting = GridMetrics.itemsPerRow(available: available, itemExtent: extent, spacing: grid.spacing)
    guard fitting != grid.columns else { return }
    grid.columns = fitting
    machinery.sync.rechunk()
  }

  /// The fixed width (vertical) or height (horizontal) of the first item, if
  /// it has one.
  private func firstItemExtent() -> Int? {
    guard let dataSource = machinery.sync.dataSource,
      let section = machinery.sync.index.sections.firstIndex(where: { $0.itemCount > 0 })
    else { return nil }
    let indexPath = IndexPath(section: section, item: 0)
    guard let item = try? dataSource.item(at: indexPath) else { return nil }
    if case .fixed(let width, let height) = slots.size(of: item, at: indexPath, dataSource: dataSource) {
      return layout == .horizontal ? height : width
    }
    return nil
  }
}
