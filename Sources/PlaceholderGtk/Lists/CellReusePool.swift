import PlaceholderCore

/// Cells whose rows GTK destroyed, kept unbound for the next rows of their
/// kind: UITableView's reuse queue. A collection's rows come back whole: a
/// row of item slots with their cells (`ItemChunkView`).
///
/// GTK destroys a list item when its item leaves the model, and makes a new
/// one when an item comes back: a list emptied and filled again (a search,
/// a reload, a placeholder shown and hidden) would build every row's
/// widgets again, and building and destroying those widgets (making a
/// label alone is an eighth of a plain C table's toggle time, BENCHMARKS.md)
/// is most of what a row costs. A torn-down row hands its cells here instead, and the next row of
/// the same kind takes one: `setup()` runs once per cell, not once per row
/// GTK makes, and `teardown()` once, when a cell leaves the pool for good.
///
/// The pool holds at most as many cells as the list has had rows alive at
/// once (GTK's own bound, 200 rows on GTK 4.8), so an emptied list keeps
/// no more than it showed; the list empties it when it leaves its window
/// (unrealized), and when a kind is registered again.
@MainActor
final class CellReusePool<Item> {
  /// The largest pool any list keeps, whatever it has shown.
  static var maximumCapacity: Int { 256 }

  /// The spare cells with their kinds, the last given back at the end.
  /// Untyped, as `RowHost`'s cells: in the library's unspecialized generic
  /// code, typed storage costs a metadata lookup per row (toggles,
  /// BENCHMARKS.md). Unchecked for exclusive access: only this type's short
  /// methods touch it, and they call nothing that could reach it meanwhile
  /// (a cell's `teardown()` runs after its entry is gone).
  @exclusivity(unchecked) private var spares: [(kind: CellKindID, cell: AnyObject)] = []
  /// The spare rows of item slots (collections), untyped as the cells.
  /// Unchecked for exclusive access, as `spares`.
  @exclusivity(unchecked) private var spareChunks: [AnyObject] = []
  /// How many cells the pool may hold now: the most rows alive at once.
  private(set) var capacity = 0
  /// Whether cells are kept at all (`ListAdapting.reusesCells`); turning it
  /// off empties the pool.
  var isEnabled = true {
    didSet { if !isEnabled { empty() } }
  }

  /// The cells waiting for a row.
  var count: Int { spares.count }
  /// The rows of item slots waiting for a collection row.
  var chunkCount: Int { spareChunks.count }

  /// Notes that `rows` rows are alive now: the pool may hold that many.
  func noteLiveRows(_ rows: Int) {
    if rows > capacity { capacity = min(rows, Self.maximumCapacity) }
  }

  /// A spare cell of `kind`, leaving the pool; nil when there is none.
  func take(_ kind: CellKindID) -> TableCell<Item>? {
    // From the end: the cell given back last, most often the last entry.
    var index = spares.count - 1
    while index >= 0 {
      if spares[index].kind == kind {
        let cell = spares[index].cell
        if index == spares.count - 1 { spares.removeLast() } else { spares.remove(at: index) }
        return unsafeDowncast(cell, to: TableCell<Item>.self)
      }
      index -= 1
    }
    return nil
  }

  /// Keeps an unbound cell for a later row of `kind`, or tears it down when
  /// the pool is full.
  func giveBack(_ cell: AnyObject, kind: CellKindID) {
    guard isEnabled, spares.count < capacity else {
      unsafeDowncast(cell, to: TableCell<Item>.self).teardown()
      return
    }
    spares.append((kind, cell))
  }

  /// A spare row of item slots, leaving the pool; nil when there is none.
  func takeChunk() -> ItemChunkView<Item>? {
    guard let chunk = spareChunks.popLast() else { return nil }
    return unsafeDowncast(chunk, to: ItemChunkView<Item>.self)
  }

  /// Keeps an unbound row of item slots for a later collection row, or
  /// tears it down when the pool is full.
  func giveBack(chunk: ItemChunkView<Item>) {
    guard isEnabled, spareChunks.count < capacity else {
      chunk.teardown()
      return
    }
    spareChunks.append(chunk)
  }

  /// Tears down and lets go of the spare cells of `kind` (its registration
  /// changed: they may be of another class), and the spare rows of item
  /// slots, whose cells may be of that kind.
  func empty(kind: CellKindID) {
    emptyChunks()
    var kept: [(kind: CellKindID, cell: AnyObject)] = []
    var leaving: [AnyObject] = []
    for entry in spares {
      if entry.kind == kind { leaving.append(entry.cell) } else { kept.append(entry) }
    }
    spares = kept
    for cell in leaving { unsafeDowncast(cell, to: TableCell<Item>.self).teardown() }
  }

  /// Tears down and lets go of every spare cell and row of item slots.
  func empty() {
    let leaving = spares
    spares = []
    for entry in leaving { unsafeDowncast(entry.cell, to: TableCell<Item>.self).teardown() }
    emptyChunks()
  }

  private func emptyChunks() {
    let leaving = spareChunks
    spareChunks = []
    for chunk in leaving { unsafeDowncast(chunk, to: ItemChunkView<Item>.self).teardown() }
  }

  isolated deinit {
    empty()
  }
}
