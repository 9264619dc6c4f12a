import PlaceholderCore
import Testing

// The transition table: every state the machine can be in, crossed with
// every input, each with the exact state, disposition and effects expected.

/// A state reached from a fresh machine by a fixed path of inputs.
enum PageFixture: String, CaseIterable, Sendable, CustomTestStringConvertible {
  case idle, loading, searching, canLoadMore, loadingMore, loadMoreFailed, noMoreData
  case refreshingIdle, refreshingMore, refreshingEnd, refreshingEmpty, refreshingFailed, refreshingNoResults
  case empty, failed, noResults, searchContent, searchFailed

  var testDescription: String { rawValue }

  static let failure = LoadFailure.network("offline")
  static let query = "cat"

  /// The inputs that lead here; finish and fail answer the load in flight.
  var path: [PageStep] {
    switch self {
    case .idle: []
    case .loading: [.beginLoad]
    case .searching: [.search(Self.query)]
    case .canLoadMore: [.beginLoad, .finish(isEmpty: false, hasMore: true)]
    case .loadingMore: PageFixture.canLoadMore.path + [.loadMore]
    case .loadMoreFailed: PageFixture.loadingMore.path + [.fail(Self.failure)]
    case .noMoreData: [.beginLoad, .finish(isEmpty: false, hasMore: false)]
    case .refreshingIdle: [.refresh]
    case .refreshingMore: PageFixture.canLoadMore.path + [.refresh]
    case .refreshingEnd: PageFixture.noMoreData.path + [.refresh]
    case .refreshingEmpty: PageFixture.empty.path + [.refresh]
    case .refreshingFailed: PageFixture.failed.path + [.refresh]
    case .refreshingNoResults: PageFixture.noResults.path + [.refresh]
    case .empty: [.beginLoad, .finish(isEmpty: true, hasMore: false)]
    case .failed: [.beginLoad, .fail(Self.failure)]
    case .noResults: [.search(Self.query), .finish(isEmpty: true, hasMore: false)]
    case .searchContent: [.search(Self.query), .finish(isEmpty: false, hasMore: true)]
    case .searchFailed: [.search(Self.query), .fail(Self.failure)]
    }
  }

  /// The state the path ends in.
  var state: PageState {
    switch self {
    case .idle: .idle
    case .loading, .searching: .loading
    case .canLoadMore, .searchContent: .content(.canLoadMore)
    case .loadingMore: .content(.loadingMore)
    case .loadMoreFailed: .content(.loadMoreFailed(Self.failure))
    case .noMoreData: .content(.noMoreData)
    case .refreshingIdle: .refreshing(over: .idle)
    case .refreshingMore: .refreshing(over: .content(hasMore: true))
    case .refreshingEnd: .refreshing(over: .content(hasMore: false))
    case .refreshingEmpty: .refreshing(over: .empty)
    case .refreshingFailed: .refreshing(over: .failed(Self.failure))
    case .refreshingNoResults: .refreshing(over: .noResults(query: Self.query))
    case .empty: .empty
    case .failed, .searchFailed: .failed(Self.failure)
    case .noResults: .noResults(query: Self.query)
    }
  }

  var searchQuery: String? {
    switch self {
    case .searching, .refreshingNoResults, .noResults, .searchContent, .searchFailed: Self.query
    default: nil
    }
  }

  /// Builds the machine, checking every step of the path is applied.
  func make() -> PageRun {
    var run = PageRun()
    for step in path {
      let transition = run.apply(step)
      #expect(transition.disposition == .applied, "path step \(step) of \(self)")
    }
    return run
  }
}

/// A fixture-building input; finish and fail answer the load in flight.
enum PageStep: Hashable, Sendable {
  case beginLoad, refresh, restart, loadMore, retry, clearSearch
  case finish(isEmpty: Bool, hasMore: Bool)
  case fail(LoadFailure)
  case search(String)
  case dataChanged(isEmpty: Bool)
}

/// A machine plus every token it handed out.
struct PageRun {
  var machine = PageStateMachine()
  var issued: [LoadToken] = []

  var current: LoadToken { machine.loadInFlight?.token ?? issued.last ?? LoadToken(rawValue: 0) }

  /// Tokens that are not in flight: every earlier one, and one never issued.
  var staleTokens: [LoadToken] {
    issued.filter { $0 != machine.loadInFlight?.token } + [LoadToken(rawValue: 10_000)]
  }

  @discardableResult
  mutating func apply(_ step: PageStep) -> PageStateTransition {
    let input: PageStateInput =
      switch step {
      case .beginLoad: .beginLoad
      case .refresh: .refresh
      case .restart: .restart
      case .loadMore: .loadMore
      case .retry: .retry
      case .clearSearch: .clearSearch
      case .finish(let isEmpty, let hasMore): .finish(current, isEmpty: isEmpty, hasMore: hasMore)
      case .fail(let failure): .fail(current, failure)
      case .search(let query): .search(query)
      case .dataChanged(let isEmpty): .dataChanged(isEmpty: isEmpty)
      }
    return handle(input)
  }

  @discardableResult
  mutating func handle(_ input: PageStateInput) -> PageStateTransition {
    let transition = machine.handle(input)
    if let started = transition.startedLoad { issued.append(started.token) }
    return transition
  }
}

/// Every input of the table.
enum TableInput: String, CaseIterable, Sendable {
  case beginLoad, finishMore, finishLast, finishEmpty, fail, retry, refresh, restart, loadMore
  case searchNew, searchSame, searchEmpty, clearSearch, emptied, filled

  static let newFailure = LoadFailure.other("boom")
  static let newQuery = "dog"

  func step(scope: String?) -> PageStep {
    switch self {
    case .beginLoad: .beginLoad
    case .finishMore: .finish(isEmpty: false, hasMore: true)
    case .finishLast: .finish(isEmpty: false, hasMore: false)
    case .finishEmpty: .finish(isEmpty: true, hasMore: true)
    case .fail: .fail(Self.newFailure)
    case .retry: .retry
    case .refresh: .refresh
    case .restart: .restart
    case .loadMore: .loadMore
    case .searchNew: .search(Self.newQuery)
    case .searchSame: .search(scope ?? PageFixture.query)
    case .searchEmpty: .search("")
    case .clearSearch: .clearSearch
    case .emptied: .dataChanged(isEmpty: true)
    case .filled: .dataChanged(isEmpty: false)
    }
  }
}

/// What one cell of the table expects.
enum Expected: Equatable {
  /// The state changes (to `state`); `starts` is the kind of the request
  /// started, `cancels` whether the load in flight is cancelled.
  case applied(PageState, starts: LoadKind? = nil, cancels: Bool = false, reports: LoadFailure? = nil)
  case coalesced
  case ignored
  case stale
}

@Suite("Page-state transition table")
struct PageStateMachineTests {
  /// The expected outcome of every input in every fixture.
  static func table(_ fixture: PageFixture) -> [TableInput: Expected] {
    // A restart starts the scope's first page over from any state,
    // cancelling whatever is in flight.
    var table = tableBeforeRestart(fixture)
    table[.restart] = .applied(
      .loading, starts: fixture.searchQuery.map { .search(query: $0) } ?? .firstPage,
      cancels: fixture.state.isLoadInFlight)
    return table
  }

  /// The expected outcome of every input but `restart`.
  static func tableBeforeRestart(_ fixture: PageFixture) -> [TableInput: Expected] {
    let g = TableInput.newFailure
    let q = PageFixture.query
    let dog = LoadKind.search(query: TableInput.newQuery)
    let cat = LoadKind.search(query: q)
    // Answers to a load in flight.
    func answers(empty: PageState, fail: Expected) -> [TableInput: Expected] {
      [
        .finishMore: .applied(.content(.canLoadMore)), .finishLast: .applied(.content(.noMoreData)),
        .finishEmpty: .applied(empty), .fail: fail,
      ]
    }
    // Nothing in flight: every answer is stale.
    let noAnswers: [TableInput: Expected] = [
      .finishMore: .stale, .finishLast: .stale, .finishEmpty: .stale, .fail: .stale,
    ]
    func merge(_ parts: [TableInput: Expected]...) -> [TableInput: Expected] {
      parts.reduce(into: [:]) { $0.merge($1) { _, new in new } }
    }

    switch fixture {
    case .idle:
      return merge(
        noAnswers,
        [
          .beginLoad: .applied(.loading, starts: .firstPage), .retry: .ignored,
          .refresh: .applied(.refreshing(over: .idle), starts: .refresh), .loadMore: .ignored,
          .searchNew: .applied(.loading, starts: dog), .searchSame: .applied(.loading, starts: cat),
          .searchEmpty: .ignored, .clearSearch: .ignored, .emptied: .ignored,
          .filled: .applied(.content(.noMoreData)),
        ])
    case .loading:
      return merge(
        answers(empty: .empty, fail: .applied(.failed(g))),
        [
          .beginLoad: .coalesced, .retry: .coalesced, .refresh: .coalesced, .loadMore: .ignored,
          .searchNew: .applied(.loading, starts: dog, cancels: true),
          .searchSame: .applied(.loading, starts: cat, cancels: true),
          .searchEmpty: .ignored, .clearSearch: .ignored, .emptied: .ignored, .filled: .ignored,
        ])
    case .searching:
      return merge(
        answers(empty: .noResults(query: q), fail: .applied(.failed(g))),
        [
          .beginLoad: .coalesced, .retry: .coalesced, .refresh: .coalesced, .loadMore: .ignored,
          .searchNew: .applied(.loading, starts: dog, cancels: true), .searchSame: .coalesced,
          .searchEmpty: .applied(.loading, starts: .firstPage, cancels: true),
          .clearSearch: .applied(.loading, starts: .firstPage, cancels: true),
          .emptied: .ignored, .filled: .ignored,
        ])
    case .canLoadMore, .loadMoreFailed, .noMoreData:
      let hasMore = fixture != .noMoreData
      return merge(
        noAnswers,
        [
          .beginLoad: .applied(.loading, starts: .firstPage),
          .retry: fixture == .loadMoreFailed ? .applied(.content(.loadingMore), starts: .nextPage) : .ignored,
          .refresh: .applied(.refreshing(over: .content(hasMore: hasMore)), starts: .refresh),
          .loadMore: fixture == .canLoadMore ? .applied(.content(.loadingMore), starts: .nextPage) : .ignored,
          .searchNew: .applied(.loading, starts: dog), .searchSame: .applied(.loading, starts: cat),
          .searchEmpty: .ignored, .clearSearch: .ignored,
          .emptied: .applied(.empty), .filled: .ignored,
        ])
    case .loadingMore:
      return merge(
        answers(empty: .empty, fail: .applied(.content(.loadMoreFailed(g)))),
        [
          .beginLoad: .applied(.loading, starts: .firstPage, cancels: true), .retry: .coalesced,
          .refresh: .applied(.refreshing(over: .content(hasMore: true)), starts: .refresh, cancels: true),
          .loadMore: .coalesced,
          .searchNew: .applied(.loading, starts: dog, cancels: true),
          .searchSame: .applied(.loading, starts: cat, cancels: true),
          .searchEmpty: .ignored, .clearSearch: .ignored,
          .emptied: .applied(.empty, cancels: true), .filled: .ignored,
        ])
    case .refreshingIdle, .refreshingMore, .refreshingEnd, .refreshingEmpty, .refreshingFailed,
      .refreshingNoResults:
      let inSearch = fixture == .refreshingNoResults
      let fail: Expected =
        switch fixture {
        case .refreshingMore: .applied(.content(.canLoadMore), reports: g)
        case .refreshingEnd: .applied(.content(.noMoreData), reports: g)
        default: .applied(.failed(g))
        }
      let onContent = fixture == .refreshingMore || fixture == .refreshingEnd
      return merge(
        answers(empty: inSearch ? .noResults(query: q) : .empty, fail: fail),
        [
          .beginLoad: .coalesced, .retry: .coalesced, .refresh: .coalesced, .loadMore: .ignored,
          .searchNew: .applied(.loading, starts: dog, cancels: true),
          .searchSame: inSearch ? .coalesced : .applied(.loading, starts: cat, cancels: true),
          .searchEmpty: inSearch ? .applied(.loading, starts: .firstPage, cancels: true) : .ignored,
          .clearSearch: inSearch ? .applied(.loading, starts: .firstPage, cancels: true) : .ignored,
          .emptied: onContent ? .applied(.refreshing(over: .empty)) : .ignored,
          .filled: onContent ? .ignored : .applied(.refreshing(over: .content(hasMore: false))),
        ])
    case .empty, .failed:
      return merge(
        noAnswers,
        [
          .beginLoad: .applied(.loading, starts: .firstPage),
          .retry: fixture == .failed ? .applied(.loading, starts: .firstPage) : .ignored,
          .refresh: .applied(
            .refreshing(over: fixture == .failed ? .failed(PageFixture.failure) : .empty), starts: .refresh),
          .loadMore: .ignored,
          .searchNew: .applied(.loading, starts: dog), .searchSame: .applied(.loading, starts: cat),
          .searchEmpty: .ignored, .clearSearch: .ignored,
          .emptied: .ignored, .filled: .applied(.content(.noMoreData)),
        ])
    case .searchFailed:
      // A failed search: Retry, or searching the same query again, runs it again.
      return merge(
        noAnswers,
        [
          .beginLoad: .applied(.loading, starts: cat), .retry: .applied(.loading, starts: cat),
          .refresh: .applied(.refreshing(over: .failed(PageFixture.failure)), starts: .refresh),
          .loadMore: .ignored,
          .searchNew: .applied(.loading, starts: dog), .searchSame: .applied(.loading, starts: cat),
          .searchEmpty: .applied(.loading, starts: .firstPage),
          .clearSearch: .applied(.loading, starts: .firstPage),
          .emptied: .ignored, .filled: .applied(.content(.noMoreData)),
        ])
    case .noResults, .searchContent:
      let isContent = fixture == .searchContent
      return merge(
        noAnswers,
        [
          .beginLoad: .applied(.loading, starts: cat), .retry: .ignored,
          .refresh: .applied(
            .refreshing(over: isContent ? .content(hasMore: true) : .noResults(query: q)), starts: .refresh),
          .loadMore: isContent ? .applied(.content(.loadingMore), starts: .nextPage) : .ignored,
          .searchNew: .applied(.loading, starts: dog), .searchSame: .ignored,
          .searchEmpty: .applied(.loading, starts: .firstPage),
          .clearSearch: .applied(.loading, starts: .firstPage),
          .emptied: isContent ? .applied(.noResults(query: q)) : .ignored,
          .filled: isContent ? .ignored : .applied(.content(.noMoreData)),
        ])
    }
  }

  @Test(arguments: PageFixture.allCases)
  func fixturePathReachesItsState(_ fixture: PageFixture) {
    let run = fixture.make()
    #expect(run.machine.state == fixture.state)
    #expect(run.machine.searchQuery == fixture.searchQuery)
    #expect((run.machine.loadInFlight != nil) == fixture.state.isLoadInFlight)
  }

  @Test(arguments: PageFixture.allCases)
  func everyInputDoesWhatTheTableSays(_ fixture: PageFixture) {
    let table = Self.table(fixture)
    #expect(table.count == TableInput.allCases.count, "the table of \(fixture) misses inputs")
    for input in TableInput.allCases {
      guard let expected = table[input] else { continue }
      var run = fixture.make()
      let before = run.machine
      let inFlight = before.loadInFlight?.token
      let step = input.step(scope: before.searchQuery)
      let transition = run.apply(step)
      let cell = "\(fixture) + \(input)"
      #expect(transition.state == run.machine.state, "\(cell): transition reports the machine's state")
      switch expected {
      case .coalesced, .ignored, .stale:
        let disposition: PageStateDisposition =
          switch expected {
          case .coalesced: .coalesced
          case .ignored: .ignored
          default: .droppedStale(run.current)
          }
        #expect(transition.disposition == disposition, "\(cell)")
        #expect(run.machine == before, "\(cell): an input that is not applied changes nothing")
        #expect(transition.effects.isEmpty, "\(cell)")
      case .applied(let state, let starts, let cancels, let reports):
        #expect(transition.disposition == .applied, "\(cell)")
        #expect(run.machine.state == state, "\(cell)")
        #expect(transition.startedLoad?.kind == starts, "\(cell): started load")
        #expect(transition.cancelledLoad == (cancels ? inFlight : nil), "\(cell): cancelled load")
        #expect(transition.refreshFailure == reports, "\(cell): reported refresh failure")
        if let started = transition.startedLoad {
          #expect(started.query == run.machine.searchQuery, "\(cell): request carries the active search")
          #expect(before.loadInFlight.map { $0.token < started.token } ?? true, "\(cell): tokens grow")
          #expect(run.machine.loadInFlight == started, "\(cell)")
        } else if state.isLoadInFlight {
          #expect(run.machine.loadInFlight == before.loadInFlight, "\(cell): the load in flight runs on")
        } else {
          #expect(run.machine.loadInFlight == nil, "\(cell): nothing in flight")
        }
      }
    }
  }

  @Test(arguments: PageFixture.allCases)
  func staleResultsNeverChangeAnything(_ fixture: PageFixture) {
    let template = fixture.make()
    for token in template.staleTokens {
      for input in [
        PageStateInput.finish(token, isEmpty: false, hasMore: true),
        .finish(token, isEmpty: true, hasMore: false),
        .fail(token, .network()),
      ] {
        var machine = template.machine
        let transition = machine.handle(input)
        #expect(transition.disposition == .droppedStale(token), "\(fixture) + \(input)")
        #expect(machine == template.machine, "\(fixture) + \(input)")
        #expect(transition.effects.isEmpty)
      }
    }
  }
}
