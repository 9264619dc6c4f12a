extension PlaceholderBackground {
  /// The background that shows: this one, or `fallback` when this is
  /// `.none` (a placeholder without a background of its own over a slot with a
  /// default). O(1).
  package func replacingNone(with fallback: PlaceholderBackground) -> PlaceholderBackground {
    self == .none ? fallback : self
  }
}
