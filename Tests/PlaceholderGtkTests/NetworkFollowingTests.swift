import CGtk
import Foundation
import PlaceholderCore
import PlaceholderTestSupport
import XCTest

@testable import GtkKit
@testable import PlaceholderGtk

/// A list follows the network as the system sees it: GIO's real monitor, in
/// a network namespace of the test's own, where a veth pair is the
/// network and the test takes it away and gives it back by removing and
/// adding the default route with `ip` (GIO's netlink monitor sees the
/// route). The list's load connects to a real socket that is only
/// reachable while the network is there.
///
/// The namespace is `unshare --net`'s, not a named `ip netns add` one: it
/// lives exactly as long as the test's child process, so it is gone
/// whatever happens to the test (a crash, a timeout, a kill) and nothing
/// is left on the machine to clean up.
final class NetworkFollowingTests: GtkTestCase {
  /// Set in the child process that runs in its own network namespace.
  private static let childVariable = "PLACEHOLDERS_NETWORK_NAMESPACE_CHILD"
  /// An address of the test's network (TEST-NET-1), and a port on it.
  private static let server = (address: "192.0.2.1", port: UInt16(8_080))

  func testAFirstLoadThatFailsOfflineSaysSoAndLoadsByItselfWhenTheNetworkIsBack() throws {
    guard try isInNetworkNamespace(#function) else { return }
    try Self.makeTheNetwork()
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
      XCTAssertEqual(
        slot.placeholder?.detail?.text, "This computer is offline.\nIt will load when the network is back.",
        "it says why, unasked, and what comes next")
      XCTAssertEqual(attempts, 1)

      // The network comes back: an address, the server on it, a route.
      let listener = try Self.listen(on: Self.server.address, port: Self.server.port)
      defer { close(listener) }
      try Self.connectTheNetwork()
      XCTAssertTrue(MainLoop.run(until: { monitor.isNetworkAvailable }), "GIO saw the route")
      XCTAssertEqual(attempts, 1, "not at once: the network settles first")
      XCTAssertTrue(
        MainLoop.run(until: { table.index.totalItemCount == 1 }, timeoutSeconds: 5), "it loaded by itself")
      XCTAssertEqual(attempts, 2, "once")
      XCTAssertTrue(MainLoop.run(until: { !slot.isShowing }))
    }
  }

  func testGoingOfflineOverRowsKeepsThemUnderTheOfflineStripUntilTheNetworkIsBack() throws {
    guard try isInNetworkNamespace(#function) else { return }
    try Self.makeTheNetwork()
    let listener = try Self.listen(on: Self.server.address, port: Self.server.port)
    defer { close(listener) }
    try Self.connectTheNetwork()
    try onMain {
      let monitor = NetworkMonitor.system
      XCTAssertTrue(MainLoop.run(until: { monitor.isNetworkAvailable }), "online to start with")
      let source = StringsDataSource([[]])
      let table = TableAdapter(dataSource: source)
      table.accessibleLabel = "Headlines"
      table.loads.operation = { _ in
        try Self.connect(to: Self.server.address, port: Self.server.port)
        return LoadResult { source.sections = [["First", "Second"]] }
      }
      table.loadsWhenFirstShown = true
      let window = TestWindow(showing: table.widget)
      defer { window.close() }
      XCTAssertTrue(MainLoop.run(until: { table.index.totalItemCount == 2 }), "loaded over the network")
      XCTAssertNil(table.machinery.offlineStrip.visibleText)

      try Self.disconnectTheNetwork()
      XCTAssertTrue(
        MainLoop.run(until: { table.machinery.offlineStrip.visibleText != nil }), "the strip says it, unasked")
      XCTAssertEqual(table.machinery.offlineStrip.visibleText, "Offline. Showing what was loaded before.")
      XCTAssertEqual(table.index.totalItemCount, 2, "the rows stay")
      XCTAssertFalse(table.placeholderSlot.isShowing, "never a placeholder over good rows")

      try Self.connectTheNetwork()
      XCTAssertTrue(MainLoop.run(until: { table.machinery.offlineStrip.visibleText == nil }), "back: it goes")
      XCTAssertEqual(table.index.totalItemCount, 2)
    }
  }

  // MARK: The namespace

  /// The names of the veth pair that is the namespace's network.
  private static let link = (near: "plh-veth0", far: "plh-veth1")

  /// Makes the namespace's network, unconnected: loopback up, and a veth
  /// pair up with an address on its near end. No default route yet:
  /// offline, as GIO sees it.
  private static func makeTheNetwork() throws {
    try run("ip", "link", "set", "lo", "up")
    try run("ip", "link", "add", link.near, "type", "veth", "peer", "name", link.far)
    try run("ip", "addr", "add", "10.77.0.1/24", "dev", link.near)
    try run("ip", "link", "set", link.near, "up")
    try run("ip", "link", "set", link.far, "up")
  }

  /// Connects the network: a default route over the veth pair.
  private static func connectTheNetwork() throws {
    try run("ip", "route", "add", "default", "dev", link.near)
  }

  /// Takes the network away: the default route goes.
  private static func disconnectTheNetwork() throws {
    try run("ip", "route", "del", "default")
  }

  /// True in the child that runs `test` in a network namespace of its own,
  /// with no interface up and no route: offline. In this
  /// process, runs that child and returns false; skips where no namespace
  /// can be made (not root, or a sandbox without them).
  private func isInNetworkNamespace(_ test: String, file: StaticString = #filePath, line: UInt = #line) throws
    -> Bool
  {
    if ProcessInfo.processInfo.environment[Self.childVariable] == "1" { return true }
    guard (try? Self.run("unshare", "--net", "sh", "-c", "'ip link add t0 type veth peer name t1'")) != nil else {
      throw XCTSkip(
        "no network namespace with a veth pair can be made here (unshare --net needs root and a kernel that"
          + " allows it, veth needs its kernel module, and ip comes with iproute2)")
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
  /// far end of the veth pair; close it when done.
  private static func listen(on address: String, port: UInt16) throws -> Int32 {
    try run("ip", "addr", "add", "\(address)/32", "dev", link.far)
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
