import CGtk
import PlaceholderCore
import PlaceholderTestSupport
import XCTest

@testable import GtkKit
@testable import PlaceholderDemo
@testable import PlaceholderGtk

/// The Gallery's checks for DZNEmptyDataSet's layout numbers: margins that
/// follow the width, its spacing, and custom views that fill.
final class DemoSeedLayoutControlsTests: GtkTestCase {
  func testTheChecksPutTheSeedsNumbersOnTheChosenStyle() throws {
    try onMain {
      let page = GalleryPage()
      let slot = page.table.placeholderSlot
      page.select(0)
      XCTAssertEqual(slot.placeholder?.appearance.sideMargins, .stylesheet, "ours by default")
      XCTAssertEqual(slot.placeholder?.appearance.spacing, PlaceholderAppearance.defaultSpacing)

      page.proportionalMarginsCheck.isActive = true
      XCTAssertEqual(slot.placeholder?.appearance.sideMargins, .proportional)
      page.compactSpacingCheck.isActive = true
      XCTAssertEqual(slot.placeholder?.appearance.spacing, PlaceholderAppearance.compactSpacing)
      page.select(1)
      XCTAssertEqual(slot.placeholder?.appearance.sideMargins, .proportional, "kept when another style is chosen")
      XCTAssertEqual(slot.placeholder?.appearance.spacing, PlaceholderAppearance.compactSpacing)

      let notes = try XCTUnwrap(page.styles.firstIndex { $0.slug == "spacing" })
      page.select(notes)
      XCTAssertEqual(slot.placeholder?.appearance.spacing, 36, "a style's own spacing stays")

      page.proportionalMarginsCheck.isActive = false
      page.compactSpacingCheck.isActive = false
      XCTAssertEqual(slot.placeholder?.appearance.sideMargins, .stylesheet)
    }
  }

  func testTheFillCheckPinsTheSignInViewToTheList() throws {
    try onMain {
      let page = GalleryPage()
      let window = TestWindow(showing: page.widget, width: 1000, height: 700)
      let slot = page.table.placeholderSlot
      let signIn = try XCTUnwrap(page.styles.firstIndex { $0.slug == "sign-in" })
      page.select(signIn)
      XCTAssertTrue(MainLoop.run(until: { slot.isShowing && slot.shownCustom != nil }))
      window.settle()
      let custom = try XCTUnwrap(slot.shownCustom)
      let rootWidth = { Int(gtk_widget_get_width(slot.root.gtkWidget)) }
      XCTAssertLessThan(try XCTUnwrap(TestWindow.bounds(of: custom, in: slot.root)).width, rootWidth(), "natural")

      page.fillCustomCheck.isActive = true
      XCTAssertEqual(slot.placeholder?.appearance.customContentSizing, .fill)
      XCTAssertTrue(
        MainLoop.run(until: {
          let bounds = TestWindow.bounds(of: custom, in: slot.root)
          return bounds?.x == 0 && bounds?.width == rootWidth()
            && bounds?.height == Int(gtk_widget_get_height(slot.root.gtkWidget))
        }), "the sign-in view fills the list")
      window.settle()
      try window.writeScreenshot("gallery-sign-in-fills")

      page.fillCustomCheck.isActive = false
      XCTAssertTrue(
        MainLoop.run(until: { (TestWindow.bounds(of: custom, in: slot.root)?.width ?? 0) < rootWidth() }),
        "and sits at its size again")
      window.close()
    }
  }
}
