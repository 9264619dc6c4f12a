/// Runs a list's loads with Swift concurrency, as the `PageStateMachine`
/// decides: one load in flight, Retry while loading coalesced, a refresh
/// that supersedes a page load cancelling it, stale results dropped.
///
/// Two ways to load, as the app prefers:
/// - **async**: set `operation`, an async function that fetches and returns a
///   `LoadResult`. The coordinator runs it in a task, cancels the task when
///   the load is superseded, and applies the result only if it is still
///   current.
/// - **delegate** (CXTableView's way): leave `operation` nil; the requests
///   go to whoever listens (`observeRequests(_:)`, or a list's delegate),
///   and the app reports back with `succeed` or `fail`, which apply to the
///   current request only.
///
/// Loading indicators wait: `indicators` says whether the loading
/// placeholder and the paging spinner show, which happens only once a load
/// has run for `indicatorTiming.showDelay`, and then for at least its
/// minimum time, measured on `clock`.
///
/// A search can filter in memory instead of loading: set `localSearch`,
/// and searches (and clearing them) call it at once, without a load.
///
/// The adapters own one and turn its state into placeholders, the refresh
/// indicator and the paging footer; what they wire to it cannot be replaced
/// from outside, and an app follows it with `observe(_:)`:
///
/// ```swift
/// let article = LoadCoordinator(isEmpty: { store.article == nil })
/// article.operation = { _ in try await store.fetchArticle() }
/// token = article.observe { transition in show(transition.state) }
/// article.send(.beginLoad)
/// ```
@MainActor
public final class LoadCoordinator {
  /// Loads a request: fetch the data (cancellation-aware if it can be), and
  /// return how to apply it.
  public typealias Operation = @MainActor (LoadRequest) async throws -> LoadResult

  /// The decisions.
  package private(set) var machine = PageStateMachine()
  /// The async loading function; nil for the delegate style.
  public var operation: Operation? {
    didSet { host?.loadOperationDidChange() }
  }
  /// The owner (a list), which hears every transition first and answers
  /// what the loads need (`LoadCoordinatorHost`); without one, emptiness
  /// comes from the initializer's `isEmpty`.
  package weak var host: (any LoadCoordinatorHost)?
  /// Whether the list shows no items, for a coordinator without a host.
  private let isEmptyWithoutHost: @MainActor () -> Bool
  /// Maps an error thrown by `operation` to a failure the placeholder shows.
  /// An app that sets its own classifies every error itself: the network
  /// as the system sees it is then left out (`NetworkRules`).
  public var failureForError: @MainActor (any Error) -> LoadFailure = { error in
    (error as? LoadFailure) ?? .other(String(describing: error))
  }
  {
    didSet { appClassifiesErrors = true }
  }
  /// Whether the app set its own `failureForError`.
  private(set) var appClassifiesErrors = false

  /// The network as the list sees it: a list sets it from its network
  /// monitor (the system's by default) once it has somewhere to load, and
  /// leaves it `.online` until then. Errors the app did not classify
  /// are network failures while it is not online, nothing loads by itself
  /// while it is offline, and what failed for the network starts again
  /// when it comes back. An app whose list follows no monitor
  /// (`networkMonitor = nil`) may set it itself: a simulated network, or a
  /// service the app knows is out of reach.
  public var networkStatus = NetworkStatus.online {
    didSet { networkStatusDidChange(from: oldValue) }
  }
  /// Whether the next page waits on a metered connection (a mobile one)
  /// until the user asks for it, as GNOME Software asks before using
  /// mobile data. Off by default.
  public var holdsPagingOnMeteredNetwork = false {
    didSet { host?.networkStatusDidChange() }
  }
  var networkObservers = ObserverList<NetworkStatus>()
  /// The moment after the network came back, before a waiting page asks.
  var networkSettleWake: (any Cancellable)?
  /// The random part of the delay before a reconnect's retry, 0…1 (fixed
  /// in tests).
  package var reconnectJitter: @MainActor () -> Double = { Double.random(in: 0...1) }

  /// When a failed load is tried again by itself (`RetryPolicy`); applies
  /// from the next failure on.
  public var retryPolicy = LoadCoordinator.defaultRetryPolicy
  /// The policy every coordinator starts with: set it once, before the
  /// first list is made, for a whole app.
  public static var defaultRetryPolicy = RetryPolicy.standard
  /// The retries planned (LoadCoordinator+Retry.swift).
  var retryPlan = RetryPlan()
  /// The wake-up for the retry's countdown or its start.
  var retryWake: (any Cancellable)?
  /// True while the plan's own retry is sent.
  var isRetryingAutomatically = false

  /// When the loading indicators show: after a delay, for a minimum time.
  /// Setting it applies from the next load on.
  public var indicatorTiming = LoadingIndicatorTiming()
  /// The clock the indicators' delays run on; tests give a
  /// `ManualLoadingClock`. Set it before the first load.
  public var clock: any LoadingClock = SystemLoadingClock()
  /// Which loading indicators show now (see `indicatorTiming`).
  public internal(set) var indicators = LoadIndicators()

  /// Filters the list in memory for a search, instead of loading: called
  /// with the query when a search starts, and with nil when it is cleared,
  /// it puts the matching rows (all of them for nil) into the data source
  /// at once, before anything is drawn. Searches then need no load, and a
  /// load that does run while a search is active (a refresh, a restart) is
  /// filtered by it again after its result is applied. Nil, the default,
  /// sends searches to the load operation (or the delegate) with the query
  /// in `LoadRequest.query`.
  public var localSearch: (@MainActor (_ query: String?) -> Void)?
  /// The search whose filtering runs in the background, if any: until it
  /// lands, the list keeps showing what it showed (`isAwaitingLocalSearch`).
  /// Set by the local search (LoadCoordinator+LocalSearch.swift).
  var awaitedSearch: LoadToken?

  /// True while a load's result is being applied (`LoadResult.apply`, a
  /// local search over it, the host's `loadResultWasApplied`): the rows it changes
  /// are that load's outcome, which its `.finish` reports to the machine
  /// as one input. A list does not report them as `dataDidChange` too, and
  /// leaves presenting them to the finish's transition.
  package private(set) var isApplyingResult = false
  /// How many inputs the machine was given, for the tests that count them
  /// per load result.
  package private(set) var inputCount = 0

  private var task: Task<Void, Never>?
  private var taskToken: LoadToken?
  private var transitionObservers = ObserverList<PageStateTransition>()
  private var requestObservers = ObserverList<LoadRequest>()
  var loadingGate = IndicatorGate()
  var pagingGate = IndicatorGate()
  var previousPagingGate = IndicatorGate()
  var indicatorWake: (any Cancellable)?
  /// Where the rows start in the whole listing (LoadCoordinator+Jump.swift).
  public internal(set) var firstItemIndex: Int?
  /// Whether the unfiltered list had more pages when its last load ended:
  /// what clearing a local search goes back to.
  var unfilteredHasMore = false
  /// Whether pages came before the unfiltered rows, likewise.
  var unfilteredHasPrevious = false

  /// Creates an idle coordinator. `isEmpty` says whether what it loads into
  /// is empty; it is asked after each load is applied. Without it, every
  /// finished load counts as empty.
  public init(isEmpty: @escaping @MainActor () -> Bool = { true }) {
    isEmptyWithoutHost = isEmpty
  }

  /// Whether what the loads fill shows no items now.
  func isEmpty() -> Bool { host?.showsNoItems ?? isEmptyWithoutHost() }

  /// Calls `handler` after every input that changed something, with its
  /// transition, until the token is cancelled or released.
  public func observe(_ handler: @escaping @MainActor (PageStateTransition) -> Void) -> ObservationToken {
    transitionObservers.add(handler)
  }

  /// Calls `handler` with the network each time the list's view of it
  /// changes, until the token is cancelled or released.
  public func observeNetwork(_ handler: @escaping @MainActor (NetworkStatus) -> Void) -> ObservationToken {
    networkObservers.add(handler)
  }

  /// Calls `handler` with each request made while `operation` is nil (the
  /// delegate style), until the token is cancelled or released.
  public func observeRequests(_ handler: @escaping @MainActor (LoadRequest) -> Void) -> ObservationToken {
    requestObservers.add(handler)
  }

  /// The state now. Its paging phase is the end's (the next page).
  public var state: PageState { machine.state }

  /// The start's paging phase: whether the page before the first row can
  /// load, loads, failed (Retry) or does not exist. `.noMoreData` unless
  /// the last result said pages exist before its rows (`hasPrevious`).
  public var previousPagePhase: PagingPhase { machine.previousPhase }

  /// The request in flight, if any.
  public var currentRequest: LoadRequest? { machine.loadInFlight }

  /// The active search, nil for the unfiltered list.
  public var searchQuery: String? { machine.searchQuery }

  /// The pages the rows on screen came in: 1 after a first page or a
  /// refresh, one more per next page, 0 for rows the app put in itself.
  /// The paging footer says "No more data" only above 1.
  public var loadedPageCount: Int { machine.loadedPageCount }

  /// Sends an input (begin, retry, refresh, load more, search…). Returns how
  /// it was taken. Finishes and failures come from the loads themselves, or
  /// from `succeed`/`fail`.
  @discardableResult
  public func send(_ input: PageStateInput) -> PageStateDisposition {
    if input == .retry || input == .retryPrevious, !isRetryingAutomatically, holdsRetryOffline() {
      return .coalesced
    }
    let transition = handle(input)
    if let cancelled = transition.cancelledLoad, cancelled == taskToken {
      task?.cancel()
      task = nil
      taskToken = nil
    }
    // A search that filters in memory filters first: if its filter runs in
    // the background, the list must know before it hears of `.loading`.
    let localRequest = input.isSearchInput ? transition.startedLoad.flatMap { filterLocally($0) } : nil
    if transition.disposition == .applied { didTransition(transition) }
    if let request = transition.startedLoad {
      if let localRequest {
        if awaitedSearch != localRequest.token { finishLocalSearch(localRequest) }
      } else {
        start(request)
      }
    }
    return transition.disposition
  }

  /// Tells the machine the data changed outside a load (the app inserted or
  /// removed rows). Before any load, a first reload with data counts as the
  /// first load finishing (AppPlaceholder: the table's first reload).
  public func dataDidChange(isEmpty: Bool, countsAsFirstLoad: Bool) {
    if countsAsFirstLoad, state == .idle, currentRequest == nil {
      if let token = handle(.beginLoad).startedLoad?.token {
        didTransition(handle(.finish(token, isEmpty: isEmpty, hasMore: false)))
      }
      return
    }
    send(.dataChanged(isEmpty: isEmpty))
  }

  /// Gives the machine one input; every input goes through here.
  private func handle(_ input: PageStateInput) -> PageStateTransition {
    inputCount += 1
    return machine.handle(input)
  }

  private func didTransition(_ transition: PageStateTransition) {
    planRetries(after: transition)
    updateIndicators()
    host?.loadsDidTransition(transition)
    transitionObservers.notify(transition)
  }

  private func start(_ request: LoadRequest) {
    guard let operation else {
      host?.loadWasRequested(request)
      requestObservers.notify(request)
      return
    }
    task?.cancel()
    taskToken = request.token
    task = Task { @MainActor [weak self] in
      let outcome: Result<LoadResult, any Error>
      do {
        outcome = .success(try await operation(request))
      } catch {
        outcome = .failure(error)
      }
      self?.complete(request, with: outcome)
    }
  }

  private func complete(_ request: LoadRequest, with outcome: Result<LoadResult, any Error>) {
    if taskToken == request.token {
      task = nil
      taskToken = nil
    }
    // A superseded load: its data is never applied.
    guard currentRequest?.token == request.token else { return }
    switch outcome {
    case .success(let result):
      isApplyingResult = true
      result.apply()
      noteFirstIndex(result.firstIndex, after: request.kind, hasPrevious: result.hasPrevious)
      if request.query == nil {
        noteUnfiltered(request.kind, hasMore: result.hasMore, hasPrevious: result.hasPrevious)
      } else if let localSearch {
        localSearch(request.query)
      }
      host?.loadResultWasApplied()
      let drop = request.query == nil ? host?.dropPagesPastTheCap() : nil
      isApplyingResult = false
      send(.finish(request.token, isEmpty: isEmpty(), hasMore: result.hasMore, hasPrevious: result.hasPrevious))
      finishDrop(drop)
    case .failure(let error) where error is CancellationError:
      return
    case .failure(let error):
      send(.fail(request.token, failure(for: error)))
    }
  }
}
