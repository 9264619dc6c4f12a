internal import CGtk
import GtkKit
import PlaceholderCore

// Raw GTK here: a grid item's button and its children, made and walked on the hot path of every item bound.

/// One item's place in a collection: a flat button (so the item can take
/// focus and be activated with a click, Enter or Space) holding the cell
/// that shows the item, one cell per kind met, recycled like a row's.
@MainActor
final class GridItemHost<Item> {
  let button: Widget
  private let holder = Box(orientation: .vertical, spacing: 0)
  private var cells: [CellKindID: TableCell<Item>] = [:]
  private(set) var shownCell: TableCell<Item>?
  /// The index path of the item shown now.
  var indexPath: IndexPath?
  /// The shown collection item's display and highlight (the core pairs
  /// them); items of other types have no callbacks.
  private var lifecycle = GridItemLifecycle<CollectionItemReference>()
  /// The name screen readers say for the slot, as last set.
  private(set) var accessibleName: String?
  /// Whether the slot shows the selected item: drawn (`:selected`) and
  /// read by screen readers (the selected state).
  var isSelected = false {
    didSet {
      guard isSelected != oldValue else { return }
      if isSelected {
        gtk_widget_set_state_flags(button.gtkWidget, GTK_STATE_FLAG_SELECTED, 0)
      } else {
        gtk_widget_unset_state_flags(button.gtkWidget, GTK_STATE_FLAG_SELECTED)
      }
      AccessibleAttributes.setState(button.gtkWidget, GTK_ACCESSIBLE_STATE_SELECTED, isSelected)
      // The focused item's description changes with it ("3 of 8,
      // selected"), which a screen reader speaks; leaving the selection
      // is said in words too, as the shorter description alone would not.
      updateDescription()
      if !isSelected, gtk_widget_has_focus(button.gtkWidget) != 0 {
        Announcer.announce(ItemAccessibleDescription.deselected, for: button)
      }
    }
  }
  /// The item's place in its section (from 1) and the section's item
  /// count, said after its name ("3 of 8").
  var place: (position: Int, count: Int)? {
    didSet {
      guard place?.position != oldValue?.position || place?.count != oldValue?.count else { return }
      updateDescription()
    }
  }

  private func updateDescription() {
    AccessibleAttributes.setStrings(
      button.gtkWidget,
      [
        (
          GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
          place.map { ItemAccessibleDescription.text(position: $0.position, of: $0.count, selected: isSelected) }
        )
      ])
  }

  init(onActivate: @escaping @MainActor (GridItemHost<Item>) -> Void) {
    guard let button = gtk_button_new() else { preconditionFailure("GTK could not create a button") }
    self.button = Widget(taking: button)
    self.button.addCSSClass("flat")
    ListStyle.install(.collectionItems, for: self.button)
    self.button.addLibraryCSSClass("placeholders-collection-item")
    gtk_button_set_child(gcast(button), holder.gtkWidget)
    Signals.connect(button, "clicked") { [weak self] in
      guard let self else { return }
      onActivate(self)
    }
    // GtkButton is active while a pointer button is down on it: the
    // item's highlight.
    Signals.connectUInt(button, "state-flags-changed") { [weak self] _ in
      guard let self else { return }
      let active = pg_widget_is_pressed(self.button.gtkWidget) != 0
      for event in lifecycle.setPressed(active) { event.deliver() }
    }
  }

  /// Names the slot for screen readers: GTK 4.8 would read its class name.
  func setAccessibleName(_ name: String) {
    guard name != accessibleName else { return }
    accessibleName = name
    AccessibleAttributes.setLabel(button.gtkWidget, name)
  }

  /// The texts of the shown cell's visible labels, in order: what a sighted
  /// user reads on the item.
  var shownLabelTexts: [String] {
    guard let root = shownCell?.root.gtkWidget else { return [] }
    var texts: [String] = []
    collectLabelTexts(under: root, into: &texts)
    return texts
  }

  private func collectLabelTexts(under widget: UnsafeMutablePointer<GtkWidget>, into texts: inout [String]) {
    guard gtk_widget_get_visible(widget) != 0 else { return }
    if pg_is_instance_of(widget, gtk_label_get_type()) != 0, let text = gtk_label_get_text(gcast(widget)) {
      texts.append(String(cString: text))
    }
    var child = gtk_widget_get_first_child(widget)
    while let current = child {
      collectLabelTexts(under: current, into: &texts)
      child = gtk_widget_get_next_sibling(current)
    }
  }

  /// The slot's item is about to show: a collection item hears it.
  func markDisplayed(_ item: Item) {
    guard let object = item as? CollectionItem else { return endDisplay() }
    for event in lifecycle.show(CollectionItemReference(item: object)) { event.deliver() }
  }

  /// The user selected the slot's item: its press ends, then `selection`
  /// changes (the core's order).
  func select(in selection: inout ItemSelectionState<CollectionItemReference>) {
    for event in lifecycle.select(in: &selection) { event.deliver() }
  }

  /// The slot stops showing its item.
  private func endDisplay() {
    for event in lifecycle.end() { event.deliver() }
  }

  /// Shows an item with the cell of its kind, built on first use.
  func show(_ item: Item, at indexPath: IndexPath, kind: CellKindID, size: ItemSize, make: () -> TableCell<Item>) {
    endDisplay()
    shownCell?.unbind()
    let cell: TableCell<Item>
    if let existing = cells[kind] {
      cell = existing
    } else {
      cell = make()
      cell.prepare()
      cell.centreInTallerRow()
      cells[kind] = cell
      holder.append(cell.root)
    }
    if shownCell !== cell {
      shownCell?.root.isVisible = false
      cell.root.isVisible = true
      shownCell = cell
    }
    self.indexPath = indexPath
    cell.bind(item, at: indexPath)
    switch size {
    case .natural: gtk_widget_set_size_request(button.gtkWidget, -1, -1)
    case .fixed(let width, let height):
      gtk_widget_set_size_request(button.gtkWidget, Int32(clamping: width), Int32(clamping: height))
    }
    button.isVisible = true
    gtk_widget_set_can_focus(button.gtkWidget, 1)
  }

  /// Shows nothing but keeps the slot's place (the end of a short row).
  func clear() {
    endDisplay()
    shownCell?.unbind()
    indexPath = nil
    isSelected = false
    button.isVisible = true
    gtk_widget_set_opacity(button.gtkWidget, 0)
    gtk_widget_set_can_focus(button.gtkWidget, 0)
    gtk_widget_set_can_target(button.gtkWidget, 0)
    AccessibleAttributes.setState(button.gtkWidget, GTK_ACCESSIBLE_STATE_HIDDEN, true)
  }

  /// Makes a cleared slot usable again.
  func restore() {
    gtk_widget_set_opacity(button.gtkWidget, 1)
    gtk_widget_set_can_target(button.gtkWidget, 1)
    AccessibleAttributes.setState(button.gtkWidget, GTK_ACCESSIBLE_STATE_HIDDEN, false)
  }

  func unbind() {
    endDisplay()
    shownCell?.unbind()
    indexPath = nil
  }

  func teardown() {
    unbind()
    for cell in cells.values { cell.teardown() }
    cells.removeAll()
  }
}

/// A row of a vertical collection (or a column of a horizontal one): up to
/// `itemsPerRow` item hosts side by side, all the same size. A group named
/// by its section's header, so a screen reader says which section an item
/// is in.
@MainActor
final class ItemChunkView<Item> {
  let widget: Box
  private(set) var slots: [GridItemHost<Item>] = []
  /// The section name screen readers say, as last set.
  private var sectionName: String?

  init(orientation: Orientation, spacing: Int) {
    if let group = AccessibleAttributes.makeWidget(type: gtk_box_get_type(), role: GTK_ACCESSIBLE_ROLE_GROUP) {
      widget = Box(takingBox: group, orientation: orientation, spacing: spacing)
    } else {
      widget = Box(orientation: orientation, spacing: spacing)
    }
    gtk_box_set_homogeneous(gcast(widget.gtkWidget), 1)
    widget.addCSSClass("placeholders-collection-row")
  }

  /// Names the row by its section (nil: a section without a title).
  func setSectionName(_ name: String?) {
    guard name != sectionName else { return }
    sectionName = name
    AccessibleAttributes.setLabel(widget.gtkWidget, name)
  }

  /// Makes sure there are exactly `count` slots, making new ones with
  /// `make` (which may give none, leaving the chunk short).
  func ensureSlots(_ count: Int, make: () -> GridItemHost<Item>?) {
    while slots.count < count, let slot = make() {
      widget.append(slot.button)
      slots.append(slot)
    }
    while slots.count > count, let slot = slots.popLast() {
      slot.teardown()
      widget.remove(slot.button)
    }
  }

  func unbind() {
    for slot in slots { slot.unbind() }
  }

  func teardown() {
    for slot in slots { slot.teardown() }
  }
}
