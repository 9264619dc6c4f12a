import CGtk
import Foundation
import PlaceholderCore
import PlaceholderTestSupport
import XCTest

@testable import GtkKit
@testable import PlaceholderGtk

/// A list follows the network as the system sees it: GIO's real monitor, in
/// a network namespace of the test's own (`unshare --net`), where the test
/// takes the network away and gives it back with `ip`, and the list's load
/// connects to a real socket that is only reachable while it is there.
final class NetworkFollowingTests: GtkTestCase {
  /// Set in the child process that runs in its own network namespace.
  private static let childVariable = "PLACEHOLDERS_NETWORK_NAMESPACE_CHILD"
  /// An address of the test's network (TEST-NET-1), and a port on it.
  private static let server = (address: "192.0.2.1", port: UInt16(8_080))

  func testAFirstLoadThatFailsOfflineSaysSoAndLoadsByItselfWhenTheNetworkIsBack() throws {
    guard try isInNetworkNamespace(#function) else { return }
    try Self.run("ip", "link", "set", "lo", "up")
    try onMain {
      let monitor = NetworkMonitor.system
      XCTAssertFalse(monitor.isNetworkAvailable, "no default route: offline")
      let source = StringsDataSource([[]])
      let table = TableAdapter(dataSource: source)
      table.accessibleLabel = "Headlines"
      var attempts = 0
      table.loads.operation = { _ in
        attempts += 1
        // A real connection: refused by the kernel while there is no route.
        try Self.connect(to: Self.server.address, port: Self.server.port)
        return LoadResult { source.sections = [["Back online"]] }
      }
      table.loadsWhenFirstShown = true
      let window = TestWindow(showing: table.widget)
      defer { window.close() }
      let slot = table.placeholderSlot
      XCTAssertTrue(MainLoop.run(until: { slot.placeholder?.title == PlaceholderContent.networkError().title }))
      XCTAssertEqual(slot.placeholder?.detail?.text, "This computer is offline.", "it says why, unasked")
      XCTAssertEqual(attempts, 1)

      // The network comes back: an address, the server on it, a route.
      let listener = try Self.listen(on: Self.server.address, port: Self.server.port)
      defer { close(listener) }
      try Self.run("ip", "route", "add", "default", "dev", "lo")
      XCTAssertTrue(MainLoop.run(until: { monitor.isNetworkAvailable }), "GIO saw the route")
      XCTAssertEqual(attempts, 1, "not at once: the network settles first")
      XCTAssertTrue(
        MainLoop.run(until: { table.index.totalItemCount == 1 }, timeoutSeconds: 5), "it loaded by itself")
      XCTAssertEqual(attempts, 2, "once")
      XCTAssertTrue(MainLoop.run(until: { !slot.isShowing }))
    }
  }

  // MARK: The namespace

  /// True in the child that runs `test` in a network namespace of its own,
  /// with the loopback interface down and no route: offline. In this
  /// process, runs that child and returns false; skips where no namespace
  /// can be made (not root, or a sandbox without them).
  private func isInNetworkNamespace(_ test: String, file: StaticString = #filePath, line: UInt = #line) throws
    -> Bool
  {
    if ProcessInfo.processInfo.environment[Self.childVariable] == "1" { return true }
    guard (try? Self.run("unshare", "--net", "ip", "link")) != nil else {
      throw XCTSkip(
        "no network namespace can be made here (unshare --net needs root and a kernel that allows it, and ip"
          + " comes with iproute2)")
    }
    let name = test.hasSuffix("()") ? String(test.dropLast(2)) : test
    try runTestInChildProcess(
      "PlaceholderGtkTests.NetworkFollowingTests/\(name)", environment: [Self.childVariable: "1", "GTK_A11Y": "none"],
      launcher: ["unshare", "--net"], file: file, line: line)
    return false
  }

  /// Runs a tool (`ip …`) and fails unless it succeeds. Through the C
  /// library's `system`, which waits for its own child: Foundation's
  /// `Process` waits on a run loop that GTK's main loop never turns.
  @discardableResult
  private static func run(_ arguments: String...) throws -> Int32 {
    let status = system(arguments.joined(separator: " ") + " >/dev/null 2>&1")
    guard status == 0 else { throw POSIXError(.ECHILD) }
    return status
  }

  /// Connects to `address`:`port` over TCP and closes; throws the kernel's
  /// error (no route, refused).
  private static func connect(to address: String, port: UInt16) throws {
    let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    guard socket >= 0 else { throw POSIXError(.EMFILE) }
    defer { close(socket) }
    var target = Self.socketAddress(address, port: port)
    let result = withUnsafePointer(to: &target) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        Glibc.connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
    guard result == 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
  }

  /// A socket listening on `address`:`port`, which it first adds to the
  /// loopback interface; close it when done.
  private static func listen(on address: String, port: UInt16) throws -> Int32 {
    try run("ip", "addr", "add", "\(address)/32", "dev", "lo")
    let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    var local = Self.socketAddress(address, port: port)
    let bound = withUnsafePointer(to: &local) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        Glibc.bind(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
    guard socket >= 0, bound == 0, Glibc.listen(socket, 8) == 0 else {
      throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
    }
    return socket
  }

  private static func socketAddress(_ address: String, port: UInt16) -> sockaddr_in {
    var socketAddress = sockaddr_in()
    socketAddress.sin_family = sa_family_t(AF_INET)
    socketAddress.sin_port = port.bigEndian
    inet_pton(AF_INET, address, &socketAddress.sin_addr)
    return socketAddress
  }
}
