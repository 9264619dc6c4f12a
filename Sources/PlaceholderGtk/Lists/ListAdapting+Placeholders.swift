import GtkKit
import PlaceholderCore

/// Which placeholder the list shows, and when.
extension ListAdapting {
  /// When placeholders show: before the first load, the loading one, forced
  /// display, the display veto.
  public var placeholderOptions: PlaceholderOptions {
    get { machinery.presenter.settings.options }
    set { machinery.presenter.settings.options = newValue }
  }

  /// The placeholder for each state; override per kind
  /// (`PlaceholderContentProvider(override:)`).
  public var placeholderContent: PlaceholderContentProvider {
    get { machinery.presenter.settings.contentProvider }
    set { machinery.presenter.settings.contentProvider = newValue }
  }

  /// The placeholder shown when the list has no items after its first load
  /// (AppPlaceholder's zero-configuration promise). Set nil to show none.
  public var emptyPlaceholder: PlaceholderContent? {
    get { machinery.presenter.settings.emptyPlaceholder }
    set { machinery.presenter.settings.emptyPlaceholder = newValue }
  }

  /// A placeholder the app wants shown whatever the rows (loading, failed…);
  /// nil lets the list decide. PageState's `view.ps.item = …`.
  public var placeholderOverride: PlaceholderContent? {
    get { machinery.presenter.settings.override }
    set { machinery.presenter.settings.override = newValue }
  }

  /// A tap anywhere on the empty placeholder reloads (AppPlaceholder's
  /// tap-to-reload), when the list has a way to load: an operation or a
  /// delegate. Default on.
  public var reloadsOnTap: Bool {
    get { machinery.presenter.settings.reloadsOnTap }
    set { machinery.presenter.settings.reloadsOnTap = newValue }
  }

  /// Shows the empty placeholder even before the first load has finished
  /// (AppPlaceholder with `firstReload` off). Default false.
  public var showsEmptyBeforeFirstLoad: Bool {
    get { placeholderOptions.showsEmptyBeforeFirstLoad }
    set { placeholderOptions.showsEmptyBeforeFirstLoad = newValue }
  }

  /// Whether the first load has finished: until then no "empty" placeholder
  /// shows (DZNEmptyDataSet's most reported complaint).
  public var hasFinishedFirstLoad: Bool { loads.state.hasFinishedFirstLoad }

  /// Asks again which placeholder shows, without reading the data source
  /// again (DZNEmptyDataSet's `reloadEmptyDataSet`): for when something the
  /// answer depends on changed outside the list, such as what
  /// `placeholderContent`'s override returns. O(1).
  public func reevaluatePlaceholder() { machinery.presenter.update() }
}
