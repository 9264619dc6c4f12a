import PlaceholderCore
import Testing

/// Which handler a tap on a placeholder's button or background calls.
@Suite("Placeholder tap route")
struct PlaceholderTapRouteTests {
  private func route(
    _ target: PlaceholderTapTarget, touch: Bool = true, anywhere: Bool = false, button: Bool = false,
    background: Bool = false
  ) -> PlaceholderTapRoute {
    PlaceholderTapRoute.route(
      for: target, isTouchAllowed: touch, tapAnywhereTriggersAction: anywhere, hasButtonHandler: button,
      hasBackgroundHandler: background)
  }

  @Test func theButtonHandlerWinsOverTheActionForButtonTaps() {
    #expect(route(.button, button: true) == .buttonHandler)
    #expect(route(.button, button: true, background: true) == .buttonHandler)
  }

  @Test func withoutAButtonHandlerTheButtonCallsTheAction() {
    #expect(route(.button) == .action)
    #expect(route(.button, background: true) == .action)
  }

  @Test func theBackgroundHandlerHearsEveryBackgroundTap() {
    #expect(route(.background, background: true) == .backgroundHandler)
    #expect(route(.background, anywhere: true, background: true) == .backgroundHandler)
  }

  @Test func withoutABackgroundHandlerOnlyTapAnywhereCallsTheAction() {
    #expect(route(.background, anywhere: true) == .action)
    #expect(route(.background) == .ignored)
    #expect(route(.background, button: true) == .ignored, "the button handler never hears background taps")
  }

  @Test func noTapIsRoutedWhenTouchIsNotAllowed() {
    for target in [PlaceholderTapTarget.button, .background] {
      #expect(route(target, touch: false, anywhere: true, button: true, background: true) == .ignored)
    }
  }
}
