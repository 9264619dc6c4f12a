internal import CGtk
import GtkKit
import PlaceholderCore

/// Custom content: the widgets an app registers for `CustomContentToken`s,
/// built on first use and kept, and the widgets `PlaceholderItem`s bring.
extension PlaceholderSlot {
  /// The item `content` names; nil (with one warning) when it names one
  /// that is gone.
  func resolveItem(_ content: PlaceholderContent) -> PlaceholderItem? {
    guard let id = content.itemID else { return nil }
    if let item = PlaceholderItem.item(named: id) {
      item.shownIn = self
      return item
    }
    Diagnostics.warnOnce(
      key: "item-gone:\(id.rawValue)",
      "placeholder content names an item that no longer exists; keep a reference to the PlaceholderItem")
    return nil
  }

  /// The widget that replaces the stock layout for `content`, if any: the
  /// item's own, else the one registered for its token (the core's order).
  func customWidget(for content: PlaceholderContent) -> Widget? {
    let itemWidget = displayedItem?.widget.flatMap { usableItemWidget($0) }
    let registered = itemWidget == nil ? content.customContent.flatMap { customWidget(for: $0) } : nil
    switch PlaceholderItemRules.contentSource(hasItemWidget: itemWidget != nil, hasRegisteredWidget: registered != nil)
    {
    case .itemWidget: return itemWidget
    case .registeredWidget: return registered
    case .stock: return nil
    }
  }

  /// `widget` when it can show here: it has no parent, or is already ours.
  private func usableItemWidget(_ widget: Widget) -> Widget? {
    if widget === shownCustom || gtk_widget_get_parent(widget.gtkWidget) == nil { return widget }
    Diagnostics.warnOnce(
      key: "item-parented:\(widget.typeName)",
      "a placeholder item's widget (\(widget.typeName)) already has a parent; showing the stock layout")
    return nil
  }

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
