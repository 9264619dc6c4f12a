import CGtk
import Foundation
import PlaceholderCore
import PlaceholderTestSupport
import XCTest

@testable import GtkKit
@testable import PlaceholderGtk

/// Bad input: each case gives at most one warning of the library's own, no
/// GTK warning or critical (criticals abort under `G_DEBUG=fatal-criticals`),
/// and a sensible placeholder.
final class OverlayBadInputTests: GtkTestCase {
  func testATenThousandCharacterTitleIsCutToFourLinesAndKeepsTheButtonReachable() throws {
    try onMain {
      let recorder = LogRecorder()
      let fixture = try SlotFixture(width: 480, height: 400)
      let slot = fixture.slot
      let title = String(repeating: "Very long title ", count: 625)
      XCTAssertEqual(title.count, 10_000)
      slot.placeholder = PlaceholderContent(title: title, detail: .plain("Detail"), button: .retry)
      XCTAssertTrue(MainLoop.run(until: { slot.phase == .shown }))
      fixture.window.waitForFrames(3)
      XCTAssertEqual(slot.accessibleRecord.label, title, "the full title is the accessible name")
      let titleBounds = try XCTUnwrap(OverlayWindow.bounds(of: slot.view.title, in: slot.widget))
      XCTAssertLessThan(titleBounds.height, 200, "four lines with an ellipsis, not ten thousand characters")
      let button = try XCTUnwrap(OverlayWindow.bounds(of: slot.view.button, in: slot.widget))
      let visible = try XCTUnwrap(OverlayWindow.bounds(of: slot.scroller, in: slot.widget))
      XCTAssertLessThanOrEqual(button.y + button.height, visible.y + visible.height, "the button is not cut off")
      try fixture.window.writeScreenshot("overlay-long-title")
      XCTAssertEqual(recorder.count("Placeholders"), 0)
      XCTAssertEqual(recorder.toolkitWarnings, [])
      fixture.window.close()
    }
  }

  func testMarkupLikeTextIsShownLiterallyAndInvalidMarkupFallsBackWithOneWarning() throws {
    try onMain {
      let recorder = LogRecorder()
      let fixture = try SlotFixture()
      let slot = fixture.slot
      let detail: OpaquePointer = gcast(slot.view.detail.gtkWidget)
      let titleLabel: OpaquePointer = gcast(slot.view.title.gtkWidget)

      slot.placeholder = PlaceholderContent(title: "<b>&", detail: .plain("<b>&"))
      XCTAssertEqual(String(cString: gtk_label_get_text(titleLabel)), "<b>&")
      XCTAssertEqual(String(cString: gtk_label_get_text(detail)), "<b>&")
      XCTAssertEqual(gtk_label_get_use_markup(detail), 0)
      XCTAssertEqual(recorder.count("Placeholders"), 0, "plain text is never parsed")

      slot.placeholder = PlaceholderContent(title: "Markup", detail: .markup("<b>&"))
      XCTAssertEqual(String(cString: gtk_label_get_text(detail)), "<b>&", "invalid markup is shown literally")
      XCTAssertEqual(gtk_label_get_use_markup(detail), 0)
      XCTAssertEqual(recorder.count("Placeholders"), 1)

      slot.placeholder = PlaceholderContent(title: "Valid", detail: .markup("<b>bold</b> &amp; more"))
      XCTAssertEqual(String(cString: gtk_label_get_text(detail)), "bold & more")
      XCTAssertNotEqual(gtk_label_get_use_markup(detail), 0)
      XCTAssertEqual(recorder.count("Placeholders"), 1)

      slot.placeholder = PlaceholderContent(title: "Markup again", detail: .markup("<b>&"))
      XCTAssertEqual(recorder.count("Placeholders"), 1, "the same bad markup warns once")
      XCTAssertEqual(recorder.toolkitWarnings, [])
      fixture.window.close()
    }
  }

  func testAMissingDirectoryOrNonImageFileFallsBackToAStockIconWithOneWarningEach() throws {
    try onMain {
      let recorder = LogRecorder()
      let fixture = try SlotFixture()
      let slot = fixture.slot
      let image: OpaquePointer = gcast(slot.view.image.gtkWidget)
      let directory = NSTemporaryDirectory() + "placeholder-bad-images-\(getpid())"
      try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
      defer { try? FileManager.default.removeItem(atPath: directory) }
      let notAnImage = directory + "/notes.png"
      try Data("this is not a PNG".utf8).write(to: URL(fileURLWithPath: notAnImage))

      let bad = [directory + "/missing.png", directory, notAnImage]
      for (index, path) in bad.enumerated() {
        slot.placeholder = PlaceholderContent(image: .file(path: path), title: "Picture \(index)")
        XCTAssertTrue(slot.view.image.isVisible)
        XCTAssertEqual(gtk_image_get_storage_type(image), GTK_IMAGE_ICON_NAME)
        XCTAssertEqual(String(cString: gtk_image_get_icon_name(image)), PlaceholderView.fallbackIconName)
        XCTAssertEqual(recorder.count("Placeholders"), index + 1, "one warning for \(path)")
        slot.placeholder = PlaceholderContent(image: .file(path: path), title: "Picture \(index) again")
        XCTAssertEqual(recorder.count("Placeholders"), index + 1, "not reloaded, no second warning")
      }

      // A real image file loads.
      let good = directory + "/good.png"
      XCTAssertTrue(MainLoop.run(until: { slot.phase == .shown }))
      try WidgetSnapshot.writePNG(of: slot.widget, to: good)
      slot.placeholder = PlaceholderContent(image: .file(path: good), title: "A picture")
      XCTAssertEqual(gtk_image_get_storage_type(image), GTK_IMAGE_PAINTABLE)
      XCTAssertEqual(recorder.count("Placeholders"), bad.count)
      XCTAssertEqual(recorder.toolkitWarnings, [])
      fixture.window.close()
    }
  }

  func testAZeroSizedContainerShowsAndHidesWithoutWarnings() throws {
    try onMain {
      let recorder = LogRecorder()
      let area = Widget(taking: try XCTUnwrap(gtk_drawing_area_new()))
      let slot = PlaceholderSlot(content: area)
      let fixed = Widget(taking: try XCTUnwrap(gtk_fixed_new()))
      gtk_fixed_put(gcast(fixed.gtkWidget), slot.widget.gtkWidget, 0, 0)
      let window = OverlayWindow(child: fixed, width: 200, height: 200)
      window.waitForFrames(2)
      XCTAssertEqual(gtk_widget_get_width(slot.widget.gtkWidget), 0)
      XCTAssertEqual(gtk_widget_get_height(slot.widget.gtkWidget), 0)
      var events: [PresentationEvent] = []
      slot.eventHandler = { events.append($0) }
      slot.placeholder = .networkError()
      XCTAssertTrue(MainLoop.run(until: { slot.phase == .shown }))
      slot.placeholder = PlaceholderContent(
        title: "Full", appearance: PlaceholderAppearance(layout: .full(insets: EdgeInsets(all: 50))))
      window.waitForFrames(3)
      slot.placeholder = nil
      XCTAssertTrue(MainLoop.run(until: { slot.phase == .hidden }))
      XCTAssertEqual(events, [.willAppear, .didAppear, .willDisappear, .didDisappear])
      XCTAssertEqual(recorder.count("Placeholders"), 0)
      XCTAssertEqual(recorder.toolkitWarnings, [])
      window.close()
    }
  }

  func testACustomChildWithAParentIsRefusedWithOneWarningAndTheStockLayoutShows() throws {
    try onMain {
      Diagnostics.reset(keysWithPrefix: "custom-placeholder-")
      let recorder = LogRecorder()
      let fixture = try SlotFixture()
      let slot = fixture.slot
      let elsewhere = Widget(taking: try XCTUnwrap(gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)))
      let adopted = Widget(taking: try XCTUnwrap(gtk_label_new("already somewhere")))
      gtk_box_append(gcast(elsewhere.gtkWidget), adopted.gtkWidget)
      let adoptedPlaceholder = CustomPlaceholder(content: PlaceholderContent(title: "Fallback"), widget: adopted)

      slot.placeholder = adoptedPlaceholder.content
      XCTAssertEqual(recorder.count("Placeholders"), 1)
      XCTAssertTrue(gtk_widget_get_parent(adopted.gtkWidget) == elsewhere.gtkWidget, "left where it was")
      XCTAssertNil(slot.shownCustom)
      XCTAssertFalse(slot.root.hasCSSClass("custom"))
      XCTAssertEqual(String(cString: gtk_label_get_text(gcast(slot.view.title.gtkWidget))), "Fallback")

      adoptedPlaceholder.content.title = "Fallback again"
      slot.placeholder = adoptedPlaceholder.content
      XCTAssertEqual(recorder.count("Placeholders"), 1, "one warning, not one per placeholder")

      var gone = CustomPlaceholder(content: PlaceholderContent(title: "Gone")).content
      gone.title = "Gone, and named"
      slot.placeholder = gone
      XCTAssertEqual(
        recorder.count("Placeholders"), 2, "content naming a custom placeholder that is gone warns once too")
      XCTAssertEqual(String(cString: gtk_label_get_text(gcast(slot.view.title.gtkWidget))), "Gone, and named")
      XCTAssertEqual(recorder.toolkitWarnings, [])
      fixture.window.close()
    }
  }

  func testOddValuesAreTakenInStride() throws {
    try onMain {
      let recorder = LogRecorder()
      let fixture = try SlotFixture()
      let slot = fixture.slot
      slot.placeholder = PlaceholderContent(
        image: .icon(""), title: "", detail: .plain(""), button: PlaceholderButton(title: ""),
        appearance: PlaceholderAppearance(
          layout: .center(x: .infinity, y: .nan), spacing: -40, fade: Fade(durationMilliseconds: -5)))
      XCTAssertTrue(MainLoop.run(until: { slot.phase == .shown }))
      fixture.window.waitForFrames(3)
      XCTAssertFalse(slot.view.image.isVisible, "empty elements are not shown")
      XCTAssertFalse(slot.view.title.isVisible)
      XCTAssertFalse(slot.view.detail.isVisible)
      XCTAssertFalse(slot.view.button.isVisible)
      slot.topInset = -100
      slot.placeholder = PlaceholderContent(image: .icon("no-such-icon-anywhere"), title: "No such icon")
      fixture.window.waitForFrames(3)
      XCTAssertEqual(recorder.toolkitWarnings, [])
      fixture.window.close()
    }
  }
}
