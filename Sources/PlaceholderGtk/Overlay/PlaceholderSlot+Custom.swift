internal import CGtk
import PlaceholderCore

/// Custom content: the widgets an app registers for `CustomContentToken`s,
/// built on first use and kept.
extension PlaceholderSlot {
  /// Registers the widget a `CustomContentToken` stands for. `builder` runs
  /// the first time an item names the token, and its widget is kept and
  /// reused. The widget must not have a parent: one that has is refused with
  /// a warning and the stock layout shows instead.
  public func register(custom token: CustomContentToken, builder: @escaping @MainActor () -> Widget) {
    builders[token] = builder
    customWidgets[token] = nil
    if let displayed, displayed.customContent == token { applyContent(displayed) }
  }

  /// The custom widget for `token`, built on first use; nil (with one
  /// warning) when none is registered or it already has a parent.
  func customWidget(for token: CustomContentToken) -> Widget? {
    if let cached = customWidgets[token] { return cached }
    guard let builder = builders[token] else {
      Diagnostics.warnOnce(
        key: "custom-missing:\(token.name)",
        "no custom placeholder content is registered for '\(token.name)'; showing the stock layout")
      return nil
    }
    let built = builder()
    if let parent = gtk_widget_get_parent(built.gtkWidget) {
      let parentType = String(cString: pg_type_name_of(parent))
      Diagnostics.warnOnce(
        key: "custom-parented:\(token.name)",
        "custom placeholder content '\(token.name)' already has a parent (\(parentType)); showing the stock layout")
      return nil
    }
    customWidgets[token] = built
    return built
  }
}
