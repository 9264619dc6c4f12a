/// How a screen reader hears a placeholder that appears on its own (a
/// `PlaceholderSlot` over any view): nothing, after what it is saying, or
/// at once. A list decides from its load state instead
/// (`PlaceholderAnnouncement`).
///
/// The presets say what they are: `failed(message:)` and `networkError()`
/// are alerts, `noResults(query:)` is polite, the others are quiet. Set it
/// on the app's own content for a failure a user waits to hear about.
public enum PlaceholderUrgency: Hashable, Sendable {
  /// Not announced: an empty view or "Loading…" is a resting state, and
  /// loading is already the group's busy state.
  case quiet
  /// Announced after what the screen reader is saying (a search that found
  /// nothing).
  case polite
  /// Announced at once, interrupting (a load that failed).
  case alert
}
