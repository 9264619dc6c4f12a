import PlaceholderCore
import Testing

/// A fake service whose loads finish when the test says so.
@MainActor
final class GatedService {
  private(set) var requests: [LoadRequest] = []
  private var gates: [LoadToken: CheckedContinuation<Void, Never>] = [:]
  var failures: Set<LoadToken> = []
  var applied: [LoadToken] = []
  var rows = 0

  func operation(rowsPerLoad: Int, hasMore: Bool) -> LoadCoordinator.Operation {
    { [self] request in
      requests.append(request)
      await withCheckedContinuation { gates[request.token] = $0 }
      if failures.contains(request.token) { throw LoadFailure.network("offline") }
      return LoadResult(hasMore: hasMore) { [self] in
        applied.append(request.token)
        rows = request.kind == .nextPage ? rows + rowsPerLoad : rowsPerLoad
      }
    }
  }

  /// Lets a load finish and waits until its result has been handled.
  func release(_ token: LoadToken) async {
    gates.removeValue(forKey: token)?.resume()
    for _ in 0..<20 { await Task.yield() }
  }

  /// Waits until the coordinator's task has called the operation.
  func waitForRequest(count: Int) async {
    for _ in 0..<100 where requests.count < count { await Task.yield() }
  }
}

@MainActor
@Suite("Load coordinator")
struct LoadCoordinatorTests {
  @Test func aFirstLoadShowsLoadingThenContent() async {
    let service = GatedService()
    let coordinator = LoadCoordinator(isEmpty: { service.rows == 0 })
    coordinator.operation = service.operation(rowsPerLoad: 20, hasMore: true)
    coordinator.send(.beginLoad)
    #expect(coordinator.state == .loading)
    await service.waitForRequest(count: 1)
    #expect(service.requests.map(\.kind) == [.firstPage])
    await service.release(service.requests[0].token)
    #expect(coordinator.state == .content(.canLoadMore))
    #expect(service.applied.count == 1)
  }

  @Test func retryWhileLoadingStartsNothingNew() async {
    let service = GatedService()
    let coordinator = LoadCoordinator()
    coordinator.operation = service.operation(rowsPerLoad: 0, hasMore: false)
    coordinator.send(.beginLoad)
    await service.waitForRequest(count: 1)
    service.failures.insert(service.requests[0].token)
    await service.release(service.requests[0].token)
    guard case .failed(let failure) = coordinator.state else {
      Issue.record("expected failed, got \(coordinator.state)")
      return
    }
    #expect(failure.kind == .network)

    for _ in 0..<1_000 { coordinator.send(.retry) }
    await service.waitForRequest(count: 2)
    #expect(service.requests.count == 2, "1,000 Retry presses while loading: one load")
    await service.release(service.requests[1].token)
    #expect(coordinator.state == .empty)
  }

  @Test func aRefreshSupersedesAPageLoadAndItsLateResultIsNeverApplied() async {
    let service = GatedService()
    let coordinator = LoadCoordinator(isEmpty: { service.rows == 0 })
    coordinator.operation = service.operation(rowsPerLoad: 20, hasMore: true)
    coordinator.send(.beginLoad)
    await service.waitForRequest(count: 1)
    await service.release(service.requests[0].token)

    coordinator.send(.loadMore)
    await service.waitForRequest(count: 2)
    let page = service.requests[1].token
    coordinator.send(.refresh)
    await service.waitForRequest(count: 3)
    #expect(service.requests.map(\.kind) == [.firstPage, .nextPage, .refresh])

    await service.release(page)  // the superseded page answers late
    #expect(!service.applied.contains(page), "a superseded result never lands")
    await service.release(service.requests[2].token)
    #expect(service.applied.count == 2)
    #expect(service.rows == 20)
    #expect(coordinator.state == .content(.canLoadMore))
  }

  @Test func theDelegateStyleAsksAndTheAppReportsBack() {
    let coordinator = LoadCoordinator()
    let service = GatedService()
    var asked: [LoadKind] = []
    let host = TestLoadHost(of: coordinator, noItems: { service.rows == 0 })
    defer { withExtendedLifetime(host) {} }
    host.requested = { asked.append($0.kind) }
    coordinator.send(.beginLoad)
    #expect(asked == [.firstPage])
    service.rows = 5
    coordinator.succeed(hasMore: false)
    #expect(coordinator.state == .content(.noMoreData))
    coordinator.send(.loadMore)
    #expect(asked == [.firstPage], "no more data: no further requests")
    coordinator.send(.refresh)
    coordinator.fail(.network("down"))
    #expect(coordinator.state == .content(.noMoreData), "a failed refresh over rows keeps them")
  }

  @Test func aFirstReloadWithoutALoadCountsAsTheFirstLoad() {
    let coordinator = LoadCoordinator()
    coordinator.dataDidChange(isEmpty: true, countsAsFirstLoad: true)
    #expect(coordinator.state == .empty)
    coordinator.dataDidChange(isEmpty: false, countsAsFirstLoad: true)
    #expect(coordinator.state == .content(.noMoreData))
  }
}
