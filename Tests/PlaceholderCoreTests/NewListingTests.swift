import PlaceholderCore
import Testing

@testable import PlaceholderCore

/// A load that starts the listing over hides the old rows at once and
/// until the new ones come; a refresh keeps them. "No more data" only
/// after paging.
@MainActor
@Suite("New listings and paging footers")
struct NewListingTests {
  private func loaded(hasMore: Bool = true) -> LoadCoordinator {
    let loads = LoadCoordinator(isEmpty: { false })
    loads.clock = ManualLoadingClock()
    loads.send(.beginLoad)
    loads.succeed(hasMore: hasMore)
    return loads
  }

  @Test func everyWayOfStartingOverHidesTheOldRowsAndNoneShowsEmpty() {
    let starts: [(String, [PageStateInput])] = [
      ("restart", [.restart]),
      ("a new search", [.search("ada")]),
      ("clearing a search", [.search("ada"), .clearSearch]),
      ("beginLoad over rows", [.beginLoad]),
    ]
    for (name, inputs) in starts {
      let loads = loaded()
      for input in inputs {
        if loads.currentRequest != nil { loads.succeed() }
        loads.send(input)
      }
      #expect(loads.state == .loading, "\(name)")
      #expect(PlaceholderPolicy.hidesRows(in: loads.state, indicators: loads.indicators), "\(name)")
      #expect(
        PlaceholderPolicy.placeholder(for: loads.state, indicators: loads.indicators) == nil,
        "\(name): before the delay, nothing")
      loads.succeed()
      #expect(!PlaceholderPolicy.hidesRows(in: loads.state, indicators: loads.indicators), "\(name): the new rows show")
    }
  }

  @Test func retryAfterAFailureOverOldRowsKeepsThemHidden() {
    let loads = loaded()
    loads.send(.restart)
    loads.fail(.network("offline"))
    #expect(loads.state == .failed(.network("offline")))
    #expect(
      PlaceholderPolicy.hidesRows(in: loads.state, indicators: loads.indicators), "the failure replaces the old rows")
    loads.send(.retry)
    #expect(PlaceholderPolicy.hidesRows(in: loads.state, indicators: loads.indicators))
  }

  @Test func aRefreshKeepsItsRows() {
    let loads = loaded()
    loads.send(.refresh)
    #expect(loads.state == .refreshing(over: .content(hasMore: true)))
    #expect(!PlaceholderPolicy.hidesRows(in: loads.state, indicators: loads.indicators))
    loads.fail(.network("offline"))
    #expect(!PlaceholderPolicy.hidesRows(in: loads.state, indicators: loads.indicators), "a failed refresh keeps them")
  }

  @Test func noMoreDataOnlyAfterPaging() {
    let single = loaded(hasMore: false)
    #expect(single.loadedPageCount == 1)
    #expect(
      PlaceholderPolicy.pagingFooterRow(
        for: single.state, isLoadMoreEnabled: true, hasItems: true, indicators: single.indicators,
        hasPaged: single.loadedPageCount > 1) == nil, "a first page that is also the last: no footer")

    let paged = loaded(hasMore: true)
    paged.send(.loadMore)
    paged.succeed(hasMore: true)
    paged.send(.loadMore)
    paged.succeed(hasMore: false)
    #expect(paged.loadedPageCount == 3)
    #expect(
      PlaceholderPolicy.pagingFooterRow(
        for: paged.state, isLoadMoreEnabled: true, hasItems: true, indicators: paged.indicators,
        hasPaged: paged.loadedPageCount > 1) == .noMoreData)

    // A refresh starts the listing from one page again.
    paged.send(.refresh)
    paged.succeed(hasMore: false)
    #expect(paged.loadedPageCount == 1)
  }

  @Test func rowsTheAppPutInItselfCountNoPage() {
    let loads = LoadCoordinator(isEmpty: { false })
    loads.dataDidChange(isEmpty: false, countsAsFirstLoad: false)
    #expect(loads.state == .content(.noMoreData))
    #expect(loads.loadedPageCount == 0)
  }

  @Test func aLocalSearchFiltersAtOnceWithoutALoad() {
    var rows = ["Ada", "Alan", "Grace"]
    let all = rows
    var filtered: [String?] = []
    let loads = LoadCoordinator(isEmpty: { rows.isEmpty })
    loads.clock = ManualLoadingClock()
    var requests: [LoadRequest] = []
    let requestObservation = loads.observeRequests { requests.append($0) }
    loads.localSearch = { query in
      filtered.append(query)
      rows = query.map { query in all.filter { $0.localizedCaseInsensitiveContains(query) } } ?? all
    }
    loads.send(.beginLoad)
    loads.succeed(hasMore: true)
    #expect(requests.count == 1, "the first page is loaded")

    loads.send(.search("al"))
    #expect(loads.state == .content(.noMoreData), "finished at once, no paging in a filter")
    #expect(rows == ["Alan"])
    loads.send(.search("zzz"))
    #expect(loads.state == .noResults(query: "zzz"))
    loads.send(.clearSearch)
    #expect(rows == all)
    #expect(loads.state == .content(.canLoadMore), "the unfiltered list pages again")
    #expect(filtered == ["al", "zzz", nil])
    #expect(requests.count == 1, "no search went to the load")
    #expect(loads.indicators == LoadIndicators())
    requestObservation.cancel()
  }

  @Test func clearingALocalSearchPagesAtBothEndsAgain() {
    var rows = ["Ada", "Alan", "Grace"]
    let all = rows
    let loads = LoadCoordinator(isEmpty: { rows.isEmpty })
    loads.clock = ManualLoadingClock()
    loads.localSearch = { query in
      rows = query.map { query in all.filter { $0.localizedCaseInsensitiveContains(query) } } ?? all
    }
    loads.send(.beginLoad)
    loads.succeed(hasMore: true, hasPrevious: true)
    // A next page says nothing of the start: the older pages are still there.
    loads.send(.loadMore)
    loads.succeed(hasMore: true)
    #expect(loads.previousPagePhase == .canLoadMore)

    loads.send(.search("al"))
    #expect(loads.state == .content(.noMoreData), "no paging in a filter")
    #expect(loads.previousPagePhase == .noMoreData, "at either end")
    loads.send(.clearSearch)
    #expect(loads.state == .content(.canLoadMore))
    #expect(loads.previousPagePhase == .canLoadMore, "the older pages can load again")
  }
}
