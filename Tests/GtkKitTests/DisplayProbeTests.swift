import Glibc
import XCTest

@testable import GtkKit

/// `DisplayProbe`: the check `Application.launch` makes before it lets
/// GtkApplication open the display. Judged against real sockets made here
/// in a temporary folder, so no display server is needed but for the last
/// test.
final class DisplayProbeTests: XCTestCase {
  private var folder = ""

  override func setUpWithError() throws {
    try super.setUpWithError()
    // Short: a socket's path has room for 107 bytes.
    folder = "/tmp/probe-\(UUID().uuidString.prefix(8))"
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: false)
  }

  override func tearDown() {
    _ = try? FileManager.default.removeItem(atPath: folder)
    super.tearDown()
  }

  func testAWaylandSocketIsFoundByNameByPathAndAsWaylandZero() throws {
    let named = try Listener(path: folder + "/wayland-test")
    defer { named.close() }
    XCTAssertEqual(verdict(["XDG_RUNTIME_DIR": folder, "WAYLAND_DISPLAY": "wayland-test"]), .reachable)
    XCTAssertEqual(verdict(["XDG_RUNTIME_DIR": "/nowhere", "WAYLAND_DISPLAY": named.path]), .reachable)
    XCTAssertEqual(verdict(["XDG_RUNTIME_DIR": folder]), .unreachable, "no wayland-0 yet")

    let zero = try Listener(path: folder + "/wayland-0")
    defer { zero.close() }
    XCTAssertEqual(verdict(["XDG_RUNTIME_DIR": folder]), .reachable, "libwayland's default name")
  }

  func testAFileThatIsNoSocketIsNoDisplay() throws {
    XCTAssertTrue(FileManager.default.createFile(atPath: folder + "/wayland-0", contents: Data()))
    XCTAssertTrue(FileManager.default.createFile(atPath: folder + "/X7", contents: Data()))
    XCTAssertEqual(verdict(["XDG_RUNTIME_DIR": folder]), .unreachable)
    XCTAssertEqual(verdict(["XDG_RUNTIME_DIR": folder, "DISPLAY": ":7"]), .undecided, "GTK tries the X display")
  }

  /// GDK skips Wayland without a runtime folder, whatever the socket.
  func testWithoutARuntimeFolderWaylandIsNotTried() throws {
    let listener = try Listener(path: folder + "/wayland-1")
    defer { listener.close() }
    XCTAssertEqual(verdict(["WAYLAND_DISPLAY": listener.path]), .unreachable)
  }

  func testALocalXDisplayIsFoundByItsSocketFile() throws {
    let listener = try Listener(path: folder + "/X5")
    defer { listener.close() }
    for display in [":5", ":5.0", "unix:5"] {
      XCTAssertEqual(verdict(["DISPLAY": display]), .reachable, display)
    }
    XCTAssertEqual(verdict(["DISPLAY": ":6"]), .undecided, "no socket file: GTK tries it")
  }

  /// `GDK_BACKEND` limits where GDK looks, and so where the probe does.
  func testOnlyTheBackendsGdkMayOpenCount() throws {
    let wayland = try Listener(path: folder + "/wayland-0")
    defer { wayland.close() }
    let x = try Listener(path: folder + "/X5")
    defer { x.close() }
    let both = ["XDG_RUNTIME_DIR": folder, "DISPLAY": ":5"]
    for backends in ["wayland", "x11", "x11,wayland", "*", ""] {
      XCTAssertEqual(verdict(both.merging(["GDK_BACKEND": backends]) { $1 }), .reachable, backends)
    }
    XCTAssertEqual(verdict(["XDG_RUNTIME_DIR": folder, "GDK_BACKEND": "x11"]), .unreachable, "Wayland not allowed")
    XCTAssertEqual(verdict(["DISPLAY": ":5", "GDK_BACKEND": "wayland"]), .unreachable, "X11 not allowed")
    XCTAssertEqual(verdict(both.merging(["GDK_BACKEND": "broadway"]) { $1 }), .undecided, "another backend")
  }

  func testWhatTheProbeCannotSeeIsLeftToGtk() {
    XCTAssertEqual(verdict(["DISPLAY": "otherhost:0"]), .undecided, "a remote X display")
    XCTAssertEqual(verdict(["WAYLAND_SOCKET": "3"]), .undecided, "a Wayland socket inherited")
    XCTAssertEqual(verdict(["XDG_RUNTIME_DIR": folder]), .unreachable, "nothing at all")
  }

  func testLocalXDisplayNumbers() {
    for (display, number) in [(":0", 0), (":12.1", 12), ("unix:3", 3), ("unix:3.0", 3)] {
      XCTAssertEqual(DisplayProbe.localXDisplayNumber(display), number, display)
    }
    for display in ["host:0", "localhost:10.0", ":", ":x", ":-1", "/tmp/launch-x/org.xquartz:0", ":１"] {
      XCTAssertNil(DisplayProbe.localXDisplayNumber(display), display)
    }
  }

  /// The display the suite runs on passes, as GTK opened it.
  func testTheDisplayThisSuiteRunsOnIsFound() throws {
    let names = ["DISPLAY", "WAYLAND_DISPLAY"]
    guard names.contains(where: { DisplayProbe.environmentVariable($0) != nil }) else {
      throw XCTSkip("no display in this run")
    }
    XCTAssertEqual(DisplayProbe.verdict(), .reachable)
  }

  private func verdict(_ environment: [String: String]) -> DisplayProbe.Verdict {
    DisplayProbe.verdict({ environment[$0] }, xSocketFolder: folder)
  }
}

/// A Unix stream socket listening at a path.
private final class Listener {
  let path: String
  private var descriptor: Int32

  init(path: String) throws {
    self.path = path
    descriptor = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue | SOCK_CLOEXEC.rawValue), 0)
    guard descriptor >= 0 else { throw POSIXError(.EIO) }
    var address = sockaddr_un()
    address.sun_family = sa_family_t(AF_UNIX)
    withUnsafeMutableBytes(of: &address.sun_path) { buffer in
      for (offset, byte) in path.utf8.enumerated() { buffer[offset] = byte }
    }
    let length = MemoryLayout<sa_family_t>.size + path.utf8.count + 1
    let bound = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(descriptor, $0, socklen_t(length)) }
    }
    guard bound == 0, listen(descriptor, 4) == 0 else {
      Glibc.close(descriptor)
      throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
    }
  }

  func close() {
    guard descriptor >= 0 else { return }
    Glibc.close(descriptor)
    descriptor = -1
  }

  deinit { close() }
}
