import Foundation
import XCTest

/// A network of a test's own: the test runs again in a child process in
/// `unshare --net`'s namespace, where a veth pair is the network and the
/// test takes it away and gives it back by removing and adding the
/// default route with `ip` (GIO's netlink monitor sees the route).
///
/// The namespace lives exactly as long as the child process, so it is
/// gone whatever happens to the test (a crash, a timeout, a kill) and
/// nothing is left on the machine to clean up.
package enum TestNetworkNamespace {
  /// Set in the child process that runs in the namespace.
  private static let childVariable = "PLACEHOLDERS_NETWORK_NAMESPACE_CHILD"
  /// The names of the veth pair that is the namespace's network.
  private static let link = (near: "plh-veth0", far: "plh-veth1")
  /// An address of the test's network (TEST-NET-1), for a server on it.
  package static let serverAddress = "192.0.2.1"

  /// True in the child that runs `test` (of `testCase`, in `module`) in
  /// the namespace, offline. In this process, runs that child and returns
  /// false; skips where no namespace can be made (not root, or a sandbox
  /// without them).
  package static func isInside(
    _ test: String, of testCase: String, in module: String, file: StaticString = #filePath, line: UInt = #line
  ) throws -> Bool {
    if ProcessInfo.processInfo.environment[childVariable] == "1" { return true }
    guard (try? run("unshare", "--net", "sh", "-c", "'ip link add t0 type veth peer name t1'")) != nil else {
      throw XCTSkip(
        "no network namespace with a veth pair can be made here (unshare --net needs root and a kernel that"
          + " allows it, veth needs its kernel module, and ip comes with iproute2)")
    }
    let name = test.hasSuffix("()") ? String(test.dropLast(2)) : test
    try runTestInChildProcess(
      "\(module).\(testCase)/\(name)", environment: [childVariable: "1", "GTK_A11Y": "none"],
      launcher: ["unshare", "--net"], file: file, line: line)
    return false
  }

  /// Makes the namespace's network, unconnected: loopback up, and a veth
  /// pair up with an address on its near end. No default route yet:
  /// offline, as GIO sees it.
  package static func makeTheNetwork() throws {
    try run("ip", "link", "set", "lo", "up")
    try run("ip", "link", "add", link.near, "type", "veth", "peer", "name", link.far)
    try run("ip", "addr", "add", "10.77.0.1/24", "dev", link.near)
    try run("ip", "link", "set", link.near, "up")
    try run("ip", "link", "set", link.far, "up")
  }

  /// Connects the network: a default route over the veth pair.
  package static func connectTheNetwork() throws {
    try run("ip", "route", "add", "default", "dev", link.near)
  }

  /// Takes the network away: the default route goes.
  package static func disconnectTheNetwork() throws {
    try run("ip", "route", "del", "default")
  }

  /// Puts `serverAddress` on the far end of the pair, for a server to
  /// listen on.
  package static func addTheServerAddress() throws {
    try run("ip", "addr", "add", "\(serverAddress)/32", "dev", link.far)
  }

  /// Runs a tool (`ip …`) and fails unless it succeeds. Through the C
  /// library's `system`, which waits for its own child: Foundation's
  /// `Process` waits on a run loop that GTK's main loop never turns.
  @discardableResult
  package static func run(_ arguments: String...) throws -> Int32 {
    let status = system(arguments.joined(separator: " ") + " >/dev/null 2>&1")
    guard status == 0 else { throw POSIXError(.ECHILD) }
    return status
  }
}
