/// Where a list is in its loading life: what it shows and which load runs.
///
/// The cases are chosen so that impossible combinations cannot be written:
/// a list loading its first page has no paging phase, a list loading more
/// rows has rows, and a refresh always says what stays on screen beneath its
/// indicator. At most one load runs in any state, and which one follows from
/// the case alone:
///
/// | state | load in flight |
/// |---|---|
/// | `idle`, `empty`, `failed`, `noResults`, `content` (not `loadingMore`) | none |
/// | `loading` | the first page (`.firstPage` or `.search`) |
/// | `refreshing(over:)` | a refresh |
/// | `content(.loadingMore)` | the next page |
///
/// `PageStateMachine` is the only thing that moves between these states.
public enum PageState: Hashable, Sendable {
  /// Before the first load: nothing is shown, not even "empty" (unless the
  /// app asks for it with `PlaceholderOptions.showsEmptyBeforeFirstLoad`).
  case idle
  /// A first page runs: the first load, a new search, the unfiltered list
  /// after a search is cleared, or a retry after a failure. Nothing of the
  /// new result is on screen yet.
  case loading
  /// Rows are shown; the phase says whether more pages can be loaded.
  case content(PagingPhase)
  /// A refresh runs while what was shown before stays on screen, so that
  /// pulling to refresh works over rows and over every placeholder.
  case refreshing(over: RefreshBackdrop)
  /// The last load (or the app's own edits) left the list without rows.
  case empty
  /// The last first-page load or refresh failed and there are no rows.
  case failed(LoadFailure)
  /// A search finished without rows; `query` is shown literally.
  case noResults(query: String)

  /// Whether a load is in flight in this state (see the table above).
  public var isLoadInFlight: Bool {
    switch self {
    case .loading, .refreshing, .content(.loadingMore): true
    case .idle, .content, .empty, .failed, .noResults: false
    }
  }

  /// Whether a refresh runs.
  public var isRefreshing: Bool {
    if case .refreshing = self { return true }
    return false
  }

  /// The paging phase when rows are shown and no refresh runs; nil otherwise.
  public var pagingPhase: PagingPhase? {
    if case .content(let phase) = self { return phase }
    return nil
  }

  /// Whether rows are on screen (with or without a refresh running).
  public var showsRows: Bool {
    switch self {
    case .content, .refreshing(over: .content): true
    case .idle, .loading, .refreshing, .empty, .failed, .noResults: false
    }
  }
}

extension PageState {
  /// Whether a list in this state has finished its first load: until then
  /// no "empty" placeholder shows (DZNEmptyDataSet's most reported
  /// complaint). False while idle or loading a first page.
  package var hasFinishedFirstLoad: Bool {
    switch self {
    case .idle, .loading: false
    case .content, .refreshing, .empty, .failed, .noResults: true
    }
  }
}
