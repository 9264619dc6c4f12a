import GtkKit
import PlaceholderCore

/// Cells whose rows GTK destroyed, kept unbound for the next rows of their
/// kind: UITableView's reuse queue. A collection's rows come back whole: a
/// row of item hosts with their cells (`ItemChunkView`).
///
/// GTK destroys a list item when its item leaves the model, and makes a new
/// one when an item comes back: a list emptied and filled again (a search,
/// a reload, a placeholder shown and hidden) would build every row's
/// widgets again, and building and destroying them (making a label alone
/// is an eighth of a plain C table's toggle time, BENCHMARKS.md) is most of
/// what a row costs. A torn-down row hands its cells here instead, and the
/// next row of the same kind takes one: `setup()` runs once per cell, not
/// once per row GTK makes, and `teardown()` once, when a cell leaves the
/// pool for good.
///
/// What to keep and what to give is `SpareObjects`' (PlaceholderCore); this
/// type tears down what it lets go of. The list empties it when it leaves
/// its window (unrealized), and when a kind is registered again.
@MainActor
final class CellReusePool<Item> {
  /// The spare cells. Unchecked for exclusive access: only this type's
  /// short methods touch it, and a cell's `teardown()` runs after it has
  /// left, so nothing reached from there can overlap an access.
  @exclusivity(unchecked) private var cells = SpareObjects()
  /// The spare rows of item hosts, all of one kind. Unchecked, as `cells`.
  @exclusivity(unchecked) private var chunks = SpareObjects()
  /// Whether cells are kept at all (`ListAdapter.reusesCells`); turning it
  /// off empties the pool.
  var isEnabled = true {
    didSet { if !isEnabled { empty() } }
  }

  /// The cells waiting for a row.
  var count: Int { cells.count }
  /// How many cells may wait: the most rows alive at once.
  var capacity: Int { cells.capacity }
  /// The rows of item hosts waiting for a collection row.
  var chunkCount: Int { chunks.count }

  /// Notes that `rows` rows are alive now: that many may wait later.
  func noteLiveRows(_ rows: Int) {
    cells.noteLiveRows(rows)
    chunks.noteLiveRows(rows)
  }

  /// A spare cell of `kind`, leaving the pool; nil when there is none.
  func take(_ kind: CellKindID) -> TableCell<Item>? {
    // Most rows are made while the pool is empty (a list's first screen).
    guard cells.count > 0, let cell = cells.take(kind) else { return nil }
    return unsafeDowncast(cell, to: TableCell<Item>.self)
  }

  /// Keeps an unbound cell for a later row of `kind`, or tears it down.
  func giveBack(_ cell: AnyObject, kind: CellKindID) {
    guard isEnabled, cells.offer(cell, kind: kind) else { return Self.tearDown(cell: cell) }
  }

  /// A spare row of item hosts, leaving the pool; nil when there is none.
  func takeChunk() -> ItemChunkView<Item>? {
    chunks.take(.default).map { unsafeDowncast($0, to: ItemChunkView<Item>.self) }
  }

  /// Keeps an unbound row of item hosts for a later collection row, or
  /// tears it down.
  func giveBack(chunk: ItemChunkView<Item>) {
    guard isEnabled, chunks.offer(chunk, kind: .default) else { return chunk.teardown() }
  }

  /// Tears down the spare cells of `kind` (its registration changed: they
  /// may be of another class), and the spare rows of item hosts, whose
  /// cells may be of that kind.
  func empty(kind: CellKindID) {
    for cell in cells.removeAll(kind: kind) { Self.tearDown(cell: cell) }
    emptyChunks()
  }

  /// Tears down every spare cell and row of item hosts.
  func empty() {
    for cell in cells.removeAll() { Self.tearDown(cell: cell) }
    emptyChunks()
  }

  private func emptyChunks() {
    for chunk in chunks.removeAll() { unsafeDowncast(chunk, to: ItemChunkView<Item>.self).teardown() }
  }

  private static func tearDown(cell: AnyObject) {
    unsafeDowncast(cell, to: TableCell<Item>.self).teardown()
  }

  isolated deinit {
    empty()
  }
}
