import GtkKit
import PlaceholderCore

/// Custom content an app registers (`SlotCustomWidgets` keeps it).
extension PlaceholderSlot {
  /// Registers the widget a `CustomContentToken` stands for. `builder` runs
  /// the first time an item names the token, and its widget is kept and
  /// reused. The widget must not have a parent: one that has is refused with
  /// a warning and the stock layout shows instead.
  public func register(custom token: CustomContentToken, builder: @escaping @MainActor () -> Widget) {
    customWidgets.register(token, builder: builder)
    if let displayed, displayed.customContent == token { applyContent(displayed) }
  }

  /// Places the placeholder's content again (an item's layout changed).
  func queueContentLayout() { root.queueAllocate() }
}
