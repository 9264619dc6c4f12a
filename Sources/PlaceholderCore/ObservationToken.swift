/// Keeps an observation alive: the handler runs for as long as the token
/// exists and has not been cancelled.
///
/// Keep the token in a property of the observer. Dropping the last reference
/// to it cancels the observation, and since the token owns the handler, the
/// handler (and whatever it captured) is released at once.
@MainActor
public final class ObservationToken {
  private var handler: (@MainActor (ChangeSet) -> Void)?

  init(handler: @escaping @MainActor (ChangeSet) -> Void) {
    self.handler = handler
  }

  /// Ends the observation and releases the handler. Cancelling twice does
  /// nothing.
  public func cancel() { handler = nil }

  /// Whether `cancel()` was called.
  public var isCancelled: Bool { handler == nil }

  /// Runs the handler, unless cancelled.
  func deliver(_ changes: ChangeSet) { handler?(changes) }
}

/// The observers of one subject, held weakly through their tokens.
@MainActor
struct ObserverList {
  private struct Entry {
    weak var token: ObservationToken?
  }

  private var entries: [Entry] = []

  /// Registers a handler; the returned token owns it.
  mutating func add(_ handler: @escaping @MainActor (ChangeSet) -> Void) -> ObservationToken {
    entries.removeAll { $0.token?.isCancelled ?? true }
    let token = ObservationToken(handler: handler)
    entries.append(Entry(token: token))
    return token
  }

  /// The live tokens, in registration order; forgets the dead ones.
  mutating func liveTokens() -> [ObservationToken] {
    entries.removeAll { $0.token?.isCancelled ?? true }
    return entries.compactMap(\.token)
  }
}
