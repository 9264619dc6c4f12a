/// A list's placeholder settings, and the decision they make with the page
/// state: which placeholder content shows, if any.
///
/// The adapters keep one of these, fill it from their public properties
/// (`placeholderOverride`, `emptyPlaceholder`, `placeholderOptions`,
/// `placeholderContent`, `reloadsOnTap`) and put whatever
/// `content(for:canLoad:)` answers on their placeholder slot. O(1).
package struct ListPlaceholderSettings: Sendable {
  /// Content shown whatever the state (PageState's `ps.item = …`); nil lets
  /// the state decide.
  package var override: PlaceholderContent?
  /// What an empty list shows; nil shows nothing.
  package var emptyPlaceholder: PlaceholderContent? = .noContent()
  /// When placeholders may show.
  package var options = PlaceholderOptions()
  /// The content of the other kinds (loading, failed, no results).
  package var contentProvider = PlaceholderContentProvider()
  /// Whether a tap anywhere on the empty placeholder reloads, when the list
  /// has a way to load.
  package var reloadsOnTap = true

  /// Settings with the defaults above.
  package init() {}

  /// What the placeholder shows in `state`.
  ///
  /// - The override wins over everything, the veto included.
  /// - Otherwise `PlaceholderPolicy.placeholder(for:options:)` picks the
  ///   kind; an empty placeholder whose own `isForcedDisplay` is set counts
  ///   as if the options forced display.
  /// - `.empty` shows `emptyPlaceholder`; when `reloadsOnTap` is on and the
  ///   list `canLoad` (an operation or a delegate hears its requests), a tap
  ///   anywhere on it triggers its action (AppPlaceholder's tap-to-reload).
  /// - The other kinds show what `contentProvider` gives.
  package func content(for state: PageState, canLoad: Bool) -> PlaceholderContent? {
    if let override { return override }
    var options = options
    if emptyPlaceholder?.isForcedDisplay == true { options.forcedDisplay = true }
    switch PlaceholderPolicy.placeholder(for: state, options: options) {
    case nil:
      return nil
    case .empty?:
      guard var content = emptyPlaceholder else { return nil }
      if reloadsOnTap && canLoad { content.tapAnywhereTriggersAction = true }
      return content
    case let kind?:
      return contentProvider.content(for: kind)
    }
  }
}
