import CGtk
import PlaceholderCore
import PlaceholderTestSupport
import XCTest

@testable import GtkKit
@testable import PlaceholderGtk

/// What a screen reader gets from a placeholder, read back from GTK's real
/// accessibility tree over AT-SPI (not from the slot's own record of what it
/// set): the group's name and relations, the Retry button with the detail, the
/// busy state while loading. `make test-a11y` runs these on a private bus.
final class PlaceholderAtSpiTreeTests: GtkTestCase {
  func testTheRealTreeNamesTheGroupByItsTitleAndDescribesItByItsDetail() throws {
    try AtSpiTree.requireOrSkip()
    try onMain {
      let title = "atspi-placeholder"
      let slot = PlaceholderSlot(content: try EmptyList().scrolled)
      let window = TestWindow(showing: slot.widget, width: 480, height: 400, title: title)
      defer { window.close() }
      slot.placeholder = .networkError(detail: "The server is unreachable.")
      XCTAssertTrue(MainLoop.run(until: { slot.phase == .shown }))

      let isGroup: (AtSpiNode) -> Bool = { $0.role != "label" && $0.role != "push button" }
      let nodes = AtSpiTree.wait(forWindow: title) { nodes in
        nodes.contains { isGroup($0) && $0.name == "No Connection" }
          && nodes.first(role: "push button", name: "Retry")?.description.isEmpty == false
      }
      let group = try XCTUnwrap(
        nodes.first { isGroup($0) && $0.name == "No Connection" },
        "the group is named by its title: \(nodes) \(AtSpiTree.lastProblem)")
      XCTAssertEqual(group.relations["labelled-by"], ["No Connection"])
      let retry = try XCTUnwrap(nodes.first(role: "push button", name: "Retry"), "Retry reads as a button")
      XCTAssertEqual(retry.description, "The server is unreachable.", "Retry carries the detail: \(nodes)")
      XCTAssertEqual(group.description, "", "not the group too: a change of it would be said again")

      slot.placeholder = .loading()
      let loading = AtSpiTree.wait(forWindow: title) { nodes in
        nodes.contains { isGroup($0) && $0.name == "Loading…" && $0.states.contains("busy") }
      }
      XCTAssertNotNil(
        loading.first { isGroup($0) && $0.name == "Loading…" && $0.states.contains("busy") },
        "loading is a busy group named Loading…: \(loading)")

      slot.placeholder = PlaceholderContent(detail: .plain("Only a detail"))
      let detailOnly = AtSpiTree.wait(forWindow: title) { nodes in
        nodes.contains { isGroup($0) && $0.name == "Only a detail" }
      }
      let named = try XCTUnwrap(
        detailOnly.first { isGroup($0) && $0.name == "Only a detail" }, "without a title the detail names it")
      XCTAssertNil(named.relations["labelled-by"], "no title label to point at")
      XCTAssertFalse(named.states.contains("busy"))
    }
  }
}
