import GtkKit
import PlaceholderCore

/// Custom placeholders' layout (`SlotCustomWidgets` keeps their widgets).
extension PlaceholderSlot {
  /// Places the placeholder's content again (a placeholder's layout changed).
  func queueContentLayout() { root.queueAllocate() }
}
