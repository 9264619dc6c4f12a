import Foundation
import PlaceholderTestSupport
import XCTest

/// Input from outside (issue 8): the built `placeholder-demo` is run as a
/// subprocess with bad command lines and without a display. Each bad input
/// gets one clear line on standard error and its exit status (2 for a bad
/// command line, 1 for no display); nothing ever crashes or prints a
/// backtrace. No display is needed: the demo stops before opening one, or
/// is run with the display variables removed on purpose.
final class DemoCommandLineTests: XCTestCase {
  // MARK: - Bad command lines: status 2, one line

  func testAnUnknownOptionIsOneLineAndStatusTwo() throws {
    let run = try runDemo(["--bogus"])
    run.assertFailed(status: 2, mentioning: "--bogus")
  }

  func testALatencyThatIsNotAWholeNumberIsOneLineAndStatusTwo() throws {
    for arguments in [
      ["--latency-ms", "abc"], ["--latency-ms=abc"], ["--latency-ms", "-5"], ["--latency-ms", "1.5"],
      ["--latency-ms", "99999999999999999999999"], ["--fail-first", "lots"],
    ] {
      let run = try runDemo(arguments)
      run.assertFailed(status: 2, mentioning: arguments.last?.split(separator: "=").last.map(String.init) ?? "")
    }
  }

  func testAnUnknownPageIsOneLineAndStatusTwo() throws {
    let run = try runDemo(["--page", "nowhere"])
    run.assertFailed(status: 2, mentioning: "nowhere")
    XCTAssertTrue(run.standardError.contains("--list-pages"), "it says where the pages are listed")
  }

  func testMissingValuesAndStrayArgumentsAreOneLineAndStatusTwo() throws {
    for arguments in [["--page"], ["--latency-ms"], ["--screenshot"], ["stray"], ["--page", "--help"]] {
      let run = try runDemo(arguments)
      run.assertFailed(status: 2, mentioning: arguments[0])
    }
  }

  func testAWindowSizeThatIsNotWidthByHeightIsOneLineAndStatusTwo() throws {
    for size in ["360", "360x", "x294", "0x294", "360x294x1", "wide", "360×294", "-360x294"] {
      let run = try runDemo(["--size", size])
      run.assertFailed(status: 2, mentioning: "360x294")
    }
    // Accepted, so the demo goes on to open the display, which is missing.
    let run = try runDemo(["--size", "360x294"], removingDisplay: true)
    XCTAssertEqual(run.status, 1, run.standardError)
  }

  func testAHugeArgumentIsRefusedInOneLine() throws {
    let huge = String(repeating: "x", count: 100_000)
    let run = try runDemo(["--page", huge])
    run.assertFailed(status: 2, mentioning: "unknown page")
    let run2 = try runDemo(["--" + huge])
    run2.assertFailed(status: 2, mentioning: "unknown option")
  }

  // MARK: - Information: status 0

  func testHelpVersionAndListPagesSucceedOnStandardOutput() throws {
    for flag in ["--help", "-h"] {
      let help = try runDemo([flag])
      help.assertSucceeded()
      XCTAssertTrue(help.standardOutput.hasPrefix("Usage: placeholder-demo"), help.standardOutput)
      XCTAssertTrue(help.standardOutput.contains("--latency-ms"))
    }

    let version = try runDemo(["--version"])
    version.assertSucceeded()
    XCTAssertEqual(version.outputLines.count, 1)
    XCTAssertTrue(version.standardOutput.hasPrefix("placeholder-demo "), version.standardOutput)

    let pages = try runDemo(["--list-pages"])
    pages.assertSucceeded()
    XCTAssertFalse(pages.outputLines.isEmpty)
    for line in pages.outputLines {
      let fields = line.split(separator: "\t")
      XCTAssertEqual(fields.count, 2, "each line is an ID and a title: \(line)")
    }
  }

  func testEveryListedPageIsAcceptedByPage() throws {
    let pages = try runDemo(["--list-pages"])
    let identifiers = pages.outputLines.compactMap { $0.split(separator: "\t").first.map(String.init) }
    XCTAssertFalse(identifiers.isEmpty)
    for identifier in identifiers {
      // Accepted, so the demo goes on to open the display, which is missing.
      let run = try runDemo(["--page", identifier], removingDisplay: true)
      run.assertFailed(status: 1, mentioning: "cannot open display")
    }
  }

  // MARK: - No display: status 1, exactly one line

  func testWithoutADisplayTheDemoSaysSoInOneLineAndExitsWithOne() throws {
    let expected = "placeholder-demo: cannot open display; set DISPLAY or WAYLAND_DISPLAY"
    let unset = try runDemo([], removingDisplay: true)
    unset.assertFailed(status: 1, mentioning: "cannot open display")
    XCTAssertEqual(unset.standardError, expected + "\n")
    XCTAssertEqual(unset.standardOutput, "")

    // A display that is named but not there says the same.
    for (variable, value) in [("DISPLAY", ":4711"), ("WAYLAND_DISPLAY", "no-such-wayland-socket")] {
      let unreachable = try runDemo([], removingDisplay: true, extraEnvironment: [variable: value])
      unreachable.assertFailed(status: 1, mentioning: "cannot open display")
      XCTAssertEqual(unreachable.standardError, expected + "\n", "\(variable)=\(value)")
    }
  }
}

// MARK: - Running the demo

/// Runs the demo with `arguments` and waits for it (at most 30 s, then it
/// is killed and the test fails).
private func runDemo(
  _ arguments: [String], removingDisplay: Bool = false, extraEnvironment: [String: String] = [:]
) throws -> ProgramRun {
  try ProgramRun(
    "placeholder-demo", arguments: arguments, removingDisplay: removingDisplay, environment: extraEnvironment,
    limitSeconds: 30)
}

extension ProgramRun {
  fileprivate func assertFailed(status expected: Int32, mentioning fragment: String, line: UInt = #line) {
    XCTAssertTrue(exitedNormally, "\(label) exited, not killed by a signal", line: line)
    XCTAssertFalse(looksLikeACrash, "\(label) printed no crash: \(standardError.prefix(300))", line: line)
    XCTAssertEqual(status, expected, "\(label): exit status", line: line)
    XCTAssertEqual(
      errorLines.count, 1, "\(label): exactly one line on stderr: \(standardError.prefix(300))", line: line)
    XCTAssertTrue(standardError.hasPrefix("placeholder-demo: "), "\(label): \(standardError.prefix(300))", line: line)
    XCTAssertTrue(standardError.contains(fragment), "\(label) mentions '\(fragment.prefix(40))'", line: line)
    XCTAssertEqual(standardOutput, "", "\(label): nothing on stdout", line: line)
  }

  fileprivate func assertSucceeded(line: UInt = #line) {
    XCTAssertTrue(exitedNormally, "\(label) exited normally", line: line)
    XCTAssertFalse(looksLikeACrash, line: line)
    XCTAssertEqual(status, 0, "\(label): \(standardError)", line: line)
    XCTAssertEqual(standardError, "", line: line)
  }
}
