import Foundation
import XCTest

/// The AppStream metadata tells software centres what the demo needs (issue
/// #30): a display at least 360 pixels long, which it works on since its
/// pages fit a phone (`DemoNarrowLayoutTests`), and a keyboard, a pointer or
/// touch, each enough. GNOME Software shows it as adaptive from these. No
/// display needed: the file is read as text, and checked by `appstreamcli`
/// when it is installed (`make test-data` runs it too).
final class DemoMetainfoTests: XCTestCase {
  static let path = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("data/io.github.placeholders.Demo.metainfo.xml").path

  func testItRequiresA360PixelDisplayAndSupportsKeyboardPointerAndTouch() throws {
    let metainfo = try String(contentsOfFile: Self.path, encoding: .utf8)
    let requires = try XCTUnwrap(Self.element("requires", in: metainfo), "a <requires> element")
    XCTAssertTrue(requires.contains(#"<display_length compare="ge">360</display_length>"#), requires)
    // Each of them alone is enough, so none is required.
    let supports = try XCTUnwrap(Self.element("supports", in: metainfo), "a <supports> element")
    for control in ["keyboard", "pointing", "touch"] {
      XCTAssertTrue(supports.contains("<control>\(control)</control>"), "\(control): \(supports)")
      XCTAssertFalse(requires.contains("<control>\(control)</control>"), control)
    }
  }

  func testItShowsTheDemoAtPhoneWidth() throws {
    let metainfo = try String(contentsOfFile: Self.path, encoding: .utf8)
    let screenshots = try XCTUnwrap(Self.element("screenshots", in: metainfo))
    XCTAssertTrue(screenshots.contains("data/screenshots/narrow-table-failed-light.png"), screenshots)
    let picture = Self.path.replacingOccurrences(
      of: "io.github.placeholders.Demo.metainfo.xml", with: "screenshots/narrow-table-failed-light.png")
    XCTAssertTrue(FileManager.default.fileExists(atPath: picture), "make screenshots wrote \(picture)")
  }

  func testAppstreamcliAcceptsIt() throws {
    let tool = "/usr/bin/appstreamcli"
    guard FileManager.default.isExecutableFile(atPath: tool) else {
      throw XCTSkip("appstreamcli is not installed (apt install appstream); make test-data runs it")
    }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: tool)
    process.arguments = ["validate", "--no-net", "--pedantic", Self.path]
    let output = Pipe()
    process.standardOutput = output
    process.standardError = output
    try process.run()
    let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    XCTAssertEqual(process.terminationStatus, 0, text)
  }

  /// The text between `<name>` and `</name>`, the first such element.
  static func element(_ name: String, in text: String) -> String? {
    guard let start = text.range(of: "<\(name)>"),
      let end = text.range(of: "</\(name)>", range: start.upperBound..<text.endIndex)
    else { return nil }
    return String(text[start.upperBound..<end.lowerBound])
  }
}
