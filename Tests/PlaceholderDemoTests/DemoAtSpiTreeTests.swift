import CGtk
import PlaceholderCore
import PlaceholderTestSupport
import XCTest

@testable import GtkKit
@testable import PlaceholderDemo
@testable import PlaceholderGtk

/// What a screen reader gets from the demo's Any View page, read from GTK's
/// real accessibility tree over AT-SPI (`make test-a11y`): the header
/// button is named once, without its mnemonic underscore, and the failed
/// load is a group named by its title, with Retry described by the detail.
final class DemoAtSpiTreeTests: GtkTestCase {
  func testTheAnyViewPageReadsOnceAndItsErrorIsANamedDescribedGroup() throws {
    try AtSpiTree.requireOrSkip()
    try onMain {
      let title = "atspi-any-view"
      let page = AnyViewPage(network: SimulatedNetwork(latencyMilliseconds: 0, failFirst: 0, offline: false))
      let box = Box(orientation: .vertical, spacing: 0)
      box.append(try XCTUnwrap(page.headerWidget))
      box.append(page.widget)
      page.widget.expandsVertically = true
      let window = TestWindow(showing: box, width: 700, height: 600, title: title)
      defer { window.close() }
      let failNext = TextDomain.placeholders.translate("Fail Next Load")
      let retry = TextDomain.placeholders.translate("Retry")

      // The page loads for 300 ms before it fails, and one read of the tree
      // is many calls: a read that began while it loaded can mix the two
      // states. Wait for Retry, then read again: the failed state is final.
      _ = AtSpiTree.wait(forWindow: title) { $0.first(role: "push button", name: retry) != nil }
      let nodes = AtSpiTree.read(window: title)
      let buttons = nodes.filter { $0.role == "push button" }
      XCTAssertEqual(
        buttons.filter { $0.name == failNext }.count, 1, "one button named “\(failNext)”: \(buttons.map(\.name))")
      XCTAssertFalse(buttons.contains { $0.name.contains("_") || $0.name.contains("\(failNext) \(failNext)") })
      let retryNode = try XCTUnwrap(nodes.first(role: "push button", name: retry), "Retry reads as a button")
      let group = try XCTUnwrap(
        nodes.first { $0.role == "panel" && $0.relations["labelled-by"] != nil },
        "the error is a named group: \(nodes) \(AtSpiTree.lastProblem)"
      )
      XCTAssertFalse(group.name.isEmpty)
      XCTAssertEqual(group.relations["labelled-by"], [group.name], "named by its title label")
      XCTAssertFalse(retryNode.description.isEmpty, "Retry is described by the detail")
      XCTAssertEqual(group.description, "", "the group is not: Retry says it")
    }
  }
}
