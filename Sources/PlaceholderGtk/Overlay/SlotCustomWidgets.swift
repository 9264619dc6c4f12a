import GtkKit
import PlaceholderCore

/// Custom content: the widgets an app registers for `CustomContentToken`s,
/// built on first use and kept, and the widgets `PlaceholderItem`s bring.
@MainActor
final class SlotCustomWidgets {
  private var builders: [CustomContentToken: @MainActor () -> Widget] = [:]
  private var built: [CustomContentToken: Widget] = [:]

  /// The item `content` names, now showing in `slot`; nil (with one
  /// warning) when it names one that is gone.
  func resolveItem(_ content: PlaceholderContent, for slot: PlaceholderSlot) -> PlaceholderItem? {
    guard let id = content.itemID else { return nil }
    if let item = PlaceholderItem.item(named: id) {
      item.shownIn = slot
      return item
    }
    Diagnostics.warnOnce(
      key: "item-gone:\(id.rawValue)",
      "placeholder content names an item that no longer exists; keep a reference to the PlaceholderItem")
    return nil
  }

  /// The widget that replaces the stock layout for `content`, if any: the
  /// item's own, else the one registered for its token (the core's order).
  func widget(for content: PlaceholderContent, showing item: PlaceholderItem?, shownCustom: Widget?) -> Widget? {
    let itemWidget = item?.widget.flatMap { usableItemWidget($0, shownCustom: shownCustom) }
    let registered = itemWidget == nil ? content.customContent.flatMap { widget(for: $0) } : nil
    switch PlaceholderItemRules.contentSource(hasItemWidget: itemWidget != nil, hasRegisteredWidget: registered != nil)
    {
    case .itemWidget: return itemWidget
    case .registeredWidget: return registered
    case .stock: return nil
    }
  }

  /// `widget` when it can show here: it has no parent, or is already ours.
  private func usableItemWidget(_ widget: Widget, shownCustom: Widget?) -> Widget? {
    if widget === shownCustom || widget.parent == nil { return widget }
    Diagnostics.warnOnce(
      key: "item-parented:\(widget.typeName)",
      "a placeholder item's widget (\(widget.typeName)) already has a parent; showing the stock layout")
    return nil
  }

  /// Registers the builder of the widget `token` stands for, forgetting one
  /// built before.
  func register(_ token: CustomContentToken, builder: @escaping @MainActor () -> Widget) {
    builders[token] = builder
    built[token] = nil
  }

  /// The custom widget for `token`, built on first use; nil (with one
  /// warning) when none is registered or it already has a parent.
  private func widget(for token: CustomContentToken) -> Widget? {
    if let cached = built[token] { return cached }
    guard let builder = builders[token] else {
      Diagnostics.warnOnce(
        key: "custom-missing:\(token.name)",
        "no custom placeholder content is registered for '\(token.name)'; showing the stock layout")
      return nil
    }
    let widget = builder()
    if let parent = widget.parent {
      Diagnostics.warnOnce(
        key: "custom-parented:\(token.name)",
        "custom placeholder content '\(token.name)' already has a parent (\(parent.typeName)); showing the stock layout"
      )
      return nil
    }
    built[token] = widget
    return widget
  }
}
