/// The size of a collection item.
public enum ItemSize: Hashable, Sendable {
  /// The cell's natural size (the seed's `AutolayoutItemOf`).
  case natural
  /// A fixed size in pixels (the seed's `ItemOf` with `sizeForItem`), cheaper
  /// to lay out.
  case fixed(width: Int, height: Int)
}
