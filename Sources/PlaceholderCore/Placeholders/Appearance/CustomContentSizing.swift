/// How a custom widget (a registered `CustomContentToken`'s, or a
/// `CustomPlaceholder`'s own) is sized.
public enum CustomContentSizing: Hashable, Sendable {
  /// At its natural size, placed by the content's `layout` (centred by
  /// default). Ours by default.
  case natural
  /// Pinned to every edge of the area the placeholder covers, minus the
  /// `.full` layout's insets, as DZNEmptyDataSet's `customView` fills its
  /// content view. A `.custom` layout still places it itself.
  case fill
}
