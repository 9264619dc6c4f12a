/// The name a screen reader says for a collection item: the app's own when
/// it gives one, else what a sighted user reads on the item (its labels'
/// texts, joined), else its place ("Item 3"), never the widget's class.
package enum ItemAccessibleName {
  /// The item's name from the app's answer and its cell's label texts;
  /// `fallback` is asked only when both are blank.
  package static func compose(explicit: String?, labelTexts: [String], fallback: () -> String) -> String {
    if let explicit = SearchEntryRules.query(in: explicit ?? "") { return explicit }
    let texts = labelTexts.compactMap(SearchEntryRules.query(in:))
    return texts.isEmpty ? fallback() : texts.joined(separator: ", ")
  }
}

/// What a screen reader says of a collection item after its name: its
/// place in its section and whether it is selected. A grid's rows hold
/// several items each, so the list's own count ("List with 14 items")
/// counts rows, and GTK 4.8 passes no position of an item on to Orca.
package enum ItemAccessibleDescription {
  /// "3 of 8", or "3 of 8, selected", translated; `position` counts from 1.
  package static func text(position: Int, of count: Int, selected: Bool) -> String {
    let place = substitute(translate("%@ of %@"), String(position), String(count))
    return selected ? substitute(translate("%@, selected"), place) : place
  }

  /// What is said when the focused item is deselected. Selecting says
  /// itself: the description it gains ("…, selected") is spoken.
  package static var deselected: PlaceholderAnnouncement {
    PlaceholderAnnouncement(message: translate("Not selected"), priority: .medium)
  }
}
