/// What places a placeholder's content in its area.
package enum PlaceholderPlacementSource: Hashable, Sendable {
  /// The custom placeholder's own layout closure, given the host and placeholder widgets.
  case customLayout
  /// The slot's `customPlacement`, given sizes.
  case slotPlacement
  /// The content's `layout` (`.center`, `.full`, or `.custom` without a
  /// closure, which centres).
  case contentLayout
}

/// What fills a placeholder: the custom placeholder's own widget, a widget the slot
/// registered for the content's token, or the stock layout.
package enum PlaceholderContentSource: Hashable, Sendable {
  /// The widget the custom placeholder supplies (PageState's `view`).
  case customWidget
  /// The widget registered on the slot for `customContent`.
  case registeredWidget
  /// The stock image, title, detail and button.
  case stock
}

/// The rules for a custom placeholder's own parts: which of the custom placeholder's and
/// the slot's settings win. Pure decisions, tested without a display.
package enum CustomPlaceholderRules {
  /// Who places the content. A custom placeholder's layout closure always wins (a custom placeholder
  /// that brings one means it, whatever its content's `layout` says);
  /// otherwise a `.custom` layout asks the slot's `customPlacement` when it
  /// has one; otherwise the content's own layout applies. O(1).
  package static func placement(
    layout: PlaceholderLayout, hasCustomLayout: Bool, hasSlotPlacement: Bool
  ) -> PlaceholderPlacementSource {
    if hasCustomLayout { return .customLayout }
    if layout == .custom, hasSlotPlacement { return .slotPlacement }
    return .contentLayout
  }

  /// What fills the placeholder: the custom placeholder's own widget first, then a
  /// widget registered for the token, then the stock layout. O(1).
  package static func contentSource(hasCustomWidget: Bool, hasRegisteredWidget: Bool) -> PlaceholderContentSource {
    if hasCustomWidget { return .customWidget }
    return hasRegisteredWidget ? .registeredWidget : .stock
  }

  /// A custom placeholder layout's answer, given in the host's coordinates (the whole
  /// covered widget), moved into the coordinates of the area the
  /// placeholder covers (which starts below a kept header). The caller
  /// keeps the result inside the area. O(1).
  package static func areaRectangle(
    fromHost answer: (x: Int, y: Int, width: Int, height: Int), area: PlaceholderRect
  ) -> (x: Int, y: Int, width: Int, height: Int) {
    (x: answer.x - area.x, y: answer.y - area.y, width: answer.width, height: answer.height)
  }
}
