import PlaceholderCore
import Testing

/// What a web view's events mean for its placeholder: each failure kind
/// WebKit reports (as measured on WebKitGTK 2.50 against a loopback
/// server), a 404 that WebKit calls a success, a failed load's own end,
/// and a process that ended or stopped answering.
@Suite struct WebNavigationTrackerTests {
  private func error(_ domain: String, _ code: Int) -> WebPageEvent {
    .failed(WebLoadError(domainName: domain, code: code, message: "WebKit's words"))
  }

  /// The outcomes of a navigation's events, in order.
  private func outcomes(
    _ events: [WebPageEvent], online: Bool = true, serverPages: Bool = false
  ) -> [WebNavigationTracker.Outcome] {
    var tracker = WebNavigationTracker()
    tracker.showsServerErrorPages = serverPages
    return events.map { tracker.handle($0, networkIsOnline: online) }
  }

  @Test func aPageThatLoadsSucceedsOnceItFinishes() {
    let seen = outcomes([.started(uri: "http://a/"), .committed, .progress(0.5), .finished(status: 200)])
    #expect(seen == [.began, .nothing, .nothing, .succeeded])
  }

  @Test func aNotFoundPageIsAFailureUnlessTheAppShowsTheServersPage() {
    let events: [WebPageEvent] = [.started(uri: "http://a/x"), .committed, .finished(status: 404)]
    #expect(outcomes(events).last == .failed(.httpStatus(404)))
    #expect(outcomes(events, serverPages: true).last == .succeeded)
    #expect(outcomes([.started(uri: "http://a/"), .finished(status: 500)]).last == .failed(.httpStatus(500)))
    #expect(outcomes([.started(uri: "file:///a"), .finished(status: nil)]).last == .succeeded, "no status, no failure")
  }

  @Test func aFailedLoadKeepsItsFailureThroughTheEndWebKitReportsAfterIt() {
    let seen = outcomes([.started(uri: "http://a/"), error("g-io-error-quark", 39), .finished(status: nil)])
    #expect(seen == [.began, .failed(.unreachable("The server refused the connection.")), .nothing])
  }

  @Test func eachWayOfNotReachingTheServerHasItsWords() {
    let cases: [(WebPageEvent, String)] = [
      (error("g-io-error-quark", 39), "The server refused the connection."),
      (error("g-io-error-quark", 24), "The server took too long to answer."),
      (error("g-resolver-error-quark", 0), "The server’s name was not found."),
      (error("g-io-error-quark", 44), "The connection closed before the page came."),
      (error("g-io-error-quark", 38), "The server cannot be reached."),
    ]
    for (event, words) in cases {
      #expect(outcomes([.started(uri: "http://a/"), event]).last == .failed(.unreachable(words)))
    }
  }

  @Test func offlineTheNetworkIsTheFailureAndItIsRetriedByItself() {
    let seen = outcomes([.started(uri: "http://a/"), error("g-resolver-error-quark", 0)], online: false)
    #expect(seen.last == .failed(.offline))
    #expect(WebPageFailure.offline.loadFailure.kind == .network)
    #expect(WebPageFailure.unreachable("x").loadFailure.kind == .network)
    #expect(WebPageFailure.httpStatus(404).loadFailure.kind == .other)
    // A failure that is not the network's stays what it is offline.
    #expect(
      outcomes([.started(uri: "foo:x"), error("WebKitNetworkError", 301)], online: false).last
        == .failed(.cannotShow("A web view cannot open addresses of this kind.")))
  }

  @Test func aCancelledLoadOrADownloadIsNoFailure() {
    #expect(outcomes([.started(uri: "http://a/"), error("WebKitNetworkError", 302)]).last == .stopped)
    #expect(outcomes([.started(uri: "http://a/f.zip"), error("WebKitPolicyError", 102)]).last == .stopped)
  }

  @Test func aLoadTheNetworkDroppedIsAskedForAgainInTheSameLoad() {
    var tracker = WebNavigationTracker()
    let dropped = error("g-io-error-quark", 19)
    #expect(tracker.handle(.started(uri: "https://a/")) == .began)
    #expect(tracker.handle(dropped) == .nothing, "no stop, no failure: the page is asked for again")
    #expect(tracker.takeAskAgain() == .init(address: "https://a/", afterMilliseconds: 250, navigation: 1))
    #expect(tracker.takeAskAgain() == nil, "taken once")
    #expect(tracker.handle(.finished(status: nil, uri: "http://b/")) == .nothing, "the drop's end is no page")
    #expect(tracker.handle(.started(uri: "https://a/")) == .began)
    #expect(tracker.handle(.insecure(.unknownAuthority)) == .failed(.insecure(.unknownAuthority)))
  }

  @Test func aLoadDroppedEachTimeSaysTheConnectionClosed() {
    var tracker = WebNavigationTracker()
    let dropped = error("g-io-error-quark", 19)
    var delays: [UInt32] = []
    var last: WebNavigationTracker.Outcome = .nothing
    for _ in 0...WebNavigationTracker.askAgainDelays.count {
      _ = tracker.handle(.started(uri: "https://a/"))
      last = tracker.handle(dropped)
      _ = tracker.handle(.finished(status: nil))
      if let again = tracker.takeAskAgain() { delays.append(again.afterMilliseconds) }
    }
    #expect(delays == [250, 500, 1_000], "each time a little later")
    #expect(last == .failed(.unreachable("The connection closed before the page came.")))
    let offline = [.started(uri: "https://a/"), dropped, .started(uri: "https://a/"), dropped]
    #expect(outcomes(offline + offline, online: false).last == .failed(.offline))
    // The same address after its failure, or another address, starts again.
    #expect(tracker.handle(.started(uri: "https://a/")) == .began)
    #expect(tracker.handle(dropped) == .nothing)
    #expect(tracker.takeAskAgain()?.afterMilliseconds == 250)
    #expect(tracker.handle(.started(uri: "https://b/")) == .began)
    #expect(tracker.handle(dropped) == .nothing)
    #expect(tracker.takeAskAgain()?.address == "https://b/")
    #expect(tracker.takeAskAgain() == nil)
  }

  @Test func aRefusedCertificateIsNotSecureWithNoWayAround() {
    let seen = outcomes([
      .started(uri: "https://a/"), .insecure(.unknownAuthority), error("g-tls-error-quark", 2), .finished(status: nil),
    ])
    #expect(seen == [.began, .failed(.insecure(.unknownAuthority)), .nothing, .nothing])
    let failure = WebPageFailure.insecure(.unknownAuthority)
    #expect(failure.title == "The Connection Is Not Secure")
    #expect(failure.detail.contains("not signed by an authority"))
    #expect(failure.content.button == .retry, "trying again, never going on anyway")
  }

  @Test func addressesWebKitWillNotShowOfferNoRetry() {
    #expect(
      outcomes([.started(uri: "foo:x"), error("WebKitPolicyError", 101)]).last
        == .failed(.cannotShow("A web view cannot open addresses of this kind.")),
      "as WebKit 2.50 says an unknown scheme")
    let seen = outcomes([.started(uri: "file:///nothing"), error("g-io-error-quark", 1)])
    #expect(seen.last == .failed(.cannotShow("The file does not exist.")))
    #expect(WebPageFailure.cannotShow("x").content.button == nil)
    #expect(
      outcomes([.started(uri: "http://a:6000/"), error("WebKitPolicyError", 103)]).last
        == .failed(.cannotShow("The address uses a port web pages may not use.")))
  }

  @Test func aPortWebPagesMayNotUseIsABlankPageWebKitCallsASuccess() {
    let events: [WebPageEvent] = [
      .started(uri: "http://a:6000/"), .committed, .finished(status: nil, uri: "about:blank"),
    ]
    #expect(outcomes(events).last == .failed(.cannotShow("The address uses a port web pages may not use.")))
    let blank: [WebPageEvent] = [.started(uri: "about:blank"), .finished(status: nil, uri: "about:blank")]
    #expect(outcomes(blank).last == .succeeded, "a blank page asked for is a page")
  }

  @Test func aProcessThatEndsOrStopsAnsweringStopsThePageWhateverTheLoad() {
    #expect(
      outcomes([.started(uri: "http://a/"), .finished(status: 200), .processEnded(.crashed)]).last
        == .pageStopped(.processEnded(.crashed)))
    #expect(
      outcomes([.started(uri: "http://a/"), .processEnded(.exceededMemory), .finished(status: nil)])
        == [.began, .pageStopped(.processEnded(.exceededMemory)), .nothing])
    #expect(outcomes([.responsive(false), .responsive(true)]) == [.pageStopped(.unresponsive), .pageAnswers])
    #expect(WebPageFailure.processEnded(.crashed).content.button?.title == "Reload")
    #expect(WebPageFailure.processEnded(.crashed).title == "The Page Stopped")
  }

  @Test func goingBackToAPageThatLoadsEndsTheFailure() {
    let seen = outcomes([
      .started(uri: "http://a/missing"), .finished(status: 404), .started(uri: "http://a/"), .finished(status: 200),
    ])
    #expect(seen == [.began, .failed(.httpStatus(404)), .began, .succeeded])
  }

  @Test func theStatusIsSaidWithItsReason() {
    #expect(WebPageRules.statusText(404) == "Not Found (404)")
    #expect(WebPageRules.statusText(503) == "Service Unavailable (503)")
    #expect(WebPageRules.statusText(418) == "Client Error (418)")
    #expect(WebPageRules.statusText(599) == "Server Error (599)")
    #expect(WebPageFailure.httpStatus(404).detail == "The server answered Not Found (404).")
  }

  @Test func redirectionsMoveTheAddress() {
    var tracker = WebNavigationTracker()
    _ = tracker.handle(.started(uri: "http://a/old"))
    _ = tracker.handle(.redirected(uri: "http://a/new"))
    #expect(tracker.uri == "http://a/new")
    #expect(tracker.isLoading)
    #expect(!tracker.hasCommitted)
    _ = tracker.handle(.committed)
    #expect(tracker.hasCommitted, "a reload needs the page to have come")
    _ = tracker.handle(.finished(status: 200))
    #expect(!tracker.isLoading)
  }
}

/// What a web page's placeholder shows for each state.
@Suite struct WebPagePlaceholderTests {
  @Test func loadingShowsOnceTheDelayPassedWithTheProgress() {
    #expect(WebPagePlaceholder.content(for: .loading, indicators: .init(), failure: nil, pageProblem: nil) == nil)
    let shown = WebPagePlaceholder.content(
      for: .loading, indicators: .init(showsLoading: true), failure: nil, pageProblem: nil, progress: 0.42)
    #expect(shown?.showsSpinner == true)
    #expect(shown?.title == "Loading the page…")
    #expect(shown?.detail?.text == "42 percent loaded")
  }

  @Test func aFailureShowsTheTrackersWordsAndAPageProblemShowsWhateverTheLoad() {
    let failed = WebPagePlaceholder.content(
      for: .failed(.other("x")), indicators: .init(), failure: .httpStatus(404), pageProblem: nil)
    #expect(failed?.title == "Could Not Load the Page")
    #expect(failed?.detail?.text == "The server answered Not Found (404).")
    let stopped = WebPagePlaceholder.content(
      for: .content(.noMoreData), indicators: .init(), failure: nil, pageProblem: .processEnded(.crashed))
    #expect(stopped?.title == "The Page Stopped")
    #expect(
      WebPagePlaceholder.content(for: .content(.noMoreData), indicators: .init(), failure: nil, pageProblem: nil) == nil
    )
  }
}
