/// When a list's loading indicators (the loading placeholder and the paging
/// footer's spinner) show: only once a load has taken longer than
/// `showDelay`, and then for at least `minimumDuration`, so that a fast load
/// shows nothing but its result and a slow one never blinks.
///
/// A loading indicator that flashes up for a moment was the complaint users
/// of DZNEmptyDataSet filed most (dzenbot/DZNEmptyDataSet #128, #337, #448);
/// the usual answer is to wait 200 to 500 ms before showing one and then to
/// keep it long enough to be read. The defaults follow that: 300 ms of
/// delay, past the 250 ms fade a shorter delay would start and cut short,
/// and 500 ms on screen, twice the fade, so a spinner that appears is seen
/// turning. Set `LoadCoordinator.indicatorTiming` per list.
public struct LoadingIndicatorTiming: Hashable, Sendable {
  /// How long a load runs before its indicator appears.
  public var showDelay: Duration
  /// How long an indicator that appeared stays, even if its load ends
  /// sooner. The load's result waits behind it.
  public var minimumDuration: Duration

  /// A timing; the defaults are the ones described above.
  public init(showDelay: Duration = .milliseconds(300), minimumDuration: Duration = .milliseconds(500)) {
    self.showDelay = showDelay
    self.minimumDuration = minimumDuration
  }

  /// Indicators that appear with their load and go with it: no delay, no
  /// minimum (every version before 0.2 behaved so).
  public static let immediate = LoadingIndicatorTiming(showDelay: .zero, minimumDuration: .zero)
}
