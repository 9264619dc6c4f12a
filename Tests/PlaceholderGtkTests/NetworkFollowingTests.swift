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
  /// An address of the test's network, and a port on it.
  private static let server = (address: TestNetworkNamespace.serverAddress, port: UInt16(8_080))

  func testAFirstLoadThatFailsOfflineSaysSoAndLoadsByItselfWhenTheNetworkIsBack() throws {
    guard try TestNetworkNamespace.isInside(#function, of: "NetworkFollowingTests", in: "PlaceholderGtkTests") else {
      return
    }
    try TestNetworkNamespace.makeTheNetwork()
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
      try TestNetworkNamespace.connectTheNetwork()
      XCTAssertTrue(MainLoop.run(until: { monitor.isNetworkAvailable }), "GIO saw the route")
      XCTAssertEqual(attempts, 1, "not at once: the network settles first")
      XCTAssertTrue(
        MainLoop.run(until: { table.index.totalItemCount == 1 }, timeoutSeconds: 5), "it loaded by itself")
      XCTAssertEqual(attempts, 2, "once")
      XCTAssertTrue(MainLoop.run(until: { !slot.isShowing }))
    }
  }

  func testGoingOfflineOverRowsKeepsThemUnderTheOfflineStripUntilTheNetworkIsBack() throws {
    guard try TestNetworkNamespace.isInside(#function, of: "NetworkFollowingTests", in: "PlaceholderGtkTests") else {
      return
    }
    try TestNetworkNamespace.makeTheNetwork()
    let listener = try Self.listen(on: Self.server.address, port: Self.server.port)
    defer { close(listener) }
    try TestNetworkNamespace.connectTheNetwork()
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

      try TestNetworkNamespace.disconnectTheNetwork()
      XCTAssertTrue(
        MainLoop.run(until: { table.machinery.offlineStrip.visibleText != nil }), "the strip says it, unasked")
      XCTAssertEqual(table.machinery.offlineStrip.visibleText, "Offline. Showing what was loaded before.")
      XCTAssertEqual(table.index.totalItemCount, 2, "the rows stay")
      XCTAssertFalse(table.placeholderSlot.isShowing, "never a placeholder over good rows")

      try TestNetworkNamespace.connectTheNetwork()
      XCTAssertTrue(MainLoop.run(until: { table.machinery.offlineStrip.visibleText == nil }), "back: it goes")
      XCTAssertEqual(table.index.totalItemCount, 2)
    }
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
    try TestNetworkNamespace.addTheServerAddress()
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
