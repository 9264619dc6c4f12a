import PlaceholderCore
import Testing

@testable import PlaceholderCore

/// Skeleton rows on the first load, the loading placeholder on later ones,
/// with the loading placeholder's show delay and minimum time, on a clock
/// the test moves.
@MainActor
@Suite("Skeleton rows rule")
struct SkeletonRowsRuleTests {
  /// A coordinator on a manual clock, followed by the rule as a list's
  /// presenter follows it: at every transition and indicator change.
  @MainActor
  final class Followed {
    let clock = ManualLoadingClock()
    let loads = LoadCoordinator(isEmpty: { false })
    var rule = SkeletonRowsRule()
    private(set) var showsSkeleton = false
    private var host: TestLoadHost?

    init() {
      loads.clock = clock
      loads.indicatorTiming = LoadingIndicatorTiming(showDelay: .milliseconds(300), minimumDuration: .milliseconds(500))
      let host = TestLoadHost(of: loads, noItems: { false })
      host.transitioned = { [weak self] _ in self?.follow() }
      host.indicatorsChanged = { [weak self] in self?.follow() }
      self.host = host
    }

    func follow() {
      showsSkeleton = rule.update(
        state: loads.state, indicators: loads.indicators, loadKind: loads.currentRequest?.kind)
    }

    /// Starts `input`'s load and lets the show delay pass.
    func startShowing(_ input: PageStateInput) {
      loads.send(input)
      clock.advance(by: .milliseconds(300))
    }
  }

  @Test func theFirstLoadShowsSkeletonRowsAfterTheDelayAndUntilTheMinimumTime() {
    let list = Followed()
    list.loads.send(.beginLoad)
    list.clock.advance(by: .milliseconds(299))
    #expect(!list.showsSkeleton, "a load faster than the delay shows nothing")
    list.clock.advance(by: .milliseconds(1))
    #expect(list.showsSkeleton)
    list.loads.succeed(hasMore: false)
    #expect(list.loads.state == .content(.noMoreData))
    #expect(list.showsSkeleton, "held for the minimum time, not turned into a spinner by the result")
    list.clock.advance(by: .milliseconds(500))
    #expect(!list.showsSkeleton, "the rows take its place")
    #expect(list.rule.hasShownAResult)
  }

  @Test func laterLoadsShowTheLoadingPlaceholderInstead() {
    let list = Followed()
    list.startShowing(.beginLoad)
    list.loads.succeed(hasMore: false)
    list.clock.advance(by: .seconds(1))
    list.startShowing(.restart)
    #expect(list.loads.indicators.showsLoading)
    #expect(!list.showsSkeleton, "a new listing after rows were seen")
    list.loads.succeed(hasMore: false)
    list.clock.advance(by: .seconds(1))
    list.startShowing(.refresh)
    #expect(!list.loads.indicators.showsLoading)
    #expect(!list.showsSkeleton, "a refresh keeps its rows")
  }

  @Test func aRetryOfAFailedFirstPageShowsThemAgain() {
    let list = Followed()
    list.startShowing(.beginLoad)
    list.loads.fail(LoadFailure.other("down"))
    #expect(list.showsSkeleton, "held for its minimum time")
    list.clock.advance(by: .milliseconds(500))
    #expect(!list.showsSkeleton, "the failure takes its place")
    list.startShowing(.retry)
    #expect(list.showsSkeleton, "still the first load: nothing was seen")
  }

  @Test func everyNewListingShowsThemOnARestartButNotOnASearchOrARefresh() {
    var rule = SkeletonRowsRule()
    let showing = LoadIndicators(showsLoading: true)
    let hidden = LoadIndicators()
    func step(_ state: PageState, _ indicators: LoadIndicators, _ kind: LoadKind?) -> Bool {
      rule.update(state: state, indicators: indicators, loadKind: kind, occasion: .everyNewListing)
    }
    #expect(step(.loading, showing, .firstPage))
    #expect(!step(.content(.noMoreData), hidden, nil))
    #expect(step(.loading, showing, .firstPage), "a restart after rows were seen")
    #expect(!step(.content(.noMoreData), hidden, nil))
    #expect(!step(.loading, showing, .search(query: "tea")), "a search")
    #expect(!step(.noResults(query: "tea"), hidden, nil))
    #expect(!step(.refreshing(over: .noResults(query: "tea")), hidden, .refresh), "a refresh")
  }

  @Test func anEmptyResultCountsAsSeen() {
    var rule = SkeletonRowsRule()
    let showing = LoadIndicators(showsLoading: true)
    let first = rule.update(state: .loading, indicators: showing, loadKind: .firstPage)
    let held = rule.update(state: .empty, indicators: showing, loadKind: nil)
    let gone = rule.update(state: .empty, indicators: LoadIndicators(), loadKind: nil)
    let next = rule.update(state: .loading, indicators: showing, loadKind: .firstPage)
    #expect(first)
    #expect(held, "held while shown")
    #expect(!gone)
    #expect(!next, "an empty list was seen")
  }

  @Test func aSearchNeverShowsThem() {
    var rule = SkeletonRowsRule()
    let shows = rule.update(
      state: .loading, indicators: LoadIndicators(showsLoading: true), loadKind: .search(query: "tea"))
    #expect(!shows)
    #expect(!rule.hasShownAResult)
  }

  // MARK: What shows

  private let skeletonID = CustomPlaceholderID(rawValue: 7)
  private let showing = LoadIndicators(showsLoading: true)

  @Test func theSkeletonStandsInForTheLoadingContentKeepingItsWordsAndBusySign() throws {
    let configuration = ListPlaceholderConfiguration()
    let shown = try #require(
      configuration.content(
        for: .loading, canLoad: true, indicators: showing, retryNotice: nil, skeletonRows: skeletonID))
    #expect(shown.customPlaceholderID == skeletonID)
    #expect(shown.title == PlaceholderContent.loading().title, "a screen reader hears that it loads")
    #expect(shown.showsSpinner, "busy")
    #expect(shown.appearance.layout == .full())
    #expect(shown.appearance.customContentSizing == .fill)
    #expect(!shown.behavior.isTouchAllowed, "not clickable")
  }

  @Test func otherStatesAndPinnedContentAreLeftAsTheyAre() {
    var configuration = ListPlaceholderConfiguration()
    let failure = LoadFailure.other("down")
    let failed = configuration.content(
      for: .failed(failure), canLoad: true, indicators: LoadIndicators(), retryNotice: nil, skeletonRows: skeletonID)
    #expect(failed == configuration.content(for: .failed(failure), canLoad: true, indicators: LoadIndicators()))
    #expect(failed?.customPlaceholderID == nil)
    let waiting = configuration.content(
      for: .loading, canLoad: true, indicators: LoadIndicators(), retryNotice: nil, skeletonRows: skeletonID)
    #expect(waiting == nil, "nothing during the show delay")

    configuration.options.showsLoadingPlaceholder = false
    #expect(
      configuration.content(
        for: .loading, canLoad: true, indicators: showing, retryNotice: nil, skeletonRows: skeletonID)
        == nil)
    configuration.options.showsLoadingPlaceholder = true
    configuration.pinned = .noContent()
    #expect(
      configuration.content(
        for: .loading, canLoad: true, indicators: showing, retryNotice: nil, skeletonRows: skeletonID)
        == .noContent())
  }
}
