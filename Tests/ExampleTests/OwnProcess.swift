import Foundation
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
    let process = Process()
    process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
    process.arguments = ["ExampleTests.\(String(describing: type(of: self)))/\(test)"]
    var environment = ProcessInfo.processInfo.environment
    environment[childVariable] = "1"
    process.environment = environment
    let output = Pipe()
    process.standardOutput = output
    process.standardError = output
    try process.run()
    let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    XCTAssertEqual(process.terminationStatus, 0, text, file: file, line: line)
    XCTAssertTrue(text.contains("Executed 1 test, with 0 failures"), text, file: file, line: line)
    return false
  }
}
