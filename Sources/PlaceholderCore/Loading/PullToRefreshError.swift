/// Bad input to `PullToRefresh`; the tracker is left as it was.
package enum PullToRefreshError: Error, Hashable, Sendable, CustomStringConvertible {
  /// A threshold that is not a finite number greater than zero.
  case invalidThreshold(Double)
  /// An overshoot or delta that is NaN or infinite.
  case invalidOvershoot(Double)

  /// What was wrong, for logs.
  package var description: String {
    switch self {
    case .invalidThreshold(let value):
      "pull-to-refresh threshold must be a finite number of pixels greater than zero, got \(value)"
    case .invalidOvershoot(let value):
      "pull-to-refresh overshoot must be a finite number of pixels, got \(value)"
    }
  }
}
