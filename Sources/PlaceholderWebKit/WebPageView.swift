internal import CWebKit
import GtkKit
import PlaceholderCore
import PlaceholderGtk

/// A web page (WebKitGTK's web view) with the library's placeholder over
/// it: "Loading the page…" once a navigation takes longer than the show
/// delay, and when a page cannot be shown, why, in words, with Retry or
/// Reload: the network is down (it loads again by itself when the network
/// is back), the server cannot be reached, it answered an error status
/// ("Not Found (404)"), its certificate is not to be trusted (with no way
/// around it), or the page's process crashed or stopped answering. A load
/// the network layer drops with no reason given (WebKit does so with some
/// refused certificates) is asked for again, up to three times, before
/// the placeholder says the connection closed.
///
/// A navigation is a load of the list machinery's `loads`, with its show
/// delay, minimum time, retry policy and network rules; what WebKit
/// reports is read by the core (`WebNavigationTracker`, `WebPageRules`).
/// Link the `PlaceholderWebKit` product: the other products never link
/// WebKit.
@MainActor
public final class WebPageView {
  /// The page with its placeholder slot: put this in the UI.
  public var widget: Widget { placeholderSlot.widget }
  /// The placeholder over the page.
  public let placeholderSlot: PlaceholderSlot
  /// WebKit's web view (`WebKitWebView *` through `widgetPointer`), for
  /// what this type does not wrap.
  public let webView: Widget
  /// Each navigation's load state: its timing (`indicatorTiming`), retry
  /// policy and network status.
  public let loads = LoadCoordinator(isEmpty: { false })
  /// The failure the placeholder shows, if one does; nil again while the
  /// next attempt loads (Retry, or a retry by itself).
  public private(set) var failure: WebPageFailure?
  /// The page's process ended or stopped answering: shown whatever the load.
  public private(set) var pageProblem: WebPageFailure?
  /// What the loading placeholder says (default "Loading the page…").
  public var loadingTitle: String? {
    didSet { update() }
  }
  /// Shows the server's own page for an error status (400 and above)
  /// instead of the failed placeholder.
  public var showsServerErrorPages: Bool {
    get { tracker.showsServerErrorPages }
    set { tracker.showsServerErrorPages = newValue }
  }
  /// Asked when a site's certificate is not one to trust (self-signed,
  /// for another site, expired…), with its host and what is wrong with
  /// it: true trusts that certificate for that host in this view's
  /// session and loads the page again (a device on the local network the
  /// user chose to trust). Nil, the default: nothing goes around it, and
  /// the placeholder says the connection is not secure.
  public var trustsCertificate: (@MainActor (_ host: String, _ problems: WebCertificateProblems) -> Bool)?
  /// The network the page follows: the system's unless you hand it
  /// another; nil assumes it is always online. A page that failed for
  /// the network loads again by itself when it is back.
  public var networkMonitor: NetworkMonitor? {
    get { network.monitor }
    set { network.monitor = newValue }
  }

  /// Called when the page shown (or loading) changes: a navigation
  /// started, committed, ended or failed, or the title came (several times
  /// a load). For Back and Forward buttons, and the window's title.
  public var pageDidChange: (@MainActor () -> Void)?

  private var tracker = WebNavigationTracker()
  private let network: ListNetwork
  private var progress: Double?
  /// True while a navigation WebKit started is reported to `loads`: the
  /// request that comes back is not the app's, and loads nothing.
  fileprivate var reportsNavigation = false
  /// True while the page's process is ended to reload it (unresponsive):
  /// its end is not a failure to show.
  private var restartsProcess = false
  /// Counts the page's answers, so that only the last one's check runs.
  private var answerCheck = 0
  /// Counts the app's navigations, so that a dropped load asked for again
  /// never replaces one the app asked for since.
  private var appNavigations = 0

  /// A web view; `ephemeral` keeps nothing on disk (cookies, cache): for a
  /// help viewer or a test.
  public init(ephemeral: Bool = false) {
    webView = Widget(adopting: pg_web_view_new(ephemeral ? 1 : 0))
    webView.expandsHorizontally = true
    webView.expandsVertically = true
    placeholderSlot = PlaceholderSlot(content: webView)
    network = ListNetwork(loads: loads, monitor: .system)
    placeholderSlot.actionHandler = { [weak self] in self?.placeholderAction() }
    loads.clock = MainLoopLoadingClock()
    loads.host = self
    WebEvents.listen(to: webView) { [weak self] event in self?.handle(event) }
  }

  /// Shows the page at `uri`.
  public func load(_ uri: String) {
    appNavigations += 1
    pageProblem = nil
    pg_web_view_load_uri(webView.widgetPointer, uri)
  }

  /// Loads the page again: the one shown, or the one that failed.
  public func reload() {
    appNavigations += 1
    if case .unresponsive = pageProblem { return restartPage() }
    pageProblem = nil
    // WebKit reloads a page that came; one that never did is asked again.
    if tracker.hasCommitted, pg_web_view_has_page(webView.widgetPointer) != 0 {
      pg_web_view_reload(webView.widgetPointer)
    } else if let address = tracker.uri ?? uri {
      pg_web_view_load_uri(webView.widgetPointer, address)
    }
  }

  /// Goes back a page; the placeholder follows the page shown.
  public func goBack() {
    appNavigations += 1
    pg_web_view_go_back(webView.widgetPointer)
  }
  /// Goes forward a page.
  public func goForward() {
    appNavigations += 1
    pg_web_view_go_forward(webView.widgetPointer)
  }
  /// Whether there is a page to go back to.
  public var canGoBack: Bool { pg_web_view_can_go_back(webView.widgetPointer) != 0 }
  /// Whether there is a page to go forward to.
  public var canGoForward: Bool { pg_web_view_can_go_forward(webView.widgetPointer) != 0 }
  /// The address of the page shown or loading; after a failed load, the
  /// address that failed (what Retry loads).
  public var uri: String? { tracker.uri ?? nonEmpty(pg_web_view_uri(webView.widgetPointer)) }
  /// The title of the page shown, once it has one; nil while a placeholder
  /// says why the page is not shown (a server's error page under it has
  /// a title of its own).
  public var title: String? {
    guard failure == nil, pageProblem == nil else { return nil }
    return nonEmpty(pg_web_view_title(webView.widgetPointer))
  }

  private func nonEmpty(_ text: UnsafePointer<CChar>?) -> String? {
    guard let text, text.pointee != 0 else { return nil }
    return String(cString: text)
  }

  /// Ends the page's process (WebKit's `terminate_web_process`): the page
  /// stops, and its placeholder offers Reload.
  public func endPageProcess() { pg_web_view_end_process(webView.widgetPointer) }

  // MARK: - What WebKit reports

  /// What WebKit reported, in order (internal for tests that report what
  /// WebKit does only now and then).
  func handle(_ event: WebPageEvent) {
    defer {
      switch event {
      case .progress, .responsive: break
      default: pageDidChange?()
      }
    }
    if case .progress(let value) = event {
      progress = value
      if loads.state == .loading { update() }
    }
    if case .processEnded(.endedByApp) = event, restartsProcess { return }
    let online = loads.networkStatus.reach != .offline
    switch tracker.handle(event, networkIsOnline: online) {
    case .nothing:
      if let again = tracker.takeAskAgain() { askAgain(again) }
    case .began:
      progress = nil
      failure = nil
      if case .processEnded = pageProblem { pageProblem = nil }
      guard loads.currentRequest == nil else { return update() }
      reportsNavigation = true
      loads.send(.beginLoad)
      reportsNavigation = false
    case .succeeded, .stopped:
      loads.succeed()
    case .failed(.insecure(let problems)) where trusts(problems):
      // The app made an exception: the page again, over the same load.
      let address = tracker.uri
      _ = MainLoopCallbacks.after(milliseconds: 0) { [weak self] in
        guard let self, let address else { return }
        pg_web_view_load_uri(webView.widgetPointer, address)
      }
    case .failed(let failure):
      self.failure = failure
      loads.fail(failure.loadFailure)
    case .pageStopped(let problem):
      pageProblem = problem
      // A load the crash cut short ends with it.
      if case .processEnded = problem { loads.fail(problem.loadFailure) }
      update()
    case .pageAnswers:
      pageAnswersAgain()
    }
  }

  /// WebKit says the page answers again, and may take it back a moment
  /// later (its check runs on a timer): the placeholder goes once the page
  /// has answered for a second, not at every flicker.
  private func pageAnswersAgain() {
    guard pageProblem == .unresponsive else { return }
    answerCheck += 1
    let check = answerCheck
    _ = MainLoopCallbacks.after(milliseconds: 1_000) { [weak self] in
      guard let self, check == answerCheck, pageProblem == .unresponsive,
        pg_web_view_is_responsive(webView.widgetPointer) != 0
      else { return }
      pageProblem = nil
      update()
    }
  }

  /// Loads again a page whose load the network layer dropped, in the same
  /// load (the placeholder stays loading), when the tracker says.
  private func askAgain(_ again: WebNavigationTracker.AskAgain) {
    let navigations = appNavigations
    _ = MainLoopCallbacks.after(milliseconds: again.afterMilliseconds) { [weak self] in
      // Not over a navigation the app or the page's links began since.
      guard let self, navigations == appNavigations, tracker.navigationsStarted == again.navigation else { return }
      pg_web_view_load_uri(webView.widgetPointer, again.address)
    }
  }

  /// Whether the app trusts the certificate just refused; if so, WebKit
  /// trusts it from now on for its host.
  private func trusts(_ problems: WebCertificateProblems) -> Bool {
    guard let ask = trustsCertificate, let host = pg_web_view_refused_host(webView.widgetPointer) else { return false }
    return ask(String(cString: host), problems) && pg_web_view_allow_refused_certificate(webView.widgetPointer) != 0
  }

  /// Retry or Reload on the placeholder.
  private func placeholderAction() {
    if pageProblem != nil { return reload() }
    if case .failed = loads.state { loads.send(.retry) } else { reload() }
  }

  /// An unresponsive page's process is ended and the page loaded again in
  /// a new one.
  private func restartPage() {
    pageProblem = nil
    let address = tracker.uri ?? uri
    restartsProcess = true
    pg_web_view_end_process(webView.widgetPointer)
    restartsProcess = false
    if let address { pg_web_view_load_uri(webView.widgetPointer, address) }
    update()
  }

  fileprivate func update() {
    let wanted = WebPagePlaceholder.content(
      for: loads.state, indicators: loads.indicators, failure: failure, pageProblem: pageProblem,
      retryNotice: loads.retryNotice, progress: progress, loadingTitle: loadingTitle)
    if placeholderSlot.placeholder != wanted { placeholderSlot.placeholder = wanted }
    placeholderSlot.hidesContent = wanted != nil
  }
}

/// The page's loads tell it what they do: the placeholder follows each
/// change (a delay or minimum time that ended too), and a load they ask
/// for (Retry, the network back) loads the page again.
extension WebPageView: LoadCoordinatorHost {
  package var showsNoItems: Bool { false }
  package var pendingLocalResult: BackgroundReplacement? { nil }
  package func loadsDidTransition(_ transition: PageStateTransition) { update() }
  package func loadIndicatorsDidChange() { update() }
  package func loadOperationDidChange() {}
  package func loadResultWasApplied() {}
  /// Not the load WebKit started, which is on its way.
  package func loadWasRequested(_ request: LoadRequest) {
    guard !reportsNavigation else { return }
    reload()
  }
  package func networkStatusDidChange() { update() }
  package func retryNoticeDidChange() { update() }
  package func retryWasHeldOffline() { update() }
}
