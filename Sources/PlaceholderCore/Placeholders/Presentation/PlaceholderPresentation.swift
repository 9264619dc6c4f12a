/// Whether a placeholder is shown, and which lifecycle callbacks are due.
///
/// The GTK layer asks for visibility changes and reports when a fade ends;
/// this decides which events fire so that each fires exactly once per
/// transition and always in order: `willAppear` → `didAppear` →
/// `willDisappear` → `didDisappear`. An appearance interrupted by a hide
/// never reports `didAppear` (it was never fully shown): it goes
/// `willAppear` → `willDisappear` → `didDisappear`. Replacing the content of
/// a shown placeholder is not a transition and fires nothing.
package struct PlaceholderPresentation: Hashable, Sendable {
  /// Where the placeholder is in its lifecycle.
  package enum Phase: Hashable, Sendable {
    /// Not shown.
    case hidden
    /// Fading in.
    case appearing
    /// Fully shown.
    case shown
    /// Fading out.
    case disappearing
  }

  /// The current phase.
  package private(set) var phase: Phase = .hidden

  /// Creates a hidden presentation.
  package init() {}

  /// Whether the placeholder is on screen or on its way there.
  package var isVisibleOrAppearing: Bool { phase == .appearing || phase == .shown }

  /// Asks for the placeholder to be shown or hidden. With `animated` false
  /// the change completes at once. Returns the events to fire now, in order.
  package mutating func setVisible(_ visible: Bool, animated: Bool) -> [PresentationEvent] {
    switch (phase, visible) {
    case (.hidden, true), (.disappearing, true):
      phase = animated ? .appearing : .shown
      return animated ? [.willAppear] : [.willAppear, .didAppear]
    case (.shown, false), (.appearing, false):
      phase = animated ? .disappearing : .hidden
      return animated ? [.willDisappear] : [.willDisappear, .didDisappear]
    case (.appearing, true), (.shown, true), (.hidden, false), (.disappearing, false):
      return []
    }
  }

  /// The fade the GTK layer started has ended. Returns the event it completes,
  /// if any (a stale report, after the fade was reversed, returns nothing).
  package mutating func fadeFinished() -> [PresentationEvent] {
    switch phase {
    case .appearing:
      phase = .shown
      return [.didAppear]
    case .disappearing:
      phase = .hidden
      return [.didDisappear]
    case .hidden, .shown:
      return []
    }
  }
}
