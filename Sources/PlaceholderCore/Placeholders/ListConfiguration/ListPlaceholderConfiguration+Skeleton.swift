/// Skeleton rows in the loading placeholder's place.
extension ListPlaceholderConfiguration {
  /// What the placeholder shows in `state`, as
  /// `content(for:canLoad:indicators:retryNotice:)` says, except that the
  /// loading placeholder gives way to the skeleton rows `skeletonRows`
  /// names, when given (`SkeletonRowsRule` says when). Pinned content wins
  /// over them, and a list that shows no loading placeholder
  /// (`showsLoadingPlaceholder` off) shows no skeleton either. O(1).
  package func content(
    for state: PageState, canLoad: Bool, indicators: LoadIndicators?, retryNotice: RetryNotice?,
    skeletonRows: CustomPlaceholderID?
  ) -> PlaceholderContent? {
    guard let skeletonRows, pinned == nil,
      PlaceholderPolicy.placeholder(for: state, options: options, indicators: indicators) == .loading
    else { return content(for: state, canLoad: canLoad, indicators: indicators, retryNotice: retryNotice) }
    return Self.skeletonContent(standingFor: content.content(for: .loading), named: skeletonRows)
  }

  /// The loading content drawn as the skeleton rows `id` names: they fill
  /// the list from its top, take no taps and no scrolling (they are not
  /// rows), and keep the loading content's words and busy sign, which name
  /// the placeholder for screen readers ("Loading…", busy) and say it.
  package static func skeletonContent(
    standingFor loading: PlaceholderContent, named id: CustomPlaceholderID
  ) -> PlaceholderContent {
    var skeleton = loading
    skeleton.customPlaceholderID = id
    skeleton.showsSpinner = true
    skeleton.button = nil
    skeleton.appearance.layout = .full()
    skeleton.appearance.customContentSizing = .fill
    skeleton.behavior.isTouchAllowed = false
    skeleton.behavior.isScrollAllowed = false
    skeleton.behavior.tapAnywhereTriggersAction = false
    return skeleton
  }
}
