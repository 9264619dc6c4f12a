/// Where a list is scrolled to, to come back to after a reload or a
/// restart: the item whose row is at the top of the view, and how far the
/// view is scrolled into that row, in pixels.
///
/// It names the item by its index path, and by the app's own key when the
/// list has one (`ListAdapter.scrollKey`): a key finds the item again
/// after rows were added or removed above it. It is `Codable`, to be saved
/// with the app's state.
///
/// ```swift
/// let saved = table.scrollPosition
/// table.restartLoading()
/// table.scrollPosition = saved  // applied once the rows are there
/// ```
public struct ScrollPosition: Hashable, Codable, Sendable {
  /// The item at the top of the view.
  public var indexPath: IndexPath
  /// The app's key for that item, if the list has keys.
  public var itemKey: String?
  /// How far the view is scrolled into the item's row, in pixels: 0 when
  /// the row starts at the top of the view.
  public var offset: Double

  /// A position; `offset` 0 puts the item's row at the top of the view.
  public init(indexPath: IndexPath, itemKey: String? = nil, offset: Double = 0) {
    self.indexPath = indexPath
    self.itemKey = itemKey
    self.offset = offset.isFinite ? offset : 0
  }
}

/// Where a `ScrollPosition` points in a list, and what the rows at the top
/// of a view describe: pure decisions the GTK layer carries out.
package enum ScrollPositionRules {
  /// The flat row to bring to the top for `position`: the row of the item
  /// whose key is `itemKey`, when it has one and an item has that key (its
  /// index path is tried first, then `indexPathOfKey`); else the row of
  /// its index path; else the nearest item row before it (rows were
  /// removed). Nil when the list has no item row.
  package static func row(
    for position: ScrollPosition, in index: FlatIndex, keyAt: (IndexPath) -> String?,
    indexPathOfKey: (String) -> IndexPath?
  ) -> Int? {
    if let key = position.itemKey {
      if keyAt(position.indexPath) == key, let row = index.position(of: position.indexPath) { return row }
      if let found = indexPathOfKey(key), let row = index.position(of: found) { return row }
    }
    if let row = index.position(of: position.indexPath) { return row }
    guard index.sectionCount > 0 else { return nil }
    // The item is gone: the nearest item row before where it was (the
    // section's last item if it has fewer now, or its first row).
    let section = min(max(position.indexPath.section, 0), index.sectionCount - 1)
    let itemCount = index.sections[section].itemCount
    let guess =
      itemCount > 0
      ? index.position(of: IndexPath(section: section, item: min(max(position.indexPath.item, 0), itemCount - 1)))
      : index.rowRange(ofSection: section)?.lowerBound
    guard let guess else { return nil }
    return index.nearestItemRow(from: guess, forward: false) ?? index.nearestItemRow(from: guess, forward: true)
  }

  /// The position that `topRow` at the top of the view, scrolled `offset`
  /// pixels into, describes: its first item (the next item row for a
  /// header, a footer or a section's placeholder, whose own offset then
  /// counts back from it, `rowTop` giving a row's top). Nil without an
  /// item row at or after it.
  package static func position(
    topRow: Int, offset: Double, in index: FlatIndex, rowTop: (Int) -> Double?, keyAt: (IndexPath) -> String?
  ) -> ScrollPosition? {
    guard let itemRow = index.nearestItemRow(from: topRow, forward: true),
      let row = index.row(at: itemRow), let item = row.item
    else { return nil }
    var itemOffset = offset
    if itemRow != topRow, let top = rowTop(topRow), let itemTop = rowTop(itemRow) {
      itemOffset = offset - (itemTop - top)
    }
    let indexPath = IndexPath(section: row.section, item: item)
    return ScrollPosition(indexPath: indexPath, itemKey: keyAt(indexPath), offset: itemOffset)
  }
}
