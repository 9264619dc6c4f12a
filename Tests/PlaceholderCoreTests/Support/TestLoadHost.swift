import PlaceholderCore

/// A coordinator's host for the core's tests: each answer and each call
/// is a closure the test sets. The coordinator holds its host weakly: keep
/// the host as long as the test runs (`withExtendedLifetime`).
@MainActor
final class TestLoadHost: LoadCoordinatorHost {
  var noItems: () -> Bool
  var pendingReplacement: () -> BackgroundReplacement? = { nil }
  var transitioned: (PageStateTransition) -> Void = { _ in }
  var indicatorsChanged: () -> Void = {}
  var operationChanged: () -> Void = {}
  var resultApplied: () -> Void = {}
  var requested: (LoadRequest) -> Void = { _ in }
  var networkChanged: () -> Void = {}
  var noticeChanged: () -> Void = {}
  var retryHeld: () -> Void = {}
  var dropAfterResult: () -> PageDrop? = { nil }

  /// A host of `loads` whose rows are empty as `noItems` says.
  init(of loads: LoadCoordinator, noItems: @escaping () -> Bool = { true }) {
    self.noItems = noItems
    loads.host = self
  }

  var showsNoItems: Bool { noItems() }
  var pendingLocalResult: BackgroundReplacement? { pendingReplacement() }
  func loadsDidTransition(_ transition: PageStateTransition) { transitioned(transition) }
  func loadIndicatorsDidChange() { indicatorsChanged() }
  func loadOperationDidChange() { operationChanged() }
  func loadResultWasApplied() { resultApplied() }
  func loadWasRequested(_ request: LoadRequest) { requested(request) }
  func networkStatusDidChange() { networkChanged() }
  func retryNoticeDidChange() { noticeChanged() }
  func retryWasHeldOffline() { retryHeld() }
  func dropPagesPastTheCap() -> PageDrop? { dropAfterResult() }
}
