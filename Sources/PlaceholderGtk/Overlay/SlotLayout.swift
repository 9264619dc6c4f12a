import GtkKit
import PlaceholderCore

/// Where the placeholder goes: two `get-child-position` handlers.
///
/// The slot's overlay places the group below `topInset`/`header` and over
/// the rest of the content; the group places the scroller holding the
/// placeholder's content by the placeholder's layout (`PlaceholderGeometry`), and
/// picks the compact variant from the container's size. Side margins that
/// follow the width (DZNEmptyDataSet's `round(width / 16)`) are recomputed
/// whenever the group is allocated a new size.
@MainActor
final class SlotLayout {
  private var compactUpdatePending = false
  private var sideMarginUpdatePending = false

  /// Places the slot's group in `overlay`, and the placeholder's content in
  /// the group.
  func connect(_ slot: PlaceholderSlot, overlay: Overlay) {
    overlay.placeChildren { [weak slot, weak self] child in
      guard let slot, let self else { return nil }
      if child.isSame(as: slot.root) { return groupRectangle(slot).placement }
      guard contentIsBelowBand else { return nil }
      let (width, height) = slot.widget.allocatedSize
      if let band, child.isSame(as: band) { return (0, 0, width, bandHeight(width: width)) }
      if child.isSame(as: slot.content) {
        return PlaceholderGeometry.contentArea(width: width, height: height, bandHeight: bandHeight(width: width))
          .placement
      }
      return nil
    }
    slot.root.placeChildren { [weak slot, weak self] child in
      guard let slot, let self, let built = slot.built, child.isSame(as: built.scroller) else { return nil }
      return contentRectangle(slot).placement
    }
  }

  /// Whether the content is laid out below a band across the top
  /// (`PlaceholderSlot.makeRoomForBand`) rather than filling the overlay.
  var contentIsBelowBand = false
  /// The band across the top that the content goes below (a list's
  /// strips), once there is one (`PlaceholderSlot.setBand`).
  var band: Widget?

  /// The band's height at `width`: its natural height there while it shows
  /// (at its minimum width, if the slot is narrower: GTK warns otherwise).
  private func bandHeight(width: Int) -> Int {
    guard let band, band.isVisible else { return 0 }
    return band.measure(.vertical, forSize: max(width, band.measure(.horizontal).minimum)).natural
  }

  /// The group: the whole overlay below the band and the header.
  private func groupRectangle(_ slot: PlaceholderSlot) -> PlaceholderRect {
    var headerBottom: Double?
    if let header = slot.header, header.isVisible, let bounds = header.bounds(in: slot.widget) {
      headerBottom = bounds.y + bounds.height
    }
    let size = slot.widget.allocatedSize
    return PlaceholderGeometry.coveredArea(
      width: size.width, height: size.height, topInset: slot.topInset, headerBottom: headerBottom,
      contentTop: bandHeight(width: size.width))
  }

  /// The placeholder's content inside the group.
  private func contentRectangle(_ slot: PlaceholderSlot) -> PlaceholderRect {
    let (width, height) = slot.root.allocatedSize
    scheduleCompactUpdate(slot, PlaceholderGeometry.isCompact(containerWidth: width, containerHeight: height))
    scheduleSideMarginUpdate(slot)

    let horizontal = slot.scroller.measure(.horizontal)
    let vertical = slot.scroller.measure(.vertical)
    // The height comes from the content itself: GtkViewport measures its
    // child at its natural width, which for wrapped text is too short.
    let inner = slot.shownCustom ?? slot.view.widget
    let innerMinimumWidth = inner.measure(.horizontal).minimum
    let heightForWidth: (Int) -> Int = { forWidth in
      // GTK warns when asked for a height at less than the minimum width.
      inner.measure(.vertical, forSize: max(forWidth, innerMinimumWidth)).natural
    }
    let displayed = slot.displayed
    let layout = PlaceholderGeometry.effectiveLayout(
      displayed?.appearance.layout ?? .center(), sizing: displayed?.appearance.customContentSizing ?? .natural,
      showsCustomWidget: slot.shownCustom != nil)
    let itemLayout = slot.displayedCustom?.layout
    let custom: ((Int, Int, Int, Int) -> (x: Int, y: Int, width: Int, height: Int))?
    switch CustomPlaceholderRules.placement(
      layout: layout, hasCustomLayout: itemLayout != nil, hasSlotPlacement: slot.customPlacement != nil)
    {
    case .customLayout:
      // The placeholder answers in the host's coordinates; the group starts at
      // the covered area's origin.
      let answer = itemLayout.map { $0(slot.content, slot.shownCustom ?? slot.view.widget) } ?? (0, 0, 0, 0)
      let moved = CustomPlaceholderRules.areaRectangle(fromHost: answer, area: groupRectangle(slot))
      custom = { _, _, _, _ in moved }
    case .slotPlacement:
      custom = slot.customPlacement.map { closure in { closure($0, $1, $2, $3) } }
    case .contentLayout:
      custom = nil
    }
    return PlaceholderGeometry.place(
      layout: custom == nil ? layout : .custom,
      containerWidth: width, containerHeight: height,
      naturalWidth: horizontal.natural, heightForWidth: heightForWidth,
      minimumWidth: horizontal.minimum, minimumHeight: vertical.minimum,
      rightToLeft: slot.root.isRightToLeft,
      custom: custom)
  }

  /// Switches the compact variant after this allocation: changing CSS
  /// classes while GTK allocates would re-enter layout.
  private func scheduleCompactUpdate(_ slot: PlaceholderSlot, _ compact: Bool) {
    guard compact != slot.isCompact, !compactUpdatePending else { return }
    compactUpdatePending = true
    MainLoopCallbacks.after(milliseconds: 0) { [weak self, weak slot] in
      guard let self, let slot else { return }
      compactUpdatePending = false
      let (width, height) = slot.root.allocatedSize
      slot.setClass("compact", PlaceholderGeometry.isCompact(containerWidth: width, containerHeight: height))
      // The compact icon is smaller: an image file is loaded at its size.
      slot.built?.view.checkFileResolutionAfterLayout()
    }
  }

  /// The side margin the displayed content asks for at the group's width
  /// now; nil for the stylesheet's padding.
  private func wantedSideMargin(_ slot: PlaceholderSlot) -> Int? {
    PlaceholderGeometry.sideMargin(
      slot.displayed?.appearance.sideMargins ?? .stylesheet, width: slot.root.allocatedSize.width)
  }

  /// Applies the wanted margin after this allocation: a margin changes the
  /// column's size, which must not happen while GTK allocates it.
  private func scheduleSideMarginUpdate(_ slot: PlaceholderSlot) {
    guard let built = slot.built, built.view.sideMargin != wantedSideMargin(slot), !sideMarginUpdatePending else {
      return
    }
    sideMarginUpdatePending = true
    MainLoopCallbacks.after(milliseconds: 0) { [weak self, weak slot] in
      guard let self, let slot else { return }
      sideMarginUpdatePending = false
      slot.built?.view.applySideMargin(wantedSideMargin(slot))
    }
  }
}

extension PlaceholderRect {
  /// The rectangle as an overlay places a child.
  fileprivate var placement: Overlay.Placement { (x, y, width, height) }
}
