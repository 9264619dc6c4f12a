import GtkKit
import PlaceholderCore

/// A list that follows its end (`ListAdapter.followsEnd`), as a
/// conversation does: it opens at its last row, rows added after it come
/// into view while the user is at the end, and a user who scrolled away
/// stays there, with a button over the rows that takes them back and says
/// how many rows came. `LiveEnd` in the core decides; this measures GTK's
/// scroll position, scrolls, and shows the button.
@MainActor
final class ListLiveEnd<DataSource: TableDataSource> {
  /// Whether the list follows its end.
  var isEnabled = false {
    didSet {
      guard isEnabled != oldValue else { return }
      if isEnabled, !sync.index.hasNoItems { apply(live.firstRowsShown()) }
      updateButton()
    }
  }
  private(set) var live = LiveEnd()
  /// Whether the view is to go somewhere else (a position restored, an
  /// item jumped to): the first rows do not open at the end then.
  var yieldsToRestore: @MainActor () -> Bool = { false }

  private let sync: ListModelSync<DataSource>
  private let rows: RowFactory<DataSource>
  private let loads: LoadCoordinator
  private let slot: PlaceholderSlot
  private let adjustment: Adjustment
  private var watch: SignalConnection?
  /// The items before the change under way, and the change's splices.
  private var itemsBefore = 0
  private var changes: ChangeSet?
  /// The button to the newest, made the first time it shows.
  private(set) var button: Button?

  init(
    sync: ListModelSync<DataSource>, rows: RowFactory<DataSource>, loads: LoadCoordinator, slot: PlaceholderSlot,
    adjustment: Adjustment
  ) {
    self.sync = sync
    self.rows = rows
    self.loads = loads
    self.slot = slot
    self.adjustment = adjustment
    watch = adjustment.onValueChanged { [weak self] _ in self?.viewMoved() }
    Signals.connect(slot.content.gtkWidget, "map") { [weak self] in self?.contentShown() }
  }

  /// Whether the first rows came while hidden (under the loading
  /// placeholder, for its minimum time): the list opens at its end once
  /// they show, since a hidden list cannot scroll.
  private(set) var opensAtEndWhenShown = false

  private func contentShown() {
    guard opensAtEndWhenShown else { return }
    opensAtEndWhenShown = false
    apply(.scrollToEnd)
  }

  /// The rows are about to change.
  func rowsWillChange() {
    itemsBefore = sync.index.totalItemCount
    changes = nil
  }

  /// The items moved as `changes` says (nil: a reload).
  func itemsDidMove(_ changes: ChangeSet?) { self.changes = changes }

  /// The rows changed: the first rows open at the end; rows added after
  /// the last follow it, or are counted for the button.
  func rowsDidChange() {
    guard isEnabled else { return }
    // A jump's page is a new listing around an item: the item shows, not
    // the end.
    if loads.isApplyingResult, case .jump = loads.currentRequest?.kind {
      changes = nil
      live.viewMoved(isAtEnd: false)
      return updateButton()
    }
    if itemsBefore == 0, !sync.index.hasNoItems {
      if yieldsToRestore() {
        live.viewMoved(isAtEnd: false)
      } else if !slot.content.isMapped {
        _ = live.firstRowsShown()
        opensAtEndWhenShown = true
      } else {
        apply(live.firstRowsShown())
      }
    } else {
      let added = LiveEnd.addedAtEnd(by: changes, in: sync.index)
      let byNextPage = loads.isApplyingResult && loads.currentRequest?.kind == .nextPage
      let effect = live.rowsAddedAtEnd(added, byNextPage: byNextPage)
      apply(effect)
      if added > 0, !byNextPage, effect == .stay, let words = live.jumpButtonLabel {
        Announcer.announce(PlaceholderAnnouncement(message: words, priority: .low), for: slot.widget)
      }
    }
    changes = nil
    updateButton()
  }

  /// Back to the newest: the button, or the app. Rows loaded around an
  /// item (a jump) that do not reach the newest load them as a new
  /// listing, which opens at its end.
  func jumpToEnd() {
    if loads.listingTarget != nil, loads.state.pagingPhase != .noMoreData {
      _ = live.jumpedToEnd()
      loads.send(.restart)
    } else {
      apply(live.jumpedToEnd())
    }
    updateButton()
  }

  /// The load state changed: the button shows over rows only, and rows
  /// that came hidden open at the end once they show.
  func stateDidChange() {
    if opensAtEndWhenShown, slot.content.isMapped { contentShown() }
    updateButton()
  }

  private func viewMoved() {
    guard isEnabled, !isScrollingToEnd else { return }
    live.viewMoved(
      isAtEnd: LiveEnd.isAtEnd(
        offset: adjustment.value - adjustment.lower, pageSize: adjustment.pageSize,
        contentLength: adjustment.upper - adjustment.lower))
    updateButton()
  }

  /// True while the list scrolls itself to its end.
  private(set) var isScrollingToEnd = false

  private func apply(_ effect: LiveEnd.Effect) {
    guard effect == .scrollToEnd, sync.index.count > 0 else { return }
    let last = sync.index.count - 1
    isScrollingToEnd = true
    // That row to the bottom, not whatever end rows that land meanwhile
    // make (and no further than the end).
    rows.bringRow(
      { last }, frames: 6, adjustment: adjustment,
      distance: { [adjustment] top, height in
        min(top + height - adjustment.pageSize, adjustment.upper - adjustment.pageSize - adjustment.value)
      },
      done: { [weak self] in self?.isScrollingToEnd = false })
  }

  private func updateButton() {
    let shows = isEnabled && live.showsJumpButton && loads.state.showsRows && slot.placeholder == nil
    guard shows || button != nil else { return }
    let button = self.button ?? makeButton()
    if let words = live.jumpButtonLabel {
      button.label = words
    } else {
      button.iconName = "go-bottom-symbolic"
    }
    button.setAccessibleLabel(live.jumpButtonAccessibleLabel)
    button.tooltip = live.jumpButtonAccessibleLabel
    button.isVisible = shows
  }

  private func makeButton() -> Button {
    let made = Button(iconName: "go-bottom-symbolic", accessibleLabel: live.jumpButtonAccessibleLabel)
    made.addCSSClass("osd")
    made.addCSSClass("placeholders-jump-to-end")
    made.horizontalAlignment = .center
    made.verticalAlignment = .end
    made.setMargins(top: 0, bottom: 18, start: 0, end: 0)
    made.onClicked { [weak self] in self?.jumpToEnd() }.store(in: &connections)
    slot.addFloating(made)
    button = made
    return made
  }

  private var connections: [SignalConnection] = []
}
