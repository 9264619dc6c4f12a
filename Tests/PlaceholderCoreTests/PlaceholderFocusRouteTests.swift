import PlaceholderCore
import Testing

/// Where the keyboard focus goes as a placeholder comes and goes.
@Suite("Placeholder focus route")
struct PlaceholderFocusRouteTests {
  private typealias Route = PlaceholderFocusRoute

  private func decide(
    _ focus: Route.Location, offer: Route.Offer, usable: Bool = false, held: Bool = false
  ) -> Route.Decision {
    Route.decide(focus: focus, offer: offer, contentUsable: usable, holdsForContent: held)
  }

  @Test func focusInCoveredContentMovesToThePlaceholderAndIsHeld() {
    for offer in [Route.Offer.button, .group] {
      let decision = decide(.content, offer: offer)
      #expect(decision == Route.Decision(.placeholder, holdsForContent: true, leavesContent: true))
    }
  }

  @Test func focusInContentThatHidesWithNoPlaceholderIsParkedAndHeld() {
    #expect(decide(.content, offer: .none) == Route.Decision(.park, holdsForContent: true, leavesContent: true))
  }

  @Test func focusInUsableContentStays() {
    #expect(decide(.content, offer: .none, usable: true) == Route.Decision(.stay, holdsForContent: false))
    #expect(decide(.content, offer: .none, usable: true, held: true).target == .stay)
  }

  @Test func focusOnThePlaceholderFollowsANewItem() {
    // The loading group had it; the failure's Retry takes it.
    #expect(decide(.placeholder, offer: .button, held: true) == Route.Decision(.placeholder, holdsForContent: true))
    #expect(decide(.placeholder, offer: .group) == Route.Decision(.placeholder, holdsForContent: false))
  }

  @Test func focusOnAPlaceholderThatGoesReturnsToTheContentOrIsParked() {
    #expect(
      decide(.placeholder, offer: .none, usable: true, held: true) == Route.Decision(.content, holdsForContent: false))
    #expect(decide(.placeholder, offer: .none, usable: true) == Route.Decision(.content, holdsForContent: false))
    // Retry pressed: the placeholder goes, the rows stay hidden while the
    // new listing loads; the slot holds the focus for them.
    #expect(decide(.placeholder, offer: .none) == Route.Decision(.park, holdsForContent: true))
  }

  @Test func heldFocusReturnsWhenTheContentIsBack() {
    #expect(
      decide(.nowhere, offer: .none, usable: true, held: true) == Route.Decision(.content, holdsForContent: false))
  }

  @Test func heldFocusGoesToAPlaceholderThatShowsMeanwhile() {
    #expect(decide(.nowhere, offer: .group, held: true) == Route.Decision(.placeholder, holdsForContent: true))
    #expect(decide(.nowhere, offer: .button, held: true) == Route.Decision(.placeholder, holdsForContent: true))
    #expect(decide(.nowhere, offer: .none, held: true) == Route.Decision(.stay, holdsForContent: true))
  }

  @Test func aButtonTakesAFocusThatIsNowhere() {
    // A window's first focus.
    #expect(decide(.nowhere, offer: .button) == Route.Decision(.placeholder, holdsForContent: false))
  }

  @Test func nothingButAButtonTakesAFocusThatIsNowhere() {
    #expect(decide(.nowhere, offer: .group).target == .stay)
    #expect(decide(.nowhere, offer: .none).target == .stay)
    #expect(decide(.nowhere, offer: .none, usable: true).target == .stay, "the content never had it")
  }

  @Test func focusElsewhereIsNeverTakenAndLetsGoOfTheHold() {
    for offer in [Route.Offer.button, .group, .none] {
      for usable in [false, true] {
        for held in [false, true] {
          #expect(
            decide(.elsewhere, offer: offer, usable: usable, held: held)
              == Route.Decision(.stay, holdsForContent: false))
        }
      }
    }
  }

  /// A list's failure, change by change: focus on a row, the rows hide for
  /// the new load, the failure shows, Retry is pressed (the placeholder
  /// goes while the rows stay hidden), the loading placeholder shows, and
  /// the rows come back.
  @Test func aListsFailureAndRetryEndWithTheFocusBackInTheRows() {
    var held = false
    var focus = Route.Location.content
    func step(offer: Route.Offer, usable: Bool, expecting target: Route.Target) {
      let decision = decide(focus, offer: offer, usable: usable, held: held)
      #expect(decision.target == target)
      held = decision.holdsForContent
      switch decision.target {
      case .placeholder: focus = .placeholder
      case .content: focus = .content
      case .park: focus = .nowhere
      case .stay: break
      }
    }
    step(offer: .none, usable: false, expecting: .park)  // rows hidden
    step(offer: .button, usable: false, expecting: .placeholder)  // failed
    step(offer: .none, usable: false, expecting: .park)  // Retry: placeholder goes
    step(offer: .group, usable: false, expecting: .placeholder)  // loading
    step(offer: .none, usable: false, expecting: .park)  // loading goes first
    step(offer: .none, usable: true, expecting: .content)  // rows back
    #expect(!held)
  }
}
