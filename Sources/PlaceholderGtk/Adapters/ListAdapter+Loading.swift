import GtkKit
import PlaceholderCore

/// Loads, refresh and paging.
extension ListAdapter {
  /// Runs the list's loads and decides its states (loading, content, empty,
  /// failed, no results, refreshing, loading more, no more data). Give it an
  /// async operation (`setLoadOperation(_:)`), or answer the delegate's
  /// `didRequestRefresh` / `didRequestLoadMore` and report with
  /// `loads.succeed(hasMore:)` / `loads.fail(_:)`. Follow it with
  /// `loads.observe(_:)`; what the list wires to it cannot be replaced.
  public var loads: LoadCoordinator { machinery.loads }

  /// Loads with an async function: it fetches, and returns the data with how
  /// to apply it (`LoadResult`). The list re-reads its data source after
  /// applying, unless the data source reports its own changes. The same as
  /// setting `loads.operation`.
  public func setLoadOperation(_ operation: @escaping LoadCoordinator.Operation) {
    loads.operation = operation
  }

  /// Starts the first load (or starts over).
  public func beginLoading() { loads.send(.beginLoad) }

  /// Starts loading the first page over, cancelling any load in flight:
  /// call it when what the list shows comes from somewhere else now
  /// (another folder, another account). The old load's late result is never
  /// applied.
  public func restartLoading() { loads.send(.restart) }

  /// Loads fresh data, as a pull, F5 or Ctrl+R do (CXTableView's
  /// `triggerRefreshing`). The refresh indicator shows meanwhile.
  public func beginRefreshing() { machinery.pull.beginRefreshing() }

  /// Ends a refresh the delegate was asked for, with its data in place
  /// (CXTableView's `stopRefreshingAnimation`).
  public func endRefreshing(hasMore: Bool = true) {
    if !machinery.sync.followsDataSource { reloadData() }
    loads.succeed(hasMore: hasMore)
  }

  /// Pull down past the top (touchpad, touchscreen, or the wheel held
  /// against the top) to refresh; F5 and Ctrl+R refresh as well. Default on.
  public var isPullToRefreshEnabled: Bool {
    get { machinery.pull.isEnabled }
    set { machinery.pull.isEnabled = newValue }
  }

  /// The colour of the refresh indicator's arrow, spinner and text
  /// (CXTableView's arrow colour); nil, the default, follows the theme.
  /// Make one with `Color(red:green:blue:alpha:)` or `Color(hex:)`, which
  /// throw on bad input.
  public var refreshIndicatorColor: Color? {
    get { machinery.pull.indicatorColor }
    set { machinery.pull.indicatorColor = newValue }
  }

  /// Start the first load when the list is first shown: the loading
  /// placeholder shows (once the load outlasts `loads.indicatorTiming`'s
  /// delay) over a blank list. Default off; `TableController.load(_:)`
  /// turns it on. It wins over `refreshesWhenFirstShown`.
  public var loadsWhenFirstShown: Bool {
    get { machinery.pull.loadsWhenFirstShown }
    set { machinery.pull.loadsWhenFirstShown = newValue }
  }

  /// The network the list follows: the system's (GIO's network monitor,
  /// NetworkManager's on a desktop) unless you hand it another; nil makes
  /// it assume it is always online. A list follows it from the moment it
  /// has somewhere to load (`loads.operation` or a delegate), or you read
  /// or set this: a list that loads nothing never asks the system. While
  /// the network is down, a load that fails with an error your app did not
  /// classify shows "No Connection" and says why, the next page waits, and
  /// when the network comes back whatever failed for it loads again by
  /// itself, once, after a moment.
  public var networkMonitor: NetworkMonitor? {
    get { machinery.network.monitor }
    set { machinery.network.monitor = newValue }
  }

  /// Refresh when the list is first shown (CXTableView's
  /// `autoPullDownToRefresh`): the refresh indicator spins over the blank
  /// list instead of the loading placeholder.
  public var refreshesWhenFirstShown: Bool {
    get { machinery.pull.refreshesWhenFirstShown }
    set { machinery.pull.refreshesWhenFirstShown = newValue }
  }

  /// Ask for the next page near the end, with a footer row while it loads.
  /// Default off: turn it on when the data is paged.
  public var isLoadMoreEnabled: Bool {
    get { machinery.loadMore.isEnabled }
    set { machinery.loadMore.isEnabled = newValue }
  }

  /// How near the end (in pages or pixels) the next page is asked for,
  /// and how near the start the page before the rows.
  public var loadMoreDistance: LoadMoreDistance {
    get { machinery.loadMore.distance }
    set {
      machinery.loadMore.distance = newValue
      machinery.previousPages.distance = newValue
      machinery.pageCap.distance = newValue
    }
  }

  /// The most pages the list keeps, for a list that pages without end (a
  /// feed, a log): past it, the pages farthest from the screen are let go
  /// of, and loaded again, with their edge's loading row, when the user
  /// scrolls back. The selected item and the one with the keyboard focus
  /// are never dropped. Needs a data source that can drop items
  /// (`PageDropping`, as `SectionedDataSource` does) and loads that can ask
  /// for the page before the rows (`.previousPage`). Nil, the default,
  /// keeps every page.
  public var maxPages: Int? {
    get { machinery.pageCap.maxPages }
    set { machinery.pageCap.maxPages = newValue.map { max($0, 2) } }
  }

  /// Whether a refresh that fails over rows is said on the strip above
  /// the list (on by default). The Adwaita product turns it off for a list
  /// whose failures show as toasts.
  package var flashesRefreshFailures: Bool {
    get { machinery.pull.flashesRefreshFailures }
    set { machinery.pull.flashesRefreshFailures = newValue }
  }

  /// What the strip over the rows says while the system is not on the
  /// Internet; nil (the default) says "Offline. Showing what was loaded
  /// before." or its words for a network without Internet or one asking to
  /// sign in. The rows always stay: going offline never replaces shown
  /// rows with a placeholder.
  public var offlineText: String? {
    get { machinery.offlineStrip.appText }
    set { machinery.offlineStrip.appText = newValue }
  }

  /// What the offline strip says now; nil while it is hidden (online, no
  /// rows shown, or a list that loads nothing: no operation, no delegate).
  public var offlineNotice: String? {
    NetworkRules.offlineNotice(
      status: loads.networkStatus, state: loads.state, canLoad: machinery.canLoad, appText: offlineText)
  }

  /// Whether the offline strip shows over the rows (on by default). The
  /// Adwaita product turns it off for a list whose window says it on a
  /// banner.
  package var showsOfflineStrip: Bool {
    get { machinery.offlineStrip.isEnabled }
    set { machinery.offlineStrip.isEnabled = newValue }
  }
}
