internal import CGtk
import GtkKit
import PlaceholderCore

// Raw GTK here: the selection model and the key controller are the list's own GObjects, which GtkKit does not wrap
// (its scope: list internals stay with the list).

/// A table's selection, activation and keyboard navigation: clicks and
/// arrows select items (`didSelect`), Enter and double-click activate them
/// (`didActivate`), and Up, Down, Home and End pass over headers, footers
/// and section placeholders.
///
/// The selection follows its item through a change of the data: GTK drops
/// it whenever the selected row is replaced (a reload, a move), so it is
/// put back on the item's new row, silently (the same item), and scrolled
/// back into view if its row was showing. When the item went away, or every
/// row was reloaded (no identity is known then), `didDeselect` hears it.
@MainActor
final class TableSelection<DataSource: TableDataSource>: ItemMoveFollower {
  let sync: ListModelSync<DataSource>
  let rows: RowFactory<DataSource>
  private let previousPages: ListPreviousPages<DataSource>
  private let delegateCalls: ListDelegateCalls<DataSource.Item>
  private let diagnostics: ListDiagnostics
  let listView: Widget
  let scrolledWindow: Widget
  private let selection: ObjectReference
  private var lastSelectedPosition: Int?
  /// The selected item as the rows change: where it was, and whether its
  /// row was showing.
  private var selectedBeforeChange: (indexPath: IndexPath, wasShowing: Bool)?
  /// True while the selection is changed from here, not by the user.
  private var isChangingSelection = false
  /// Focus that comes in from outside goes on to an item row.
  private var entry: ListFocusEntry?
  /// Whether the keyboard coming in from outside lands on the last item
  /// (a list that follows its end).
  var entersAtEnd: @MainActor () -> Bool = { false }
  /// Whether a selected item row is deselected right after `didSelect`.
  var deselectsAfterSelection = false

  init(machinery: ListMachinery<DataSource>) {
    sync = machinery.sync
    rows = machinery.rows
    previousPages = machinery.previousPages
    delegateCalls = machinery.delegateCalls
    diagnostics = machinery.diagnostics
    listView = machinery.listView
    scrolledWindow = machinery.scrolledWindow
    selection = machinery.selection
    Signals.connectUInt(listView.gtkWidget, "activate") { [weak self] position in
      self?.activate(position: Int(position))
    }
    Signals.connect(selection.pointer, "selection-changed") { [weak self] in
      self?.selectionChanged()
    }
    machinery.follow(itemMovesWith: self)
    // Up, Down, Home and End pass over headers, footers and section
    // placeholders: GTK 4.8 would move the focus onto them.
    if let keys = gtk_event_controller_key_new() {
      gtk_event_controller_set_propagation_phase(keys, GTK_PHASE_CAPTURE)
      Signals.connectKey(keys, "key-pressed") { [weak self] keyval, state in
        self?.keyPressed(keyval, state) ?? false
      }
      gtk_widget_add_controller(listView.gtkWidget, keys)
    }
    entry = ListFocusEntry(scrolled: scrolledWindow.gtkWidget) { [weak self] in self?.landOnContent() }
  }

  /// The selected item's index path, or nil.
  var selectedIndexPath: IndexPath? {
    let position = gtk_single_selection_get_selected(gcast(selection.pointer))
    guard position != pg_invalid_list_position() else { return nil }
    return sync.index.row(at: Int(position))?.indexPath
  }

  /// Moves through item rows only, and Tab leaves the list from any row:
  /// the table is one Tab stop, as GNOME's lists are, with a failed page's
  /// Retry after it. Returns whether the key was handled.
  private func keyPressed(_ keyval: UInt32, _ state: GdkModifierType) -> Bool {
    if let forward = ListFocusExit.tabDirection(keyval, state), let current = focusedPosition() {
      tab(forward: forward, from: current)
      return true
    }
    guard pg_has_command_modifiers(state) == 0, let current = focusedPosition() else { return false }
    let index = sync.index
    let target: Int?
    switch Int32(keyval) {
    case GDK_KEY_Down, GDK_KEY_KP_Down: target = index.nearestItemRow(from: current + 1, forward: true)
    case GDK_KEY_Up, GDK_KEY_KP_Up: target = index.nearestItemRow(from: current - 1, forward: false)
    case GDK_KEY_Home, GDK_KEY_KP_Home: target = index.nearestItemRow(from: 0, forward: true)
    case GDK_KEY_End, GDK_KEY_KP_End: target = index.nearestItemRow(from: index.count - 1, forward: false)
    default: return false
    }
    // Down from the last item reaches the paging footer's Retry, if a page
    // failed, and Up from the first the Retry over the start; otherwise at
    // the first or last item there is nowhere to go, and the key is still
    // ours.
    let isDown = keyval == UInt32(GDK_KEY_Down) || keyval == UInt32(GDK_KEY_KP_Down)
    if let target, target != current {
      focus(position: target)
    } else if isDown {
      focusFooterButton()
    } else if keyval == UInt32(GDK_KEY_Up) || keyval == UInt32(GDK_KEY_KP_Up),
      let retry = previousPages.bar?.retryButton, retry.isVisible, retry.isMapped
    {
      // Up from the first item reaches the Retry of a failed page before it.
      gtk_widget_grab_focus(retry.gtkWidget)
    }
    return true
  }

  /// Tab from a row goes to the paging footer's Retry if a page failed,
  /// else out of the list; from that Retry, on out (or back to the last
  /// row with Shift+Tab).
  private func tab(forward: Bool, from position: Int) {
    let onFooter = position >= sync.index.count
    if forward, !onFooter, focusFooterButton() { return }
    if !forward, onFooter, focusEnd() { return }
    ListFocusExit.leave(scrolledWindow.gtkWidget, forward: forward)
  }

  /// Focuses the paging footer's Retry, if it shows one.
  @discardableResult
  private func focusFooterButton() -> Bool {
    guard let retry = rows.pagingFooterView?.retryButton, retry.isVisible else { return false }
    return gtk_widget_grab_focus(retry.gtkWidget) != 0
  }

  /// The flat position of the row that has the keyboard focus, if any.
  func focusedPosition() -> Int? {
    guard let focused = gtk_widget_get_focus_child(listView.gtkWidget),
      let root = gtk_widget_get_first_child(focused)
    else { return nil }
    return rows.position(ofRowShowing: root)
  }

  private func activate(position: Int) {
    guard let (item, indexPath) = itemAndIndexPath(at: position) else { return }
    delegateCalls.didActivate(item, at: indexPath)
  }

  private func selectionChanged() {
    let selected = gtk_single_selection_get_selected(gcast(selection.pointer))
    guard selected != pg_invalid_list_position() else {
      // The user unselected the item (Ctrl+click).
      if !sync.isUpdatingModel, !isChangingSelection, let previous = lastSelectedPosition,
        let indexPath = sync.index.row(at: previous)?.indexPath
      {
        delegateCalls.didDeselect(at: indexPath)
      }
      lastSelectedPosition = nil
      return
    }
    let position = Int(selected)
    defer { lastSelectedPosition = position }
    // Splices move the selection by themselves; only the user's changes count.
    guard !sync.isUpdatingModel, let row = sync.index.row(at: position) else { return }
    guard row.kind == .item else {
      skipNonItemRow(from: position)
      return
    }
    guard let (item, indexPath) = itemAndIndexPath(at: position) else { return }
    delegateCalls.didSelect(item, at: indexPath)
    if deselectsAfterSelection {
      // A one-shot button: no lasting selection, so no deselection to hear.
      isChangingSelection = true
      defer { isChangingSelection = false }
      gtk_selection_model_unselect_item(gcast(selection.pointer), guint(clamping: position))
    }
  }

  /// Before the rows change: which item is selected, and whether its row
  /// shows.
  func itemsWillMove() { noteSelectionBeforeChange() }

  func itemsDidMove(_ changes: ChangeSet?) { followSelection(through: changes) }

  private func noteSelectionBeforeChange() {
    let selected = gtk_single_selection_get_selected(gcast(selection.pointer))
    guard selected != pg_invalid_list_position(), let indexPath = sync.index.row(at: Int(selected))?.indexPath else {
      selectedBeforeChange = nil
      return
    }
    selectedBeforeChange = (indexPath, isShowing(position: Int(selected)))
  }

  /// After the rows changed: the selection goes back to its item's row, or
  /// the delegate hears that it is gone. `changes` nil: every row was
  /// replaced, and no item can be followed.
  private func followSelection(through changes: ChangeSet?) {
    guard let before = selectedBeforeChange else { return }
    selectedBeforeChange = nil
    isChangingSelection = true
    defer { isChangingSelection = false }
    let selected = gtk_single_selection_get_selected(gcast(selection.pointer))
    guard let indexPath = changes?.newIndexPath(for: before.indexPath),
      let position = sync.index.position(of: indexPath)
    else {
      // Set, not unselected: a selection that cannot be unselected ignores
      // `unselect_all`, and GTK keeps it on a row whose object went to the
      // row replacing it (`LazyListModel.emit(_:reusingReplacedRows:)`).
      if selected != pg_invalid_list_position() {
        gtk_single_selection_set_selected(gcast(selection.pointer), pg_invalid_list_position())
      }
      lastSelectedPosition = nil
      delegateCalls.didDeselect(at: before.indexPath)
      return
    }
    if selected != guint(clamping: position) {
      gtk_selection_model_select_item(gcast(selection.pointer), guint(clamping: position), 1)
    }
    lastSelectedPosition = position
    guard before.wasShowing else { return }
    scroll(to: position)
    // Again once the list has laid out its new rows: GTK 4.12 and later
    // place a row scrolled to before that by the old layout, one row short.
    var framesLeft = 2
    MainLoopCallbacks.everyFrame(of: listView.gtkWidget) { [weak self] _ in
      framesLeft -= 1
      guard framesLeft == 0 else { return true }
      if let self, gtk_single_selection_get_selected(gcast(selection.pointer)) == guint(clamping: position) {
        scroll(to: position)
      }
      return false
    }
  }

  /// Whether any of the row at `position` is inside the scrolled window now.
  /// A selection the user scrolled away from is not scrolled back to: a
  /// page appended by load-more would otherwise jump the list back to it.
  private func isShowing(position: Int) -> Bool {
    // GTK keeps the focused row's widget when it scrolls out of view, but
    // unmapped (not child-visible): only a mapped row shows.
    guard let row = rows.rowWidget(at: position), gtk_widget_get_mapped(row) != 0 else { return false }
    let window = gtk_widget_get_parent(listView.gtkWidget) ?? listView.gtkWidget
    var bounds = graphene_rect_t()
    guard gtk_widget_compute_bounds(row, window, &bounds) != 0 else { return false }
    let height = Float(gtk_widget_get_height(window))
    return bounds.size.height > 0 && bounds.origin.y + bounds.size.height > 0 && bounds.origin.y < height
  }

  /// Keyboard navigation landed on a header, footer or section placeholder:
  /// move on to the nearest item row in the direction of travel, or the
  /// other way when there is none that way.
  private func skipNonItemRow(from position: Int) {
    let forward = (lastSelectedPosition ?? -1) < position
    let index = sync.index
    let target =
      index.nearestItemRow(from: position, forward: forward) ?? index.nearestItemRow(from: position, forward: !forward)
    guard let target else {
      gtk_selection_model_unselect_all(gcast(selection.pointer))
      return
    }
    focus(position: target)
  }

  /// Moves the keyboard focus, and unless told otherwise the selection, to
  /// a row, scrolling to it unless told otherwise (a row on screen).
  func focus(position: Int, selecting: Bool = true, scrolling: Bool = true) {
    if scrolling { scroll(to: position) }
    if selecting { gtk_selection_model_select_item(gcast(selection.pointer), guint(clamping: position), 1) }
    // GTK 4.8 has no call to move the list's keyboard focus to a row: focus
    // the row's widget, now or once GTK has made it and shows it (a row
    // not on screen, such as one a change is about to rebind, would hold
    // the focus where no key reaches).
    let rows = rows
    FocusWhenShown.focus(
      ticking: listView.gtkWidget,
      find: {
        guard let row = rows.rowWidget(at: position), gtk_widget_get_mapped(row) != 0 else { return nil }
        return row
      })
  }

  /// Scrolls the least that shows the row at `position`.
  private func scroll(to position: Int) {
    pg_list_view_scroll_to(listView.gtkWidget, guint(clamping: position))
  }

  private func itemAndIndexPath(at position: Int) -> (DataSource.Item, IndexPath)? {
    guard let indexPath = sync.index.row(at: position)?.indexPath, let dataSource = sync.dataSource,
      let item = diagnostics.item(at: indexPath, from: dataSource)
    else { return nil }
    return (item, indexPath)
  }
}
