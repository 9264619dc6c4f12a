/// Whether a list that shows rows can load more of them, and how that goes.
///
/// Only `canLoadMore` lets a new page be requested; `loadMoreFailed` waits
/// for Retry (the footer's inline button), `noMoreData` is final until the
/// next first-page load or refresh (CXTableView's `loadCompleted`).
public enum PagingPhase: Hashable, Sendable {
  /// The last page said more exist; reaching the end requests the next one.
  case canLoadMore
  /// The next page is loading; the rows stay.
  case loadingMore
  /// The next page failed; Retry requests it again, the rows stay.
  case loadMoreFailed(LoadFailure)
  /// The last page said nothing more exists, or the rows were put in by the
  /// app itself without a load (there is no page to continue from).
  case noMoreData

  /// Whether the last page failed (Retry shows).
  public var isFailed: Bool {
    if case .loadMoreFailed = self { return true }
    return false
  }
}
