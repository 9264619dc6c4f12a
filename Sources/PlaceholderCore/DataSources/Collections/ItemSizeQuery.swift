/// What a collection tells a size callback (the form-items seed's
/// `sizeForItem(_:with:in:layoutType:)`): the layout, the size it would give
/// the item, and the size of the area items are laid out in.
public struct ItemSizeQuery: Hashable, Sendable {
  /// The collection's layout.
  public var layout: CollectionLayoutKind
  /// The width the collection would give the item: a column's share of the
  /// row in the vertical layout, the estimate elsewhere.
  public var estimatedWidth: Int
  /// The height the collection would give the item: a row's share of the
  /// column in the horizontal layout, the estimate elsewhere.
  public var estimatedHeight: Int
  /// The width of the area the items are laid out in (the viewport).
  public var containerWidth: Int
  /// The height of the area the items are laid out in (the viewport).
  public var containerHeight: Int

  /// Creates a query.
  public init(
    layout: CollectionLayoutKind, estimatedWidth: Int, estimatedHeight: Int, containerWidth: Int,
    containerHeight: Int
  ) {
    self.layout = layout
    self.estimatedWidth = estimatedWidth
    self.estimatedHeight = estimatedHeight
    self.containerWidth = containerWidth
    self.containerHeight = containerHeight
  }

  /// The query for a collection whose viewport is `containerWidth` ×
  /// `containerHeight`, with `columns` items per row (per column sideways),
  /// `spacing` after each and natural items estimated at `estimate`. Each
  /// of `columns` items gets an equal share of the row less its spacing,
  /// as `GridMetrics.itemsPerRow` counts them; the other dimension, and
  /// both in the free layout, is the estimate, never more than the
  /// viewport when it is known. Never below 1. O(1).
  package static func estimating(
    layout: CollectionLayoutKind, containerWidth: Int, containerHeight: Int, columns: Int, spacing: Int,
    estimate: Int
  ) -> ItemSizeQuery {
    let width = max(containerWidth, 0)
    let height = max(containerHeight, 0)
    let estimate = max(estimate, 1)
    func share(_ available: Int) -> Int { max(1, available / max(columns, 1) - max(spacing, 0)) }
    func capped(_ available: Int) -> Int { available > 0 ? max(1, min(estimate, available)) : estimate }
    switch layout {
    case .vertical:
      return ItemSizeQuery(
        layout: layout, estimatedWidth: width > 0 ? share(width) : estimate, estimatedHeight: estimate,
        containerWidth: width, containerHeight: height)
    case .horizontal:
      return ItemSizeQuery(
        layout: layout, estimatedWidth: estimate, estimatedHeight: height > 0 ? share(height) : estimate,
        containerWidth: width, containerHeight: height)
    case .free:
      return ItemSizeQuery(
        layout: layout, estimatedWidth: capped(width), estimatedHeight: estimate, containerWidth: width,
        containerHeight: height)
    }
  }
}

/// How an item's size is found when several callbacks may answer: each in
/// turn, the first answer wins, nil means "not mine".
package enum ItemSizeRules {
  /// The largest fixed size a callback may give, in pixels.
  package static let maximumExtent = 100_000

  /// The first non-nil answer of `rules`, asked in order and no further
  /// than needed, else `fallback()`; sanitized. O(rules).
  package static func resolve(_ rules: [() -> ItemSize?], fallback: () -> ItemSize) -> ItemSize {
    for rule in rules {
      if let answer = rule() { return sanitized(answer) }
    }
    return sanitized(fallback())
  }

  /// A size GTK can take: fixed extents kept between 0 and
  /// `maximumExtent` (a negative one would be a GTK critical). O(1).
  package static func sanitized(_ size: ItemSize) -> ItemSize {
    switch size {
    case .natural: .natural
    case .fixed(let width, let height):
      .fixed(width: min(max(width, 0), maximumExtent), height: min(max(height, 0), maximumExtent))
    }
  }
}
