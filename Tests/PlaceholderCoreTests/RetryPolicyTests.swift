import Testing

@testable import PlaceholderCore

/// The retries a list makes by itself: the policy's delays and cap, and
/// the plan that follows loads and the network, headless on a clock the
/// test moves.
@MainActor
@Suite("Retries by themselves")
struct RetryPolicyTests {
  private let start = ContinuousClock.now

  @Test func theStandardPolicyTriesThreeTimesAfterTwoFourAndEightSeconds() {
    let policy = RetryPolicy.standard
    #expect(policy.delay(afterAttempts: 0) == .seconds(2))
    #expect(policy.delay(afterAttempts: 1) == .seconds(4))
    #expect(policy.delay(afterAttempts: 2) == .seconds(8))
    #expect(policy.delay(afterAttempts: 3) == nil, "the cap")
    #expect(policy.retries(.network()))
    #expect(!policy.retries(.other()), "a server's refusal does not pass by itself")
  }

  @Test func noDelayPassesTheMaximumAndOffNeverRetries() {
    let policy = RetryPolicy(maxAttempts: 40, firstDelay: .seconds(1), multiplier: 10, maxDelay: .seconds(30))
    #expect(policy.delay(afterAttempts: 1) == .seconds(10))
    #expect(policy.delay(afterAttempts: 2) == .seconds(30))
    #expect(policy.delay(afterAttempts: 39) == .seconds(30), "no overflow")
    #expect(RetryPolicy.off.delay(afterAttempts: 0) == nil)
    #expect(!RetryPolicy.off.retries(.network()))
    let odd = RetryPolicy(maxAttempts: -3, firstDelay: .seconds(-1), multiplier: .nan)
    #expect(odd.maxAttempts == 0 && odd.firstDelay == .zero && odd.multiplier == 1, "bad numbers are clamped")
    #expect(RetryPolicy(retriedKinds: [.network, .other]).retries(.other()))
  }

  @Test func aFailureCountsDownInWholeSecondsAndSaysRetryNow() {
    var plan = RetryPlan()
    let state = PageState.failed(.network())
    plan.settled(in: state, policy: .standard, network: .online, now: start)
    #expect(plan.due == start + .seconds(2))
    #expect(plan.notice(in: state, network: .online, now: start) == .retrying(inSeconds: 2))
    #expect(plan.notice(in: state, network: .online, now: start + .milliseconds(1_500)) == .retrying(inSeconds: 1))
    #expect(plan.nextWake(now: start) == start + .seconds(1), "when the number changes")
    #expect(plan.nextWake(now: start + .seconds(1)) == start + .seconds(2), "then when it is due")
    #expect(!plan.isDue(at: start + .milliseconds(1_999)))
    #expect(plan.isDue(at: start + .seconds(2)))
    #expect(RetryNotice.retrying(inSeconds: 4).text == "Retrying in 4 seconds")
    #expect(RetryNotice.retrying(inSeconds: 1).text == "Retrying in 1 second")
    #expect(RetryNotice.retrying(inSeconds: 4).retryTitle == "Retry Now")
    #expect(RetryNotice.waitingForNetwork.retryTitle == "Retry")
  }

  @Test func theCountStopsAtTheCapAndStartsAgainWithTheUser() {
    var plan = RetryPlan()
    let failed = PageState.content(.loadMoreFailed(.network()))
    var delays: [Duration] = []
    for _ in 0..<5 {
      plan.settled(in: failed, policy: .standard, network: .online, now: start)
      guard let due = plan.due else { break }
      delays.append(due - start)
      plan.loadStarted(automatic: true)
    }
    #expect(delays == [.seconds(2), .seconds(4), .seconds(8)], "never more than the cap")
    #expect(plan.notice(in: failed, network: .online, now: start) == nil, "then the failure stays, with Retry")
    plan.loadStarted(automatic: false)
    plan.settled(in: failed, policy: .standard, network: .online, now: start)
    #expect(plan.due == start + .seconds(2), "the user's Retry starts the count again")
  }

  @Test func aLoadThatWorksStartsTheCountAgain() {
    var plan = RetryPlan()
    plan.settled(in: .failed(.network()), policy: .standard, network: .online, now: start)
    plan.loadStarted(automatic: true)
    plan.settled(in: .content(.canLoadMore), policy: .standard, network: .online, now: start)
    #expect(plan.attemptsMade == 0)
    #expect(plan.due == nil)
  }

  @Test func whatTheAppDidNotAskToRetryIsLeftToTheUser() {
    var plan = RetryPlan()
    for state in [PageState.failed(.other()), .empty, .content(.noMoreData), .noResults(query: "x")] {
      plan.settled(in: state, policy: .standard, network: .online, now: start)
      #expect(plan.due == nil, "\(state)")
      #expect(plan.notice(in: state, network: .online, now: start) == nil, "\(state)")
    }
    plan.settled(in: .failed(.network()), policy: .off, network: .online, now: start)
    #expect(plan.due == nil, "off")
  }

  @Test func offlineANetworkFailureWaitsForTheNetworkInsteadOfATimer() {
    var plan = RetryPlan()
    let state = PageState.failed(.network())
    plan.settled(in: state, policy: .standard, network: .offline, now: start)
    #expect(plan.due == nil)
    #expect(plan.notice(in: state, network: .offline, now: start) == .waitingForNetwork)
    let limited = NetworkStatus(reach: .limited)
    #expect(plan.notice(in: state, network: limited, now: start) == .waitingForNetwork, "no Internet either")

    let held = plan.holdsRetryPressed(in: state, network: .offline)
    #expect(held, "Retry offline sends nothing")
    #expect(plan.notice(in: state, network: .offline, now: start) == .stillOffline)
    var other = RetryPlan()
    let heldLimited = other.holdsRetryPressed(in: state, network: limited)
    #expect(!heldLimited, "with a network, the user may know better")
    let heldOther = other.holdsRetryPressed(in: .failed(.other()), network: .offline)
    #expect(!heldOther, "not the network's failure")

    plan.networkChanged(
      from: .offline, to: .online, state: state, policy: .standard, now: start, reconnectDelay: .seconds(1))
    #expect(plan.due == start + .seconds(1), "back: once, after the reconnect's delay")
    #expect(plan.notice(in: state, network: .online, now: start) == .retrying(inSeconds: 1))
  }

  @Test func goingOfflineStopsACountdownAndComingBackStartsTheCountAgain() {
    var plan = RetryPlan()
    let state = PageState.failed(.network())
    plan.settled(in: state, policy: .standard, network: .online, now: start)
    plan.loadStarted(automatic: true)
    plan.settled(in: state, policy: .standard, network: .online, now: start)
    #expect(plan.attemptsMade == 1)
    plan.networkChanged(
      from: .online, to: .offline, state: state, policy: .standard, now: start, reconnectDelay: .seconds(1))
    #expect(plan.due == nil)
    plan.networkChanged(
      from: .offline, to: .online, state: state, policy: .standard, now: start, reconnectDelay: .seconds(1))
    #expect(plan.attemptsMade == 0)
    #expect(plan.due == start + .seconds(1))
  }

  @Test func aNoticeGoesUnderTheDetailAndRenamesRetry() {
    let failed = PlaceholderContent.networkError(detail: "Timed out.")
    let shown = RetryNotice.retrying(inSeconds: 4).applied(to: failed)
    #expect(shown.detail?.text == "Timed out.\nRetrying in 4 seconds")
    #expect(shown.button?.title == "Retry Now")
    let markup = PlaceholderContent(title: "x", detail: .markup("<b>Down</b>"))
    #expect(
      RetryNotice.waitingForNetwork.applied(to: markup).detail
        == .markup("<b>Down</b>\nIt will load when the network is back."))
    let bare = RetryNotice.stillOffline.applied(to: PlaceholderContent(title: "x"))
    #expect(bare.detail == .plain(RetryNotice.stillOffline.text))
    #expect(bare.button == nil, "no button is added")
    #expect(PlaceholderText.escapingMarkup("a & <b> \"c\"") == "a &amp; &lt;b&gt; &quot;c&quot;")
  }

  @Test func aFailedPageIsSaidWithWhatComesNext() {
    let said = PlaceholderAnnouncement.forChange(
      from: .content(.loadingMore), to: .content(.loadMoreFailed(.network("Dropped."))), showing: nil,
      notice: .retrying(inSeconds: 2))
    #expect(said?.message == "Dropped. Retrying in 2 seconds")
    #expect(said?.priority == .high)
  }

  @Test func theListsFailureSaysWhatComesNextButNotTheLoadingPlaceholder() {
    let configuration = ListPlaceholderConfiguration()
    let failed = configuration.content(
      for: .failed(.network("Down.")), canLoad: true, retryNotice: .retrying(inSeconds: 3))
    #expect(failed?.detail?.text == "Down.\nRetrying in 3 seconds")
    #expect(failed?.button?.title == "Retry Now")
    let held = configuration.content(
      for: .failed(.network("Down.")), canLoad: true, indicators: LoadIndicators(showsLoading: true),
      retryNotice: .retrying(inSeconds: 3))
    #expect(held?.showsSpinner == true)
    #expect(held?.detail?.text.contains("Retrying") != true, "the loading placeholder held for its minimum time")
  }
}
