/// When a list tries a failed load again by itself: after a delay that
/// doubles from one try to the next, up to a number of tries, for failures
/// that pass (the network's, by default). Each list has its own
/// (`LoadCoordinator.retryPolicy`); `.off` leaves every retry to the user.
///
/// The defaults, three tries after 2, 4 and 8 seconds, follow TanStack
/// Query's (three retries, doubling) with a first delay long enough to read
/// "Retrying in 2 seconds" and to let a dropped Wi-Fi link or a restarting
/// server come back; fourteen seconds in all, after which the failure stays
/// with its Retry button. No delay is ever longer than `maxDelay`, and no
/// list tries more than `maxAttempts` times in a row by itself: the user's
/// own Retry, a refresh or a load that works starts the count again.
///
/// ```swift
/// feed.loads.retryPolicy = RetryPolicy(maxAttempts: 5, firstDelay: .seconds(1))
/// mail.loads.retryPolicy = .off
/// ```
public struct RetryPolicy: Hashable, Sendable {
  /// How many times in a row the list tries by itself; 0 is never.
  public var maxAttempts: Int
  /// How long before the first try.
  public var firstDelay: Duration
  /// How much longer each delay is than the one before (2 doubles it).
  public var multiplier: Double
  /// The longest any delay gets.
  public var maxDelay: Duration
  /// Which failures pass and are tried again: the network's by default
  /// (a timeout, a dropped connection). An app whose server errors pass
  /// too can add `.other`.
  public var retriedKinds: Set<LoadFailure.Kind>

  /// A policy; every argument has the default described above. Negative
  /// numbers count as zero, a multiplier under 1 as 1.
  public init(
    maxAttempts: Int = 3, firstDelay: Duration = .seconds(2), multiplier: Double = 2,
    maxDelay: Duration = .seconds(30), retriedKinds: Set<LoadFailure.Kind> = [.network]
  ) {
    self.maxAttempts = max(maxAttempts, 0)
    self.firstDelay = max(firstDelay, .zero)
    self.multiplier = multiplier.isFinite ? max(multiplier, 1) : 1
    self.maxDelay = max(maxDelay, .zero)
    self.retriedKinds = retriedKinds
  }

  /// Three tries, after 2, 4 and 8 seconds, for network failures.
  public static let standard = RetryPolicy()
  /// No retry by itself: every retry is the user's.
  public static let off = RetryPolicy(maxAttempts: 0)

  /// Whether the list tries `failure` again by itself.
  public func retries(_ failure: LoadFailure) -> Bool {
    maxAttempts > 0 && retriedKinds.contains(failure.kind)
  }

  /// How long to wait before the next try, after `attemptsMade` tries by
  /// itself; nil once the cap is reached.
  public func delay(afterAttempts attemptsMade: Int) -> Duration? {
    guard attemptsMade >= 0, attemptsMade < maxAttempts else { return nil }
    let factor = pow(multiplier, attemptsMade)
    let seconds = Double(firstDelay.components.seconds) + Double(firstDelay.components.attoseconds) / 1e18
    let delay = seconds * factor
    guard delay.isFinite, delay < Double(maxDelay.components.seconds) + 1 else { return maxDelay }
    return min(.milliseconds(Int64((delay * 1_000).rounded())), maxDelay)
  }

  /// `base` raised to a whole power, without Foundation.
  private func pow(_ base: Double, _ exponent: Int) -> Double {
    var result = 1.0
    for _ in 0..<exponent { result *= base }
    return result
  }
}
