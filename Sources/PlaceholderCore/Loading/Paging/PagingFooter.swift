/// What the footer under the rows shows while paging (CXTableView's pull-up
/// footer), decided by `PlaceholderPolicy.pagingFooter(for:)`.
public enum PagingFooter: Hashable, Sendable {
  /// No footer.
  case hidden
  /// A spinner: the next page is loading.
  case loading
  /// The next page failed: its message and an inline Retry button, which
  /// feeds `.retry` to the machine.
  case failed(LoadFailure)
  /// "No more data": the last page has been loaded.
  case noMoreData

  /// The footer's text, translated; nil when hidden. A failure's own message
  /// is shown literally.
  public var label: String? {
    switch self {
    case .hidden: nil
    case .loading: translate("Loading more…")
    case .failed(let failure): failure.message.isEmpty ? translate("Could not load more.") : failure.message
    case .noMoreData: translate("No more data")
    }
  }

  /// The inline button's title, translated; only the failed footer has one.
  public var retryTitle: String? {
    if case .failed = self { return translate("Retry") }
    return nil
  }

  /// Whether a spinner shows.
  public var showsSpinner: Bool { self == .loading }
}
