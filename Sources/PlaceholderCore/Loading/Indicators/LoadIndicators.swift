/// Which loading indicators a list shows now, after their delay and
/// minimum time (`LoadingIndicatorTiming`): the loading placeholder of a
/// first page, and the paging footer's spinner.
///
/// They can differ from the state: while a load is younger than the delay
/// the state is loading and nothing shows; once shown, an indicator stays
/// for its minimum time after its load has ended.
public struct LoadIndicators: Hashable, Sendable {
  /// The loading placeholder shows (a first page, a search, a restart).
  public var showsLoading: Bool
  /// The paging footer's spinner shows.
  public var showsPagingSpinner: Bool
  /// The spinner over the start of the rows shows: the page before them
  /// loads (`LoadKind.previousPage`).
  public var showsPreviousPageSpinner: Bool

  /// Indicators.
  public init(showsLoading: Bool = false, showsPagingSpinner: Bool = false, showsPreviousPageSpinner: Bool = false) {
    self.showsLoading = showsLoading
    self.showsPagingSpinner = showsPagingSpinner
    self.showsPreviousPageSpinner = showsPreviousPageSpinner
  }

  /// What shows in `state` with no delay and no minimum time: an
  /// indicator exactly while its load runs.
  public static func immediate(for state: PageState) -> LoadIndicators {
    LoadIndicators(showsLoading: state == .loading, showsPagingSpinner: state == .content(.loadingMore))
  }
}
