import GtkKit
import PlaceholderCore

/// What the slot's parts know, as the list and the tests read it.
extension PlaceholderSlot {
  /// A click released on the group at (x, y), in its coordinates.
  func tapped(x: Double, y: Double) { input.tapped(self, x: x, y: y) }

  /// Calls the handler the core routes a tap on `target` to.
  func handleTap(on target: PlaceholderTapTarget) { input.route(target, in: self) }

  /// The content's scroll lock while a placeholder forbids scrolling.
  var scrollLock: ScrollLock? { input.scrollLock }

  /// Starts loading the icons `names` at the size the placeholder shows
  /// them, in place of those prepared before (`SlotIcons`).
  func prepareIcons(named names: [String]) {
    icons.prepare(
      named: names, size: isCompact ? PlaceholderStyles.compactIconSize : PlaceholderStyles.iconSize, for: widget)
  }

  /// The look class the group wears, and its declarations; nil for the
  /// stylesheet's defaults.
  var look: (declarations: String, className: String)? { ownLook.current }

  /// What the accessibility layer was last told.
  var accessibleRecord: AccessibleRecord { accessibility.record }

  /// The icons loaded ahead.
  var preparedIcons: [ObjectReference] { icons.prepared }
}
