import GtkKit
import PlaceholderCore

/// Which placeholder the list shows, and when.
extension ListAdapter {
  /// Everything the list's placeholder follows: what each kind shows, when
  /// a kind may show, content pinned over every state, and whether a tap on
  /// the empty placeholder reloads. `ListPlaceholderConfiguration` says,
  /// for each kind, where its content comes from.
  ///
  /// ```swift
  /// table.placeholders.content.empty = PlaceholderContent(title: "No Contacts")
  /// ```
  public var placeholders: ListPlaceholderConfiguration {
    get { machinery.presenter.configuration }
    set { machinery.presenter.configuration = newValue }
  }

  /// Whether the first load has finished: until then no "empty" placeholder
  /// shows (DZNEmptyDataSet's most reported complaint).
  public var hasFinishedFirstLoad: Bool { loads.state.hasFinishedFirstLoad }

  /// Asks again which placeholder shows, without reading the data source
  /// again (DZNEmptyDataSet's `reloadEmptyDataSet`): for when something the
  /// answer depends on changed outside the list, such as what
  /// `placeholders.content`'s override returns. O(1).
  public func reevaluatePlaceholder() { machinery.presenter.update() }
}
