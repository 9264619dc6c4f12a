/// How many items a grid row holds: pure arithmetic, so the column count is
/// tested without a display.
package enum GridMetrics {
  /// The items that fit across `available` pixels when each takes
  /// `itemExtent` and each is followed by `spacing`: n items and n gaps,
  /// which leaves the row's own padding room. At least 1, so a viewport
  /// narrower than one item still shows one per row; an extent below 1
  /// counts as 1. O(1).
  package static func itemsPerRow(available: Int, itemExtent: Int, spacing: Int) -> Int {
    let step = max(1, itemExtent) + max(0, spacing)
    return max(1, max(0, available) / step)
  }

  /// The extent to fit items by: the widest slot measured so far, else the
  /// first item's fixed extent, else the estimate for natural-size items.
  package static func itemExtent(measured: Int?, firstFixed: Int?, estimate: Int) -> Int {
    max(1, measured ?? firstFixed ?? estimate)
  }
}
