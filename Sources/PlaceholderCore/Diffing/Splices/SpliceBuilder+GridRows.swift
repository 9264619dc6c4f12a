extension SpliceBuilder {
  /// One surviving section's item rows in a grid, at `base` in the rows,
  /// holding `items` items, of which the change set's entries name those
  /// in `touched` (old index paths on the old side, new on the new).
  typealias GridSide = (base: Int, items: Int, touched: ClosedRange<Int>?)

  /// Keeps the grid rows whose items the change set leaves alone: the
  /// rows before the first item an entry touches (old and new items
  /// coincide there), and the rows after the last one when the items in
  /// between grew or shrank by whole rows (a page of older items inserted
  /// at the start: the rows on screen keep their items, and GTK its place
  /// and its focus). The rows between are replaced.
  mutating func keepGridRows(old: GridSide, new: GridSide, perRow: Int) {
    let oldRows = Self.rows(holding: old.items, perRow: perRow)
    let firsts = [old.touched?.lowerBound, new.touched?.lowerBound].compactMap { $0 }
    guard let first = firsts.min() else { return keep(old: old.base, new: new.base, count: oldRows) }
    let kept = first / perRow
    keep(old: old.base, new: new.base, count: kept)
    let shift = new.items - old.items
    guard shift.isMultiple(of: perRow) else { return }
    // Past the last entry on each side, old item i is new item i + shift.
    let afterOld = (old.touched?.upperBound ?? -1) + 1
    let afterNew = (new.touched?.upperBound ?? -1) + 1 - shift
    let tail = max(kept, Self.rows(holding: afterOld, perRow: perRow), Self.rows(holding: afterNew, perRow: perRow))
    guard tail < oldRows else { return }
    keep(old: old.base + tail, new: new.base + tail + shift / perRow, count: oldRows - tail)
  }

  /// The rows `items` items fill, the last one partly; 0 for none.
  private static func rows(holding items: Int, perRow: Int) -> Int {
    items <= 0 ? 0 : (items - 1) / perRow + 1
  }
}
