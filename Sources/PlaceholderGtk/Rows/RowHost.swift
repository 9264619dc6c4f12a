internal import CGtk
import GtkKit
import PlaceholderCore

// Raw GTK here: a row's GtkListItem and its qdata, on the hot path of every row bound (a wrapper per bind would cost
// an allocation).

/// The per-row state of one GtkListItem: the cells it has built, by kind, and
/// the child it shows now.
///
/// GTK recycles list items as the list scrolls, and a recycled item may be
/// bound next to a row of another kind; the host keeps one cell per kind it
/// has met (bounded by the number of kinds), so rebinding to a kind it knows
/// reuses that cell instead of building a new one: the reuse identifier at
/// work. The host lives on the list item as GObject data and is released by
/// GLib when the list item goes away.
@MainActor
final class RowHost<Item>: AnyRowHost {
  /// The list item whose child the shown view is. The host lives on the
  /// list item and is released with it, so the pointer never outlives it.
  private(set) var listItem: OpaquePointer?
  /// Whether the row's moves are watched (`RowFactory.rowMovedHandler`).
  @exclusivity(unchecked) var watchesMoves = false

  override func attached(to listItem: OpaquePointer) {
    self.listItem = listItem
  }

  /// The cells built so far with their kinds: the first in place, any
  /// others in a list searched from the front (a row meets one or two
  /// kinds). Stored untyped: in the library's unspecialized generic code a
  /// `[CellKindID: TableCell<Item>]` cost a metadata lookup, a string hash
  /// and an allocation per row.
  ///
  /// This and the other per-row state below are unchecked for exclusive
  /// access: they are plain values that the host's own short methods read
  /// and set, never while another access is open, and the run-time check
  /// costs on every bind (toggles, BENCHMARKS.md).
  @exclusivity(unchecked) private var firstCell: (kind: CellKindID, cell: AnyObject)?
  @exclusivity(unchecked) private var otherCells: [(kind: CellKindID, cell: AnyObject)] = []
  /// The cell bound to an item now, if the row shows an item.
  @exclusivity(unchecked) private(set) var boundCell: TableCell<Item>?
  /// Whether the row shows a row of the model now (between bind and unbind).
  @exclusivity(unchecked) var isBound = false
  /// The model's object for the row it was bound to (`LazyListModel`): the
  /// same object is the same row of data, wherever it moved since.
  @exclusivity(unchecked) var boundRowObject: UnsafeMutableRawPointer?
  /// The row object's generation when the row was bound: a later one means
  /// the object now stands for another row (`LazyListModel.generation`).
  @exclusivity(unchecked) var boundRowGeneration: UInt = 0
  /// GTK unbound the row and binds it again next; the unbind waits for
  /// that bind, which keeps the binding if the row only moved
  /// (`RowFactory.defersUnbind`).
  @exclusivity(unchecked) var unbindIsPending = false

  /// The list item the row shows, while it is bound.
  var boundListItem: OpaquePointer? { isBound ? listItem : nil }

  /// The row's flat position now, while it is bound. Read from the list
  /// item: a row that only moved keeps its binding (GTK 4.12 and later do
  /// not rebind it), so a position remembered at bind time would go stale.
  var boundPosition: Int? {
    guard isBound, let listItem else { return nil }
    let position = gtk_list_item_get_position(listItem)
    return position == pg_invalid_list_position() ? nil : Int(position)
  }
  private(set) lazy var supplementView = SupplementRowView()
  private lazy var sectionPlaceholderView = SectionPlaceholderRowView()
  /// The paging footer (spinner, "No more data", inline Retry), made on first use.
  lazy var pagingFooterView = PagingFooterRowView()
  /// The item hosts of a collection row, made on first use.
  private(set) var chunkView: ItemChunkView<Item>?

  /// The view the row shows now: the list item's child.
  private(set) var shownWidget: Widget?

  /// The cell for a kind: the one this row has, or what `make` gives (a
  /// spare cell or a new one, set up).
  func cell(for kind: CellKindID, make: () -> TableCell<Item>) -> TableCell<Item> {
    if let firstCell, firstCell.kind == kind { return unsafeDowncast(firstCell.cell, to: TableCell<Item>.self) }
    for other in otherCells where other.kind == kind {
      return unsafeDowncast(other.cell, to: TableCell<Item>.self)
    }
    let cell = make()
    if firstCell == nil { firstCell = (kind, cell) } else { otherCells.append((kind, cell)) }
    return cell
  }

  /// Shows an item cell; `bind` is the caller's.
  func show(cell: TableCell<Item>) {
    boundCell = cell
    unbindSupplement()
    show(cell.root)
  }

  /// Shows a cell before it is bound: a new row's likely cell, added
  /// while GTK has not put the row on screen.
  func showAhead(_ cell: TableCell<Item>) {
    show(cell.root)
  }

  /// Shows a section header or footer: the registered view of its kind,
  /// made on first use and then rebound, or the title and subtitle.
  func show(
    supplement: SectionSupplement?, placement: SectionSupplement.Placement, section: Int,
    registry: SupplementRegistry
  ) {
    boundCell = nil
    unbindSupplement()
    if let supplement, case .registered(let kind) = registry.choice(for: supplement.kind),
      let view = customSupplementView(for: kind, registry: registry)
    {
      boundSupplement = view
      show(view.contentView)
      view.bind(supplement, as: placement, forSection: section)
      return
    }
    supplementView.update(supplement, isHeader: placement == .header)
    show(supplementView.widget)
  }

  /// The app's supplement views this row has built, by kind.
  private var supplementViews: [SupplementKindID: SectionSupplementView] = .init()
  /// The app's supplement view bound now, if the row shows one.
  private(set) var boundSupplement: SectionSupplementView?

  private func customSupplementView(for kind: SupplementKindID, registry: SupplementRegistry) -> SectionSupplementView?
  {
    if let view = supplementViews[kind] { return view }
    guard let view = registry.makeView(for: kind) else { return nil }
    view.setup()
    supplementViews[kind] = view
    return view
  }

  private func unbindSupplement() {
    boundSupplement?.unbind()
    boundSupplement = nil
  }

  /// Shows a section's inline empty placeholder.
  func show(sectionPlaceholder: PlaceholderContent?) {
    boundCell = nil
    unbindSupplement()
    sectionPlaceholderView.update(sectionPlaceholder)
    show(sectionPlaceholderView.widget)
  }

  /// Shows a collection row of item hosts: this row's, a spare one from
  /// `pool`, or a new one.
  func showChunk(orientation: Orientation, spacing: Int, pool: CellReusePool<Item>?) -> ItemChunkView<Item> {
    boundCell = nil
    unbindSupplement()
    let chunk = chunkView ?? pool?.takeChunk() ?? ItemChunkView<Item>(orientation: orientation, spacing: spacing)
    // A chunk built for another layout (vertical ↔ horizontal, other
    // spacing) takes this one's.
    gtk_orientable_set_orientation(gcast(chunk.widget.gtkWidget), orientation.gtk)
    gtk_box_set_spacing(gcast(chunk.widget.gtkWidget), Int32(clamping: spacing))
    chunkView = chunk
    show(chunk.widget)
    return chunk
  }

  /// Shows another view (the paging footer).
  func show(other widget: Widget) {
    boundCell = nil
    unbindSupplement()
    show(widget)
  }

  /// Shows nothing: a row the model no longer has.
  func showNothing() {
    boundCell = nil
    unbindSupplement()
    shownWidget = nil
    if let listItem { gtk_list_item_set_child(listItem, nil) }
  }

  /// Unbinds the bound cell, if any.
  func unbind() {
    isBound = false
    boundRowObject = nil
    unbindIsPending = false
    boundCell?.unbind()
    boundCell = nil
    unbindSupplement()
    chunkView?.unbind()
  }

  /// Called once, before the list item goes away: the row's cells and its
  /// row of item hosts go to `pool` for later rows (or are torn down when
  /// there is no pool or no room), its other views are torn down.
  func teardown(recyclingInto pool: CellReusePool<Item>?) {
    unbind()
    // The shown view leaves the list item now, so a spare cell's content
    // can go into another row.
    if shownWidget != nil, let listItem { gtk_list_item_set_child(listItem, nil) }
    shownWidget = nil
    if let firstCell { recycle(firstCell, into: pool) }
    for other in otherCells { recycle(other, into: pool) }
    firstCell = nil
    otherCells.removeAll()
    for view in supplementViews.values { view.teardown() }
    supplementViews.removeAll()
    if let chunkView {
      if let pool { pool.giveBack(chunk: chunkView) } else { chunkView.teardown() }
      self.chunkView = nil
    }
  }

  private func recycle(_ entry: (kind: CellKindID, cell: AnyObject), into pool: CellReusePool<Item>?) {
    if let pool {
      pool.giveBack(entry.cell, kind: entry.kind)
    } else {
      unsafeDowncast(entry.cell, to: TableCell<Item>.self).teardown()
    }
  }

  /// A fixed height for the row, or nil for natural height.
  func setHeight(_ height: Int?) {
    // An app's supplement view sizes itself: its size request is its own.
    guard let shownWidget, boundSupplement == nil else { return }
    // A cell that never had a fixed height keeps its natural one: nothing
    // to ask GTK on every bind of a plain list.
    if height == nil, let boundCell, !boundCell.hasFixedHeight { return }
    if height != nil { boundCell?.hasFixedHeight = true }
    if height != nil { boundCell?.centreInTallerRow() }
    // Set only on a change: each set queues a resize up to the list, which
    // costs on every bind otherwise (toggles, BENCHMARKS.md).
    let wanted = Int32(clamping: boundCell?.rootRequest(height: height ?? -1).height ?? height ?? -1)
    var width: Int32 = 0
    var current: Int32 = 0
    gtk_widget_get_size_request(shownWidget.gtkWidget, &width, &current)
    guard width != -1 || current != wanted else { return }
    gtk_widget_set_size_request(shownWidget.gtkWidget, -1, wanted)
  }

  /// Makes `widget` the list item's child (no wrapper box: one widget less
  /// per row to lay out and draw). Swift's references keep the views of
  /// other kinds alive while they are not shown.
  private func show(_ widget: Widget) {
    if shownWidget !== widget {
      shownWidget = widget
      if let listItem { gtk_list_item_set_child(listItem, widget.gtkWidget) }
    }
    widget.isVisible = true
  }
}

/// The non-generic part of a row host: attaching it to a GtkListItem.
@MainActor
class AnyRowHost {
  /// The key hosts are kept under on list items. Read once by the factory
  /// that passes it in (`RowFactory.hostQuark`): a `static let` is a
  /// lazy-initialization check at each of a row's signals.
  nonisolated static let quark: GQuark = g_quark_from_string("placeholders-row-host")

  /// Where the factory that made the host keeps it among its live hosts.
  /// Unchecked for exclusive access, as the host's per-row state.
  @exclusivity(unchecked) var liveIndex = 0

  init() {}

  /// The list item the host was attached to.
  func attached(to listItem: OpaquePointer) {}

  /// Stores the host on a list item; GLib releases it with the list item.
  func attach(to listItem: UnsafeMutableRawPointer, quark: GQuark) {
    attached(to: OpaquePointer(listItem))
    let release: GDestroyNotify = { data in
      guard let data else { return }
      Unmanaged<AnyRowHost>.fromOpaque(data).release()
    }
    g_object_set_qdata_full(
      listItem.assumingMemoryBound(to: GObject.self), quark, Unmanaged.passRetained(self).toOpaque(), release)
  }

  /// Removes the host from its list item, releasing it.
  static func detach(from listItem: UnsafeMutableRawPointer, quark: GQuark) {
    g_object_set_qdata(listItem.assumingMemoryBound(to: GObject.self), quark, nil)
  }

  /// The host stored on a list item, if any.
  static func of(_ listItem: UnsafeMutableRawPointer, quark: GQuark) -> AnyRowHost? {
    guard let data = g_object_get_qdata(listItem.assumingMemoryBound(to: GObject.self), quark) else { return nil }
    return Unmanaged<AnyRowHost>.fromOpaque(data).takeUnretainedValue()
  }
}
