import GtkKit
import PlaceholderCore

// "Item" is a list's element in this library; the placeholder's own names
// say "placeholder" (0.2). The old spellings stay for one minor release so
// that the compiler offers the new one (a fix-it); they go in 0.3.

extension PlaceholderSlot {
  /// Registers the widget a `CustomContentToken` stands for (0.1). `builder`
  /// runs the first time content names the token, and its widget is kept
  /// and reused; one with a parent is refused with a warning. A
  /// `CustomPlaceholder` brings its widget itself: the one way from 0.2.
  @available(
    *, deprecated, message: "Make a CustomPlaceholder(content:widget:) and show its content. Removed in 0.3."
  )
  public func register(custom token: CustomContentToken, builder: @escaping @MainActor () -> Widget) {
    customWidgets.register(named: token.name, builder: builder)
    if let displayed, displayed.customWidgetName == token.name { applyContent(displayed) }
  }

  /// The 0.1 spelling of `placeholder`; removed in 0.3.
  @available(*, deprecated, renamed: "placeholder", message: "Removed in 0.3.")
  public var item: PlaceholderContent? {
    get { placeholder }
    set { placeholder = newValue }
  }
}

/// The 0.1 name of `CustomPlaceholder`; removed in 0.3.
@available(*, deprecated, renamed: "CustomPlaceholder", message: "Removed in 0.3.")
public typealias PlaceholderItem = CustomPlaceholder
