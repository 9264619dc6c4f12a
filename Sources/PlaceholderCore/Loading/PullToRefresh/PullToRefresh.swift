/// Pull to refresh: follows how far the list is pulled past its top and
/// says when to refresh, what the indicator shows and how far it has come.
///
/// The GTK layer feeds it the overshoot past the top in pixels as the user
/// drags a touchscreen, scrolls a touchpad or holds a wheel against the top
/// (`pull(to:)` for absolute distances, `pull(by:)` for deltas), then
/// `release()` when the gesture ends. Phases:
///
/// `idle` → `pulling` ("Pull to refresh") → `armed` at `threshold` ("Release
/// to refresh") → `refreshing` ("Refreshing…") on release while armed. That
/// release is the only place a user refresh is requested, so one pull gives
/// exactly one refresh. Releasing below the threshold returns to `idle`;
/// pulls during a refresh request nothing; after a refresh ends under a
/// finger that is still down, the pull must end (or return to the top)
/// before it shows or arms again.
///
/// `follow(_:)` keeps the tracker in step with the page-state machine, which
/// also refreshes from code (`beginRefreshing()`, CXTableView's
/// `triggerRefreshing` and `autoPullDownToRefresh`) and ends refreshes.
package struct PullToRefresh: Hashable, Sendable {
  /// Where the pull is.
  package enum Phase: Hashable, Sendable {
    /// No pull, no refresh: the indicator is hidden.
    case idle
    /// Pulled, but not far enough to refresh on release.
    case pulling
    /// Pulled past the threshold: releasing now refreshes.
    case armed
    /// A refresh runs.
    case refreshing
  }

  /// The default threshold, in pixels.
  package static let defaultThreshold: Double = 72

  /// How far past the top a pull must go to arm, in pixels (> 0).
  package private(set) var threshold: Double
  /// The current phase.
  package private(set) var phase: Phase = .idle
  /// How far past the top the list is pulled now, in pixels (≥ 0).
  package private(set) var overshoot: Double = 0
  /// Set when a refresh ends while the pull that started it is still held:
  /// that pull cannot arm again until it is released or back at the top.
  private var isSpent = false

  /// Creates a tracker with the default threshold.
  package init() { threshold = Self.defaultThreshold }

  /// Creates a tracker that arms at `threshold` pixels.
  /// - Throws: `PullToRefreshError.invalidThreshold` unless the threshold is
  ///   finite and greater than zero.
  package init(threshold: Double) throws(PullToRefreshError) {
    guard threshold.isFinite, threshold > 0 else { throw .invalidThreshold(threshold) }
    self.threshold = threshold
  }

  /// Changes the threshold; a pull in progress is re-judged against it.
  /// - Throws: `PullToRefreshError.invalidThreshold` (nothing changes) unless
  ///   the threshold is finite and greater than zero.
  package mutating func setThreshold(_ threshold: Double) throws(PullToRefreshError) {
    guard threshold.isFinite, threshold > 0 else { throw .invalidThreshold(threshold) }
    self.threshold = threshold
    updatePhase()
  }

  /// How far the indicator has come, from 0 (idle) to 1 (armed or
  /// refreshing).
  package var progress: Double {
    switch phase {
    case .idle: 0
    case .pulling, .armed: min(overshoot / threshold, 1)
    case .refreshing: 1
    }
  }

  /// The indicator's text, translated; nil when idle.
  package var label: String? {
    switch phase {
    case .idle: nil
    case .pulling: translate("Pull to refresh")
    case .armed: translate("Release to refresh")
    case .refreshing: translate("Refreshing…")
    }
  }

  /// The list is now pulled `overshoot` pixels past its top; a negative value
  /// means it is not past the top at all.
  /// - Throws: `PullToRefreshError.invalidOvershoot` (nothing changes) for
  ///   NaN or infinite values.
  package mutating func pull(to overshoot: Double) throws(PullToRefreshError) {
    guard overshoot.isFinite else { throw .invalidOvershoot(overshoot) }
    self.overshoot = max(overshoot, 0)
    updatePhase()
  }

  /// The list moved `delta` pixels further past its top (negative: back
  /// towards it), as a wheel held against the top reports it.
  /// - Throws: `PullToRefreshError.invalidOvershoot` (nothing changes) for
  ///   NaN or infinite deltas.
  package mutating func pull(by delta: Double) throws(PullToRefreshError) {
    let target = overshoot + delta
    guard delta.isFinite, target.isFinite else { throw .invalidOvershoot(delta) }
    try pull(to: target)
  }

  /// The gesture ended. Returns true exactly when a refresh must start: the
  /// pull was armed. Feed `.refresh` to the machine then.
  package mutating func release() -> Bool {
    overshoot = 0
    isSpent = false
    switch phase {
    case .armed:
      phase = .refreshing
      return true
    case .pulling:
      phase = .idle
      return false
    case .idle, .refreshing:
      return false
    }
  }

  /// A refresh started from code. Returns true when a refresh must start
  /// (feed `.refresh` to the machine); false when one already runs.
  package mutating func beginRefreshing() -> Bool {
    guard phase != .refreshing else { return false }
    phase = .refreshing
    return true
  }

  /// The refresh ended: the indicator hides. A pull still held stays hidden
  /// and cannot arm until it is released or back at the top.
  package mutating func endRefreshing() {
    guard phase == .refreshing else { return }
    isSpent = overshoot > 0
    phase = .idle
    updatePhase()
  }

  /// Follows the machine: refreshing exactly while it refreshes, whoever
  /// started the refresh and whether or not it was coalesced.
  package mutating func follow(_ state: PageState) {
    if state.isRefreshing {
      phase = .refreshing
    } else {
      endRefreshing()
    }
  }

  private mutating func updatePhase() {
    if overshoot == 0 { isSpent = false }
    guard phase != .refreshing else { return }
    if overshoot == 0 || isSpent {
      phase = .idle
    } else {
      phase = overshoot >= threshold ? .armed : .pulling
    }
  }
}
