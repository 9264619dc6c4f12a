import Foundation
import XCTest

/// One finished run of a program SwiftPM built next to the test binary (the
/// demo, an example): its exit and what it printed.
package struct ProgramRun {
  /// The program and its arguments, for messages.
  package let label: String
  /// The exit status.
  package let status: Int32
  /// Whether it exited, rather than being killed by a signal.
  package let exitedNormally: Bool
  /// What it printed on standard output.
  package let standardOutput: String
  /// What it printed on standard error.
  package let standardError: String

  /// Runs `program` from the build directory with `arguments` in the C.UTF-8
  /// locale, and waits for it to exit; if it has not after `limitSeconds`, it
  /// is killed and the test fails. Output goes to files, so a long output
  /// cannot block the child on a full pipe. Skips the test when the program
  /// was not built.
  package init(
    _ program: String, arguments: [String] = [], removingDisplay: Bool = false,
    environment extra: [String: String] = [:], limitSeconds: Int = 60
  ) throws {
    label = ([program] + arguments.map { $0.count > 40 ? "'\($0.prefix(20))…'" : "'\($0)'" })
      .joined(separator: " ")
    let process = Process()
    process.executableURL = try Self.builtExecutable(program)
    process.arguments = arguments
    var environment = ProcessInfo.processInfo.environment
    environment["LC_ALL"] = "C.UTF-8"
    if removingDisplay {
      environment["DISPLAY"] = nil
      environment["WAYLAND_DISPLAY"] = nil
    }
    environment.merge(extra) { _, new in new }
    process.environment = environment

    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("program-run-\(UUID().uuidString)")
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
    if finished.wait(timeout: .now() + .seconds(limitSeconds)) == .timedOut {
      process.terminate()
      finished.wait()
      XCTFail("\(label) did not exit within \(limitSeconds) s")
    }
    try out.close()
    try err.close()
    status = process.terminationStatus
    exitedNormally = process.terminationReason == .exit
    standardOutput = String(decoding: try Data(contentsOf: outURL), as: UTF8.self)
    standardError = String(decoding: try Data(contentsOf: errURL), as: UTF8.self)
  }

  /// The lines on standard output.
  package var outputLines: [Substring] { standardOutput.split(separator: "\n") }

  /// The lines on standard error, each ended by a newline.
  package var errorLines: [Substring] {
    standardError.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
  }

  /// Whether the output has what a crash leaves: the Swift runtime's or the
  /// kernel's words.
  package var looksLikeACrash: Bool {
    let everything = standardOutput + standardError
    return ["Fatal error", "Backtrace", "crashed", "Segmentation fault", "Illegal instruction", "Trace/breakpoint"]
      .contains { everything.contains($0) }
  }

  /// A program SwiftPM built next to the test binary (`.build/debug/NAME`).
  private static func builtExecutable(_ name: String) throws -> URL {
    let testBinary = try FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")
    let program = URL(fileURLWithPath: testBinary).deletingLastPathComponent().appendingPathComponent(name)
    guard FileManager.default.isExecutableFile(atPath: program.path) else {
      throw XCTSkip("no \(name) next to the tests at \(program.path); `swift build --build-tests` builds it")
    }
    return program
  }
}
