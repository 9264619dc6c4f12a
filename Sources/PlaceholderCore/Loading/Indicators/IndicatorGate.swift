/// Decides when one loading indicator shows: only after its load has run
/// for the show delay, and then for at least the minimum time
/// (`LoadingIndicatorTiming`). Pure: the caller passes the time and asks
/// again at the instant each answer names.
package struct IndicatorGate: Hashable, Sendable {
  /// Where the indicator is.
  package enum Phase: Hashable, Sendable {
    /// Not shown, no load waiting.
    case hidden
    /// A load runs, younger than the delay.
    case waiting(since: ContinuousClock.Instant)
    /// Shown since then.
    case shown(since: ContinuousClock.Instant)
  }

  /// Where the indicator is now.
  package private(set) var phase: Phase = .hidden

  /// A hidden gate.
  package init() {}

  /// Whether the indicator shows.
  package var isShown: Bool {
    if case .shown = phase { return true }
    return false
  }

  /// Follows whether a load runs (`loading`) at `now`. Returns the instant
  /// to ask again at, or nil when nothing will change until the load
  /// starts or ends. O(1).
  package mutating func update(loading: Bool, at now: ContinuousClock.Instant, timing: LoadingIndicatorTiming)
    -> ContinuousClock.Instant?
  {
    switch (phase, loading) {
    case (.hidden, false):
      return nil
    case (.hidden, true):
      guard timing.showDelay > .zero else {
        phase = .shown(since: now)
        return nil
      }
      phase = .waiting(since: now)
      return now.advanced(by: timing.showDelay)
    case (.waiting(let since), true):
      let due = since.advanced(by: timing.showDelay)
      guard now >= due else { return due }
      phase = .shown(since: now)
      return nil
    case (.waiting, false):
      // A load faster than the delay: nothing ever showed.
      phase = .hidden
      return nil
    case (.shown, true):
      return nil
    case (.shown(let since), false):
      let end = since.advanced(by: timing.minimumDuration)
      guard now >= end else { return end }
      phase = .hidden
      return nil
    }
  }
}
