import PlaceholderCore
import Testing

@testable import PlaceholderCore

/// A placeholder item's own widget, layout and tap handlers against the
/// slot's (PageState's per-item view, layout closure and tap).
@Suite("Placeholder item rules")
struct CustomPlaceholderRulesTests {
  @Test func anItemLayoutWinsWhateverTheContentLayoutSays() {
    for layout in [PlaceholderLayout.center(), .full(), .custom] {
      for slot in [false, true] {
        #expect(
          CustomPlaceholderRules.placement(layout: layout, hasCustomLayout: true, hasSlotPlacement: slot)
            == .customLayout)
      }
    }
  }

  @Test func withoutAnItemLayoutOnlyCustomAsksTheSlot() {
    #expect(
      CustomPlaceholderRules.placement(layout: .custom, hasCustomLayout: false, hasSlotPlacement: true)
        == .slotPlacement)
    #expect(
      CustomPlaceholderRules.placement(layout: .custom, hasCustomLayout: false, hasSlotPlacement: false)
        == .contentLayout)
    #expect(
      CustomPlaceholderRules.placement(layout: .full(), hasCustomLayout: false, hasSlotPlacement: true)
        == .contentLayout)
    #expect(
      CustomPlaceholderRules.placement(layout: .center(), hasCustomLayout: false, hasSlotPlacement: true)
        == .contentLayout)
  }

  @Test func theItemsWidgetWinsOverARegisteredOneAndTheStockLayout() {
    #expect(CustomPlaceholderRules.contentSource(hasCustomWidget: true, hasRegisteredWidget: true) == .customWidget)
    #expect(
      CustomPlaceholderRules.contentSource(hasCustomWidget: false, hasRegisteredWidget: true) == .registeredWidget)
    #expect(CustomPlaceholderRules.contentSource(hasCustomWidget: false, hasRegisteredWidget: false) == .stock)
  }

  @Test func anItemLayoutsHostRectangleMovesIntoTheCoveredArea() {
    let area = PlaceholderRect(x: 0, y: 40, width: 300, height: 200)
    let moved = CustomPlaceholderRules.areaRectangle(fromHost: (x: 10, y: 100, width: 80, height: 50), area: area)
    #expect(moved.x == 10)
    #expect(moved.y == 60, "40 pixels of kept header above the area")
    #expect(moved.width == 80)
    #expect(moved.height == 50)
    // What the geometry then does with it: kept inside the area.
    let placed = PlaceholderGeometry.place(
      layout: .custom, containerWidth: 300, containerHeight: 200, naturalWidth: 10, heightForWidth: { _ in 10 },
      custom: { _, _, _, _ in
        CustomPlaceholderRules.areaRectangle(fromHost: (x: 0, y: 0, width: 80, height: 50), area: area)
      })
    #expect(placed == PlaceholderRect(x: 0, y: 0, width: 80, height: 50), "an answer above the area is pulled into it")
  }

  @Test func contentNamesItsItemAndTwoItemsContentsDiffer() {
    var first = PlaceholderContent(title: "Offline")
    #expect(first.customPlaceholderID == nil)
    var second = first
    first.customPlaceholderID = CustomPlaceholderID(rawValue: 1)
    second.customPlaceholderID = CustomPlaceholderID(rawValue: 2)
    #expect(first != second, "a slot swaps between two items with the same text")
  }
}

/// Taps when both the showing item and the slot have handlers.
@Suite("Placeholder item tap route")
struct CustomPlaceholderTapRouteTests {
  private func route(
    _ target: PlaceholderTapTarget, touch: Bool = true, anywhere: Bool = false, custom: PlaceholderTapHandlers,
    slot: PlaceholderTapHandlers = PlaceholderTapHandlers(button: true, background: true, action: true)
  ) -> (owner: PlaceholderTapOwner, route: PlaceholderTapRoute) {
    PlaceholderTapRoute.route(
      for: target, isTouchAllowed: touch, tapAnywhereTriggersAction: anywhere, custom: custom, slot: slot)
  }

  @Test func anItemsActionTakesItsButtonInsteadOfEveryHandlerOfTheSlot() {
    let answer = route(.button, custom: PlaceholderTapHandlers(action: true))
    #expect(answer.owner == .custom)
    #expect(answer.route == .action)
  }

  @Test func anItemsOwnButtonAndBackgroundHandlersWin() {
    let all = PlaceholderTapHandlers(button: true, background: true, action: true)
    #expect(route(.button, custom: all) == (.custom, .buttonHandler))
    #expect(route(.background, custom: all) == (.custom, .backgroundHandler))
  }

  @Test func anItemsActionHearsTheBackgroundOnlyWithTapAnywhere() {
    let action = PlaceholderTapHandlers(action: true)
    #expect(route(.background, anywhere: true, custom: action) == (.custom, .action))
    #expect(
      route(.background, custom: action) == (.slot, .backgroundHandler),
      "a tap the item does not take goes to the slot's handler")
  }

  @Test func anItemWithoutHandlersLeavesEveryTapToTheSlot() {
    #expect(route(.button, custom: .none) == (.slot, .buttonHandler))
    #expect(route(.background, custom: .none) == (.slot, .backgroundHandler))
    #expect(route(.button, custom: .none, slot: PlaceholderTapHandlers(action: true)) == (.slot, .action))
    #expect(route(.background, custom: .none, slot: PlaceholderTapHandlers(action: true)) == (.slot, .ignored))
  }

  @Test func noTapIsRoutedWhenTouchIsNotAllowed() {
    let all = PlaceholderTapHandlers(button: true, background: true, action: true)
    #expect(route(.button, touch: false, anywhere: true, custom: all).route == .ignored)
    #expect(route(.background, touch: false, anywhere: true, custom: all).route == .ignored)
  }
}
