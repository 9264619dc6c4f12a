extension PageWindow {
  /// The items a cap must keep around the screen: those shown
  /// (`firstShown...lastShown`, item indexes from the start of the rows)
  /// and twice the load distance on each side, counted in rows of
  /// `rowHeight` (the shown rows' mean). Dropping a page within reach would
  /// have the list ask for it straight back, and the two ends take turns
  /// for ever; twice the distance keeps a page that was just asked for.
  ///
  /// - Parameters:
  ///   - viewport: the height shown, for a distance in pages.
  ///   - itemsPerRow: items side by side in a row (a grid's columns).
  package static func itemsNearTheScreen(
    firstShown: Int, lastShown: Int, rowHeight: Double, viewport: Double, distance: LoadMoreDistance,
    itemsPerRow: Int = 1
  ) -> Range<Int> {
    let reach =
      switch distance {
      case .pages(let pages): pages * viewport
      case .pixels(let pixels): pixels
      }
    let rows = 2 * max(reach, 0) / max(rowHeight, 1)
    // One row more for the partly shown rows at each end.
    let margin = (rows.isFinite ? Int(rows.rounded(.up)) : 0) * max(itemsPerRow, 1) + 1
    let first = min(firstShown, lastShown)
    return max(first - margin, 0)..<(max(firstShown, lastShown) + margin + 1)
  }
}
