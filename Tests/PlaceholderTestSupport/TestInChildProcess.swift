import Foundation
import XCTest

/// Runs one test of the running test binary in a child process, with
/// `environment` added to this one's, and fails (at the caller's line)
/// unless the child ran exactly that test and it passed: for a test that
/// changes its process for good (libadwaita's style), or needs a setting
/// GTK reads once at start (`GDK_SCALE`, `GTK_A11Y`).
/// `launcher` runs the child (`["unshare", "--net"]` for a network of its
/// own), given the test binary and the test's name.
package func runTestInChildProcess(
  _ testName: String, environment extra: [String: String], launcher: [String] = [],
  file: StaticString = #filePath, line: UInt = #line
) throws {
  let process = Process()
  if let tool = launcher.first {
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = [tool] + launcher.dropFirst() + [CommandLine.arguments[0], testName]
  } else {
    process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
    process.arguments = [testName]
  }
  var environment = ProcessInfo.processInfo.environment
  environment.merge(extra) { _, new in new }
  process.environment = environment
  let output = Pipe()
  process.standardOutput = output
  process.standardError = output
  try process.run()
  let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
  process.waitUntilExit()
  XCTAssertEqual(process.terminationStatus, 0, text, file: file, line: line)
  XCTAssertTrue(text.contains("Executed 1 test, with 0 failures"), text, file: file, line: line)
}
