internal import CGtk
import GtkKit
import PlaceholderCore

/// Where the placeholder goes: two `get-child-position` handlers.
///
/// The slot's overlay places the group below `topInset`/`header` and over
/// the rest of the content; the group places the scroller holding the
/// placeholder's content by the item's layout (`PlaceholderGeometry`), and
/// picks the compact variant from the container's size.
extension PlaceholderSlot {
  func connectLayout() {
    ChildPosition.connect(widget.gtkWidget) { [weak self] child in
      guard let self, child == root.gtkWidget else { return nil }
      return groupRectangle()
    }
    ChildPosition.connect(root.gtkWidget) { [weak self] child in
      guard let self, let built, child == built.scroller.gtkWidget else { return nil }
      return contentRectangle()
    }
  }

  /// The group: the whole overlay below the header.
  private func groupRectangle() -> PlaceholderRect {
    var headerBottom: Double?
    if let header, gtk_widget_get_visible(header.gtkWidget) != 0 {
      var bounds = graphene_rect_t()
      if gtk_widget_compute_bounds(header.gtkWidget, widget.gtkWidget, &bounds) != 0 {
        headerBottom = Double(bounds.origin.y + bounds.size.height)
      }
    }
    return PlaceholderGeometry.coveredArea(
      width: Int(gtk_widget_get_width(widget.gtkWidget)), height: Int(gtk_widget_get_height(widget.gtkWidget)),
      topInset: topInset, headerBottom: headerBottom)
  }

  /// The placeholder's content inside the group.
  private func contentRectangle() -> PlaceholderRect {
    let width = Int(gtk_widget_get_width(root.gtkWidget))
    let height = Int(gtk_widget_get_height(root.gtkWidget))
    scheduleCompactUpdate(PlaceholderGeometry.isCompact(containerWidth: width, containerHeight: height))
    scheduleSideMarginUpdate()

    let child = scroller.gtkWidget
    var minimumWidth: Int32 = 0
    var naturalWidth: Int32 = 0
    gtk_widget_measure(child, GTK_ORIENTATION_HORIZONTAL, -1, &minimumWidth, &naturalWidth, nil, nil)
    var minimumHeight: Int32 = 0
    var naturalHeight: Int32 = 0
    gtk_widget_measure(child, GTK_ORIENTATION_VERTICAL, -1, &minimumHeight, &naturalHeight, nil, nil)
    // The height comes from the content itself: GtkViewport measures its
    // child at its natural width, which for wrapped text is too short.
    let inner = shownCustom?.gtkWidget ?? view.widget.gtkWidget
    var innerMinimumWidth: Int32 = 0
    gtk_widget_measure(inner, GTK_ORIENTATION_HORIZONTAL, -1, &innerMinimumWidth, nil, nil, nil)
    let heightForWidth: (Int) -> Int = { forWidth in
      // GTK warns when asked for a height at less than the minimum width.
      var natural: Int32 = 0
      gtk_widget_measure(
        inner, GTK_ORIENTATION_VERTICAL, Int32(max(forWidth, Int(innerMinimumWidth))), nil, &natural, nil, nil)
      return Int(natural)
    }
    let layout = PlaceholderGeometry.effectiveLayout(
      displayed?.appearance.layout ?? .center(), sizing: displayed?.appearance.customContentSizing ?? .natural,
      showsCustomWidget: shownCustom != nil)
    let itemLayout = displayedItem?.layout
    let custom: ((Int, Int, Int, Int) -> (x: Int, y: Int, width: Int, height: Int))?
    switch PlaceholderItemRules.placement(
      layout: layout, hasItemLayout: itemLayout != nil, hasSlotPlacement: customPlacement != nil)
    {
    case .itemLayout:
      // The item answers in the host's coordinates; the group starts at
      // the covered area's origin.
      let answer = itemLayout.map { $0(content, shownCustom ?? view.widget) } ?? (0, 0, 0, 0)
      let area = groupRectangle()
      let moved = PlaceholderItemRules.areaRectangle(fromHost: answer, area: area)
      custom = { _, _, _, _ in moved }
    case .slotPlacement:
      custom = customPlacement.map { closure in { closure($0, $1, $2, $3) } }
    case .contentLayout:
      custom = nil
    }
    let rightToLeft = gtk_widget_get_direction(root.gtkWidget) == GTK_TEXT_DIR_RTL
    return PlaceholderGeometry.place(
      layout: custom == nil ? layout : .custom,
      containerWidth: width, containerHeight: height,
      naturalWidth: Int(naturalWidth), heightForWidth: heightForWidth,
      minimumWidth: Int(minimumWidth), minimumHeight: Int(minimumHeight),
      rightToLeft: rightToLeft,
      custom: custom)
  }

  /// Places the placeholder's content again (an item's layout changed).
  func queueContentLayout() {
    gtk_widget_queue_allocate(root.gtkWidget)
  }

  /// Switches the compact variant after this allocation: changing CSS
  /// classes while GTK allocates would re-enter layout.
  private func scheduleCompactUpdate(_ compact: Bool) {
    guard compact != isCompact, !compactUpdatePending else { return }
    compactUpdatePending = true
    MainLoopCallbacks.after(milliseconds: 0) { [weak self] in
      guard let self else { return }
      compactUpdatePending = false
      let width = Int(gtk_widget_get_width(root.gtkWidget))
      let height = Int(gtk_widget_get_height(root.gtkWidget))
      setClass("compact", PlaceholderGeometry.isCompact(containerWidth: width, containerHeight: height))
      // The compact icon is smaller: an image file is loaded at its size.
      built?.view.checkFileResolutionAfterLayout()
    }
  }
}

/// Connects GtkOverlay's `get-child-position`, where a handler places an
/// overlay child itself. The handler returns nil to leave a child to GTK.
@MainActor
enum ChildPosition {
  typealias Handler = @MainActor (UnsafeMutablePointer<GtkWidget>) -> PlaceholderRect?

  @discardableResult
  static func connect(_ overlay: UnsafeMutablePointer<GtkWidget>, _ handler: @escaping Handler) -> UInt {
    let trampoline:
      @convention(c) (
        UnsafeMutableRawPointer, UnsafeMutablePointer<GtkWidget>, UnsafeMutablePointer<GdkRectangle>,
        UnsafeMutableRawPointer
      ) -> gboolean = { _, child, allocation, data in
        MainThread.assumeIsolated {
          guard let rect = ClosureBox<Handler>.from(data).handler(child) else { return 0 }
          allocation.pointee = GdkRectangle(
            x: Int32(clamping: rect.x), y: Int32(clamping: rect.y), width: Int32(clamping: rect.width),
            height: Int32(clamping: rect.height))
          return 1
        }
      }
    return Signals.connect(
      overlay, "get-child-position", boxing: handler, swapped: false,
      trampoline: unsafeBitCast(trampoline, to: GCallback.self))
  }
}
