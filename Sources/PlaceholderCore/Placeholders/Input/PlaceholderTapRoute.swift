/// Where a tap on a placeholder lands: its button, or its background (any
/// place that is not one of its controls).
package enum PlaceholderTapTarget: Hashable, Sendable {
  /// The stock button, clicked or activated from the keyboard.
  case button
  /// The placeholder's background, title, detail or image.
  case background
}

/// Which of a placeholder's handlers a tap calls (DZNEmptyDataSet's
/// `didTapButton` and `didTapView`, beside the one `actionHandler`).
package enum PlaceholderTapRoute: Hashable, Sendable {
  /// The handler for button taps (`buttonTapHandler`).
  case buttonHandler
  /// The handler for background taps (`backgroundTapHandler`).
  case backgroundHandler
  /// The default handler (`actionHandler`).
  case action
  /// Nothing: the tap is ignored.
  case ignored

  /// The route for a tap on `target`. A button tap goes to the button
  /// handler when there is one, else to the action. A background tap goes
  /// to the background handler when there is one, whatever the placeholder's
  /// `tapAnywhereTriggersAction`; else to the action when the placeholder asks for
  /// tap anywhere; else nowhere. With touch not allowed nothing is routed.
  /// O(1).
  package static func route(
    for target: PlaceholderTapTarget, isTouchAllowed: Bool, tapAnywhereTriggersAction: Bool,
    hasButtonHandler: Bool, hasBackgroundHandler: Bool
  ) -> PlaceholderTapRoute {
    guard isTouchAllowed else { return .ignored }
    switch target {
    case .button:
      return hasButtonHandler ? .buttonHandler : .action
    case .background:
      if hasBackgroundHandler { return .backgroundHandler }
      return tapAnywhereTriggersAction ? .action : .ignored
    }
  }
}

/// Which tap handlers one owner (a custom placeholder, or the slot) has set.
package struct PlaceholderTapHandlers: Hashable, Sendable {
  /// A handler for button taps (`buttonTapHandler`).
  package var button: Bool
  /// A handler for background taps (`backgroundTapHandler`).
  package var background: Bool
  /// The default handler (`actionHandler`).
  package var action: Bool

  /// Says which handlers are set.
  package init(button: Bool = false, background: Bool = false, action: Bool = false) {
    self.button = button
    self.background = background
    self.action = action
  }

  /// No handler at all.
  package static let none = PlaceholderTapHandlers()
}

/// Whose handlers a tap calls: the showing custom placeholder's or the slot's.
package enum PlaceholderTapOwner: Hashable, Sendable {
  /// The custom placeholder's own handlers (PageState's tap on the item's view).
  case custom
  /// The slot's handlers.
  case slot
}

extension PlaceholderTapRoute {
  /// The owner and route for a tap when both the showing custom placeholder and the slot
  /// may have handlers. The custom placeholder's handlers are asked first, by the same
  /// rule as the slot's (`route(for:…)`); when one of them takes the tap,
  /// the slot's never hear it. A tap none of the custom placeholder's handlers takes goes
  /// to the slot's. With touch not allowed nothing is routed. O(1).
  package static func route(
    for target: PlaceholderTapTarget, isTouchAllowed: Bool, tapAnywhereTriggersAction: Bool,
    custom: PlaceholderTapHandlers, slot: PlaceholderTapHandlers
  ) -> (owner: PlaceholderTapOwner, route: PlaceholderTapRoute) {
    guard isTouchAllowed else { return (.slot, .ignored) }
    let customRoute = route(
      for: target, isTouchAllowed: true, tapAnywhereTriggersAction: tapAnywhereTriggersAction,
      hasButtonHandler: custom.button, hasBackgroundHandler: custom.background)
    switch customRoute {
    case .buttonHandler, .backgroundHandler: return (.custom, customRoute)
    case .action where custom.action: return (.custom, .action)
    case .action, .ignored: break
    }
    let slotRoute = route(
      for: target, isTouchAllowed: true, tapAnywhereTriggersAction: tapAnywhereTriggersAction,
      hasButtonHandler: slot.button, hasBackgroundHandler: slot.background)
    return (.slot, slotRoute)
  }
}
