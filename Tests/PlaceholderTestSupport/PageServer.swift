import Foundation
internal import GtkKit
import XCTest

/// The tests' web server (`page-server.py`): real HTTP and HTTPS (with a
/// self-signed certificate) on loopback, and a port nobody listens on.
/// Lives until `stop()`; its folder goes with it.
@MainActor
package final class PageServer {
  /// Where the plain server listens.
  package let host: String
  package let http: Int
  package let https: Int
  package let closed: Int
  private let process: Process
  private let input: Pipe
  private let folder: URL

  /// Starts the server and waits until it answers; skips the test when it
  /// could not start.
  package init(host: String = "127.0.0.1", port: Int = 0) throws {
    self.host = host
    folder = FileManager.default.temporaryDirectory.appendingPathComponent("page-server-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("page-server.py")
    process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["python3", script.path, folder.path, host, String(port)]
    input = Pipe()
    process.standardInput = input
    try process.run()
    let ports = folder.appendingPathComponent("ports")
    let folder = folder
    guard MainLoop.run(until: { FileManager.default.fileExists(atPath: ports.path) }, timeoutSeconds: 20),
      let text = try? String(contentsOf: ports, encoding: .utf8)
    else {
      process.terminate()
      try? FileManager.default.removeItem(at: folder)
      throw XCTSkip("the test server (python3, openssl) did not start")
    }
    let numbers = text.split(separator: " ").compactMap { Int($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
    guard numbers.count == 3 else { throw XCTSkip("the test server wrote no ports: \(text)") }
    (http, https, closed) = (numbers[0], numbers[1], numbers[2])
  }

  /// A page's address: `path` on the plain server, or the secure one.
  package func address(_ path: String, secure: Bool = false) -> String {
    secure ? "https://127.0.0.1:\(https)\(path)" : "http://\(host):\(http)\(path)"
  }

  package func stop() {
    try? input.fileHandleForWriting.close()
    process.terminate()
    try? FileManager.default.removeItem(at: folder)
  }
}
