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
