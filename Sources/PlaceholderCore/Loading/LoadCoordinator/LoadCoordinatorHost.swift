/// The owner of a `LoadCoordinator` (a list): told what its loads do and
/// asked what they need, through one object given once
/// (`LoadCoordinator.host`), where a reader finds every listener of the
/// coordinator in one declaration. An app follows a coordinator with
/// `observe(_:)` instead; the host hears each transition before the
/// observers.
@MainActor
package protocol LoadCoordinatorHost: AnyObject {
  /// Whether what the loads fill shows no items now; asked after each
  /// load's result is applied.
  var showsNoItems: Bool { get }
  /// The background replacement a local search started, if any: the search
  /// finishes when it lands.
  var pendingLocalResult: BackgroundReplacement? { get }
  /// An input changed something.
  func loadsDidTransition(_ transition: PageStateTransition)
  /// The loading indicators changed on their own, when a delay or a
  /// minimum time ended.
  func loadIndicatorsDidChange()
  /// The app set another operation (whether there is somewhere to load
  /// changes what a list's placeholder offers).
  func loadOperationDidChange()
  /// A load's result was applied, before its finish is decided: the host
  /// catches up with its data here, so that `showsNoItems` is about it.
  func loadResultWasApplied()
  /// After a page's result was applied: the pages a memory cap let go of
  /// (`ListAdapter.maxPages`), if any. The machine hears of them after
  /// the result's finish.
  func dropPagesPastTheCap() -> PageDrop?
  /// A request to pass on, when the coordinator has no operation (the
  /// delegate style).
  func loadWasRequested(_ request: LoadRequest)
  /// The network as the system sees it changed (`networkStatus`): a page
  /// that waited for it may load now.
  func networkStatusDidChange()
  /// The retry's countdown moved on, or a planned retry was dropped
  /// (`retryNotice`).
  func retryNoticeDidChange()
  /// The user's Retry was held: the system is offline (`retryNotice` says
  /// so); the host tells the user again.
  func retryWasHeldOffline()
}

extension LoadCoordinatorHost {
  /// No cap: every page stays.
  package func dropPagesPastTheCap() -> PageDrop? { nil }
}
