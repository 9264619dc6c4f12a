/// What a web page's placeholder shows, from the page's load state (the
/// same machine and timing as a list's: the loading placeholder once the
/// show delay has passed, the failure with its retry countdown) and what
/// the page's process did. Pure; the web view applies it.
public enum WebPagePlaceholder {
  /// The placeholder for `state`.
  ///
  /// - Parameters:
  ///   - state: the page's load state.
  ///   - indicators: whether the loading placeholder's show delay has passed.
  ///   - failure: the failure of the last navigation, as the tracker read
  ///     it (the state's `LoadFailure` says less).
  ///   - pageProblem: the page's process ended or stopped answering; it
  ///     shows whatever the load state.
  ///   - retryNotice: a retry's countdown, or the wait for the network.
  ///   - progress: WebKit's estimate of the load, from 0 to 1.
  ///   - loadingTitle: what the loading placeholder says; nil for "Loading
  ///     the page…".
  /// - Returns: the placeholder; nil shows the page.
  public static func content(
    for state: PageState, indicators: LoadIndicators, failure: WebPageFailure?, pageProblem: WebPageFailure?,
    retryNotice: RetryNotice? = nil, progress: Double? = nil, loadingTitle: String? = nil
  ) -> PlaceholderContent? {
    if let pageProblem { return pageProblem.content }
    switch state {
    case .loading, .refreshing:
      guard indicators.showsLoading else { return nil }
      var loading = PlaceholderContent.loading(title: loadingTitle ?? translate("Loading the page…"))
      // WebKit's estimate, in whole percents: the text changes in steps.
      if let progress, progress > 0, progress < 1 {
        loading.detail = .plain(substitute(translate("%@ percent loaded"), String(Int(progress * 100))))
      }
      return loading
    case .failed(let loadFailure):
      let shown =
        failure?.content ?? (loadFailure.kind == .network ? .networkError() : .failed(message: loadFailure.message))
      return retryNotice.map { $0.applied(to: shown) } ?? shown
    case .idle, .content, .empty, .noResults:
      return nil
    }
  }
}
