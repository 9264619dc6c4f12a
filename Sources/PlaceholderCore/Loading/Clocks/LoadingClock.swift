/// The time a list's loading indicators follow, and a way to be woken at a
/// later time: the system's monotonic clock in an app
/// (`SystemLoadingClock`), a clock the test moves by hand in tests
/// (`ManualLoadingClock`), so that no test sleeps.
@MainActor
public protocol LoadingClock: AnyObject {
  /// The time now.
  var now: ContinuousClock.Instant { get }
  /// Calls `action` once, on the main actor, at or after `deadline`, unless
  /// the returned token is cancelled first. Releasing the token cancels
  /// nothing.
  func schedule(at deadline: ContinuousClock.Instant, _ action: @escaping @MainActor () -> Void) -> any Cancellable
}
