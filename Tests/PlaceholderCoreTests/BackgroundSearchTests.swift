import Dispatch
import PlaceholderCore
import Testing

/// A search whose filter replaces the rows in the background: the list's
/// load state finishes when the result lands, a newer search supersedes
/// an older one, and nothing in between shows a loading placeholder.
@MainActor
// Serialized: a held filter blocks a thread of the shared pool, and a test
// never waits for the pool while one of its own is held.
@Suite("Searching in the background", .serialized)
struct BackgroundSearchTests {
  private typealias Section = SectionedDataSource<Row>.Section

  /// A coordinator whose local search filters `all` in the background,
  /// after `hold` lets it (ids whose decimal text contains the query).
  private func makeSearch(all: [Row], hold: BlockingHold? = nil) -> (LoadCoordinator, SectionedDataSource<Row>) {
    let source = SectionedDataSource<Row>(items: all)
    let loads = LoadCoordinator(isEmpty: { source.sections.allSatisfy(\.items.isEmpty) })
    loads.clock = ManualLoadingClock()
    let host = TestLoadHost(of: loads, noItems: { source.sections.allSatisfy(\.items.isEmpty) })
    host.pendingReplacement = { source.pendingReplacement }
    // The search keeps the host (which the coordinator holds weakly) alive.
    loads.localSearch = { [host] query in
      _ = host
      source.replaceAllInBackground {
        hold?.wait(for: query)
        guard let query else { return [Section(items: all)] }
        return [Section(items: all.filter { String($0.id).contains(query) })]
      }
    }
    loads.send(.beginLoad)
    loads.succeed(hasMore: true)
    return (loads, source)
  }

  @Test func theSearchFinishesWhenItsResultLandsAndShowsNoLoadingMeanwhile() async throws {
    let hold = BlockingHold()
    let (loads, source) = makeSearch(all: (0..<500).map { Row(id: $0) }, hold: hold)
    var seen: [PageState] = []
    let observation = loads.observe { seen.append($0.state) }

    loads.send(.search("12"))
    #expect(loads.isAwaitingLocalSearch)
    #expect(loads.state == .loading)
    // However long the filter takes, no loading placeholder over the rows.
    (loads.clock as? ManualLoadingClock)?.advance(by: .seconds(5))
    #expect(loads.indicators == LoadIndicators())
    #expect(source.sections[0].items.count == 500, "the rows stay until the result lands")

    hold.release("12")
    _ = await source.pendingReplacement?.result()
    #expect(!loads.isAwaitingLocalSearch)
    #expect(loads.state == .content(.noMoreData))
    #expect(
      source.sections[0].items.map(\.id) == [12, 112, 120, 121, 122, 123, 124, 125, 126, 127, 128, 129, 212, 312, 412])
    #expect(seen == [.loading, .content(.noMoreData)])
    observation.cancel()
  }

  @Test func aNewerSearchSupersedesAnOlderOneStillFiltering() async {
    let hold = BlockingHold()
    let (loads, source) = makeSearch(all: (0..<500).map { Row(id: $0) }, hold: hold)
    loads.send(.search("4"))
    let older = source.pendingReplacement
    loads.send(.search("49"))
    let newer = source.pendingReplacement
    #expect(older?.outcome == .superseded)
    // The older filter ends first; its result is never applied.
    hold.release("4")
    for _ in 0..<100 { await Task.yield() }
    #expect(source.sections[0].items.count == 500)
    #expect(loads.isAwaitingLocalSearch, "the newer search is still on its way")
    hold.release("49")
    _ = await newer?.result()
    #expect(loads.state == .content(.noMoreData))
    #expect(
      source.sections[0].items.map(\.id) == [49, 149, 249, 349, 449, 490, 491, 492, 493, 494, 495, 496, 497, 498, 499])
  }

  @Test func noResultsAndBackToEveryRowWithPagingAgain() async {
    let (loads, source) = makeSearch(all: (0..<100).map { Row(id: $0) })
    loads.send(.search("1234567"))
    _ = await source.pendingReplacement?.result()
    #expect(loads.state == .noResults(query: "1234567"))
    loads.send(.clearSearch)
    #expect(loads.isAwaitingLocalSearch, "clearing filters in the background too")
    #expect(loads.state == .loading)
    _ = await source.pendingReplacement?.result()
    #expect(source.sections[0].items.count == 100)
    #expect(loads.state == .content(.canLoadMore), "the unfiltered list pages again")
  }

  @Test func aFilterThatReplacesAtOnceStillFinishesAtOnce() {
    let source = SectionedDataSource<Row>(items: (0..<10).map { Row(id: $0) })
    let loads = LoadCoordinator(isEmpty: { source.sections.allSatisfy(\.items.isEmpty) })
    loads.clock = ManualLoadingClock()
    loads.localSearch = { query in
      source.replaceAll(with: [
        Section(items: (0..<10).filter { query == nil || String($0).contains(query ?? "") }.map { Row(id: $0) })
      ])
    }
    let host = TestLoadHost(of: loads, noItems: { source.sections.allSatisfy(\.items.isEmpty) })
    defer { withExtendedLifetime(host) {} }
    host.pendingReplacement = { source.pendingReplacement }
    loads.send(.beginLoad)
    loads.succeed()
    loads.send(.search("3"))
    #expect(!loads.isAwaitingLocalSearch)
    #expect(loads.state == .content(.noMoreData))
  }
}

/// Holds each background filter until the test releases its query.
private final class BlockingHold: @unchecked Sendable {
  private let condition = DispatchSemaphore(value: 1)
  private var released: Set<String> = []
  private var waiters: [String: DispatchSemaphore] = [:]

  func wait(for query: String?) {
    let key = query ?? ""
    condition.wait()
    if released.contains(key) {
      condition.signal()
      return
    }
    let semaphore = waiters[key] ?? DispatchSemaphore(value: 0)
    waiters[key] = semaphore
    condition.signal()
    semaphore.wait()
    semaphore.signal()
  }

  func release(_ query: String) {
    condition.wait()
    released.insert(query)
    let semaphore = waiters[query]
    condition.signal()
    semaphore?.signal()
  }
}
