/// A replacement of a data source's sections that is computed away from the
/// main thread (`SectionedDataSource.replaceAllInBackground(_:)`): pending
/// until its result is applied on the main thread, or dropped because a
/// newer replacement came first.
///
/// A list that searches with `bindSearch(to:filter:)` waits for the
/// replacement its filter started before it says whether the search found
/// anything; an app can wait for it too:
///
/// ```swift
/// let replacement = rows.replaceAllInBackground { [all] in matching(all, query) }
/// if await replacement.result() != nil { print("shown") }
/// ```
@MainActor
public final class BackgroundReplacement {
  /// What became of a replacement.
  public enum Outcome: Sendable, Equatable {
    /// The new sections are in the data source; its observers heard this
    /// change set.
    case applied(ChangeSet)
    /// A newer replacement came first, or the replacement was cancelled:
    /// nothing of it was applied.
    case superseded
  }

  /// What became of it; nil while it is being computed.
  public private(set) var outcome: Outcome?
  /// The work off the main thread, cancelled when superseded.
  var task: Task<Void, Never>?
  private var waiters: [CheckedContinuation<Outcome, Never>] = []
  private var settleHandlers: [@MainActor (Outcome) -> Void] = []

  init() {}

  /// Whether it is still being computed.
  public var isPending: Bool { outcome == nil }

  /// Waits until it is applied or dropped; returns the change set its
  /// observers heard, or nil when it was superseded.
  public func result() async -> ChangeSet? {
    let outcome: Outcome
    if let settled = self.outcome {
      outcome = settled
    } else {
      outcome = await withCheckedContinuation { waiters.append($0) }
    }
    if case .applied(let changes) = outcome { return changes }
    return nil
  }

  /// Drops it: its result is never applied. Nothing happens once it is
  /// applied.
  public func cancel() {
    guard isPending else { return }
    task?.cancel()
    settle(.superseded)
  }

  /// Calls `handler` once it is applied or dropped, at once if it is
  /// already; in the same main-thread turn as the data source's change, so
  /// a list can update its placeholder before the next frame.
  package func whenSettled(_ handler: @escaping @MainActor (Outcome) -> Void) {
    if let outcome {
      handler(outcome)
    } else {
      settleHandlers.append(handler)
    }
  }

  func settle(_ outcome: Outcome) {
    guard isPending else { return }
    self.outcome = outcome
    task = nil
    let handlers = settleHandlers
    settleHandlers.removeAll()
    for handler in handlers { handler(outcome) }
    let waiting = waiters
    waiters.removeAll()
    for waiter in waiting { waiter.resume(returning: outcome) }
  }
}

/// A data source that can be replacing its content in the background; a
/// list asks it after its search filter ran.
@MainActor
package protocol BackgroundReplacing: AnyObject {
  /// The replacement still being computed, if any.
  var pendingReplacement: BackgroundReplacement? { get }
}
