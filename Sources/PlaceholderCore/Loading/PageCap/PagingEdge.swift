/// One end of a list's rows: where pages are added, or dropped.
public enum PagingEdge: Hashable, Sendable {
  /// Before the first row (older messages above a conversation).
  case start
  /// After the last row.
  case end
}
