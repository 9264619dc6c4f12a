internal import CGtk
import GtkKit
import PlaceholderCore

// Raw GTK here: measuring and checking grid item widgets on the hot path of every item bound.

/// Shows collection items in item hosts, and hears their selection: the
/// part the chunked rows and the free layout share.
@MainActor
final class GridItemBinding<DataSource: CollectionDataSource>: ItemMoveFollower {
  typealias Item = DataSource.Item

  private let sync: ListModelSync<DataSource>
  private let cells: CellRegistry<Item>
  private let delegateCalls: ListDelegateCalls<Item>
  private let diagnostics: ListDiagnostics
  private let layout: GridLayout
  private let viewport: ScrolledWindow
  private let container: Widget
  /// The collection's size rules, asked in order after the item's own.
  var sizeRules: [@MainActor (Item, ItemSizeQuery, Widget) -> ItemSize?] = []
  /// The selected collection item, for its deselection.
  private var selection = ItemSelectionState<CollectionItemReference>()
  /// The selected item's index path, drawn and read as selected.
  private(set) var selectedIndexPath: IndexPath?
  /// The item the keyboard focus is on, or was on last: where Tab lands
  /// when it comes back to the collection.
  var focusedIndexPath: IndexPath?
  /// Every slot made, by its button, for the keyboard: which item a
  /// focused button shows. Weak: the chunks and the free layout own them.
  private var slotsByButton: [UnsafeMutableRawPointer: WeakItemSlot<Item>] = [:]

  init(machinery: ListMachinery<DataSource>, layout: GridLayout) {
    sync = machinery.sync
    cells = machinery.cells
    delegateCalls = machinery.delegateCalls
    diagnostics = machinery.diagnostics
    viewport = machinery.scrolledWindow
    container = machinery.widget
    self.layout = layout
  }

  /// The item's size: its own `sizeForItem(_:in:)`, then the size rules in
  /// order, then the data source; the first that answers wins (the core's
  /// rule).
  func size(of item: Item, at indexPath: IndexPath, dataSource: DataSource) -> ItemSize {
    let area = viewport.allocatedSize
    let query = ItemSizeQuery.estimating(
      layout: layout.kind, containerWidth: area.width, containerHeight: area.height, columns: layout.columns,
      spacing: layout.spacing, estimate: layout.estimatedItemWidth)
    let container = container
    var rules: [() -> ItemSize?] = []
    if let object = item as? CollectionItem { rules.append { object.sizeForItem(query, in: container) } }
    for rule in sizeRules { rules.append { rule(item, query, container) } }
    let kind = layout.kind
    return ItemSizeRules.resolve(rules) { dataSource.itemSize(for: item, at: indexPath, in: kind) }
  }

  /// Clears the selection: the selected collection item hears its
  /// deselection.
  func deselect() {
    for event in selection.deselect() { event.deliver() }
    setSelected(nil)
  }

  /// A new slot whose clicks select its item.
  func makeSlot() -> GridItemHost<Item> {
    let slot = GridItemHost<Item> { [weak self] slot in self?.select(slot) }
    if slotsByButton.count > 64, slotsByButton.count.isMultiple(of: 64) {
      slotsByButton = slotsByButton.filter { $0.value.slot != nil }
    }
    slotsByButton[UnsafeMutableRawPointer(slot.button.gtkWidget)] = WeakItemSlot(slot)
    return slot
  }

  /// The slot whose button is `widget`, if it shows an item.
  func slot(showing widget: UnsafeMutableRawPointer) -> GridItemHost<Item>? {
    guard let slot = slotsByButton[widget]?.slot, slot.indexPath != nil else { return nil }
    return slot
  }

  /// The mapped slot showing the item at `indexPath`, if any. O(slots).
  func slot(at indexPath: IndexPath) -> GridItemHost<Item>? {
    slotsByButton.values.lazy.compactMap(\.slot).first {
      $0.indexPath == indexPath && gtk_widget_get_mapped($0.button.gtkWidget) != 0
    }
  }

  /// After the items changed: the selection and the focus memory follow
  /// their items (`changes` nil: every row was replaced, none can be).
  func itemsDidMove(_ changes: ChangeSet?) {
    focusedIndexPath = focusedIndexPath.flatMap { changes?.newIndexPath(for: $0) }
    if let selected = selectedIndexPath { setSelected(changes?.newIndexPath(for: selected)) }
  }

  private func setSelected(_ indexPath: IndexPath?) {
    selectedIndexPath = indexPath
    for slot in slotsByButton.values.compactMap(\.slot) {
      slot.isSelected = slot.indexPath == indexPath && indexPath != nil
    }
  }

  /// Shows the item at an index path in a slot, or clears the slot when the
  /// data source has none.
  func bind(_ slot: GridItemHost<Item>, to indexPath: IndexPath, dataSource: DataSource) {
    // Not `diagnostics.item(at:from:)`: its optional costs a lookup per item.
    let item: Item
    do {
      item = try dataSource.item(at: indexPath)
    } catch {
      diagnostics.noItem(at: indexPath, error)
      return slot.clear()
    }
    let kind = dataSource.cellKind(for: item, at: indexPath)
    let size = size(of: item, at: indexPath, dataSource: dataSource)
    slot.show(item, at: indexPath, kind: kind, size: size) { cells.makeCell(for: kind, item: item) }
    if let cell = slot.shownCell { delegateCalls.willDisplay(item, at: indexPath, in: cell) }
    slot.markDisplayed(item)
    slot.isSelected = indexPath == selectedIndexPath
    slot.place = place(of: indexPath)
    slot.setAccessibleName(
      ItemAccessibleName.compose(
        explicit: dataSource.accessibleName(for: item, at: indexPath), labelTexts: slot.shownLabelTexts
      ) { TextDomain.format(translate("Item %@"), String(indexPath.item + 1)) })
  }

  /// The places said after the items' names follow their sections'
  /// counts (a page appended, an item removed). O(slots).
  func refreshPlaces() {
    for slot in slotsByButton.values.compactMap(\.slot) {
      guard let indexPath = slot.indexPath else { continue }
      slot.place = place(of: indexPath)
    }
  }

  /// An item's place in its section, from 1, and the section's count.
  private func place(of indexPath: IndexPath) -> (position: Int, count: Int)? {
    let sections = sync.index.sections
    guard sections.indices.contains(indexPath.section) else { return nil }
    return (indexPath.item + 1, sections[indexPath.section].itemCount)
  }

  private func select(_ slot: GridItemHost<Item>) {
    guard let indexPath = slot.indexPath, let dataSource = sync.dataSource,
      let item = diagnostics.item(at: indexPath, from: dataSource)
    else { return }
    // The delegate hears every selection; a collection item hears its
    // unhighlight, the previous item's deselection and its selection, in
    // that order, from its slot.
    focusedIndexPath = indexPath
    setSelected(indexPath)
    delegateCalls.didSelect(item, at: indexPath)
    if item is CollectionItem { slot.select(in: &selection) }
  }
}

/// A slot held weakly, for the lookup by button.
struct WeakItemSlot<Item> {
  weak var slot: GridItemHost<Item>?

  init(_ slot: GridItemHost<Item>) { self.slot = slot }
}

/// Binds a grid's item rows: a chunk of item hosts side by side, as many as
/// fit the viewport, measuring the slots so the count can follow their size.
@MainActor
final class GridRowBinding<DataSource: CollectionDataSource>: ItemRowBinding {
  /// Called when a slot turned out wider than any before.
  var largerSlotHandler: @MainActor () -> Void = {}

  private let slots: GridItemBinding<DataSource>
  private let layout: GridLayout
  private let sync: ListModelSync<DataSource>
  /// Spare rows of item hosts, taken before a new one is built.
  private let pool: CellReusePool<DataSource.Item>

  init(
    slots: GridItemBinding<DataSource>, layout: GridLayout, sync: ListModelSync<DataSource>,
    pool: CellReusePool<DataSource.Item>
  ) {
    self.slots = slots
    self.layout = layout
    self.sync = sync
    self.pool = pool
  }

  func bind(
    _ row: FlatRow, at position: Int, in host: RowHost<DataSource.Item>, listItem: OpaquePointer,
    dataSource: DataSource
  ) {
    let chunk = host.showChunk(orientation: layout.chunkOrientation, spacing: layout.spacing, pool: pool)
    host.setHeight(nil)
    ListItems.setInteractive(listItem, false)  // the items inside take focus and clicks
    chunk.ensureSlots(layout.itemsPerRow) { [weak slots] in slots?.makeSlot() }
    let title = dataSource.header(forSection: row.section)?.title
    chunk.setSectionName(title?.isEmpty == false ? title : nil)
    let items = sync.index.itemRange(at: position) ?? 0..<0
    for (offset, slot) in chunk.slots.enumerated() {
      let itemIndex = (row.item ?? 0) + offset
      guard items.contains(itemIndex) else {
        slot.clear()
        continue
      }
      slot.restore()
      slots.bind(slot, to: IndexPath(section: row.section, item: itemIndex), dataSource: dataSource)
      noteExtent(of: slot)
    }
  }

  /// Measures a slot's minimum extent across the scroll.
  private func noteExtent(of slot: GridItemHost<DataSource.Item>) {
    var minimum: Int32 = 0
    let orientation = layout.kind == .horizontal ? GTK_ORIENTATION_VERTICAL : GTK_ORIENTATION_HORIZONTAL
    gtk_widget_measure(slot.button.gtkWidget, orientation, -1, &minimum, nil, nil, nil)
    if layout.noteSlotExtent(Int(minimum)) { largerSlotHandler() }
  }
}
