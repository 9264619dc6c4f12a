/// Where a tap on a placeholder lands: its button, or its background (any
/// place that is not one of its controls).
package enum PlaceholderTapTarget: Hashable, Sendable {
  /// The stock button, clicked or activated from the keyboard.
  case button
  /// The placeholder's background, title, detail or image.
  case background
}

/// Which of a placeholder's handlers a tap calls (DZNEmptyDataSet's
/// `didTapButton` and `didTapView`, beside the one `onAction`).
package enum PlaceholderTapRoute: Hashable, Sendable {
  /// The handler for button taps (`onButtonTap`).
  case buttonHandler
  /// The handler for background taps (`onBackgroundTap`).
  case backgroundHandler
  /// The default handler (`onAction`).
  case action
  /// Nothing: the tap is ignored.
  case ignored

  /// The route for a tap on `target`. A button tap goes to the button
  /// handler when there is one, else to the action. A background tap goes
  /// to the background handler when there is one, whatever the item's
  /// `tapAnywhereTriggersAction`; else to the action when the item asks for
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
