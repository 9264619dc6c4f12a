import CGtk
import Foundation
import PlaceholderCore
import PlaceholderTestSupport
import XCTest

@testable import GtkKit
@testable import PlaceholderDemo
@testable import PlaceholderGtk

/// The Any View page: a placeholder over an article, not a list.
final class AnyViewPageTests: GtkTestCase {
  /// GTK keeps accessible values where a test can read them only with its
  /// test backend, chosen once per process (`GTK_A11Y=test`); the suite
  /// runs with `GTK_A11Y=none`. Without it this test runs itself again in a
  /// child process that has it, and passes when the child passed.
  func testTheHeaderButtonIsNamedOnceWithoutItsUnderscore() throws {
    guard ProcessInfo.processInfo.environment["GTK_A11Y"] == "test" else {
      try runInTestBackend("PlaceholderDemoTests.AnyViewPageTests/testTheHeaderButtonIsNamedOnceWithoutItsUnderscore")
      return
    }
    try onMain {
      let page = AnyViewPage(network: SimulatedNetwork(latencyMilliseconds: 0, failFirst: 0, offline: false))
      let button = try XCTUnwrap(page.headerWidget)
      let accessible: OpaquePointer = gcast(button.gtkWidget)
      XCTAssertNil(
        accessibleMismatch(accessible, GTK_ACCESSIBLE_PROPERTY_LABEL, "Fail Next Load"),
        "a screen reader reads the name once, not 'Fail Next Load Fail Next Load'")
      XCTAssertEqual(
        gtk_test_accessible_has_relation(accessible, GTK_ACCESSIBLE_RELATION_LABELLED_BY), 0,
        "no label child adds its text to the name a second time")
    }
  }
}

/// Runs one test of this binary in a child process with GTK's accessibility
/// test backend, and fails unless it ran and passed.
func runInTestBackend(_ testName: String, file: StaticString = #filePath, line: UInt = #line) throws {
  try runTestInChildProcess(testName, environment: ["GTK_A11Y": "test"], file: file, line: line)
}

/// GTK's message when a string accessible property is not `expected`, or nil.
@MainActor
func accessibleMismatch(_ accessible: OpaquePointer, _ property: GtkAccessibleProperty, _ expected: String)
  -> String?
{
  guard gtk_test_accessible_has_property(accessible, property) != 0 else { return "not set" }
  guard let message = pg_accessible_check_string(accessible, property, expected) else { return nil }
  defer { g_free(message) }
  return String(cString: message)
}
