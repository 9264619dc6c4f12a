/// An item to show that may not be loaded yet: a search result, a
/// notification, a saved place (`ListAdapter.jump(to:)`). If its row is
/// loaded the list scrolls to it; if not, the list asks for the page that
/// holds it (`LoadKind.jump(to:)`), and shows it when that page lands.
public enum JumpTarget: Hashable, Codable, Sendable {
  /// The item with the app's key (`ListAdapter.scrollKey` gives the keys
  /// of the items loaded): a message's ID.
  case key(String)
  /// The item at this index in the whole listing, counted from its start:
  /// a log's line number. The list knows where its rows start in the
  /// listing when the results say (`LoadResult.firstIndex`).
  case index(Int)
}
