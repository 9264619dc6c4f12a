internal import CGtk
import GtkKit
import PlaceholderCore

/// Load-more for a list: asks for the next page when the viewport comes
/// near the end of the rows, and shows the paging footer row (spinner, "No
/// more data", inline Retry) after them. `LoadMoreTrigger` and
/// `PlaceholderPolicy.pagingFooterRow` in the core decide; this feeds them
/// GTK's scroll positions and applies their answers.
@MainActor
final class ListLoadMore<DataSource: TableDataSource> {
  /// Whether the list pages at all.
  var isEnabled = false {
    didSet { updateFooter() }
  }
  /// Whether the list follows its end (`ListAdapter.followsEnd`): its end
  /// is live, and asks for no next page (following the page that lands
  /// would ask for the one after it, to the last), unless the rows were
  /// loaded around an item (a jump) and the newest are still to come.
  var endIsLive = false
  /// How near the end (in pages or pixels) the next page is asked for.
  var distance: LoadMoreTrigger.Distance = LoadMoreTrigger.defaultDistance {
    didSet { try? trigger.setDistance(distance) }
  }

  /// Whether the list scrolls sideways (a collection's horizontal layout):
  /// the trigger measures along the axis the list scrolls.
  var scrollsHorizontally = false {
    didSet {
      guard scrollsHorizontally != oldValue else { return }
      trigger = (try? LoadMoreTrigger(distance: distance)) ?? LoadMoreTrigger()
      evaluate()
    }
  }
  /// Hears every footer the core decides, for a layout that shows it
  /// outside the list's rows (a collection's free layout).
  var footerHandler: (@MainActor (PagingFooter?) -> Void)?
  /// The rows' keyboard: where the focus goes when Retry, focused, gives
  /// its place to the footer's spinner.
  weak var focusHost: (any ContentFocusHost)?

  private var trigger = LoadMoreTrigger()
  private let sync: ListModelSync<DataSource>
  private let loads: LoadCoordinator
  private let scrolledWindow: ScrolledWindow
  /// The scroll position's and range's signals, on both axes.
  private var scrolling: [SignalConnection] = []
  /// The trigger measures only once GTK has laid out the rows a change
  /// brought.
  private let layout: LayoutWait

  init(sync: ListModelSync<DataSource>, loads: LoadCoordinator, scrolledWindow: ScrolledWindow) {
    self.sync = sync
    self.loads = loads
    self.scrolledWindow = scrolledWindow
    layout = LayoutWait(painting: scrolledWindow)
    for adjustment in [scrolledWindow.verticalAdjustment, scrolledWindow.horizontalAdjustment] {
      scrolling.append(adjustment.onValueChanged { [weak self] _ in self?.evaluate() })
      scrolling.append(adjustment.onRangeChanged { [weak self] in self?.evaluate() })
    }
  }

  /// The rows or the load state changed: the footer and the trigger follow.
  func rowsOrStateDidChange() {
    updateFooter()
    evaluate()
  }

  /// The rows changed: the trigger waits for GTK to lay them out.
  func rowsDidChange() {
    layout.rowsDidChange { [weak self] in
      self?.trigger.rowsDidChange()
      self?.evaluate()
    }
  }

  /// Shows, changes or removes the footer row, as the core decides. A
  /// search filtering in the background leaves it as it was until the
  /// result lands, as the placeholder does.
  func updateFooter() {
    guard !loads.isAwaitingLocalSearch else { return }
    let footer = PlaceholderPolicy.pagingFooterRow(
      for: loads.state, isLoadMoreEnabled: isEnabled, hasItems: !sync.index.hasNoItems,
      indicators: loads.indicators, hasPaged: loads.loadedPageCount > 1,
      holdsPaging: loads.holdsPagingOnMeteredConnection)
    sync.setFooter(footer)
    footerHandler?(footer)
  }

  /// The footer view bound last, whose notice follows the retry's
  /// countdown in place (rebinding the row would take the focus off its
  /// button each second).
  private weak var boundView: PagingFooterRowView?

  /// The retry's countdown moved on: the footer shown says it.
  func retryNoticeDidChange() {
    guard let view = boundView, let footer = view.footer else { return }
    view.show(footer, notice: loads.retryNotice)
  }

  /// Binds the footer row to a row host: the footer shown, and its Retry.
  func bindFooter(_ footer: PagingFooter, to view: PagingFooterRowView) {
    view.retryHandler = { [weak self, weak view] in
      guard let self else { return }
      // Retry hides behind the spinner at once: a focus left on it would
      // drop to the list, which GTK 4.12 and later put on the first row,
      // scrolling away from the page that is loading. The last item keeps
      // the keyboard at the end, one Down from the next page.
      if let retry = view?.retryButton, retry.isFocus { _ = focusHost?.focusEnd() }
      // Load More on a metered connection asks for the page itself.
      loads.send(view?.footer == .heldOnMeteredNetwork ? .loadMore : .retry)
    }
    view.show(footer, notice: loads.retryNotice)
    boundView = view
  }

  /// The adjustment of the axis the list scrolls along; the trigger
  /// measures along it.
  private var scrollAdjustment: Adjustment {
    scrollsHorizontally ? scrolledWindow.horizontalAdjustment : scrolledWindow.verticalAdjustment
  }

  /// Asks for the next page when the viewport comes near the end, once.
  func evaluate() {
    // Offline, the next page waits for the network (NetworkRules); on a
    // metered connection, for the user's Load More if the app says so.
    guard isEnabled, !layout.isWaiting, !endIsLive || loads.listingTarget != nil, !loads.isAwaitingLocalSearch,
      !loads.holdsAutomaticPaging
    else { return }
    let adjustment = scrollAdjustment
    let viewport = LoadMoreViewport(
      offset: adjustment.value - adjustment.lower, pageSize: adjustment.pageSize,
      contentLength: adjustment.upper - adjustment.lower)
    guard (try? trigger.update(viewport, state: loads.state)) == true else { return }
    // Never change the model inside GTK's size allocation (where "changed"
    // comes from): ask on the main loop right after.
    MainLoopCallbacks.after(milliseconds: 0) { [weak self] in self?.loads.send(.loadMore) }
  }
}
