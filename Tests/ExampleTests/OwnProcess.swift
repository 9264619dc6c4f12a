import Foundation
import PlaceholderTestSupport
import XCTest

/// Set in the child process that runs one test on its own.
private let childVariable = "PLACEHOLDERS_OWN_PROCESS_CHILD"

extension XCTestCase {
  /// For tests that change their process for good (libadwaita takes over
  /// the style of the whole process once `adw_init` runs, and the other
  /// tests' dark style, set through GtkSettings, would stop working): true
  /// in a child process of this test binary, where the test body runs; in
  /// the parent, runs `test` of this class in that child and returns false,
  /// failing when the child failed.
  func isInOwnProcess(_ test: String, file: StaticString = #filePath, line: UInt = #line) throws -> Bool {
    if ProcessInfo.processInfo.environment[childVariable] == "1" { return true }
    try runTestInChildProcess(
      "ExampleTests.\(String(describing: type(of: self)))/\(test)", environment: [childVariable: "1"], file: file,
      line: line)
    return false
  }
}
