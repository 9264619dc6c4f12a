import PlaceholderCore
import Testing

@testable import PlaceholderCore

/// The loading indicators wait out a show delay and then stay a minimum
/// time, on a clock the test moves: no test here sleeps.
@MainActor
@Suite("Loading indicator timing")
struct LoadingIndicatorTimingTests {
  private let timing = LoadingIndicatorTiming(showDelay: .milliseconds(300), minimumDuration: .milliseconds(500))

  /// A coordinator in the delegate style (requests answered by the test
  /// with `succeed`/`fail`), on a manual clock.
  private func coordinator(clock: ManualLoadingClock, rows: @escaping @MainActor () -> Int = { 1 }) -> LoadCoordinator {
    let coordinator = LoadCoordinator(isEmpty: { rows() == 0 })
    coordinator.clock = clock
    coordinator.indicatorTiming = timing
    return coordinator
  }

  @Test func theDefaultsWaitPastTheFadeAndStayLongEnoughToBeSeen() {
    let defaults = LoadingIndicatorTiming()
    #expect(defaults.showDelay == .milliseconds(300))
    #expect(defaults.minimumDuration == .milliseconds(500))
    #expect(LoadingIndicatorTiming.immediate.showDelay == .zero)
  }

  @Test func aLoadFasterThanTheDelayNeverShowsTheLoadingIndicator() {
    let clock = ManualLoadingClock()
    let loads = coordinator(clock: clock)
    var changes = 0
    let host = TestLoadHost(of: loads, noItems: { false })
    defer { withExtendedLifetime(host) {} }
    host.indicatorsChanged = { changes += 1 }
    loads.send(.beginLoad)
    #expect(loads.state == .loading)
    #expect(loads.indicators == LoadIndicators())
    clock.advance(by: .milliseconds(299))
    #expect(!loads.indicators.showsLoading)
    loads.succeed()
    #expect(loads.state == .content(.noMoreData))
    clock.advance(by: .seconds(5))
    #expect(!loads.indicators.showsLoading)
    #expect(changes == 0, "nothing ever showed, so nothing changed")
    #expect(clock.pendingCount == 0, "no wake-up is left behind")
  }

  @Test func aSlowLoadShowsTheIndicatorAtTheDelayAndKeepsItForTheMinimum() {
    let clock = ManualLoadingClock()
    let loads = coordinator(clock: clock)
    var changes: [Bool] = []
    let host = TestLoadHost(of: loads, noItems: { false })
    defer { withExtendedLifetime(host) {} }
    host.indicatorsChanged = { changes.append(loads.indicators.showsLoading) }
    loads.send(.beginLoad)
    clock.advance(by: .milliseconds(300))
    #expect(loads.indicators.showsLoading)
    #expect(changes == [true])
    // The result comes 100 ms after the indicator appeared: it stays 400 ms more.
    clock.advance(by: .milliseconds(100))
    loads.succeed()
    #expect(loads.state == .content(.noMoreData))
    #expect(loads.indicators.showsLoading, "held for its minimum time")
    #expect(PlaceholderPolicy.placeholder(for: loads.state, indicators: loads.indicators) == .loading)
    #expect(PlaceholderPolicy.hidesRows(in: loads.state, indicators: loads.indicators))
    clock.advance(by: .milliseconds(399))
    #expect(loads.indicators.showsLoading)
    clock.advance(by: .milliseconds(1))
    #expect(!loads.indicators.showsLoading)
    #expect(changes == [true, false])
    #expect(PlaceholderPolicy.placeholder(for: loads.state, indicators: loads.indicators) == nil)
    #expect(!PlaceholderPolicy.hidesRows(in: loads.state, indicators: loads.indicators))
  }

  @Test func anIndicatorShownLongerThanTheMinimumGoesWithItsLoad() {
    let clock = ManualLoadingClock()
    let loads = coordinator(clock: clock)
    loads.send(.beginLoad)
    clock.advance(by: .seconds(2))
    #expect(loads.indicators.showsLoading)
    loads.fail(.network("offline"))
    #expect(!loads.indicators.showsLoading, "shown for 1.7 s already: the failure shows at once")
    #expect(
      PlaceholderPolicy.placeholder(for: loads.state, indicators: loads.indicators) == .failed(.network("offline")))
  }

  @Test func aRestartDuringTheHoldKeepsTheIndicatorWithoutABlink() {
    let clock = ManualLoadingClock()
    let loads = coordinator(clock: clock)
    var changes: [Bool] = []
    let host = TestLoadHost(of: loads, noItems: { false })
    defer { withExtendedLifetime(host) {} }
    host.indicatorsChanged = { changes.append(loads.indicators.showsLoading) }
    loads.send(.beginLoad)
    clock.advance(by: .milliseconds(300))
    loads.succeed()
    loads.send(.restart)
    clock.advance(by: .seconds(1))
    #expect(loads.indicators.showsLoading, "a load runs again")
    #expect(changes == [true])
  }

  @Test func thePagingSpinnerWaitsAndHoldsLikeTheLoadingPlaceholder() {
    let clock = ManualLoadingClock()
    let loads = coordinator(clock: clock)
    loads.send(.beginLoad)
    loads.succeed(hasMore: true)
    loads.send(.loadMore)
    #expect(loads.state == .content(.loadingMore))
    #expect(PlaceholderPolicy.pagingFooter(for: loads.state, indicators: loads.indicators) == .hidden)
    clock.advance(by: .milliseconds(300))
    #expect(loads.indicators == LoadIndicators(showsLoading: false, showsPagingSpinner: true))
    #expect(PlaceholderPolicy.pagingFooter(for: loads.state, indicators: loads.indicators) == .loading)
    loads.succeed(hasMore: true)
    #expect(PlaceholderPolicy.pagingFooter(for: loads.state, indicators: loads.indicators) == .loading)
    clock.advance(by: .milliseconds(500))
    #expect(PlaceholderPolicy.pagingFooter(for: loads.state, indicators: loads.indicators) == .hidden)
    // A fast page shows no footer at all.
    loads.send(.loadMore)
    clock.advance(by: .milliseconds(100))
    loads.succeed(hasMore: false)
    clock.advance(by: .seconds(1))
    #expect(!loads.indicators.showsPagingSpinner)
  }

  @Test func immediateTimingShowsIndicatorsExactlyWhileTheirLoadsRun() {
    let clock = ManualLoadingClock()
    let loads = coordinator(clock: clock)
    loads.indicatorTiming = .immediate
    loads.send(.beginLoad)
    #expect(loads.indicators.showsLoading)
    loads.succeed(hasMore: true)
    #expect(!loads.indicators.showsLoading)
    loads.send(.loadMore)
    #expect(loads.indicators.showsPagingSpinner)
    loads.succeed()
    #expect(loads.indicators == LoadIndicators())
    #expect(clock.pendingCount == 0)
  }

  @Test func theGateAloneFollowsTheRules() {
    let start = ContinuousClock.now
    var gate = IndicatorGate()
    #expect(gate.update(loading: true, at: start, timing: timing) == start.advanced(by: .milliseconds(300)))
    #expect(!gate.isShown)
    // Asked early, it names the same instant again.
    #expect(
      gate.update(loading: true, at: start.advanced(by: .milliseconds(10)), timing: timing)
        == start.advanced(by: .milliseconds(300)))
    #expect(gate.update(loading: true, at: start.advanced(by: .milliseconds(300)), timing: timing) == nil)
    #expect(gate.isShown)
    let end = start.advanced(by: .milliseconds(800))
    #expect(gate.update(loading: false, at: start.advanced(by: .milliseconds(350)), timing: timing) == end)
    #expect(gate.isShown)
    #expect(gate.update(loading: false, at: end, timing: timing) == nil)
    #expect(gate.phase == .hidden)
  }

  @Test func theManualClockWakesSleepersInOrderAndSkipsCancelledOnes() {
    let clock = ManualLoadingClock()
    var woken: [Int] = []
    let late = clock.schedule(at: clock.now.advanced(by: .milliseconds(200))) { woken.append(2) }
    let early = clock.schedule(at: clock.now.advanced(by: .milliseconds(100))) { woken.append(1) }
    let cancelled = clock.schedule(at: clock.now.advanced(by: .milliseconds(150))) { woken.append(3) }
    cancelled.cancel()
    clock.advance(by: .milliseconds(150))
    #expect(woken == [1])
    clock.advance(by: .milliseconds(50))
    #expect(woken == [1, 2])
    _ = (late, early)
    #expect(clock.pendingCount == 0)
  }
}
