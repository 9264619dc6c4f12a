/// When a list draws its loading placeholder as skeleton rows (its own
/// cells bound to a placeholder value) instead of the spinner: "skeleton on
/// the first load, a quiet indicator on later reloads".
///
/// Skeleton rows stand for rows that have never been seen, so by default
/// (`SkeletonRowsOccasion.firstLoad`) they show while the list loads its
/// first page before any load has shown a result (rows, "empty" or "no
/// results"): the first load, a restart or a Retry before then. Once a
/// result has shown, a new listing (a restart, Retry) shows the loading
/// placeholder: the rows the user saw are a better guess of what comes
/// than grey bars. `.everyNewListing` shows them for those too. A search
/// never shows them, nor a refresh (it keeps its rows).
///
/// The choice is made when the loading placeholder appears (after its show
/// delay) and kept for as long as it shows, its minimum time included: a
/// result that lands during that time does not turn the skeleton into a
/// spinner for the rest of it.
package struct SkeletonRowsRule: Hashable, Sendable {
  /// Whether a load has shown its result: from then on no skeleton shows.
  package private(set) var hasShownAResult = false
  /// Whether the loading placeholder shows now, as last seen.
  private var loadingShows = false
  /// Whether the loading placeholder showing now appeared on a load that
  /// shows skeleton rows.
  private var loadingIsFirst = false

  /// A list that has not loaded yet.
  package init() {}

  /// Follows the list to `state`, whose loading placeholder shows when
  /// `indicators` say so, with `loadKind` the load in flight (nil: none).
  /// Returns whether the loading placeholder is drawn as skeleton rows
  /// now, on `occasion`. Call it at every change of state or indicators.
  /// O(1).
  package mutating func update(
    state: PageState, indicators: LoadIndicators, loadKind: LoadKind?, occasion: SkeletonRowsOccasion = .firstLoad
  ) -> Bool {
    if indicators.showsLoading && !loadingShows {
      let unseen = !hasShownAResult || occasion == .everyNewListing
      loadingIsFirst = unseen && loadKind == .firstPage
    }
    loadingShows = indicators.showsLoading
    if Self.showsAResult(state) { hasShownAResult = true }
    return loadingShows && loadingIsFirst
  }

  /// Whether `state` shows what a finished load brought.
  private static func showsAResult(_ state: PageState) -> Bool {
    switch state {
    case .content, .empty, .noResults, .refreshing(over: .content), .refreshing(over: .empty),
      .refreshing(over: .noResults):
      true
    case .idle, .loading, .failed, .refreshing(over: .idle), .refreshing(over: .failed):
      false
    }
  }
}
