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
/// if await replacement.result() == .applied { print("shown") }
/// ```
@MainActor
public final class BackgroundReplacement {
  /// What became of a replacement.
  public enum Outcome: Sendable, Equatable {
    /// The new sections are in the data source, and its observers heard the
    /// change (the change set is theirs: a replacement does not keep it,
    /// as a million rows' would be megabytes).
    case applied
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

  /// Waits until it is applied or dropped, and says which.
  public func result() async -> Outcome {
    if let outcome { return outcome }
    return await withCheckedContinuation { waiters.append($0) }
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
  /// Adds a moment a computed replacement of so many changes waits for
  /// before it lands, for as long as the token lives: a list's own frame
  /// timing (just after its window painted a frame, for a big change).
  /// Each list that shows the data source adds its own; without any, a
  /// replacement lands at once.
  func addLandingGate(_ gate: @escaping @MainActor (_ changeCount: Int) async -> Void) -> ObservationToken
}
