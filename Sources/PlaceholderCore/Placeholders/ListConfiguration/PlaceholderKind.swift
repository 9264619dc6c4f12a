/// Which placeholder a list shows.
public enum PlaceholderKind: Hashable, Sendable {
  /// A first page is loading.
  case loading
  /// The list has no rows.
  case empty
  /// A load failed; the failure's kind picks the preset, its message is shown.
  case failed(LoadFailure)
  /// A search found nothing.
  case noResults(query: String)
}
