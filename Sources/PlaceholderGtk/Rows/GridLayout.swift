import GtkKit
import PlaceholderCore

/// A collection's layout state: the layout kind, and how many items share
/// a row (a column, sideways) of the chunked layouts.
@MainActor
final class GridLayout {
  /// The layout.
  var kind: CollectionLayoutKind
  /// The width (vertical layout) or height (horizontal) a natural-size item
  /// is given when working out how many fit in a row.
  var estimatedItemWidth = 180
  /// Space between items, in pixels.
  let spacing = 12
  /// Items per row of the chunked layouts, as last worked out.
  var columns = 1
  /// The largest minimum extent (width, or height sideways) of a bound
  /// item host, measured as slots are bound; nil until one is.
  var measuredSlotExtent: Int?

  init(kind: CollectionLayoutKind) {
    self.kind = kind
  }

  /// How many items share one row of the list model: 1 in the free layout,
  /// whose items are not in the model.
  var itemsPerRow: Int { kind == .free ? 1 : columns }

  /// The orientation of a chunk's items: side by side across the scroll.
  var chunkOrientation: Orientation { kind == .horizontal ? .vertical : .horizontal }

  /// Remembers a slot's extent; returns true when it is the largest yet,
  /// which may mean fewer items fit a row.
  func noteSlotExtent(_ extent: Int) -> Bool {
    guard extent > (measuredSlotExtent ?? 0) else { return false }
    measuredSlotExtent = extent
    return true
  }
}
