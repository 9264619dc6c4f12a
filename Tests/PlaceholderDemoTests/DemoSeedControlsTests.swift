import CGtk
import PlaceholderCore
import PlaceholderTestSupport
import XCTest

@testable import GtkKit
@testable import PlaceholderDemo
@testable import PlaceholderGtk

/// The demo's controls for the seeds' second-layer options: the Table
/// page's deselect-after-selecting switch and the Gallery's background tap.
final class DemoSeedControlsTests: GtkTestCase {
  func testTheTablePagesSwitchTurnsDeselectingOnAndOff() {
    onMain {
      let page = TablePage(network: SimulatedNetwork(latencyMilliseconds: 0, failFirst: 0, offline: false))
      XCTAssertFalse(page.deselectCheck.isActive, "off by default, unlike CXTableView")
      XCTAssertFalse(page.table.deselectsAfterSelection)
      page.deselectCheck.isActive = true
      XCTAssertTrue(page.table.deselectsAfterSelection)
      page.deselectCheck.isActive = false
      XCTAssertFalse(page.table.deselectsAfterSelection)
    }
  }

  func testTheGalleryTellsABackgroundTapFromItsButton() throws {
    try onMain {
      let page = GalleryPage()
      let plain = try XCTUnwrap(page.styles.firstIndex { !$0.content.behavior.tapAnywhereTriggersAction })
      page.select(plain)
      let slot = page.table.placeholderSlot
      slot.backgroundTapHandler?()
      XCTAssertEqual(page.status.text, "Tapped the placeholder, not its button.")
    }
  }
}
