import CGtk
import PlaceholderCore
import PlaceholderTestSupport
import XCTest

@testable import GtkKit
@testable import PlaceholderGtk

/// What a screen reader finds while skeleton rows show, read back over
/// AT-SPI: one busy "Loading…" group, none of the fake rows.
/// `make test-a11y` runs it on a private bus.
final class SkeletonRowsAtSpiTreeTests: GtkTestCase {
  func testTheSkeletonIsOneBusyGroupAndItsRowsAreNotInTheTree() throws {
    try AtSpiTree.requireOrSkip()
    onMain {
      let title = "atspi-skeleton-rows"
      let placeholderValue = "Skeleton Sender"
      let source = StringsDataSource([[]])
      let table = TableAdapter(dataSource: source)
      table.accessibleLabel = "Inbox"
      table.register(RecordingCell.init)
      let delegate = PagingDelegate()
      table.delegate = delegate
      let clock = ManualLoadingClock()
      table.loads.clock = clock
      table.skeletonRows = SkeletonRows(of: placeholderValue, count: 4)
      let window = TestWindow(showing: table.widget, width: 480, height: 400, title: title)
      defer { window.close() }
      table.beginLoading()
      clock.advance(by: .milliseconds(300))
      XCTAssertNotNil(table.placeholderSlot.placeholder?.customPlaceholderID, "the skeleton shows")

      let loading = translate("Loading…")
      let nodes = AtSpiTree.wait(forWindow: title) { $0.contains { $0.name == loading } }
      let group = nodes.first { $0.name == loading && $0.role != "label" }
      XCTAssertNotNil(group, "one group says it loads: \(nodes)")
      XCTAssertEqual(group?.states.contains("busy"), true, "busy: \(String(describing: group))")
      XCTAssertFalse(nodes.contains { $0.name.contains(placeholderValue) }, "no fake row reads: \(nodes)")

      source.sections = [["Message 1", "Message 2"]]
      table.endRefreshing(hasMore: false)
      clock.advance(by: .milliseconds(500))
      let after = AtSpiTree.wait(forWindow: title) { $0.contains { $0.name == "Message 2" } }
      XCTAssertTrue(after.contains { $0.name == "Message 2" }, "the real rows read: \(after)")
      XCTAssertFalse(after.contains { $0.name.contains(placeholderValue) }, "\(after)")
    }
  }
}
