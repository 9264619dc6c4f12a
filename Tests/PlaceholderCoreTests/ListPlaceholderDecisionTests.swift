import PlaceholderCore
import Testing

/// Which placeholder a list shows, decided from its configuration and state.
@Suite("List placeholder choice")
struct ListPlaceholderDecisionTests {
  static let failure = LoadFailure.network("offline")
  static let states: [PageState] = [
    .idle, .loading, .content(.canLoadMore), .content(.noMoreData), .refreshing(over: .idle),
    .refreshing(over: .content(hasMore: true)), .refreshing(over: .empty), .empty, .failed(failure),
    .noResults(query: "q"),
  ]

  @Test func theOverrideWinsInEveryStateEvenOverTheVeto() {
    var settings = ListPlaceholderConfiguration()
    settings.pinned = PlaceholderContent(title: "Maintenance")
    settings.options.displayAllowed = false
    for state in Self.states {
      #expect(settings.content(for: state, canLoad: true)?.title == "Maintenance", "\(state)")
    }
  }

  @Test func anEmptyPlaceholderThatAsksToBeForcedShowsOverRows() {
    var settings = ListPlaceholderConfiguration()
    #expect(settings.content(for: .content(.canLoadMore), canLoad: false) == nil)
    settings.content.empty = PlaceholderContent(title: "Pinned", behavior: PlaceholderBehavior(isForcedDisplay: true))
    #expect(settings.content(for: .content(.canLoadMore), canLoad: false)?.title == "Pinned")
    #expect(settings.content(for: .refreshing(over: .content(hasMore: true)), canLoad: false)?.title == "Pinned")
    settings.options.displayAllowed = false
    #expect(settings.content(for: .content(.canLoadMore), canLoad: false) == nil, "the veto wins over forcing")
  }

  @Test func theForcedDisplayOptionShowsTheEmptyPlaceholderOverRows() {
    var settings = ListPlaceholderConfiguration()
    settings.options.forcedDisplay = true
    #expect(settings.content(for: .content(.noMoreData), canLoad: false) == .noContent())
  }

  @Test func emptyShowsOnlyAfterTheFirstLoadUnlessAsked() {
    var settings = ListPlaceholderConfiguration()
    #expect(settings.content(for: .idle, canLoad: false) == nil)
    #expect(settings.content(for: .empty, canLoad: false) == .noContent())
    settings.options.showsEmptyBeforeFirstLoad = true
    #expect(settings.content(for: .idle, canLoad: false) == .noContent())
  }

  @Test func noEmptyPlaceholderShowsNothingWhenEmpty() {
    var settings = ListPlaceholderConfiguration()
    settings.options.showsEmptyPlaceholder = false
    #expect(settings.content(for: .empty, canLoad: true) == nil)
    #expect(settings.content(for: .loading, canLoad: true) == .loading(), "other kinds still show")
  }

  @Test func aTapAnywhereReloadsOnlyWhenTheListCanLoadAndTheAppAgrees() {
    var settings = ListPlaceholderConfiguration()
    #expect(settings.content(for: .empty, canLoad: true)?.behavior.tapAnywhereTriggersAction == true)
    #expect(settings.content(for: .empty, canLoad: false)?.behavior.tapAnywhereTriggersAction == false)
    settings.reloadsOnTap = false
    #expect(settings.content(for: .empty, canLoad: true)?.behavior.tapAnywhereTriggersAction == false)
    settings.reloadsOnTap = true
    settings.content = PlaceholderContentProvider { _ in PlaceholderContent(title: "Other") }
    #expect(
      settings.content(for: .failed(Self.failure), canLoad: true)?.behavior.tapAnywhereTriggersAction == false,
      "only the empty placeholder is made to reload on a tap anywhere; the other kinds stay as given")
  }

  @Test func everyKindCanBeOverriddenEmptyIncludedAndTheOverrideWinsOverTheEmptyContent() {
    var settings = ListPlaceholderConfiguration()
    let titles: [PlaceholderKind: String] = [
      .empty: "Inbox Zero", .loading: "Fetching", .failed(Self.failure): "Down", .noResults(query: "q"): "Nothing",
    ]
    settings.content = PlaceholderContentProvider(empty: PlaceholderContent(title: "Stored")) { kind in
      titles[kind].map { PlaceholderContent(title: $0) }
    }
    #expect(settings.content(for: .empty, canLoad: false)?.title == "Inbox Zero", "the override answers for .empty")
    #expect(settings.content(for: .loading, canLoad: false)?.title == "Fetching")
    #expect(settings.content(for: .failed(Self.failure), canLoad: false)?.title == "Down")
    #expect(settings.content(for: .noResults(query: "q"), canLoad: false)?.title == "Nothing")
    settings.content = PlaceholderContentProvider(empty: PlaceholderContent(title: "Stored")) { _ in nil }
    #expect(settings.content(for: .empty, canLoad: false)?.title == "Stored", "then the empty content")
    settings.content.empty = nil
    #expect(settings.content(for: .empty, canLoad: false) == .noContent(), "then the preset")
  }

  @Test func theOtherKindsComeFromTheContentProvider() {
    var settings = ListPlaceholderConfiguration()
    #expect(settings.content(for: .failed(Self.failure), canLoad: true) == .networkError(detail: "offline"))
    #expect(settings.content(for: .noResults(query: "q"), canLoad: true) == .noResults(query: "q"))
    settings.content = PlaceholderContentProvider { kind in
      kind == .loading ? PlaceholderContent(title: "Fetching") : nil
    }
    #expect(settings.content(for: .loading, canLoad: true)?.title == "Fetching")
    settings.options.showsLoadingPlaceholder = false
    #expect(settings.content(for: .loading, canLoad: true) == nil)
  }
}

/// What a tap on a list's placeholder sends.
@Suite("Placeholder tap action")
struct PlaceholderTapActionTests {
  @Test func withNowhereToLoadATapReloads() {
    for state in ListPlaceholderDecisionTests.states {
      #expect(PlaceholderTapAction.forTap(in: state, canLoad: false) == .reload, "\(state)")
    }
  }

  @Test func eachStateSendsItsInput() {
    let expected: [(PageState, PageStateInput)] = [
      (.noResults(query: "q"), .clearSearch),
      (.failed(ListPlaceholderDecisionTests.failure), .retry),
      (.idle, .beginLoad),
      (.empty, .refresh),
      (.loading, .refresh),
      (.content(.canLoadMore), .refresh),
      (.refreshing(over: .empty), .refresh),
    ]
    for (state, input) in expected {
      #expect(PlaceholderTapAction.forTap(in: state, canLoad: true) == .send(input), "\(state)")
    }
  }

  @Test func aListThatFiltersInMemoryClearsItsSearchWithNowhereToLoad() {
    #expect(
      PlaceholderTapAction.forTap(in: .noResults(query: "q"), canLoad: false, searchesLocally: true)
        == .send(.clearSearch))
    #expect(PlaceholderTapAction.forTap(in: .empty, canLoad: false, searchesLocally: true) == .reload)
  }
}

/// The paging footer row and the pull-to-refresh input decisions.
@Suite("Paging footer row and pull input")
struct PagingAndPullInputTests {
  @Test func theFooterRowNeedsLoadMoreAndItems() {
    let state = PageState.content(.noMoreData)
    #expect(PlaceholderPolicy.pagingFooterRow(for: state, isLoadMoreEnabled: true, hasItems: true) == .noMoreData)
    #expect(PlaceholderPolicy.pagingFooterRow(for: state, isLoadMoreEnabled: false, hasItems: true) == nil)
    #expect(PlaceholderPolicy.pagingFooterRow(for: state, isLoadMoreEnabled: true, hasItems: false) == nil)
    #expect(
      PlaceholderPolicy.pagingFooterRow(for: .content(.canLoadMore), isLoadMoreEnabled: true, hasItems: true) == nil,
      "a hidden footer is no row")
    #expect(
      PlaceholderPolicy.pagingFooterRow(for: .content(.loadingMore), isLoadMoreEnabled: true, hasItems: true)
        == .loading)
  }

  @Test func aPullStartsOnlyAtTheTopWhenEnabledAndThePlaceholderLetsTheListScroll() {
    #expect(PullToRefresh.mayStart(isEnabled: true, isAtTop: true, placeholderAllowsScroll: nil))
    #expect(PullToRefresh.mayStart(isEnabled: true, isAtTop: true, placeholderAllowsScroll: true))
    #expect(!PullToRefresh.mayStart(isEnabled: true, isAtTop: true, placeholderAllowsScroll: false))
    #expect(!PullToRefresh.mayStart(isEnabled: true, isAtTop: false, placeholderAllowsScroll: nil))
    #expect(!PullToRefresh.mayStart(isEnabled: false, isAtTop: true, placeholderAllowsScroll: nil))
  }

  @Test func scrollingUpPastTheTopPullsAndDownScrollsTheList() {
    var pull = PullToRefresh()
    let down = pull.scroll(dy: 10, isWheelStep: false, mayStart: true)
    #expect(down == .ignored, "down, not pulling: the list scrolls")
    let notAtTop = pull.scroll(dy: -10, isWheelStep: false, mayStart: false)
    #expect(notAtTop == .ignored, "not at the top")
    let up = pull.scroll(dy: -10, isWheelStep: false, mayStart: true)
    #expect(up == PullScrollOutcome(movedPull: true, consumesEvent: true))
    #expect(pull.overshoot == 10)
    let back = pull.scroll(dy: 4, isWheelStep: false, mayStart: false)
    #expect(back.movedPull, "a pull under way follows down too")
    #expect(pull.overshoot == 6)
    let end = pull.scroll(dy: 6, isWheelStep: false, mayStart: false)
    #expect(
      end == PullScrollOutcome(movedPull: true, consumesEvent: false),
      "back at the top the pull ends and the event is the list's again")
    #expect(pull.phase == .idle)
  }

  @Test func wheelStepsCountTwentyFourPixelsAndArmAfterThree() {
    var pull = PullToRefresh()
    for _ in 0..<2 { _ = pull.scroll(dy: -1, isWheelStep: true, mayStart: true) }
    #expect(pull.overshoot == 48)
    #expect(pull.phase == .pulling)
    _ = pull.scroll(dy: -1, isWheelStep: true, mayStart: true)
    #expect(pull.phase == .armed)
    let refreshes = pull.release()
    #expect(refreshes)
  }

  @Test func nonFiniteScrollsAndDragsChangeNothing() {
    var pull = PullToRefresh()
    let scrolled = pull.scroll(dy: -.infinity, isWheelStep: false, mayStart: true)
    #expect(scrolled == .ignored)
    #expect(pull.overshoot == 0)
    let dragged = pull.drag(to: .nan, mayStart: true)
    #expect(!dragged)
  }

  @Test func dragsPullFromWhereTheyBeganAndNeverBelowZero() {
    var pull = PullToRefresh()
    let refused = pull.drag(to: 50, mayStart: false)
    #expect(!refused)
    let started = pull.drag(to: 50, mayStart: true)
    #expect(started)
    #expect(pull.phase == .pulling)
    let back = pull.drag(to: -30, mayStart: false)
    #expect(back, "a pull under way follows the finger back")
    #expect(pull.overshoot == 0)
    #expect(pull.phase == .idle)
  }
}
