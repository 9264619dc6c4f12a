import GtkKit
import PlaceholderCore

/// Shows an item that may not be loaded yet (`ListAdapter.jump(to:)`): a
/// loaded item is scrolled to the top of the view; one not loaded is asked
/// for (`LoadKind.jump(to:)`), and shown when its page lands. The jump
/// waits through a failure (Retry asks for the page again) and is dropped
/// when another listing starts. `JumpRules` in the core finds an item by
/// its index; the app's keys (`ListAdapter.scrollKey`) find it by key.
@MainActor
final class ListJump<DataSource: TableDataSource> {
  /// The jump waiting for its page, if any.
  private(set) var pending: JumpTarget?
  /// Whether the pending jump's page is on its way (or just answered),
  /// not failed: rows that come otherwise (the app's own) end the jump.
  private var pageIsComing = false
  /// Moves the keyboard focus to the item shown, given its row's flat
  /// position and its index path (a table focuses the row, a collection
  /// the item's button).
  var focusItem: (@MainActor (_ position: Int, _ indexPath: IndexPath) -> Void)?
  /// Whether loads go somewhere.
  var canLoad: @MainActor () -> Bool = { false }

  private let sync: ListModelSync<DataSource>
  private let loads: LoadCoordinator
  private let scrollPosition: ListScrollPosition<DataSource>
  private let diagnostics: ListDiagnostics
  private var focuses = true
  /// How far into the item's row the view shows it.
  private var offset = 0.0

  init(
    sync: ListModelSync<DataSource>, loads: LoadCoordinator, scrollPosition: ListScrollPosition<DataSource>,
    diagnostics: ListDiagnostics
  ) {
    self.sync = sync
    self.loads = loads
    self.scrollPosition = scrollPosition
    self.diagnostics = diagnostics
  }

  /// Shows `target` now if it is loaded, else asks for its page;
  /// `offset` pixels of its row are scrolled past.
  func jump(to target: JumpTarget, focusing: Bool, offset: Double = 0) {
    focuses = focusing
    self.offset = offset
    if loads.state.showsRows, let indexPath = locate(target) { return show(indexPath) }
    guard canLoad() else {
      diagnostics.warn("jump", "\(target) is not loaded, and the list has nowhere to load it from")
      return
    }
    pending = target
    pageIsComing = true
    loads.send(.jump(to: target))
  }

  /// The load state changed: the jump's page landed (the item shows), it
  /// failed (the jump waits for Retry), or another listing took its place.
  func stateDidChange() {
    guard let target = pending else { return }
    if loads.currentRequest?.kind == .jump(to: target) {
      pageIsComing = true
      return
    }
    switch loads.state {
    case .content where !pageIsComing:
      // The rows came from elsewhere (the app put them in): the jump ends.
      pending = nil
    case .content:
      pending = nil
      guard let indexPath = locate(target) else {
        // A search typed while the page loaded filters what shows: the
        // item may be among what it hides, and the search has the last word.
        if let query = loads.searchQuery, !query.isEmpty { return }
        diagnostics.warn("jump", "the page loaded for \(target) does not hold it; the list shows the page")
        return
      }
      show(indexPath)
    case .failed: pageIsComing = false
    case .idle, .loading, .refreshing, .empty, .noResults: pending = nil
    }
  }

  private func show(_ indexPath: IndexPath) {
    let focusItem = focuses ? focusItem : nil
    scrollPosition.restore(ScrollPosition(indexPath: indexPath, offset: offset), reached: { focusItem?($0, $1) })
  }

  private func locate(_ target: JumpTarget) -> IndexPath? {
    switch target {
    case .key(let key): scrollPosition.indexPath(ofKey: key)
    case .index(let index):
      JumpRules.indexPath(
        ofListingIndex: index, firstIndex: loads.firstItemIndex, itemCounts: sync.index.sections.map(\.itemCount))
    }
  }
}
