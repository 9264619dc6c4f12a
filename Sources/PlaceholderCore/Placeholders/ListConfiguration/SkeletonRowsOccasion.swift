/// Which loads draw their loading placeholder as skeleton rows.
public enum SkeletonRowsOccasion: Hashable, Sendable {
  /// The first load only, with a restart or Retry before any result was
  /// seen: "skeleton on the first load, a quiet indicator on later
  /// reloads". The default.
  case firstLoad
  /// Every load of a new listing's first page: the first load, a restart
  /// (another folder, another account) and Retry after a failure. For
  /// lists whose listings differ so much that the rows seen before say
  /// nothing of the next. A search shows the loading placeholder either way.
  case everyNewListing
}
