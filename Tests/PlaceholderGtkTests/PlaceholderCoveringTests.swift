import CGtk
import PlaceholderCore
import PlaceholderTestSupport
import XCTest

@testable import GtkKit
@testable import PlaceholderGtk

/// Over any widget the placeholder hides what it covers, as a status page
/// does; lists and an app's `.none` keep it transparent.
final class PlaceholderCoveringTests: GtkTestCase {
  func testOverAnyWidgetThePlaceholderHidesTheContentUnlessMadeTransparent() throws {
    try onMain {
      let content = Box(orientation: .vertical)
      let article = Label("Today's article (not loaded)")
      article.horizontalAlignment = .start
      article.verticalAlignment = .start
      article.expandsVertically = true
      content.append(article)
      let fixture = try SlotFixture(content: content)
      let slot = fixture.slot
      XCTAssertEqual(slot.defaultBackground, .themed("view_bg_color"), "opaque by default over any widget")
      slot.placeholder = PlaceholderContent(title: "No Connection", appearance: PlaceholderAppearance(fade: .none))
      XCTAssertTrue(MainLoop.run(until: { slot.phase == .shown }))
      fixture.window.waitForFrames(3)
      let area = try XCTUnwrap(OverlayWindow.bounds(of: article, in: slot.widget))
      XCTAssertTrue(try Self.pixels(of: slot, in: area).isBlank, "the article's text does not show through")

      slot.defaultBackground = .none
      fixture.window.waitForFrames(3)
      XCTAssertFalse(try Self.pixels(of: slot, in: area).isBlank, "transparent: the text shows through")
      fixture.window.close()
    }
  }

  func testAListsPlaceholderStaysTransparent() {
    onMain {
      let source = StringsDataSource([[]])
      let table = TableAdapter(dataSource: source)
      XCTAssertEqual(table.placeholderSlot.defaultBackground, .none)
    }
  }

  /// The statistics of the slot's rendered pixels inside `area`.
  @MainActor
  private static func pixels(of slot: PlaceholderSlot, in area: (x: Int, y: Int, width: Int, height: Int)) throws
    -> PixelStatistics
  {
    let image = try WidgetSnapshot.render(slot.widget)
    let all = image.pixels()
    var inside: [UInt32] = []
    for y in max(area.y, 0)..<min(area.y + area.height, image.height) {
      for x in max(area.x, 0)..<min(area.x + area.width, image.width) { inside.append(all[y * image.width + x]) }
    }
    return PixelStatistics(pixels: inside)
  }
}
