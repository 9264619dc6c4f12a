internal import CGtk
import Foundation
internal import GtkKit
internal import PlaceholderCore
internal import PlaceholderGtk
import XCTest

/// The base of every GTK test.
///
/// XCTest runs tests on the process's main thread, the thread GTK needs.
/// Swift Testing would run them on a worker thread (its async entry point
/// parks the main thread in `dispatch_main`), which is why the GTK tests use
/// XCTest. Test methods are not `@MainActor` (XCTest on Linux cannot call
/// isolated throwing test methods), so each body enters the main actor with
/// `onMain { … }`.
///
/// Each test opens the display; with no display it is skipped, unless
/// `PLACEHOLDERS_REQUIRE_DISPLAY=1` (set by `make test`) makes that a failure.
open class GtkTestCase: XCTestCase {
  override open func setUpWithError() throws {
    try super.setUpWithError()
    try onMain {
      try Self.openDisplayOrSkip()
      // A test about something else checks a failure as it stands: a
      // retry counting down on the real clock would race it. The tests
      // of retries set a policy on their lists' own clocks.
      LoadCoordinator.defaultRetryPolicy = .off
    }
  }

  override open func tearDown() {
    onMain { MainLoop.drain() }
    super.tearDown()
  }

  /// Runs a test body on the main actor. XCTest calls tests on the main
  /// thread, outside any task, so this only states what is already true.
  package func onMain(_ body: @MainActor () throws -> Void) rethrows {
    try MainActor.assumeIsolated(body)
  }

  @MainActor
  private static func openDisplayOrSkip() throws {
    // Most test lists are unnamed: their one warning would land in
    // whichever test shows the first, and upset its count of warnings.
    // `ListNameTests` lets it warn again on purpose.
    Diagnostics.markWarned(key: ListAccessibleName.warningKey)
    do {
      try Display.open()
    } catch {
      if ProcessInfo.processInfo.environment["PLACEHOLDERS_REQUIRE_DISPLAY"] == "1" {
        XCTFail("no display, but make test requires one: \(error)")
        throw error
      }
      throw XCTSkip("GTK tests need a display (\(error)); make test runs them under Xvfb")
    }
  }
}
