/// Names a placeholder item of the GTK layer: an item that brings its own
/// widget, layout closure and tap handlers (PageState's `PageStateItem`),
/// which a value such as `PlaceholderContent` cannot hold.
///
/// A `PlaceholderContent` whose `itemID` is set stands for that item
/// wherever content is accepted (a slot's `item`, a list's empty
/// placeholder or override), and the slot showing it finds the item's
/// widget and closures by this name. Apps never make one: the item does.
public struct PlaceholderItemID: Hashable, Sendable {
  /// The item's number, unique in the process.
  package let rawValue: UInt64

  /// Names the item numbered `rawValue`.
  package init(rawValue: UInt64) { self.rawValue = rawValue }
}
