import CGtk
import Foundation
import PlaceholderCore
import PlaceholderTestSupport
import XCTest

@testable import GtkKit
@testable import PlaceholderGtk

/// A `.file(path:)` image has as many pixels as the screen shows it at:
/// an SVG is rendered at the icon size times the scale factor and drawn at
/// the icon size, so at scale 2 it is as sharp as GtkImage's own icons; a
/// PNG is never enlarged. It is loaded again when the scale or the icon
/// size changes.
///
/// GDK reads `GDK_SCALE` once, when it opens the display, and the tests
/// share one display. So each test runs itself again in a child process of
/// this test binary with `GDK_SCALE` set, and passes when the child passed.
/// Only GDK's X11 backend reads `GDK_SCALE` (on Wayland the compositor
/// sets the scale), so under Wayland the tests skip; `make test` runs them
/// on Xvfb.
final class ImageFileScaleTests: GtkTestCase {
  /// Set in the child process that runs one of these tests.
  private static let childVariable = "PLACEHOLDERS_IMAGE_SCALE_CHILD"

  func testAnSVGIsRenderedAtTwiceTheIconSizeAtScaleTwo() throws {
    guard try isInChild(atScale: 2) else { return }
    try onMain { try Self.checkSVG(scale: 2) }
  }

  func testAnSVGIsRenderedAtTheIconSizeAtScaleOne() throws {
    guard try isInChild(atScale: 1) else { return }
    try onMain { try Self.checkSVG(scale: 1) }
  }

  func testAPNGIsNeverEnlargedAndALargerOneIsShrunkToTheScreensPixels() throws {
    guard try isInChild(atScale: 2) else { return }
    try onMain {
      let recorder = LogRecorder()
      let folder = try TemporaryFolder()
      let fixture = try SlotFixture()
      let slot = fixture.slot
      slot.placeholder = PlaceholderContent(image: .file(path: try folder.png(side: 300)), title: "Large")
      XCTAssertTrue(MainLoop.run(until: { slot.phase == .shown }))
      fixture.window.waitForFrames(3)
      XCTAssertEqual(Self.textureSize(slot.view), [256, 256], "300 px shrunk to 128 px × 2")
      slot.placeholder = PlaceholderContent(image: .file(path: try folder.png(side: 100)), title: "Small")
      fixture.window.waitForFrames(3)
      XCTAssertEqual(Self.textureSize(slot.view), [100, 100], "its own pixels, not enlarged to 256")
      XCTAssertEqual(recorder.count("Placeholders"), 0)
      XCTAssertEqual(recorder.toolkitWarnings, [])
      fixture.window.close()
    }
  }

  func testTheFileIsLoadedAgainWhenTheScaleFactorChanges() throws {
    guard try isInChild(atScale: 2) else { return }
    try onMain {
      let recorder = LogRecorder()
      let folder = try TemporaryFolder()
      let fixture = try SlotFixture()
      let view = fixture.slot.view
      fixture.slot.placeholder = PlaceholderContent(image: .file(path: try folder.svg(side: 128)), title: "Vector")
      XCTAssertTrue(MainLoop.run(until: { fixture.slot.phase == .shown }))
      fixture.window.waitForFrames(3)
      let image = view.image.gtkWidget
      let first = try XCTUnwrap(gtk_image_get_paintable(gcast(image)))
      g_object_ref(UnsafeMutableRawPointer(first))
      defer { g_object_unref(UnsafeMutableRawPointer(first)) }

      // Xvfb cannot change its scale while GTK runs, so the test says the
      // file was loaded at scale 1, as on the screen a window came from,
      // and sends the notification GTK sends when the scale changes.
      g_object_notify(UnsafeMutablePointer(OpaquePointer(image)), "scale-factor")
      XCTAssertTrue(gtk_image_get_paintable(gcast(image)) == first, "the same scale: not loaded again")
      view.shownResolution = ImageFileResolution(logicalSize: 128, scale: 1)
      g_object_notify(UnsafeMutablePointer(OpaquePointer(image)), "scale-factor")
      XCTAssertFalse(gtk_image_get_paintable(gcast(image)) == first, "a new scale: loaded again")
      XCTAssertEqual(view.shownResolution, ImageFileResolution(logicalSize: 128, scale: 2))
      XCTAssertEqual(Self.textureSize(view), [256, 256])

      // A missing file is tried again at the new scale, and warns once.
      fixture.slot.placeholder = PlaceholderContent(image: .file(path: folder.path + "/missing.svg"), title: "Missing")
      view.shownResolution = ImageFileResolution(logicalSize: 128, scale: 1)
      g_object_notify(UnsafeMutablePointer(OpaquePointer(image)), "scale-factor")
      XCTAssertEqual(String(cString: gtk_image_get_icon_name(gcast(image))), PlaceholderView.fallbackIconName)
      XCTAssertEqual(recorder.count("Placeholders"), 1)
      XCTAssertEqual(recorder.toolkitWarnings, [])
      fixture.window.close()
    }
  }

  func testACompactPlaceholderOrANewPixelSizeLoadsTheFileAtItsNewSize() throws {
    guard try isInChild(atScale: 2) else { return }
    try onMain {
      let folder = try TemporaryFolder()
      let fixture = try SlotFixture()
      let slot = fixture.slot
      slot.placeholder = PlaceholderContent(image: .file(path: try folder.svg(side: 48)), title: "Vector")
      XCTAssertTrue(MainLoop.run(until: { slot.phase == .shown }))
      fixture.window.waitForFrames(3)
      XCTAssertEqual(Self.textureSize(slot.view), [256, 256])

      gtk_window_set_default_size(gcast(fixture.window.pointer), 300, 300)
      XCTAssertTrue(MainLoop.run(until: { slot.isCompact }), "a small window shows the compact variant")
      fixture.window.waitForFrames(3)
      XCTAssertEqual(gtk_widget_get_width(slot.view.image.gtkWidget), 64, "the compact icon size")
      XCTAssertEqual(Self.textureSize(slot.view), [128, 128], "64 px × 2")
      XCTAssertEqual(Self.drawnTextures(slot.view), [RenderSummary.DrawnTexture(128, 128, 64, 64)])

      gtk_window_set_default_size(gcast(fixture.window.pointer), 480, 400)
      XCTAssertTrue(MainLoop.run(until: { !slot.isCompact }))
      fixture.window.waitForFrames(3)
      XCTAssertEqual(Self.textureSize(slot.view), [256, 256], "back to 128 px × 2")

      slot.view.image.pixelSize = 96
      fixture.window.waitForFrames(3)
      XCTAssertEqual(Self.textureSize(slot.view), [192, 192], "the app's pixel size × 2")
      fixture.window.close()
    }
  }

  // MARK: - Helpers

  /// Shows an SVG as big as the stock icon size (128 px) and checks it has
  /// `scale` pixels per logical pixel, drawn at 128 logical pixels.
  @MainActor
  private static func checkSVG(scale: Int) throws {
    let recorder = LogRecorder()
    let folder = try TemporaryFolder()
    let fixture = try SlotFixture()
    let slot = fixture.slot
    XCTAssertEqual(Int(gtk_widget_get_scale_factor(fixture.window.pointer)), scale, "GDK_SCALE=\(scale) applies")
    slot.placeholder = PlaceholderContent(image: .file(path: try folder.svg(side: 128)), title: "Vector")
    XCTAssertTrue(MainLoop.run(until: { slot.phase == .shown }))
    fixture.window.waitForFrames(3)
    XCTAssertEqual(gtk_widget_get_width(slot.view.image.gtkWidget), 128, "drawn at the stock icon size")
    XCTAssertEqual(Self.textureSize(slot.view), [128 * scale, 128 * scale])
    XCTAssertEqual(
      Self.drawnTextures(slot.view), [RenderSummary.DrawnTexture(128 * scale, 128 * scale, 128, 128)],
      "\(128 * scale) pixels drawn over 128 logical pixels")
    try fixture.window.writeScreenshot("image-file-svg-scale-\(scale)")
    XCTAssertEqual(recorder.count("Placeholders"), 0)
    XCTAssertEqual(recorder.toolkitWarnings, [])
    fixture.window.close()
  }

  /// The pixels of the texture the view's image shows, as `[width, height]`.
  @MainActor
  private static func textureSize(_ view: PlaceholderView) -> [Int]? {
    guard let paintable = gtk_image_get_paintable(gcast(view.image.gtkWidget)),
      pg_is_instance_of(UnsafeMutableRawPointer(paintable), gdk_texture_get_type()) != 0
    else { return nil }
    return [Int(gdk_texture_get_width(paintable)), Int(gdk_texture_get_height(paintable))]
  }

  /// The textures the view's image draws.
  @MainActor
  private static func drawnTextures(_ view: PlaceholderView) -> [RenderSummary.DrawnTexture] {
    RenderSummary(of: view.image).textures
  }

  /// True in the child, where the test body runs; in the parent, runs the
  /// calling test in a child process with `GDK_SCALE=scale` and returns false.
  private func isInChild(
    atScale scale: Int, test: String = #function, file: StaticString = #filePath, line: UInt = #line
  ) throws -> Bool {
    if ProcessInfo.processInfo.environment[Self.childVariable] == "1" { return true }
    if RealInput.isWayland { throw XCTSkip("GDK_SCALE sets the scale on X11 only; make test runs this on Xvfb") }
    let name = test.hasSuffix("()") ? String(test.dropLast(2)) : test
    try runTestInChildProcess(
      "PlaceholderGtkTests.ImageFileScaleTests/\(name)",
      environment: [Self.childVariable: "1", "GDK_SCALE": String(scale)], file: file, line: line)
    return false
  }
}

/// A folder of test images, removed when the value goes.
private final class TemporaryFolder {
  let path = NSTemporaryDirectory() + "placeholder-image-scale-\(getpid())-\(UUID().uuidString)"

  init() throws {
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
  }

  deinit { try? FileManager.default.removeItem(atPath: path) }

  /// A square SVG drawing, `side` pixels at its own size.
  func svg(side: Int) throws -> String {
    let file = path + "/drawing-\(side).svg"
    let text = """
      <svg xmlns="http://www.w3.org/2000/svg" width="\(side)" height="\(side)" viewBox="0 0 100 100">
        <circle cx="50" cy="50" r="45" fill="#3584e4"/>
      </svg>
      """
    try Data(text.utf8).write(to: URL(fileURLWithPath: file))
    return file
  }

  /// A square PNG, `side` pixels a side.
  @MainActor
  func png(side: Int) throws -> String {
    let file = path + "/picture-\(side).png"
    let pixels = [UInt8](repeating: 0x80, count: side * side * 4)
    let bytes = try XCTUnwrap(pixels.withUnsafeBytes { g_bytes_new($0.baseAddress, gsize($0.count)) })
    defer { g_bytes_unref(bytes) }
    let texture = try XCTUnwrap(
      gdk_memory_texture_new(Int32(side), Int32(side), GDK_MEMORY_R8G8B8A8, bytes, gsize(side * 4)))
    defer { g_object_unref(UnsafeMutableRawPointer(texture)) }
    XCTAssertNotEqual(gdk_texture_save_to_png(texture, file), 0)
    return file
  }
}
