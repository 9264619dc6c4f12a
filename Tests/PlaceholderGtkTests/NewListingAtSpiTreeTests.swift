import CGtk
import PlaceholderCore
import PlaceholderTestSupport
import XCTest

@testable import GtkKit
@testable import PlaceholderGtk

/// What a screen reader finds while a list switches to a new listing, read
/// back over AT-SPI: none of the old rows, until the new ones come.
/// `make test-a11y` runs it on a private bus.
final class NewListingAtSpiTreeTests: GtkTestCase {
  func testTheOldRowsLeaveTheAccessibilityTreeUntilTheNewRowsCome() throws {
    try AtSpiTree.requireOrSkip()
    onMain {
      let title = "atspi-new-listing"
      let source = StringsDataSource([(0..<10).map { "Inbox \($0)" }])
      let table = TableAdapter(dataSource: source)
      let delegate = PagingDelegate()
      table.delegate = delegate
      let clock = ManualLoadingClock()
      table.loads.clock = clock
      table.beginLoading()
      table.endRefreshing(hasMore: false)
      let window = TestWindow(showing: table.widget, width: 480, height: 400, title: title)
      defer { window.close() }
      let names: ([AtSpiNode]) -> [String] = { $0.map(\.name) }

      let before = AtSpiTree.wait(forWindow: title) { names($0).contains("Inbox 3") }
      XCTAssertTrue(names(before).contains("Inbox 3"), "the first folder reads: \(before) \(AtSpiTree.lastProblem)")

      table.restartLoading()
      clock.advance(by: .milliseconds(300))
      let loading = AtSpiTree.wait(forWindow: title) { nodes in
        names(nodes).contains(translate("Loading…")) && !names(nodes).contains { $0.hasPrefix("Inbox") }
      }
      XCTAssertTrue(names(loading).contains(translate("Loading…")), "\(loading)")
      XCTAssertFalse(names(loading).contains { $0.hasPrefix("Inbox") }, "no old row reads: \(names(loading))")

      source.sections = [(0..<10).map { "Sent \($0)" }]
      table.endRefreshing(hasMore: false)
      clock.advance(by: .milliseconds(500))
      let after = AtSpiTree.wait(forWindow: title) { names($0).contains("Sent 3") }
      XCTAssertTrue(names(after).contains("Sent 3"), "the new rows read: \(names(after))")
      XCTAssertFalse(names(after).contains { $0.hasPrefix("Inbox") }, "\(names(after))")
    }
  }
}
