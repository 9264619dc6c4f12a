import GtkKit
import PlaceholderCore

/// Custom content: the widgets `CustomPlaceholder`s bring, and those an app
/// registered by name the 0.1 way (`register(custom:builder:)`), built on
/// first use and kept.
@MainActor
final class SlotCustomWidgets {
  private var builders: [String: @MainActor () -> Widget] = [:]
  private var built: [String: Widget] = [:]

  /// The placeholder `content` names, now showing in `slot`; nil (with one
  /// warning) when it names one that is gone.
  func resolveCustomPlaceholder(_ content: PlaceholderContent, for slot: PlaceholderSlot) -> CustomPlaceholder? {
    guard let id = content.customPlaceholderID else { return nil }
    if let item = CustomPlaceholder.item(named: id) {
      item.shownIn = slot
      return item
    }
    Diagnostics.warnOnce(
      key: "custom-placeholder-gone:\(id.rawValue)",
      "placeholder content names a custom placeholder that no longer exists; keep a reference to the CustomPlaceholder")
    return nil
  }

  /// The widget that replaces the stock layout for `content`, if any: the
  /// placeholder's own, else the one registered for its token (the core's order).
  func widget(for content: PlaceholderContent, showing item: CustomPlaceholder?, shownCustom: Widget?) -> Widget? {
    let itemWidget = item?.widget.flatMap { usableItemWidget($0, shownCustom: shownCustom) }
    let registered = itemWidget == nil ? content.customWidgetName.flatMap { widget(named: $0) } : nil
    switch CustomPlaceholderRules.contentSource(
      hasCustomWidget: itemWidget != nil, hasRegisteredWidget: registered != nil)
    {
    case .customWidget: return itemWidget
    case .registeredWidget: return registered
    case .stock: return nil
    }
  }

  /// `widget` when it can show here: it has no parent, or is already ours.
  private func usableItemWidget(_ widget: Widget, shownCustom: Widget?) -> Widget? {
    if widget === shownCustom || widget.parent == nil { return widget }
    Diagnostics.warnOnce(
      key: "custom-placeholder-parented:\(widget.typeName)",
      "a custom placeholder's widget (\(widget.typeName)) already has a parent; showing the stock layout")
    return nil
  }

  /// Registers the builder of the widget named `name`, forgetting one
  /// built before.
  func register(named name: String, builder: @escaping @MainActor () -> Widget) {
    builders[name] = builder
    built[name] = nil
  }

  /// The custom widget named `name`, built on first use; nil (with one
  /// warning) when none is registered or it already has a parent.
  private func widget(named name: String) -> Widget? {
    if let cached = built[name] { return cached }
    guard let builder = builders[name] else {
      Diagnostics.warnOnce(
        key: "custom-missing:\(name)",
        "no custom placeholder content is registered for '\(name)'; showing the stock layout")
      return nil
    }
    let widget = builder()
    if let parent = widget.parent {
      Diagnostics.warnOnce(
        key: "custom-parented:\(name)",
        "custom placeholder content '\(name)' already has a parent (\(parent.typeName)); showing the stock layout"
      )
      return nil
    }
    built[name] = widget
    return widget
  }
}
