/// The system's monotonic clock, waking its sleepers with a main-actor
/// task: the clock every list uses unless a test gives it another.
@MainActor
public final class SystemLoadingClock: LoadingClock {
  /// The clock.
  public init() {}

  /// The time now.
  public var now: ContinuousClock.Instant { ContinuousClock.now }

  /// Sleeps in a task until `deadline`, then calls `action` unless cancelled.
  public func schedule(at deadline: ContinuousClock.Instant, _ action: @escaping @MainActor () -> Void)
    -> any Cancellable
  {
    let task = Task { @MainActor in
      do {
        try await Task.sleep(until: deadline, clock: .continuous)
      } catch {
        return  // cancelled
      }
      action()
    }
    return TaskCancellation(task)
  }
}

/// Cancels a task when cancelled; releasing it cancels nothing, as with
/// every `LoadingClock`.
@MainActor
private final class TaskCancellation: Cancellable {
  private var task: Task<Void, Never>?

  init(_ task: Task<Void, Never>) { self.task = task }

  func cancel() {
    task?.cancel()
    task = nil
  }
}
