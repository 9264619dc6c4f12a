import GtkKit
import PlaceholderCore

/// Puts a list's placeholder on its slot: asks the core which content shows
/// (`ListPlaceholderConfiguration`) and what a tap on it does
/// (`PlaceholderTapAction`), and applies the answers. It decides nothing
/// itself.
@MainActor
final class ListPlaceholderPresenter {
  /// The app's configuration; every change shows its effect at once.
  var configuration = ListPlaceholderConfiguration() {
    didSet { update() }
  }
  /// Whether the list has somewhere to load from: an operation, or a
  /// delegate that hears its requests.
  var canLoad: @MainActor () -> Bool = { false }
  /// Reads the data source again: what a tap does with nowhere to load.
  var reload: @MainActor () -> Void = {}
  /// How many items the list holds now, for "20 items" when rows arrive.
  var itemCount: @MainActor () -> Int = { 0 }
  /// The skeleton rows' custom placeholder, built when first asked; nil
  /// when the list has none.
  var skeletonID: @MainActor () -> CustomPlaceholderID? = { nil }
  /// Which loads show the skeleton rows (`SkeletonRows.occasion`).
  var skeletonOccasion: @MainActor () -> SkeletonRowsOccasion = { .firstLoad }

  private let slot: PlaceholderSlot
  private let loads: LoadCoordinator
  /// The state the last update saw: announcements speak of changes only.
  private var lastState: PageState = .idle
  /// Whether the loading placeholder is drawn as skeleton rows now.
  private var skeletonRule = SkeletonRowsRule()
  /// How many updates ran, for the tests that count them per load result.
  private(set) var updateCount = 0

  init(slot: PlaceholderSlot, loads: LoadCoordinator) {
    self.slot = slot
    self.loads = loads
    // Apps replace this with `placeholderSlot.actionHandler`.
    slot.actionHandler = { [weak self] in self?.tapped() }
    // The list announces from its load state, not from its items.
    slot.announcesItems = false
  }

  /// Shows what the core says the state calls for; nothing changes when it
  /// is what shows already. What changed is announced to screen readers
  /// (`PlaceholderAnnouncement`). The rows are
  /// hidden while a new listing loads (`PlaceholderPolicy.hidesRows`), after
  /// the placeholder has changed, so that focus leaving them lands on it.
  /// A search whose filter runs in the background changes nothing until
  /// its result lands. A refresh that failed over the rows
  /// (`refreshFailure`) is announced as such, not by the rows' count. A
  /// change is announced when what shows has caught up with it.
  func update(refreshFailure: LoadFailure? = nil) {
    updateCount += 1
    // A search filtering in the background: what shows stays until it lands.
    guard !loads.isAwaitingLocalSearch else { return }
    let state = loads.state
    let indicators = loads.indicators
    let showsSkeleton = skeletonRule.update(
      state: state, indicators: indicators, loadKind: loads.currentRequest?.kind, occasion: skeletonOccasion())
    let wanted = configuration.content(
      for: state, canLoad: canLoad(), indicators: indicators, retryNotice: loads.retryNotice,
      skeletonRows: showsSkeleton ? skeletonID() : nil)
    let shown = slot.placeholder
    if shown != wanted { slot.placeholder = wanted }
    slot.hidesContent = configuration.hidesRows(in: state, indicators: indicators)
    // Said once what shows is the new state's (`loadIndicatorsDidChange` comes
    // back here when the loading placeholder's minimum time ends).
    guard !PlaceholderAnnouncement.showsAnEarlierState(wanted, than: state) else { return }
    if let announcement = PlaceholderAnnouncement.forChange(
      from: lastState, to: state, showing: wanted, itemCount: itemCount(), refreshFailure: refreshFailure,
      focusMoved: slot.focusMovedForItem, notice: loads.retryNotice)
    {
      Announcer.announce(announcement, for: slot.widget)
    } else if state == .loading, let wanted, wanted != shown, !slot.focusMovedForItem,
      let announcement = PlaceholderAnnouncement.forLoadingShown(wanted)
    {
      // The loading placeholder appeared, once its show delay passed.
      Announcer.announce(announcement, for: slot.widget)
    }
    lastState = state
  }

  /// Says again that the list waits for the network: the user pressed
  /// Retry while offline, and nothing was sent.
  func announceHeldRetry() {
    guard let notice = loads.retryNotice else { return }
    Announcer.announce(PlaceholderAnnouncement.forHeldRetry(notice), for: slot.widget)
  }

  /// The placeholder's button, or a tap anywhere on it.
  private func tapped() {
    switch PlaceholderTapAction.forTap(in: loads.state, canLoad: canLoad(), searchesLocally: loads.localSearch != nil) {
    case .reload: reload()
    case .send(let input): loads.send(input)
    }
  }
}
