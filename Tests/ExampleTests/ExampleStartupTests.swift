import Foundation
import PlaceholderTestSupport
import XCTest

/// The start-up promise of `Application.launch`, run as a user runs the
/// examples: without a display, or with an invalid application ID, the
/// program prints one clear line on standard error and exits with status 1,
/// with no trap and no backtrace. The built executables are run as
/// subprocesses.
final class ExampleStartupTests: XCTestCase {
  private let examples = [
    "contacts-example", "article-example", "photos-example", "files-example", "mail-example", "chat-example",
  ]

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
    // `launch` checks the ID before it opens the display, so the answer is
    // the same with a display and without one (nothing the display server
    // says when it opens can come between).
    for id in ["not an id", "single", "", "org..example", "1org.example"] {
      let run = try ProgramRun("LaunchProbe", arguments: [id], removingDisplay: true)
      run.assertFailedInOneLine(
        "LaunchProbe: '\(id)' is not a valid application ID (use reverse-DNS, like org.example.App)")
    }
  }
}

extension ProgramRun {
  /// Checks the run printed exactly `line` on standard error, nothing on
  /// standard output, and exited with status 1.
  fileprivate func assertFailedInOneLine(_ line: String, file: StaticString = #filePath, lineNumber: UInt = #line) {
    XCTAssertTrue(exitedNormally, "\(label) exited, not killed by a signal", file: file, line: lineNumber)
    XCTAssertEqual(status, 1, "\(label): exit status", file: file, line: lineNumber)
    XCTAssertEqual(standardError, line + "\n", "\(label): one line on standard error", file: file, line: lineNumber)
    XCTAssertEqual(standardOutput, "", "\(label): nothing on standard output", file: file, line: lineNumber)
    XCTAssertFalse(looksLikeACrash, "\(label) did not crash", file: file, line: lineNumber)
  }
}
