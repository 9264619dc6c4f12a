/// Keeps an observation alive: the handler runs for as long as the token
/// exists and has not been cancelled.
///
/// Keep the token in a property of the observer, or with
/// `store(in:)` in an array of `any Cancellable`. Dropping the last reference
/// to it cancels the observation, and since the token owns the handler, the
/// handler (and whatever it captured) is released at once.
@MainActor
public final class ObservationToken: Cancellable {
  /// The handler, boxed; nil once cancelled.
  private var handler: AnyObject?

  init(handler: AnyObject) {
    self.handler = handler
  }

  /// Ends the observation and releases the handler. Cancelling twice does
  /// nothing.
  public func cancel() { handler = nil }

  /// Whether `cancel()` was called.
  public var isCancelled: Bool { handler == nil }

  /// The boxed handler, for an owner that keeps something other than a
  /// value handler in a token (a landing gate); nil once cancelled.
  var boxedHandler: AnyObject? { handler }

  /// Runs the handler with `value`, unless cancelled.
  func deliver<Value>(_ value: Value) {
    (handler as? ObserverHandler<Value>)?.handler(value)
  }
}

/// A handler of values of one type, owned by its token.
@MainActor
private final class ObserverHandler<Value> {
  let handler: @MainActor (Value) -> Void
  init(_ handler: @escaping @MainActor (Value) -> Void) { self.handler = handler }
}

/// The observers of one subject, held weakly through their tokens.
@MainActor
struct ObserverList<Value> {
  private struct Entry {
    weak var token: ObservationToken?
  }

  private var entries: [Entry] = []

  /// Registers a handler; the returned token owns it.
  mutating func add(_ handler: @escaping @MainActor (Value) -> Void) -> ObservationToken {
    entries.removeAll { $0.token?.isCancelled ?? true }
    let token = ObservationToken(handler: ObserverHandler(handler))
    entries.append(Entry(token: token))
    return token
  }

  /// The live tokens, in registration order; forgets the dead ones.
  mutating func liveTokens() -> [ObservationToken] {
    entries.removeAll { $0.token?.isCancelled ?? true }
    return entries.compactMap(\.token)
  }

  /// Delivers `value` to every live observer, in registration order.
  mutating func notify(_ value: Value) {
    for token in liveTokens() { token.deliver(value) }
  }
}
