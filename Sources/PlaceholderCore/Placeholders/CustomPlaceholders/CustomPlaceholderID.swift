/// Names a custom placeholder of the GTK layer: a custom placeholder that brings its own
/// widget, layout closure and tap handlers (PageState's `PageStateItem`),
/// which a value such as `PlaceholderContent` cannot hold.
///
/// A `PlaceholderContent` whose `customPlaceholderID` is set stands for that custom placeholder
/// wherever content is accepted (a slot's `placeholder`, a list's empty
/// placeholder or override), and the slot showing it finds the custom placeholder's
/// widget and closures by this name. Apps never make one: the custom placeholder does.
public struct CustomPlaceholderID: Hashable, Sendable {
  /// The custom placeholder's number, unique in the process.
  package let rawValue: UInt64

  /// Names the custom placeholder numbered `rawValue`.
  package init(rawValue: UInt64) { self.rawValue = rawValue }
}
