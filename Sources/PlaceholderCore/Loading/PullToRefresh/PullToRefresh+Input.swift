/// What a scroll event did to a pull.
package struct PullScrollOutcome: Hashable, Sendable {
  /// The pull moved: the indicator must follow.
  package var movedPull: Bool
  /// The event belongs to the pull: the list must not scroll with it.
  package var consumesEvent: Bool

  /// An outcome.
  package init(movedPull: Bool, consumesEvent: Bool) {
    self.movedPull = movedPull
    self.consumesEvent = consumesEvent
  }

  /// Nothing happened: the list scrolls as usual.
  package static let ignored = PullScrollOutcome(movedPull: false, consumesEvent: false)
}

extension PullToRefresh {
  /// How far one wheel step pulls, in pixels.
  package static let wheelStepPixels: Double = 24

  /// Whether a new pull may start: pulling is on, the list is at its top,
  /// and a placeholder, if one shows, lets the list scroll
  /// (`placeholderAllowsScroll` nil when none shows).
  package static func mayStart(isEnabled: Bool, isAtTop: Bool, placeholderAllowsScroll: Bool?) -> Bool {
    isEnabled && isAtTop && (placeholderAllowsScroll ?? true)
  }

  /// Whether a pull is under way (pulling or armed).
  package var isPulling: Bool { phase == .pulling || phase == .armed }

  /// A vertical scroll of `dy` (wheel steps when `isWheelStep`, 24 px
  /// each; pixels otherwise; negative is up). Scrolling up past the top
  /// starts a pull when `mayStart`; while a pull is under way every scroll
  /// moves it, down included. Non-finite values change nothing.
  package mutating func scroll(dy: Double, isWheelStep: Bool, mayStart: Bool) -> PullScrollOutcome {
    let pulling = isPulling
    guard mayStart || pulling else { return .ignored }
    let distance = isWheelStep ? dy * Self.wheelStepPixels : dy
    guard distance < 0 || pulling else { return .ignored }
    guard (try? pull(by: -distance)) != nil else { return .ignored }
    return PullScrollOutcome(movedPull: true, consumesEvent: phase != .idle)
  }

  /// A touchscreen drag now `offsetY` pixels below where it began. Returns
  /// whether the pull moved: only when one may start or is under way, and
  /// the offset is finite.
  package mutating func drag(to offsetY: Double, mayStart: Bool) -> Bool {
    guard offsetY.isFinite, mayStart || isPulling else { return false }
    return (try? pull(to: max(0, offsetY))) != nil
  }
}
