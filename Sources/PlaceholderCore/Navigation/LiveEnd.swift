/// A list that follows its live end, as a conversation or a log does: it
/// opens at its last row, and rows added after it come into view while the
/// user is at the end. A user who has scrolled away stays where they are:
/// a button takes them back to the newest, and says how many rows came
/// meanwhile. Pure state, decided here; the GTK layer measures and scrolls.
package struct LiveEnd: Hashable, Sendable {
  /// What the list does after an event.
  package enum Effect: Hashable, Sendable {
    /// Nothing moves.
    case stay
    /// Scroll to the last row.
    case scrollToEnd
  }

  /// Whether the view shows the end of the list (within `tolerance`).
  package private(set) var isAtEnd = true
  /// Rows added at the end since the user scrolled away.
  package private(set) var unseenCount = 0

  package init() {}

  /// How near the end counts as at the end, in pixels: about one row.
  package static let tolerance = 48.0

  /// Whether a view at `offset` (from the top), `pageSize` tall, over
  /// `contentLength` of rows, shows their end.
  package static func isAtEnd(offset: Double, pageSize: Double, contentLength: Double) -> Bool {
    offset + pageSize >= contentLength - tolerance
  }

  /// The user (or the list) moved the view.
  package mutating func viewMoved(isAtEnd atEnd: Bool) {
    isAtEnd = atEnd
    if atEnd { unseenCount = 0 }
  }

  /// The first rows are shown: the list opens at its end.
  package mutating func firstRowsShown() -> Effect {
    isAtEnd = true
    unseenCount = 0
    return .scrollToEnd
  }

  /// `count` rows were added after the last one: followed at the end,
  /// counted away from it. Rows a next page brought (`byNextPage`: the
  /// app asked for one itself) are neither: the reader asked for them.
  package mutating func rowsAddedAtEnd(_ count: Int, byNextPage: Bool = false) -> Effect {
    guard count > 0, !byNextPage else { return .stay }
    if isAtEnd { return .scrollToEnd }
    unseenCount += count
    return .stay
  }

  /// The button was pressed: back to the newest.
  package mutating func jumpedToEnd() -> Effect {
    isAtEnd = true
    unseenCount = 0
    return .scrollToEnd
  }

  /// Whether the button to the newest shows: away from the end.
  package var showsJumpButton: Bool { !isAtEnd }

  /// The button's words, translated: how many rows came, or nil for an
  /// arrow alone.
  package var jumpButtonLabel: String? {
    guard unseenCount > 0 else { return nil }
    return substitute(translate("%@ new", plural: "%@ new", count: unseenCount), String(unseenCount))
  }

  /// What a screen reader calls the button, translated.
  package var jumpButtonAccessibleLabel: String {
    guard let count = jumpButtonLabel else { return translate("Jump to the Newest") }
    return substitute(translate("Jump to the Newest (%@)"), count)
  }

  /// How many of the items `changes` inserted are at the end of `index`
  /// (the rows after every row there was): the items from the last one
  /// back that the change inserted. Nil changes (a reload) add none.
  package static func addedAtEnd(by changes: ChangeSet?, in index: FlatIndex) -> Int {
    guard let changes, !changes.insertedItems.isEmpty || !changes.insertedSections.isEmpty else { return 0 }
    let inserted = Set(changes.insertedItems)
    let newSections = Set(changes.insertedSections)
    var count = 0
    for section in stride(from: index.sectionCount - 1, through: 0, by: -1) {
      let items = index.sections[section].itemCount
      if newSections.contains(section) {
        count += items
        continue
      }
      for item in stride(from: items - 1, through: 0, by: -1) {
        guard inserted.contains(IndexPath(section: section, item: item)) else { return count }
        count += 1
      }
    }
    return count
  }
}
