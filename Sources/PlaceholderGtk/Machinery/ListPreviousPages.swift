internal import CGtk
import GtkKit
import PlaceholderCore

// Raw GTK here: the list view's scroll-to, which gives GTK the row it keeps in place as rows come above.

/// Paging at the start of a list, as a conversation loads older messages
/// above the ones shown: asks for the page before the rows when the view
/// comes near their start, shows a bar over the start while it loads or
/// after it failed (with Retry), and keeps the row the user looks at where
/// it is on screen when the page lands above it. `LoadMoreTrigger` (on the
/// view turned upside down) and `PlaceholderPolicy.pagingHeader` in the
/// core decide; this feeds them GTK's scroll position and applies them.
@MainActor
final class ListPreviousPages<DataSource: TableDataSource> {
  /// How near the start (in pages or pixels) the page before is asked for.
  var distance: LoadMoreTrigger.Distance = LoadMoreTrigger.defaultDistance {
    didSet { try? trigger.setDistance(distance) }
  }
  /// The rows' keyboard: where the focus goes when Retry, focused, gives
  /// its place to the spinner, and where Down from Retry goes.
  weak var focusHost: (any ContentFocusHost)?
  /// Whether the view is on its way elsewhere (a list that follows its
  /// end opens there): the start asks for nothing meanwhile.
  var isMovingAway: @MainActor () -> Bool = { false }
  /// The bar over the start of the rows, made the first time it shows.
  private(set) var bar: PagingFooterRowView?

  private var trigger = LoadMoreTrigger()
  private let sync: ListModelSync<DataSource>
  private let rows: RowFactory<DataSource>
  private let loads: LoadCoordinator
  private let slot: PlaceholderSlot
  private let adjustment: Adjustment
  private let listView: Widget
  private var connections: [SignalConnection] = []
  /// The row at the top of the view while a page before it lands, and its
  /// top in the view.
  private var anchor: (position: Int, top: Double, rowsBefore: Int)?
  /// Keeps the row at the top of the view in place through the next change
  /// of the rows, whatever it is (pages a memory cap drops above it).
  var holdsTopRowNextChange = false
  /// The trigger measures only once GTK has laid out the rows a change
  /// brought.
  private let layout: LayoutWait
  /// How many rows, replaced under the view, are being brought back to
  /// their place.
  private var bringingRowBack = 0

  init(
    sync: ListModelSync<DataSource>, rows: RowFactory<DataSource>, loads: LoadCoordinator, slot: PlaceholderSlot,
    listView: Widget, adjustment: Adjustment
  ) {
    self.listView = listView
    self.sync = sync
    self.rows = rows
    self.loads = loads
    self.slot = slot
    self.adjustment = adjustment
    layout = LayoutWait(painting: listView)
    connections.append(adjustment.onValueChanged { [weak self] _ in self?.evaluate() })
    connections.append(adjustment.onRangeChanged { [weak self] in self?.evaluate() })
    Signals.connect(listView.gtkWidget, "map") { [weak self] in self?.followPaints() }
  }

  /// The scroll position when the rows were last painted: the rows' places
  /// (`RowFactory.rowTops`) are the ones laid out for it, until the next
  /// frame.
  private var valueAtPaint: Double?
  private var paints: SignalConnection?

  private func followPaints() {
    paints = listView.frameClock?.onAfterPaint { [weak self] in
      guard let self else { return }
      valueAtPaint = adjustment.value
    }
  }

  /// How far the view moved since the rows were last laid out: a row's
  /// top on screen now is its laid-out top minus this.
  var movedSincePaint: Double { valueAtPaint.map { adjustment.value - $0 } ?? 0 }

  /// The load state changed: the bar and the trigger follow, and a screen
  /// reader hears the start's failure or the rows its page brought.
  func stateDidChange() {
    let phase = loads.previousPagePhase
    if let said = PlaceholderAnnouncement.forPreviousPageChange(
      from: lastPhase, to: phase, itemCount: sync.index.totalItemCount, notice: loads.retryNotice)
    {
      Announcer.announce(said, for: slot.widget)
    }
    lastPhase = phase
    updateBar()
    evaluate()
  }

  /// The start's phase the last change saw.
  private var lastPhase = PagingPhase.noMoreData

  /// Asks for the page before the rows when the view comes near their
  /// start, once per approach.
  func evaluate() {
    // Offline the page waits for the network, as the next page does; the
    // trigger stays armed for when it is back (`stateDidChange` comes).
    guard !loads.isAwaitingLocalSearch, !layout.isWaiting, bringingRowBack == 0, !isMovingAway(),
      !loads.holdsAutomaticPaging
    else { return }
    let state: PageState = loads.state.pagingPhase != nil ? .content(loads.previousPagePhase) : .idle
    // The view upside down: the start of the rows is the trigger's end.
    let length = adjustment.upper - adjustment.lower
    let viewport = LoadMoreViewport(
      offset: max(length - (adjustment.value - adjustment.lower) - adjustment.pageSize, 0),
      pageSize: adjustment.pageSize, contentLength: length)
    guard (try? trigger.update(viewport, state: state)) == true else { return }
    // Never change the model inside GTK's size allocation: right after.
    MainLoopCallbacks.after(milliseconds: 0) { [weak self] in self?.loads.send(.loadPrevious) }
  }

  // MARK: - The row the user looks at stays

  /// The rows are about to change: if a previous page lands, the row at
  /// the top of the view is noted with its place on screen.
  func rowsWillChange() {
    anchor = nil
    let holds = holdsTopRowNextChange
    holdsTopRowNextChange = false
    guard holds || (loads.isApplyingResult && loads.currentRequest?.kind == .previousPage) else { return }
    // Where the rows are on screen now: the view may have moved since they
    // were laid out (a jump to the top, and the page came before a frame).
    let moved = movedSincePaint
    let onScreen = rows.rowTops().filter {
      $0.value.top - moved + $0.value.height > 0.5 && $0.value.top - moved < adjustment.pageSize
    }
    guard let top = onScreen.min(by: { $0.key < $1.key }) else {
      // Rows not laid out yet (they came a moment ago): the first stays first on screen.
      if !sync.index.hasNoItems { holdInPlace((0, 0, sync.index.count)) }
      return
    }
    holdInPlace((top.key, top.value.top - moved, sync.index.count))
  }

  /// Notes the row to keep in place. GTK follows the row it anchors the
  /// view to when rows are inserted before it, but a view never scrolled
  /// has no such row (it shows the list from the top): scrolling to the
  /// row, which shows already, gives GTK its anchor without moving.
  private func holdInPlace(_ row: (position: Int, top: Double, rowsBefore: Int)) {
    anchor = row
    if adjustment.value <= adjustment.lower + 0.5, row.top >= -0.5 {
      pg_list_view_scroll_to(listView.gtkWidget, guint(clamping: row.position))
    }
  }

  /// The page landed above: the row noted is as many rows further on as
  /// came before it, and goes back to its place on screen. GTK follows a
  /// row that rows were inserted before, and the view does not move. A
  /// row replaced (a data source whose items have no identity reloads
  /// every row) it cannot follow: the view is brought back to the row,
  /// which may show for a frame where GTK first puts it.
  func rowsDidChange() {
    // The start in reach is a new one once they are laid out: it asks
    // again, even when the view did not see the last request's phases (a
    // row being brought back, a jump under way) or the rows grow.
    layout.rowsDidChange { [weak self] in
      self?.trigger.rowsDidChange()
      self?.evaluate()
    }
    guard let anchor else { return }
    self.anchor = nil
    let moved = anchor.position + sync.index.count - anchor.rowsBefore
    guard moved >= 0, moved < sync.index.count else { return }
    let replaced = sync.lastSplices.contains {
      $0.removed > 0 && $0.position <= anchor.position && anchor.position < $0.position + $0.removed
    }
    if replaced {
      bringBack(row: moved, to: anchor.top)
    } else {
      keep(row: moved, at: anchor.top)
    }
  }

  /// Brings the row at `position` back to `top` (its row was replaced, or
  /// GTK did not follow it). Until it is back, the view is near the start
  /// only because of the change: no page is asked for meanwhile.
  private func bringBack(row position: Int, to top: Double) {
    bringingRowBack += 1
    rows.bringRow(
      { position }, frames: 8, adjustment: adjustment, distance: { rowTop, _ in rowTop - top },
      done: { [weak self] in self?.broughtBack() })
  }

  /// A row brought back or kept in place: the trigger measures again, on
  /// a list still on screen (a closed window's list asks for nothing).
  private func broughtBack() {
    bringingRowBack -= 1
    if listView.isMapped { evaluate() }
  }

  /// Corrects the view until the row at `position` has its top at `top`,
  /// for the frames GTK takes to measure rows it placed by estimates. No
  /// page is asked for until it is done: a view GTK left at the start
  /// would ask for one.
  private func keep(row position: Int, at top: Double) {
    bringingRowBack += 1
    Task { @MainActor [weak self] in
      // Where the view was left after the last frame: a view more than a
      // screen from there was scrolled by the user, and stays where it is.
      var left: Double?
      var handedOn = false
      defer { if !handedOn { self?.broughtBack() } }
      for _ in 0..<4 {
        await self?.listView.nextFramePainted()
        guard let self, position < sync.index.count else { return }
        if let left, abs(adjustment.value - left) > adjustment.pageSize { return }
        guard let row = rows.rowTops()[position] else {
          // GTK lost it: bring it back.
          handedOn = true
          bringingRowBack -= 1
          return bringBack(row: position, to: top)
        }
        let move = row.top - top
        // Settled; or more than a screen away: the user scrolled meanwhile.
        if abs(move) < 0.5 || abs(move) > adjustment.pageSize { return }
        adjustment.value += move
        left = adjustment.value
      }
    }
  }

  // MARK: - The bar over the start

  private func updateBar() {
    let shown = PlaceholderPolicy.pagingHeader(
      for: loads.state, previousPhase: loads.previousPagePhase, indicators: loads.indicators)
    guard let shown else {
      bar?.widget.isVisible = false
      return
    }
    let bar = self.bar ?? makeBar()
    bar.show(shown, notice: loads.retryNotice)
    bar.widget.isVisible = true
  }

  /// The retry's countdown moved on: the bar says it in place.
  func retryNoticeDidChange() {
    guard let bar, bar.widget.isVisible, let shown = bar.footer else { return }
    bar.show(shown, notice: loads.retryNotice)
  }

  private func makeBar() -> PagingFooterRowView {
    let made = PagingFooterRowView()
    made.widget.addCSSClass("placeholders-paging-header")
    made.widget.verticalAlignment = .start
    made.retryHandler = { [weak self, weak made] in
      guard let self else { return }
      // Retry hides behind the spinner: the keyboard goes to the first row.
      if let retry = made?.retryButton, retry.isFocus { _ = focusHost?.focusStart() }
      loads.send(.retryPrevious)
    }
    made.onKeyDown = { [weak self] in self?.focusHost?.focusStart() ?? false }
    slot.addFloating(made.widget)
    bar = made
    return made
  }
}
