/// Bad input to `LoadMoreTrigger`; the trigger is left as it was.
package enum LoadMoreTriggerError: Error, Hashable, Sendable, CustomStringConvertible {
  /// A distance that is negative, NaN or infinite.
  case invalidDistance(LoadMoreTrigger.Distance)
  /// A viewport with a NaN or infinite value, or a negative size or length.
  case invalidViewport(LoadMoreViewport)

  /// What was wrong, for logs.
  package var description: String {
    switch self {
    case .invalidDistance(let distance):
      "load-more distance must be finite and not negative, got \(distance)"
    case .invalidViewport(let viewport):
      "load-more viewport must be finite with non-negative sizes, got offset \(viewport.offset), "
        + "page size \(viewport.pageSize), content length \(viewport.contentLength)"
    }
  }
}
