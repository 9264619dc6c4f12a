/// An event of a collection item, in the order the form-items seed's item
/// callbacks hear them.
package enum ItemEvent<ID: Equatable>: Equatable {
  /// The item's cell is about to show.
  case display(ID)
  /// The item's cell stopped showing it.
  case endDisplay(ID)
  /// The item is pressed (the user's finger or button is down on it).
  case highlight(ID)
  /// The item is no longer pressed.
  case unhighlight(ID)
  /// The user selected the item.
  case select(ID)
  /// The item lost the selection.
  case deselect(ID)
}

/// One item host's display and highlight: every display is followed by
/// exactly one end of display, every highlight by one unhighlight, and an
/// item stops being highlighted before its display ends.
package struct GridItemLifecycle<ID: Equatable>: Equatable {
  /// The item the slot shows, if any.
  package private(set) var displayed: ID?
  /// Whether the shown item is highlighted.
  package private(set) var isHighlighted = false

  /// A slot showing nothing.
  package init() {}

  /// The slot shows `id` (again, after a rebind): ends what showed before,
  /// then displays it. O(1).
  package mutating func show(_ id: ID) -> [ItemEvent<ID>] {
    let events = end() + [.display(id)]
    displayed = id
    return events
  }

  /// The slot stops showing its item. O(1).
  package mutating func end() -> [ItemEvent<ID>] {
    guard let shown = displayed else { return [] }
    let events = setPressed(false) + [.endDisplay(shown)]
    displayed = nil
    return events
  }

  /// The user selected the shown item: the press ends first, then
  /// `selection` changes, so an item is unhighlighted before it is
  /// selected and the previous item deselected in between (UIKit's order;
  /// GTK ends a button's press after its click). Nothing without a shown
  /// item. O(1).
  package mutating func select(in selection: inout ItemSelectionState<ID>) -> [ItemEvent<ID>] {
    guard let shown = displayed else { return [] }
    return setPressed(false) + selection.select(shown)
  }

  /// The slot was pressed or released. Only a shown item is highlighted,
  /// and only once per press. O(1).
  package mutating func setPressed(_ pressed: Bool) -> [ItemEvent<ID>] {
    guard let shown = displayed, pressed != isHighlighted else { return [] }
    isHighlighted = pressed
    return [pressed ? .highlight(shown) : .unhighlight(shown)]
  }
}

/// A collection's single selection (the form-items seed's `onSelected` and
/// its deselection): selecting an item deselects the one selected before.
package struct ItemSelectionState<ID: Equatable>: Equatable {
  /// The selected item, if any.
  package private(set) var selected: ID?

  /// Nothing selected.
  package init() {}

  /// The user selected `id`: the previous item, when another, is
  /// deselected first; selecting the selected item again selects it again
  /// without a deselection. O(1).
  package mutating func select(_ id: ID) -> [ItemEvent<ID>] {
    var events: [ItemEvent<ID>] = []
    if let old = selected, old != id { events.append(.deselect(old)) }
    selected = id
    events.append(.select(id))
    return events
  }

  /// Clears the selection, deselecting the selected item. O(1).
  package mutating func deselect() -> [ItemEvent<ID>] {
    guard let old = selected else { return [] }
    selected = nil
    return [.deselect(old)]
  }

  /// Forgets the selection without an event (the item went away). O(1).
  package mutating func forget() { selected = nil }
}
