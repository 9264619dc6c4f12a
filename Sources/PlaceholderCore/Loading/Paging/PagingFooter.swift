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
  /// The next page waits for the user on a metered connection
  /// (`LoadCoordinator.holdsPagingOnMeteredNetwork`): its words and a Load
  /// More button, which feeds `.loadMore` to the machine.
  case heldOnMeteredNetwork

  /// The footer's text, translated; nil when hidden. A failure's own message
  /// is shown literally.
  public var label: String? {
    switch self {
    case .hidden: nil
    case .loading: translate("Loading more…")
    case .failed(let failure): failure.message.isEmpty ? translate("Could not load more.") : failure.message
    case .noMoreData: translate("No more data")
    case .heldOnMeteredNetwork: translate("More is loaded when you ask, on this metered connection.")
    }
  }

  /// The inline button's title, translated: Retry on a failure, Load More
  /// on a held page; the other footers have no button.
  public var retryTitle: String? {
    switch self {
    case .failed: translate("Retry")
    case .heldOnMeteredNetwork: translate("Load More")
    case .hidden, .loading, .noMoreData: nil
    }
  }

  /// Whether a spinner shows.
  public var showsSpinner: Bool { self == .loading }
}
