/// The name a screen reader says for a table or collection: the app's,
/// else a default that at least is a word ("Items"), never the widget's
/// class ("GtkListView", which GTK 4.8 reads for a list without a name).
///
/// A list shown without a name of the app's warns once: only the app
/// knows what the list holds ("Inbox", "Photos").
package enum ListAccessibleName {
  /// The name to give the list: the app's label, trimmed, unless blank;
  /// else the translated default. O(length of the label).
  package static func name(appLabel: String?) -> String {
    appLabel.flatMap(SearchEntryRules.query(in:)) ?? defaultName
  }

  /// Whether the list is shown with the default name: the app is warned.
  package static func isDefault(appLabel: String?) -> Bool {
    appLabel.flatMap(SearchEntryRules.query(in:)) == nil
  }

  /// The default, translated.
  package static var defaultName: String {
    // Translators: what a screen reader calls a list or grid that the app
    // has not named.
    translate("Items")
  }

  /// The key of that warning, given once per process.
  package static let warningKey = "list-accessible-label"

  /// The one warning for a list shown without a name.
  package static let warning =
    "a list is shown without an accessibleLabel: screen readers call it \"Items\"; "
    + "set ListAdapter.accessibleLabel to what it holds (\"Inbox\", \"Photos\")"
}
