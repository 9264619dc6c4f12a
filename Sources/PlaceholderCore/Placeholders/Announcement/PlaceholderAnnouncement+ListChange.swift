/// What a list says as its load state changes: every change a sighted user
/// sees, once.
extension PlaceholderAnnouncement {
  /// The announcement for a list whose state moved from `old` to `new`,
  /// which now shows `content` (nil: no placeholder) over `itemCount`
  /// items, or nil for silence. O(length of the text).
  ///
  /// | new state | from | says | priority |
  /// |---|---|---|---|
  /// | `failed` (a first load, a retry or a refresh failed) | any | title and detail | `.high` |
  /// | `noResults` | any | title and detail (with the query) | `.medium` |
  /// | `empty` | any but `idle` | title and detail | `.medium` |
  /// | `content(.loadMoreFailed)` | any | the footer's words | `.high` |
  /// | `content(.noMoreData)` | `content(.loadingMore)` | "No more data" | `.medium` |
  /// | `content`, a refresh failed over the rows (`refreshFailure`) | `refreshing` | the refresh indicator's words | `.high` |
  /// | `content` otherwise | `loading`, `refreshing`, `content(.loadingMore)` | "20 items" | `.medium` |
  /// | `content` otherwise | other states (the app's own edits) | nothing | — |
  /// | `loading` | any | nothing: said when its placeholder shows (`forLoadingShown`) | — |
  /// | `idle`, `refreshing` | any | nothing: the refresh indicator is the user's own pull | — |
  ///
  /// With `focusMoved` (the keyboard focus just moved with this change:
  /// into the placeholder that shows `content`, or back to the rows), only
  /// a failed page or refresh is announced: a screen reader speaks the
  /// focus move (the group's title and its button's description, or the
  /// list with its item count and the row) and would say the rest twice.
  ///
  /// A failed page is said with what comes next (`notice`: "Retrying in 2
  /// seconds"), as its footer shows it; a failed load's placeholder
  /// carries it in its detail already.
  package static func forChange(
    from old: PageState, to new: PageState, showing content: PlaceholderContent?, itemCount: Int = 0,
    refreshFailure: LoadFailure? = nil, focusMoved: Bool = false, notice: RetryNotice? = nil
  ) -> PlaceholderAnnouncement? {
    guard old != new else { return nil }
    if let refreshFailure, new.showsRows { return forRefreshFailure(refreshFailure) }
    let priority: Priority
    switch new {
    case .content(.loadMoreFailed(let failure)):
      guard let text = PagingFooter.failed(failure).label else { return nil }
      let said = [text, notice?.text].compactMap { $0 }.joined(separator: " ")
      return PlaceholderAnnouncement(message: said, priority: .high)
    case .content(.noMoreData) where old == .content(.loadingMore):
      guard let text = PagingFooter.noMoreData.label else { return nil }
      return PlaceholderAnnouncement(message: text, priority: .medium)
    case .content:
      guard !focusMoved, old == .loading || old.isRefreshing || old == .content(.loadingMore) else { return nil }
      return PlaceholderAnnouncement(message: itemCountText(itemCount), priority: .medium)
    case .failed: priority = .high
    case .noResults: priority = .medium
    case .empty:
      guard old != .idle else { return nil }
      priority = .medium
    case .idle, .loading, .refreshing: return nil
    }
    guard !focusMoved, let content, let message = spokenMessage(of: content) else { return nil }
    return PlaceholderAnnouncement(message: message, priority: priority)
  }

  /// Whether what shows still belongs to an earlier state: the loading
  /// placeholder, held for its minimum time after the load has ended. The
  /// change is announced once what shows has caught up with the state:
  /// said at once, it would speak the loading placeholder's words with the
  /// failure's urgency, and the failure itself never.
  package static func showsAnEarlierState(_ content: PlaceholderContent?, than state: PageState) -> Bool {
    content?.showsSpinner == true && !state.isLoadInFlight
  }

  /// The announcement for a loading placeholder that has just appeared
  /// (after the show delay: a load faster than that is never announced as
  /// loading, only by what it brings).
  package static func forLoadingShown(_ content: PlaceholderContent) -> PlaceholderAnnouncement? {
    spokenMessage(of: content).map { PlaceholderAnnouncement(message: $0, priority: .medium) }
  }

  /// "1 item", "20 items", translated.
  package static func itemCountText(_ count: Int) -> String {
    substitute(translate("%@ item", plural: "%@ items", count: count), String(count))
  }

  /// The announcement for Retry pressed while offline and held: what the
  /// list says about it ("Still offline…"), at once, each time: the user
  /// asked and waits for an answer.
  package static func forHeldRetry(_ notice: RetryNotice) -> PlaceholderAnnouncement {
    PlaceholderAnnouncement(message: notice.text, priority: .high)
  }
}
