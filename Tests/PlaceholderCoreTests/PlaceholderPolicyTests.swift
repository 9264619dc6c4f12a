import PlaceholderCore
import Testing

@Suite("Placeholder policy")
struct PlaceholderPolicyTests {
  static let f = LoadFailure.network("offline")

  /// Every state with what shows by default.
  static let defaults: [(PageState, PlaceholderKind?)] = [
    (.idle, nil),
    (.loading, .loading),
    (.content(.canLoadMore), nil),
    (.content(.loadingMore), nil),
    (.content(.loadMoreFailed(f)), nil),
    (.content(.noMoreData), nil),
    (.refreshing(over: .idle), nil),
    (.refreshing(over: .content(hasMore: true)), nil),
    (.refreshing(over: .content(hasMore: false)), nil),
    (.refreshing(over: .empty), .empty),
    (.refreshing(over: .failed(f)), .failed(f)),
    (.refreshing(over: .noResults(query: "q")), .noResults(query: "q")),
    (.empty, .empty),
    (.failed(f), .failed(f)),
    (.noResults(query: "q"), .noResults(query: "q")),
  ]

  @Test func eachStateShowsItsPlaceholderByDefault() {
    for (state, kind) in Self.defaults {
      #expect(PlaceholderPolicy.placeholder(for: state) == kind, "\(state)")
    }
  }

  @Test func theVetoHidesEveryPlaceholderEvenAForcedOne() {
    let options = PlaceholderOptions(showsEmptyBeforeFirstLoad: true, forcedDisplay: true, displayAllowed: false)
    for (state, _) in Self.defaults {
      #expect(PlaceholderPolicy.placeholder(for: state, options: options) == nil, "\(state)")
    }
  }

  @Test func forcedDisplayShowsEmptyOverRowsAndChangesNothingElse() {
    let options = PlaceholderOptions(forcedDisplay: true)
    for (state, kind) in Self.defaults {
      let forced = PlaceholderPolicy.placeholder(for: state, options: options)
      #expect(forced == (state.showsRows ? .empty : kind), "\(state)")
    }
  }

  @Test func emptyBeforeTheFirstLoadOnlyWhenAsked() {
    let options = PlaceholderOptions(showsEmptyBeforeFirstLoad: true)
    for (state, kind) in Self.defaults {
      let beforeLoad = state == .idle || state == .refreshing(over: .idle)
      #expect(PlaceholderPolicy.placeholder(for: state, options: options) == (beforeLoad ? .empty : kind), "\(state)")
    }
  }

  @Test func theLoadingPlaceholderCanBeTurnedOff() {
    let options = PlaceholderOptions(showsLoadingPlaceholder: false)
    #expect(PlaceholderPolicy.placeholder(for: .loading, options: options) == nil)
    #expect(PlaceholderPolicy.placeholder(for: .empty, options: options) == .empty)
  }

  @Test func presetsFollowTheKindAndShowMessagesLiterally() {
    #expect(PlaceholderContentProvider.preset(for: .loading) == .loading())
    #expect(PlaceholderContentProvider.preset(for: .empty) == .noContent())
    let network = PlaceholderContentProvider.preset(for: .failed(.network("<b>down</b>")))
    #expect(network == .networkError(detail: "<b>down</b>"))
    #expect(network.visibleDetail == .plain("<b>down</b>"))
    #expect(PlaceholderContentProvider.preset(for: .failed(.network())) == .networkError())
    #expect(PlaceholderContentProvider.preset(for: .failed(.other("HTTP 500"))) == .failed(message: "HTTP 500"))
    #expect(PlaceholderContentProvider.preset(for: .failed(.other())) == .failed())
    #expect(PlaceholderContentProvider.preset(for: .noResults(query: "cat")) == .noResults(query: "cat"))
  }

  @Test func theAppOverridesOneKindAndKeepsTheOtherPresets() {
    let mine = PlaceholderContent(title: "No messages")
    let provider = PlaceholderContentProvider { kind in
      if case .empty = kind { return mine }
      return nil
    }
    #expect(provider.content(for: .empty) == mine)
    #expect(provider.content(for: .loading) == .loading())
    #expect(provider.content(for: .failed(Self.f)) == .networkError(detail: "offline"))
    #expect(PlaceholderContentProvider().content(for: .empty) == .noContent())
  }

  @Test func thePagingFooterFollowsThePagingPhase() {
    let footers: [(PageState, PagingFooter)] = [
      (.content(.canLoadMore), .hidden),
      (.content(.loadingMore), .loading),
      (.content(.loadMoreFailed(Self.f)), .failed(Self.f)),
      (.content(.noMoreData), .noMoreData),
      (.refreshing(over: .content(hasMore: false)), .noMoreData),
      (.refreshing(over: .content(hasMore: true)), .hidden),
      (.idle, .hidden), (.loading, .hidden), (.empty, .hidden), (.failed(Self.f), .hidden),
      (.noResults(query: "q"), .hidden), (.refreshing(over: .empty), .hidden),
    ]
    for (state, footer) in footers {
      #expect(PlaceholderPolicy.pagingFooter(for: state) == footer, "\(state)")
    }
  }

  @Test func footerTextsAndControls() {
    // The tests run without a translation catalog, so translations are the source strings.
    #expect(PagingFooter.hidden.label == nil)
    #expect(PagingFooter.loading.label == "Loading more…")
    #expect(PagingFooter.loading.showsSpinner)
    #expect(PagingFooter.noMoreData.label == "No more data")
    #expect(!PagingFooter.noMoreData.showsSpinner)
    #expect(PagingFooter.failed(.network("offline")).label == "offline")
    #expect(PagingFooter.failed(.other()).label == "Could not load more.")
    #expect(PagingFooter.failed(.other()).retryTitle == "Retry")
    #expect(PagingFooter.noMoreData.retryTitle == nil)
  }

  @Test func theRefreshIndicatorSpinsWheneverTheMachineRefreshes() throws {
    var pull = PullToRefresh()
    #expect(PlaceholderPolicy.refreshIndicator(for: .refreshing(over: .empty), pull: pull) == .refreshing)
    #expect(PlaceholderPolicy.refreshIndicator(for: .empty, pull: pull) == .idle)
    try pull.pull(to: 10)
    #expect(PlaceholderPolicy.refreshIndicator(for: .empty, pull: pull) == .pulling)
    try pull.pull(to: 500)
    let refresh1 = pull.release()
    #expect(refresh1)
    // The machine coalesced the refresh (a first page was loading): the indicator hides.
    #expect(PlaceholderPolicy.refreshIndicator(for: .loading, pull: pull) == .idle)
  }
}
