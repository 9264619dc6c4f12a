import GtkKit
import PlaceholderCore

/// Skeleton rows on the first load.
extension ListAdapter {
  /// Skeleton rows to show instead of the loading placeholder while the
  /// list loads its first page; nil (the default) shows the loading
  /// placeholder. They show exactly when it would (after
  /// `loads.indicatorTiming`'s show delay, for at least its minimum time)
  /// but only until a load has shown a result: later loads (a restart, a
  /// search, Retry after rows were seen) show the loading placeholder
  /// unless `SkeletonRows.occasion` is `.everyNewListing` (searches still
  /// do). A refresh keeps its rows, so a list that
  /// `refreshesWhenFirstShown` shows its refresh indicator instead. A
  /// screen reader finds one busy "Loading…" group, not the fake rows; they
  /// take no focus and no clicks, and never enter the list's model, so
  /// positions, selection and focus are the real rows' alone.
  ///
  /// ```swift
  /// inbox.skeletonRows = SkeletonRows(of: Message(sender: "Sender Name", subject: "A subject of some length"))
  /// ```
  public var skeletonRows: SkeletonRows<Item>? {
    get { machinery.skeleton.rows }
    set {
      machinery.skeleton.rows = newValue
      machinery.presenter.update()
    }
  }
}
