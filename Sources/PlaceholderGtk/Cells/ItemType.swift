import GtkKit
import PlaceholderCore

/// Typed callbacks for an item class (the form-items seed's `ItemType`):
/// the handler receives the item as its own type, not as `CollectionItem`.
///
/// The events, in the order an item hears them: `whenDisplayed` when its
/// cell is about to show, `whenHighlighted` when pressed and
/// `whenUnhighlighted` when the press ends (before its selection, when it
/// selects), `whenSelected` when the user selects it,
/// `whenDeselected` when another item is selected or the selection is
/// cleared, `whenDisplayEnds` when its cell stops showing it (scrolled away,
/// recycled for another item, removed). Every display ends once, and an
/// item is unhighlighted before its display ends.
@MainActor
public protocol ItemType: CollectionItem {}

extension ItemType {
  /// Sets what happens when the user selects the item.
  @discardableResult
  public func whenSelected(_ handler: @escaping @MainActor (Self) -> Void) -> Self {
    selectionHandler = { item in
      if let typed = item as? Self { handler(typed) }
    }
    return self
  }

  /// Sets what happens when the item's cell is about to show.
  @discardableResult
  public func whenDisplayed(_ handler: @escaping @MainActor (Self) -> Void) -> Self {
    displayHandler = { item in
      if let typed = item as? Self { handler(typed) }
    }
    return self
  }

  /// Sets what happens when another item is selected, or the collection's
  /// selection is cleared, after the user selected this one.
  @discardableResult
  public func whenDeselected(_ handler: @escaping @MainActor (Self) -> Void) -> Self {
    deselectionHandler = { item in
      if let typed = item as? Self { handler(typed) }
    }
    return self
  }

  /// Sets what happens when the item's cell stops showing it: scrolled
  /// away, recycled for another item, or removed.
  @discardableResult
  public func whenDisplayEnds(_ handler: @escaping @MainActor (Self) -> Void) -> Self {
    endDisplayHandler = { item in
      if let typed = item as? Self { handler(typed) }
    }
    return self
  }

  /// Sets what happens when the item is pressed (a pointer button or a
  /// finger down on it), before it is selected.
  @discardableResult
  public func whenHighlighted(_ handler: @escaping @MainActor (Self) -> Void) -> Self {
    highlightHandler = { item in
      if let typed = item as? Self { handler(typed) }
    }
    return self
  }

  /// Sets what happens when the press on the item ends, whether or not it
  /// selected the item.
  @discardableResult
  public func whenUnhighlighted(_ handler: @escaping @MainActor (Self) -> Void) -> Self {
    unhighlightHandler = { item in
      if let typed = item as? Self { handler(typed) }
    }
    return self
  }
}
