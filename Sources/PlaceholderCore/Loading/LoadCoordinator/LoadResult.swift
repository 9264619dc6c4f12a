/// What a finished load brings: whether more pages follow, and how to put
/// its data into the data source.
///
/// The coordinator calls `apply` only if the load is still the current one,
/// so a superseded load's late result never overwrites newer data.
public struct LoadResult: Sendable {
  /// Whether another page can follow (false is CXTableView's `loadCompleted`).
  public var hasMore: Bool
  /// Whether pages exist before the rows (a conversation's older
  /// messages), said by a first page, a refresh or a previous page: the
  /// list then asks for the page before them near its start.
  public var hasPrevious: Bool
  /// Puts the loaded data into the data source. Called at most once, on the
  /// main actor, only while the load is current.
  public var apply: @MainActor @Sendable () -> Void

  /// Creates a result.
  public init(
    hasMore: Bool = false, hasPrevious: Bool = false, apply: @escaping @MainActor @Sendable () -> Void
  ) {
    self.hasMore = hasMore
    self.hasPrevious = hasPrevious
    self.apply = apply
  }
}
