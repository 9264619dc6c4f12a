/// A clock that moves only when told to: tests give it to a list
/// (`LoadCoordinator.clock`) and step through a loading indicator's delay
/// and minimum time without sleeping.
///
/// ```swift
/// let clock = ManualLoadingClock()
/// table.loads.clock = clock
/// table.beginLoading()
/// clock.advance(by: .milliseconds(300))   // the loading placeholder appears
/// ```
@MainActor
public final class ManualLoadingClock: LoadingClock {
  /// The time now; it starts at the system clock's time of creation.
  public private(set) var now: ContinuousClock.Instant

  private var sleepers: [Sleeper] = []

  /// A clock stopped at the system clock's time now.
  public init() { now = ContinuousClock.now }

  /// Remembers `action` until the clock reaches `deadline`.
  public func schedule(at deadline: ContinuousClock.Instant, _ action: @escaping @MainActor () -> Void)
    -> any Cancellable
  {
    let sleeper = Sleeper(deadline: deadline, action: action)
    sleepers.append(sleeper)
    return sleeper
  }

  /// Moves the clock forward, waking every sleeper whose deadline passes,
  /// earliest first, each at its own deadline.
  public func advance(by duration: Duration) {
    let target = now.advanced(by: duration)
    while let next = sleepers.filter({ !$0.isCancelled && $0.deadline <= target }).min(by: { $0.deadline < $1.deadline }
    ) {
      sleepers.removeAll { $0 === next || $0.isCancelled }
      now = max(now, next.deadline)
      next.fire()
    }
    now = target
  }

  /// The number of actions waiting for the clock.
  public var pendingCount: Int { sleepers.count { !$0.isCancelled } }
}

/// One action waiting for a `ManualLoadingClock`.
@MainActor
private final class Sleeper: Cancellable {
  let deadline: ContinuousClock.Instant
  private var action: (@MainActor () -> Void)?

  init(deadline: ContinuousClock.Instant, action: @escaping @MainActor () -> Void) {
    self.deadline = deadline
    self.action = action
  }

  var isCancelled: Bool { action == nil }

  func cancel() { action = nil }

  func fire() {
    let action = self.action
    self.action = nil
    action?()
  }
}
