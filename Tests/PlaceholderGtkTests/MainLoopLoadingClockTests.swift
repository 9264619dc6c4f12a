import GtkKit
import PlaceholderCore
import PlaceholderTestSupport
import XCTest

@testable import PlaceholderGtk

/// The clock lists and web pages wake their show delays and retries with:
/// a GLib timeout on GTK's main loop, not a sleeping task.
final class MainLoopLoadingClockTests: GtkTestCase {
  /// Iterates the main loop until `done` or two seconds have passed.
  @MainActor
  private static func iterate(until done: () -> Bool) {
    let limit = ContinuousClock.now + .seconds(2)
    while !done(), ContinuousClock.now < limit { _ = MainLoop.iterateOnce(blocking: false) }
  }

  func testAnActionRunsOnTheMainLoopNotBeforeItsDeadline() {
    onMain {
      let clock = MainLoopLoadingClock()
      let deadline = clock.now + .milliseconds(40)
      var ranAt: ContinuousClock.Instant?
      let token = clock.schedule(at: deadline) { ranAt = ContinuousClock.now }
      XCTAssertNil(ranAt, "not at once")
      Self.iterate { ranAt != nil }
      XCTAssertNotNil(ranAt, "the main loop ran it")
      if let ranAt { XCTAssertGreaterThanOrEqual(ranAt, deadline, "not before its deadline") }
      token.cancel()  // after it ran: nothing to remove, no GLib warning
    }
  }

  func testACancelledActionNeverRuns() {
    onMain {
      let clock = MainLoopLoadingClock()
      var runs = 0
      let token = clock.schedule(at: clock.now + .milliseconds(20)) { runs += 1 }
      token.cancel()
      token.cancel()
      var later = false
      _ = clock.schedule(at: clock.now + .milliseconds(60)) { later = true }
      Self.iterate { later }
      XCTAssertTrue(later)
      XCTAssertEqual(runs, 0)
    }
  }

  func testADeadlinePassedRunsAtTheNextIteration() {
    onMain {
      let clock = MainLoopLoadingClock()
      var ran = false
      _ = clock.schedule(at: clock.now - .seconds(1)) { ran = true }
      Self.iterate { ran }
      XCTAssertTrue(ran)
    }
  }

  /// A list's own load coordinator wakes on this clock.
  func testListsUseIt() {
    onMain {
      let table = TableAdapter(dataSource: StringsDataSource([["a"]]))
      XCTAssertTrue(table.loads.clock is MainLoopLoadingClock)
    }
  }
}
