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
  /// Where the rows start in the whole listing, if the service says (an
  /// offset-based API, a log's first line): the list then finds an item
  /// by its index (`JumpTarget.index`). Said by a first page, a refresh, a
  /// previous page or a jump; nil when unknown.
  public var firstIndex: Int?
  /// Puts the loaded data into the data source. Called at most once, on the
  /// main actor, only while the load is current.
  public var apply: @MainActor @Sendable () -> Void

  /// Creates a result.
  public init(
    hasMore: Bool = false, hasPrevious: Bool = false, firstIndex: Int? = nil,
    apply: @escaping @MainActor @Sendable () -> Void
  ) {
    self.firstIndex = firstIndex
    self.hasMore = hasMore
    self.hasPrevious = hasPrevious
    self.apply = apply
  }
}
