internal import CGtk
import GtkKit
import PlaceholderCore

// Raw GTK here: the grid's key controller and the items' bounds, walked on each arrow key without a wrapper per
// widget.

/// A collection's keyboard, as a grid is used in every GNOME app: Tab
/// enters the collection on one item (the one last focused, when it is
/// still there) and the next Tab leaves it; arrows, Home and End move
/// between items in every layout, in reading order and mirrored right to
/// left; Enter and Space activate (the item's button does that).
///
/// GTK alone would not: its list focuses the row it tracks, a header row
/// holds no focusable widget, so Tab lands on the scrolled window; and
/// Tab would walk through every item of a thousand-photo grid.
@MainActor
final class GridKeyboard<DataSource: CollectionDataSource>: ContentFocusHost, ItemMoveFollower {
  private let slots: GridItemBinding<DataSource>
  private let sync: ListModelSync<DataSource>
  private let layout: GridLayout
  private let scrolled: UnsafeMutablePointer<GtkWidget>
  private let listView: UnsafeMutablePointer<GtkWidget>
  private let listViewWidget: Widget
  /// The free layout's slots in reading order, and the widget their
  /// frames are measured in.
  private let freeSlots: () -> (slots: [GridItemHost<DataSource.Item>], container: UnsafeMutablePointer<GtkWidget>)
  /// Focus that comes in from outside goes on to an item.
  private var entry: ListFocusEntry?

  /// The paging footer the layout shows now, if any.
  private let footer: () -> PagingFooterRowView?
  /// The bar over the start (older pages), if it was ever shown.
  private let header: () -> PagingFooterRowView?

  init(
    machinery: ListMachinery<DataSource>, slots: GridItemBinding<DataSource>, layout: GridLayout,
    freeSlots: @escaping () -> (slots: [GridItemHost<DataSource.Item>], container: UnsafeMutablePointer<GtkWidget>),
    footer: @escaping () -> PagingFooterRowView?, header: @escaping () -> PagingFooterRowView?
  ) {
    self.footer = footer
    self.header = header
    self.slots = slots
    sync = machinery.sync
    self.layout = layout
    scrolled = machinery.scrolledWindow.gtkWidget
    listView = machinery.listView.gtkWidget
    listViewWidget = machinery.listView
    self.freeSlots = freeSlots
    if let keys = gtk_event_controller_key_new() {
      gtk_event_controller_set_propagation_phase(keys, GTK_PHASE_CAPTURE)
      Signals.connectKey(keys, "key-pressed") { [weak self] keyval, state in
        self?.keyPressed(keyval, state) ?? false
      }
      gtk_widget_add_controller(scrolled, keys)
    }
    entry = ListFocusEntry(scrolled: scrolled) { [weak self] in self?.landOnContent() }
  }

  /// The slot whose button has the keyboard focus, if any.
  private var focusedSlot: GridItemHost<DataSource.Item>? {
    guard let root = gtk_widget_get_root(scrolled), let focus = gtk_root_get_focus(root) else { return nil }
    return slots.slot(showing: UnsafeMutableRawPointer(focus))
  }

  /// The item whose button has the keyboard focus, if any.
  var focusedItem: IndexPath? { focusedSlot?.indexPath }

  private var navigation: GridNavigation {
    GridNavigation(
      itemCounts: sync.index.sections.map { $0.showsEmptyPlaceholder ? 0 : $0.itemCount }, perLine: layout.columns,
      layout: layout.kind, rightToLeft: gtk_widget_get_direction(scrolled) == GTK_TEXT_DIR_RTL)
  }

  private func keyPressed(_ keyval: UInt32, _ state: GdkModifierType) -> Bool {
    if let retry = footer()?.retryButton, gtk_widget_is_focus(retry.gtkWidget) != 0 {
      return footerRetryKeyPressed(keyval, state)
    }
    guard let from = keyboardItem() else { return false }
    let slot = focusedSlot
    let move: GridMove
    switch Int32(keyval) {
    case GDK_KEY_Tab, GDK_KEY_KP_Tab, GDK_KEY_ISO_Left_Tab:
      // Tab goes on to a failed page's Retry, then out; Shift+Tab out.
      guard let forward = ListFocusExit.tabDirection(keyval, state) else { return false }
      slots.focusedIndexPath = from
      if forward, footer()?.retryButton.isVisible == true {
        focusFooterRetry()
      } else {
        ListFocusExit.leave(scrolled, forward: forward)
      }
      return true
    case GDK_KEY_Left, GDK_KEY_KP_Left: move = .left
    case GDK_KEY_Right, GDK_KEY_KP_Right: move = .right
    case GDK_KEY_Up, GDK_KEY_KP_Up: move = .up
    case GDK_KEY_Down, GDK_KEY_KP_Down: move = .down
    case GDK_KEY_Home, GDK_KEY_KP_Home: move = .first
    case GDK_KEY_End, GDK_KEY_KP_End: move = .last
    default: return false
    }
    guard pg_has_command_modifiers(state) == 0 else { return false }
    // At an edge there is nowhere to go: the key is still ours, so the
    // focus does not jump out of the grid. Below the last line, a failed
    // page's Retry in the footer is where Down goes, and above the first
    // line the Retry of a failed page before the items is where Up goes.
    if let target = target(from: from, slot: slot, move: move) {
      focus(target)
    } else if move == .down, footer()?.retryButton.isVisible == true {
      focusFooterRetry()
    } else if move == .up, let retry = header()?.retryButton, retry.isVisible, retry.isMapped {
      slots.focusedIndexPath = from
      gtk_widget_grab_focus(retry.gtkWidget)
    } else if slot == nil {
      focus(from)
    }
    return true
  }

  /// From a failed page's Retry: Shift+Tab and Up go back to the last
  /// item, Tab leaves the collection.
  private func footerRetryKeyPressed(_ keyval: UInt32, _ state: GdkModifierType) -> Bool {
    if let forward = ListFocusExit.tabDirection(keyval, state) {
      if forward || !focusEnd() { ListFocusExit.leave(scrolled, forward: forward) }
      return true
    }
    guard pg_has_command_modifiers(state) == 0, keyval == UInt32(GDK_KEY_Up) || keyval == UInt32(GDK_KEY_KP_Up)
    else { return false }
    return focusEnd()
  }

  /// The item the keys act from: the focused one; or, where GTK moved the
  /// focus to the list view because the item's row scrolled away (the
  /// mouse), the item last focused, else the first.
  private func keyboardItem() -> IndexPath? {
    if let focused = focusedSlot?.indexPath { return focused }
    guard let root = gtk_widget_get_root(scrolled), let focus = gtk_root_get_focus(root),
      focus == scrolled || focus == listView || gtk_widget_get_parent(focus) == listView
    else { return nil }
    let navigation = navigation
    return slots.focusedIndexPath.flatMap { navigation.isItem($0) ? $0 : nil } ?? navigation.firstItem
  }

  private func target(from: IndexPath, slot: GridItemHost<DataSource.Item>?, move: GridMove) -> IndexPath? {
    guard layout.kind == .free, move == .up || move == .down else {
      return navigation.target(from: from, move: move)
    }
    // Off screen, the item has no frame to measure: the keys come back to it.
    guard let slot else { return from }
    // Free lines come from the items' sizes: ask their frames.
    let (ordered, container) = freeSlots()
    let frames = ordered.map { frame(of: $0.button.gtkWidget, in: container) }
    guard let index = ordered.firstIndex(where: { $0 === slot }),
      let found = LineNeighbour.target(from: index, in: frames, down: move == .down)
    else { return nil }
    return ordered[found].indexPath
  }

  private func frame(of widget: UnsafeMutablePointer<GtkWidget>, in container: UnsafeMutablePointer<GtkWidget>)
    -> LineNeighbour.Frame
  {
    var bounds = graphene_rect_t()
    _ = gtk_widget_compute_bounds(widget, container, &bounds)
    return LineNeighbour.Frame(
      x: Double(bounds.origin.x), y: Double(bounds.origin.y), width: Double(bounds.size.width),
      height: Double(bounds.size.height))
  }

  /// Moves the focus to an item, scrolling to it; an item whose row GTK
  /// has not made yet is focused once the scroll has made it.
  func focus(_ indexPath: IndexPath, scrolling: Bool = true) {
    slots.focusedIndexPath = indexPath
    let position = layout.kind == .free || !scrolling ? nil : sync.index.position(of: indexPath)
    if let position { pg_list_view_scroll_to(listView, guint(clamping: position)) }
    let slots = slots
    FocusWhenShown.focus(
      ticking: scrolled, stillWanted: { slots.focusedIndexPath == indexPath },
      find: { slots.slot(at: indexPath)?.button.gtkWidget })
  }

  /// Scrolls to the paging footer and focuses its Retry, once GTK has
  /// made its row if it had not.
  private func focusFooterRetry() {
    if layout.kind != .free { pg_list_view_scroll_to(listView, guint(clamping: sync.index.count)) }
    let footer = footer
    FocusWhenShown.focus(
      ticking: scrolled, stillWanted: { footer()?.retryButton.isVisible == true },
      find: {
        guard let retry = footer()?.retryButton, retry.isMapped else { return nil }
        return retry.gtkWidget
      })
  }

  /// The focused item, to give the focus back to when the items return
  /// from behind a placeholder or GTK let its row go: the item where the
  /// changes since took it, else the same index path, if still an item.
  func focusSpot() -> ContentFocusSpot? {
    guard let indexPath = focusedSlot?.indexPath else { return nil }
    slots.focusedIndexPath = indexPath
    return ContentFocusSpot { [weak self] in
      guard let self else { return false }
      let target = slots.focusedIndexPath ?? indexPath
      guard navigation.isItem(target) else { return false }
      focus(target)
      return true
    }
  }

  /// Focuses the item last focused, if it is still there, else the first.
  func focusStart() -> Bool {
    let navigation = navigation
    guard let target = slots.focusedIndexPath.flatMap({ navigation.isItem($0) ? $0 : nil }) ?? navigation.firstItem
    else { return false }
    focus(target)
    return true
  }

  func focusEnd() -> Bool {
    guard let last = navigation.lastItem else { return false }
    focus(last)
    return true
  }

  /// The item whose button had the focus before the rows changed.
  private var focusedBeforeMove: IndexPath?

  func itemsWillMove() {
    focusedBeforeMove = focusedSlot?.indexPath
  }

  /// Rows replaced under the focused item (items that came above it in a
  /// number that is not a whole number of rows) show other items in its
  /// button: the focus follows the item, as it does where rows are kept.
  func itemsDidMove(_ changes: ChangeSet?) {
    guard focusedBeforeMove != nil else { return }
    focusedBeforeMove = nil
    guard let followed = slots.focusedIndexPath, focusedSlot?.indexPath != followed else { return }
    // Once GTK has bound the new rows: until then a row let go may still
    // claim the index path.
    Task { @MainActor [weak self, listViewWidget] in
      await listViewWidget.nextFramePainted()
      guard let self, slots.focusedIndexPath == followed, focusedSlot?.indexPath != followed else { return }
      focus(followed, scrolling: false)
    }
  }

  /// The focus came into the collection from outside (Tab, Shift+Tab, a
  /// mnemonic), or waited on it for items: it goes on to the remembered
  /// item, else the first one.
  func landOnContent() {
    // Only where GTK left it on the scrolled window, the list, one of its
    // rows (GTK 4.12 and later focus a header row itself) or another item:
    // an app's own widget inside the collection (a header's button) keeps it.
    guard let root = gtk_widget_get_root(scrolled), let focus = gtk_root_get_focus(root),
      focus == scrolled || focus == listView || gtk_widget_get_parent(focus) == listView || focusedSlot != nil
    else { return }
    let navigation = navigation
    let landed = focusedSlot?.indexPath
    let target =
      slots.focusedIndexPath.flatMap { navigation.isItem($0) ? $0 : nil } ?? landed ?? navigation.firstItem
    guard let target, target != landed else { return }
    self.focus(target)
  }
}
