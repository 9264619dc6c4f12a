internal import CGtk
import Glibc
import GtkKit
import PlaceholderCore

/// Clicks and scrolling over the placeholder.
extension PlaceholderSlot {
  func connectInput() {
    // Tap anywhere: a click gesture on the group, in the bubble phase, so
    // the button (and a custom child's own controls) handle their clicks first.
    if let click = gtk_gesture_click_new() {
      Signals.connectClick(UnsafeMutableRawPointer(click), "released") { [weak self] _, x, y in
        self?.tapped(x: x, y: y)
      }
      gtk_widget_add_controller(root.gtkWidget, click)
    }
    // Scrolling: in the capture phase, before the placeholder's own
    // scrolled window, which would otherwise swallow every wheel event.
    if let scroll = gtk_event_controller_scroll_new(pg_scroll_both_axes()) {
      gtk_event_controller_set_propagation_phase(scroll, GTK_PHASE_CAPTURE)
      let controller = scroll
      Signals.connectDoublePairReturningBool(UnsafeMutableRawPointer(scroll), "scroll") { [weak self] dx, dy in
        self?.forwardScroll(dx: dx, dy: dy, unit: gtk_event_controller_scroll_get_unit(controller)) ?? false
      }
      gtk_widget_add_controller(root.gtkWidget, scroll)
    }
  }

  /// Touch and focus switches; only while showing (hidden or fading out, the
  /// placeholder never takes input).
  func applyTouch(_ item: PlaceholderContent) {
    gtk_widget_set_can_target(root.gtkWidget, item.behavior.isTouchAllowed ? 1 : 0)
    gtk_widget_set_can_focus(root.gtkWidget, item.behavior.isTouchAllowed ? 1 : 0)
    // Without a button the group itself takes focus, so a keyboard user
    // can reach it and a screen reader reads it.
    let focusableGroup = item.behavior.isTouchAllowed && shownCustom == nil && item.visibleButton == nil
    gtk_widget_set_focusable(root.gtkWidget, focusableGroup ? 1 : 0)
    // Content the placeholder covers is no Tab stop: Tab goes to the
    // placeholder, not to rows the user cannot see (the content's scrolled
    // window is focusable). Content it lets clicks through to stays one.
    gtk_widget_set_can_focus(content.gtkWidget, item.behavior.isTouchAllowed || hidesContent ? 0 : 1)
  }

  /// A click released on the group at (x, y), in its coordinates.
  func tapped(x: Double, y: Double) {
    guard presentation.phase == .shown || presentation.phase == .appearing else { return }
    if let picked = gtk_widget_pick(root.gtkWidget, x, y, pg_pick_default()), isControl(picked) { return }
    handleTap(on: .background)
  }

  /// Calls the handler the core routes a tap on `target` to.
  func handleTap(on target: PlaceholderTapTarget) {
    guard let displayed else { return }
    let item = displayedItem
    let decision = PlaceholderTapRoute.route(
      for: target, isTouchAllowed: displayed.behavior.isTouchAllowed,
      tapAnywhereTriggersAction: displayed.behavior.tapAnywhereTriggersAction, item: item?.tapHandlers ?? .none,
      slot: PlaceholderTapHandlers(
        button: buttonTapHandler != nil, background: backgroundTapHandler != nil, action: actionHandler != nil))
    switch (decision.owner, decision.route) {
    case (.item, .buttonHandler): item?.buttonTapHandler?()
    case (.item, .backgroundHandler): item?.backgroundTapHandler?()
    case (.item, .action): item?.actionHandler?()
    case (.slot, .buttonHandler): buttonTapHandler?()
    case (.slot, .backgroundHandler): backgroundTapHandler?()
    case (.slot, .action): actionHandler?()
    case (_, .ignored): break
    }
  }

  /// Whether `widget` is, or is inside, a control of its own (the button, a
  /// custom child's entry or switch): a click there is that control's,
  /// never also a tap anywhere. Controls are buttons, text entries and
  /// focusable widgets; the placeholder's own containers do not count.
  private func isControl(_ widget: UnsafeMutablePointer<GtkWidget>) -> Bool {
    let ownContainers: Set<UnsafeMutablePointer<GtkWidget>> = [
      root.gtkWidget, scroller.gtkWidget, view.widget.gtkWidget,
    ]
    var current: UnsafeMutablePointer<GtkWidget>? = widget
    while let candidate = current, candidate != root.gtkWidget {
      let isButton =
        pg_is_instance_of(candidate, gtk_button_get_type()) != 0
        || pg_is_instance_of(candidate, gtk_editable_get_type()) != 0
      let isViewport = pg_is_instance_of(candidate, gtk_viewport_get_type()) != 0
      if isButton || (!ownContainers.contains(candidate) && !isViewport && gtk_widget_get_focusable(candidate) != 0) {
        return true
      }
      current = gtk_widget_get_parent(candidate)
    }
    return false
  }

  /// Scroll events over the placeholder: with scrolling allowed they move
  /// `scrollTarget`, and emit its `edge-overshot` when they push past an
  /// edge (pull-to-refresh at the top, load-more at the bottom). Content of
  /// the placeholder's own that overflows scrolls first, as nested
  /// scrolling does. Returns whether the event was used.
  func forwardScroll(dx: Double, dy: Double, unit: GdkScrollUnit) -> Bool {
    guard isShowing, let displayed, displayed.behavior.isScrollAllowed, let target = scrollTarget else { return false }
    if placeholderCanScroll(dy: dy) { return false }
    let scrolled: OpaquePointer = gcast(target.gtkWidget)
    if dy != 0, let adjustment = gtk_scrolled_window_get_vadjustment(scrolled) {
      move(adjustment, by: dy, unit: unit, target: target, edges: (GTK_POS_TOP, GTK_POS_BOTTOM))
    }
    if dx != 0, let adjustment = gtk_scrolled_window_get_hadjustment(scrolled) {
      let rightToLeft = gtk_widget_get_direction(target.gtkWidget) == GTK_TEXT_DIR_RTL
      move(
        adjustment, by: dx, unit: unit, target: target,
        edges: rightToLeft ? (GTK_POS_RIGHT, GTK_POS_LEFT) : (GTK_POS_LEFT, GTK_POS_RIGHT))
    }
    return true
  }

  /// Whether the placeholder's own content can still scroll by `dy`.
  private func placeholderCanScroll(dy: Double) -> Bool {
    guard dy != 0, let adjustment = gtk_scrolled_window_get_vadjustment(gcast(scroller.gtkWidget)) else {
      return false
    }
    let value = gtk_adjustment_get_value(adjustment)
    let upper = gtk_adjustment_get_upper(adjustment) - gtk_adjustment_get_page_size(adjustment)
    return dy < 0 ? value > gtk_adjustment_get_lower(adjustment) : value < upper
  }

  private func move(
    _ adjustment: UnsafeMutablePointer<GtkAdjustment>, by delta: Double, unit: GdkScrollUnit, target: Widget,
    edges: (start: GtkPositionType, end: GtkPositionType)
  ) {
    let page = gtk_adjustment_get_page_size(adjustment)
    // GtkScrolledWindow's own wheel step; touchpads report pixels.
    let step = unit == GDK_SCROLL_UNIT_WHEEL ? pow(max(page, 1), 2.0 / 3.0) : 1
    let lower = gtk_adjustment_get_lower(adjustment)
    let upper = max(gtk_adjustment_get_upper(adjustment) - page, lower)
    let wanted = gtk_adjustment_get_value(adjustment) + delta * step
    gtk_adjustment_set_value(adjustment, min(max(wanted, lower), upper))
    if wanted < lower {
      emitEdgeOvershot(target, edges.start)
    } else if wanted > upper {
      emitEdgeOvershot(target, edges.end)
    }
  }

  private func emitEdgeOvershot(_ target: Widget, _ position: GtkPositionType) {
    let signal = g_signal_lookup("edge-overshot", gtk_scrolled_window_get_type())
    guard signal != 0 else { return }
    var arguments = [GValue](repeating: GValue(), count: 2)
    g_value_init(&arguments[0], gtk_scrolled_window_get_type())
    g_value_set_object(&arguments[0], UnsafeMutableRawPointer(target.gtkWidget))
    g_value_init(&arguments[1], gtk_position_type_get_type())
    g_value_set_enum(&arguments[1], Int32(position.rawValue))
    g_signal_emitv(&arguments, signal, 0, nil)
    for index in arguments.indices { g_value_unset(&arguments[index]) }
  }

  /// Locks or releases `scrollTarget` to match the item and the phase:
  /// locked while an item that forbids scrolling is appearing or shown.
  func updateScrollLock() {
    let wanted = isShowing && item?.behavior.isScrollAllowed == false ? scrollTarget : nil
    if let lock = scrollLock, lock.target !== wanted || !lock.isLocked {
      lock.release()
      scrollLock = nil
    }
    if scrollLock == nil, let wanted { scrollLock = ScrollLock(locking: wanted) }
  }
}
