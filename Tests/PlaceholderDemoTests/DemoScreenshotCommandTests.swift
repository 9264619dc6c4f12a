import CGtk
import Foundation
import PlaceholderTestSupport
import XCTest

@testable import GtkKit
@testable import PlaceholderDemo
@testable import PlaceholderGtk

/// `placeholder-demo --screenshot DIR`, run as a user would: it exits 0
/// and writes one PNG per page, state and style (light and dark), each the
/// window's size and none blank.
final class DemoScreenshotCommandTests: GtkTestCase {
  func testTheScreenshotOptionWritesEveryPageAndStateAsNonBlankPNGs() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("demo-shots-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: directory) }
    let run = try ProgramRun("placeholder-demo", arguments: ["--screenshot", directory.path], limitSeconds: 300)
    XCTAssertEqual(run.status, 0, run.standardError)
    XCTAssertTrue(run.exitedNormally)
    XCTAssertFalse(run.looksLikeACrash, run.standardError)
    // With a session bus, as on a desktop (make test-wayland has one; the
    // Xvfb runs do not, and GTK 4.24's GtkApplication warns about that),
    // the demo opens, draws every page and quits without a word.
    if ProcessInfo.processInfo.environment["DBUS_SESSION_BUS_ADDRESS"] != nil {
      XCTAssertEqual(run.standardError, "", "the demo starts and runs without a warning")
    }

    var expected: [String] = []
    try onMain {
      let application = try Application(id: "io.github.placeholders.DemoScreenshotTests", nonUnique: true)
      try application.register()
      let network = SimulatedNetwork(latencyMilliseconds: 0, failFirst: 0, offline: false)
      let demo = DemoWindow(application: application, network: network, initialPage: nil)
      defer { demo.close() }
      expected = ["light", "dark"].flatMap { style in
        demo.allPages().flatMap { page in
          (page.screenshotStates.isEmpty ? ["default"] : page.screenshotStates.map(\.name)).map {
            "\(page.id)-\($0)-\(style).png"
          }
        }
      }
    }
    let written = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasSuffix(".png") }
    XCTAssertEqual(Set(written), Set(expected), "one picture per page, state and style")
    XCTAssertTrue(run.standardOutput.contains("\(expected.count) screenshots written"), run.standardOutput)

    try onMain {
      var sizes: Set<String> = []
      for name in written.sorted() {
        let path = directory.appendingPathComponent(name).path
        let picture = try XCTUnwrap(LoadedPicture(path: path), name)
        sizes.insert("\(picture.width)×\(picture.height)")
        // The window asks for 1040×720; the picture is its widget, inside any decorations.
        XCTAssertGreaterThanOrEqual(picture.width, 1000, name)
        XCTAssertGreaterThanOrEqual(picture.height, 700, name)
        XCTAssertFalse(PixelStatistics(pixels: picture.pixels).isBlank, "\(name) is not blank")
      }
      XCTAssertEqual(sizes.count, 1, "every picture is the window's size: \(sizes)")
    }
  }
}

/// A PNG read back through GDK.
@MainActor
private struct LoadedPicture {
  let width: Int
  let height: Int
  let pixels: [UInt32]

  init?(path: String) {
    guard let texture = gdk_texture_new_from_filename(path, nil) else { return nil }
    defer { g_object_unref(UnsafeMutableRawPointer(texture)) }
    width = Int(gdk_texture_get_width(texture))
    height = Int(gdk_texture_get_height(texture))
    var downloaded = [UInt32](repeating: 0, count: width * height)
    let stride = gsize(width * 4)
    downloaded.withUnsafeMutableBytes { buffer in
      gdk_texture_download(texture, buffer.baseAddress?.assumingMemoryBound(to: UInt8.self), stride)
    }
    pixels = downloaded
  }
}
