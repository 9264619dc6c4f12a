extension PlaceholderAnnouncement {
  /// What a list says as the page before its rows (`previousPagePhase`)
  /// moves from `old` to `new`, as it says its footer's: a failure with
  /// what comes next (`.high`), and the rows' count once the page has
  /// landed (`.medium`); nil for silence. O(length of the text).
  package static func forPreviousPageChange(
    from old: PagingPhase, to new: PagingPhase, itemCount: Int, notice: RetryNotice? = nil
  ) -> PlaceholderAnnouncement? {
    guard old != new else { return nil }
    switch new {
    case .loadMoreFailed(let failure):
      guard let text = PagingFooter.failed(failure).label else { return nil }
      return PlaceholderAnnouncement(
        message: [text, notice?.text].compactMap { $0 }.joined(separator: " "), priority: .high)
    case .canLoadMore, .noMoreData:
      guard old == .loadingMore else { return nil }
      return PlaceholderAnnouncement(message: itemCountText(itemCount), priority: .medium)
    case .loadingMore: return nil
    }
  }
}
