/// The app's switches for when a placeholder may show.
///
/// The defaults give the behaviour users of the iOS libraries asked for:
/// a loading placeholder during the first load, and no "empty" flash before
/// that load has ended.
public struct PlaceholderOptions: Hashable, Sendable {
  /// Show "empty" before the first load has ended (in `idle`). Off by default:
  /// a list that has not loaded yet is not known to be empty (AppPlaceholder's
  /// `firstReload`, CXTableView's ignored first reload). Turn it on for lists
  /// filled by the app without loads.
  public var showsEmptyBeforeFirstLoad: Bool
  /// Show the loading placeholder while a first page loads; when off, the
  /// list stays blank until the result arrives.
  public var showsLoadingPlaceholder: Bool
  /// Show the "empty" placeholder even while rows are shown
  /// (DZNEmptyDataSet's `emptyDataSetShouldBeForcedToDisplay`).
  public var forcedDisplay: Bool
  /// Show the "empty" placeholder at all. Turn it off for a list whose
  /// emptiness needs no message; the other kinds still show.
  public var showsEmptyPlaceholder: Bool
  /// The veto: when false, no placeholder ever shows
  /// (DZNEmptyDataSet's `emptyDataSetShouldDisplay`). It wins over
  /// `forcedDisplay`.
  public var displayAllowed: Bool

  /// Creates options; every argument has the default described above.
  public init(
    showsEmptyBeforeFirstLoad: Bool = false,
    showsLoadingPlaceholder: Bool = true,
    forcedDisplay: Bool = false,
    showsEmptyPlaceholder: Bool = true,
    displayAllowed: Bool = true
  ) {
    self.showsEmptyBeforeFirstLoad = showsEmptyBeforeFirstLoad
    self.showsLoadingPlaceholder = showsLoadingPlaceholder
    self.forcedDisplay = forcedDisplay
    self.showsEmptyPlaceholder = showsEmptyPlaceholder
    self.displayAllowed = displayAllowed
  }
}
