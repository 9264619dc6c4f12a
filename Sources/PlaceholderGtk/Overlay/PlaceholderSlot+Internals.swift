import GtkKit
import PlaceholderCore

/// What the slot's parts know and do, as the slot's files, the list and the
/// tests reach them.
extension PlaceholderSlot {
  /// The scroller and the stock layout, once built.
  var built: (scroller: ScrolledWindow, view: PlaceholderView)? { contentWidgets.built }
  /// Scrolls the placeholder's content when the container is too small.
  var scroller: ScrolledWindow { contentWidgets.parts(of: self).scroller }
  /// The stock layout.
  var view: PlaceholderView { contentWidgets.parts(of: self).view }
  /// The custom widget in the scroller, if any.
  var shownCustom: Widget? { contentWidgets.shownCustom }

  /// Puts `child` over the content and the placeholder, where its
  /// alignment and margins say (a list's button to its newest rows).
  func addFloating(_ child: Widget) { (widget as? Overlay)?.addOverlay(child) }

  /// Turns one of the group's CSS classes on or off.
  func setClass(_ name: String, _ on: Bool) {
    on ? root.addCSSClass(name) : root.removeCSSClass(name)
  }

  /// Delivers lifecycle events in order.
  func emit(_ events: [PresentationEvent]) {
    for event in events { eventHandler?(event) }
  }

  /// Whether the compact variant shows (the container is small).
  var isCompact: Bool { root.hasCSSClass("compact") }

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
