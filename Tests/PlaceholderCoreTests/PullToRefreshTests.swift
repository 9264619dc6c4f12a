import PlaceholderCore
import Testing

@Suite("Pull to refresh")
struct PullToRefreshTests {
  @Test func aPullGoesThroughItsPhasesAndRequestsOneRefresh() throws {
    var pull = try PullToRefresh(threshold: 80)
    #expect(pull.phase == .idle)
    #expect(pull.label == nil)
    try pull.pull(to: 20)
    #expect(pull.phase == .pulling)
    #expect(pull.label == "Pull to refresh")
    #expect(pull.progress == 0.25)
    try pull.pull(to: 80)
    #expect(pull.phase == .armed)
    #expect(pull.label == "Release to refresh")
    try pull.pull(to: 200)
    #expect(pull.progress == 1)
    let refresh1 = pull.release()
    #expect(refresh1)
    #expect(pull.phase == .refreshing)
    #expect(pull.label == "Refreshing…")
    #expect(pull.progress == 1)
    pull.endRefreshing()
    #expect(pull.phase == .idle)
    #expect(pull.progress == 0)
  }

  @Test func releasingBelowTheThresholdRefreshesNothing() throws {
    var pull = PullToRefresh()
    try pull.pull(to: PullToRefresh.defaultThreshold - 1)
    let refresh2 = pull.release()
    #expect(!refresh2)
    #expect(pull.phase == .idle)
    // Armed, then pushed back below: no longer armed.
    try pull.pull(to: PullToRefresh.defaultThreshold)
    try pull.pull(to: 5)
    #expect(pull.phase == .pulling)
    let refresh3 = pull.release()
    #expect(!refresh3)
    let refresh4 = pull.release()
    #expect(!refresh4, "a second release of nothing")
  }

  @Test func pullsDuringARefreshRequestNothing() throws {
    var pull = PullToRefresh()
    try pull.pull(to: 100)
    var requests = pull.release() ? 1 : 0
    for distance in [10.0, 100, 300] {
      try pull.pull(to: distance)
      #expect(pull.phase == .refreshing)
      if pull.release() { requests += 1 }
    }
    let refresh5 = pull.beginRefreshing()
    #expect(!refresh5, "code cannot start a second refresh either")
    #expect(requests == 1)
  }

  @Test func aPullStillHeldWhenItsRefreshEndsCannotRefreshAgain() throws {
    var pull = PullToRefresh()
    try pull.pull(to: 100)
    // The GTK layer ends the gesture on release; here the refresh starts
    // from the armed pull as the machine follows.
    pull.follow(.refreshing(over: .content(hasMore: true)))
    #expect(pull.phase == .refreshing)
    pull.follow(.content(.canLoadMore))  // refresh done, finger still down
    #expect(pull.phase == .idle)
    try pull.pull(to: 150)
    #expect(pull.phase == .idle, "the spent pull does not arm")
    let refresh6 = pull.release()
    #expect(!refresh6)
    // A new pull arms again.
    try pull.pull(to: 100)
    #expect(pull.phase == .armed)
    // A spent pull that returns to the top is fresh again.
    _ = pull.beginRefreshing()
    pull.endRefreshing()
    try pull.pull(to: 0)
    try pull.pull(to: 100)
    #expect(pull.phase == .armed)
  }

  @Test func exactlyOneRefreshPerPullOverManyPulls() throws {
    var pull = PullToRefresh()
    var requests = 0
    for gesture in 0..<10 {
      // Each gesture wobbles around the threshold before releasing.
      for distance in [30.0, 90, 60, 120, 70, 95] { try pull.pull(to: distance) }
      if pull.release() { requests += 1 }
      #expect(requests == gesture + 1)
      pull.follow(.content(.canLoadMore))
    }
  }

  @Test func aWheelHeldAgainstTheTopAccumulates() throws {
    var pull = PullToRefresh()
    for _ in 0..<5 { try pull.pull(by: 10) }
    #expect(pull.overshoot == 50)
    #expect(pull.phase == .pulling)
    try pull.pull(by: 30)
    #expect(pull.phase == .armed)
    try pull.pull(by: -500)
    #expect(pull.overshoot == 0)
    #expect(pull.phase == .idle)
  }

  @Test func refreshingFromCodeAndFollowingTheMachine() {
    var pull = PullToRefresh()
    let refresh7 = pull.beginRefreshing()
    #expect(refresh7)
    #expect(pull.phase == .refreshing)
    pull.endRefreshing()
    #expect(pull.phase == .idle)
    pull.follow(.refreshing(over: .idle))
    #expect(pull.phase == .refreshing)
    pull.follow(.refreshing(over: .idle))
    #expect(pull.phase == .refreshing)
    pull.follow(.empty)
    #expect(pull.phase == .idle)
  }

  @Test func badValuesAreRejectedAndChangeNothing() throws {
    #expect(throws: PullToRefreshError.invalidThreshold(0)) { try PullToRefresh(threshold: 0) }
    #expect(throws: PullToRefreshError.invalidThreshold(-3)) { try PullToRefresh(threshold: -3) }
    #expect(throws: PullToRefreshError.self) { try PullToRefresh(threshold: .infinity) }
    var pull = PullToRefresh()
    try pull.pull(to: 30)
    let before = pull
    #expect(throws: PullToRefreshError.self) { try pull.pull(to: .nan) }
    #expect(throws: PullToRefreshError.invalidOvershoot(.infinity)) { try pull.pull(by: .infinity) }
    #expect(throws: PullToRefreshError.invalidThreshold(-1)) { try pull.setThreshold(-1) }
    #expect(pull == before)
    #expect(PullToRefreshError.invalidThreshold(0).description.contains("threshold"))
    try pull.pull(to: -20)
    #expect(pull.overshoot == 0, "not past the top")
    // A finite delta that would overflow the overshoot is rejected too.
    try pull.pull(to: .greatestFiniteMagnitude)
    let huge = pull
    #expect(throws: PullToRefreshError.self) { try pull.pull(by: .greatestFiniteMagnitude) }
    #expect(pull == huge)
  }

  @Test func changingTheThresholdRejudgesThePull() throws {
    var pull = PullToRefresh()
    try pull.pull(to: 50)
    #expect(pull.phase == .pulling)
    try pull.setThreshold(40)
    #expect(pull.threshold == 40)
    #expect(pull.phase == .armed)
  }
}
