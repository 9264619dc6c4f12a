extension PageState {
  /// What stays on screen while a refresh runs.
  ///
  /// A refresh never blanks the list: rows stay, and so does a placeholder
  /// ("No Content", a failure, "No Results"), with the refresh indicator
  /// above it as the only sign of progress. A refresh that starts before any
  /// load has finished (a refresh started from code as the first load, like
  /// CXTableView's `autoPullDownToRefresh`) shows nothing beneath the
  /// indicator.
  public enum RefreshBackdrop: Hashable, Sendable {
    /// Nothing has loaded yet.
    case idle
    /// Rows. `hasMore` remembers whether more pages could be loaded before
    /// the refresh, so that a failed refresh restores it; a page that was
    /// loading is cancelled by the refresh, and a page that had failed is
    /// simply requested again after it.
    case content(hasMore: Bool)
    /// The "No Content" placeholder.
    case empty
    /// A failure placeholder.
    case failed(LoadFailure)
    /// A "No Results" placeholder for `query`.
    case noResults(query: String)
  }
}
