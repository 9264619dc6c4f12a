import Foundation
import XCTest

/// The start-up promise of `Application.launch`, run as a user runs the
/// examples: without a display, or with an invalid application ID, the
/// program prints one clear line on standard error and exits with status 1,
/// with no trap and no backtrace. The built executables are run as
/// subprocesses.
final class ExampleStartupTests: XCTestCase {
  private let examples = ["contacts-example", "article-example", "photos-example"]

  func testWithoutADisplayEachExampleSaysSoInOneLineAndExitsWithOne() throws {
    for example in examples {
      let run = try ProgramRun(example, removingDisplay: true)
      run.assertFailedInOneLine("\(example): cannot open display; set DISPLAY or WAYLAND_DISPLAY")
    }
  }

  func testAnUnreachableDisplaySaysTheSame() throws {
    for (variable, value) in [("DISPLAY", ":4711"), ("WAYLAND_DISPLAY", "no-such-wayland-socket")] {
      let run = try ProgramRun("contacts-example", removingDisplay: true, environment: [variable: value])
      run.assertFailedInOneLine("contacts-example: cannot open display; set DISPLAY or WAYLAND_DISPLAY")
    }
  }

  func testAnInvalidApplicationIDIsOneLineAndStatusOne() throws {
    // With a display, `launch` gets as far as the ID. Without one it stops
    // at the display, which the test above covers.
    guard ProcessInfo.processInfo.environment["DISPLAY"].map({ !$0.isEmpty }) == true else {
      throw XCTSkip("needs an X display to get past opening it; make test runs this under Xvfb")
    }
    for id in ["not an id", "single", "", "org..example", "1org.example"] {
      let run = try ProgramRun("LaunchProbe", arguments: [id])
      run.assertFailedInOneLine(
        "LaunchProbe: '\(id)' is not a valid application ID (use reverse-DNS, like org.example.App)")
    }
  }
}

/// One finished run of a program built next to the tests.
private struct ProgramRun {
  let label: String
  let status: Int32
  let exitedNormally: Bool
  let standardOutput: String
  let standardError: String

  /// Runs `program` from the build directory with `arguments`, and waits for
  /// it to exit (if it has not after 60 s, it is killed and the test fails).
  /// Output goes to files, so a long output cannot block the child.
  init(
    _ program: String, arguments: [String] = [], removingDisplay: Bool = false,
    environment extra: [String: String] = [:]
  ) throws {
    label = ([program] + arguments.map { "'\($0)'" }).joined(separator: " ")
    let process = Process()
    process.executableURL = try builtExecutable(program)
    process.arguments = arguments
    var environment = ProcessInfo.processInfo.environment
    environment["LC_ALL"] = "C.UTF-8"
    if removingDisplay {
      environment["DISPLAY"] = nil
      environment["WAYLAND_DISPLAY"] = nil
    }
    environment.merge(extra) { _, new in new }
    process.environment = environment

    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("example-run-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let outURL = directory.appendingPathComponent("stdout")
    let errURL = directory.appendingPathComponent("stderr")
    _ = FileManager.default.createFile(atPath: outURL.path, contents: nil)
    _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
    let out = try FileHandle(forWritingTo: outURL)
    let err = try FileHandle(forWritingTo: errURL)
    process.standardOutput = out
    process.standardError = err
    process.standardInput = FileHandle.nullDevice

    let finished = DispatchSemaphore(value: 0)
    process.terminationHandler = { _ in finished.signal() }
    try process.run()
    if finished.wait(timeout: .now() + 60) == .timedOut {
      process.terminate()
      finished.wait()
      XCTFail("\(label) did not exit within 60 s")
    }
    try out.close()
    try err.close()
    status = process.terminationStatus
    exitedNormally = process.terminationReason == .exit
    standardOutput = String(decoding: try Data(contentsOf: outURL), as: UTF8.self)
    standardError = String(decoding: try Data(contentsOf: errURL), as: UTF8.self)
  }

  /// Checks the run printed exactly `line` on standard error, nothing on
  /// standard output, and exited with status 1.
  func assertFailedInOneLine(_ line: String, file: StaticString = #filePath, lineNumber: UInt = #line) {
    XCTAssertTrue(exitedNormally, "\(label) exited, not killed by a signal", file: file, line: lineNumber)
    XCTAssertEqual(status, 1, "\(label): exit status", file: file, line: lineNumber)
    XCTAssertEqual(standardError, line + "\n", "\(label): one line on standard error", file: file, line: lineNumber)
    XCTAssertEqual(standardOutput, "", "\(label): nothing on standard output", file: file, line: lineNumber)
    for crash in ["Fatal error", "Backtrace", "crashed", "Trace/breakpoint", "Illegal instruction"] {
      XCTAssertFalse(standardError.contains(crash), "\(label) did not crash", file: file, line: lineNumber)
    }
  }
}

/// A program SwiftPM built next to the test binary (`.build/debug/NAME`).
private func builtExecutable(_ name: String) throws -> URL {
  let testBinary = try FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")
  let program = URL(fileURLWithPath: testBinary).deletingLastPathComponent().appendingPathComponent(name)
  guard FileManager.default.isExecutableFile(atPath: program.path) else {
    throw XCTSkip("no \(name) next to the tests at \(program.path); `swift build --build-tests` builds it")
  }
  return program
}
