import CGtk
import PlaceholderTestSupport
import XCTest

@testable import GtkKit

/// A sidebar's rows as a screen reader reads them over AT-SPI (`make
/// test-a11y`): each named once by its title without the mnemonic mark,
/// with no icon read out.
/// The mnemonic label labels the row too, and GTK 4.8 joined the two into
/// "Inbox Inbox".
final class SidebarAtSpiTreeTests: GtkTestCase {
  func testEachRowIsNamedOnceByItsTitle() throws {
    try AtSpiTree.requireOrSkip()
    onMain {
      let title = "atspi-sidebar"
      let sidebar = SidebarList(items: [
        SidebarItem("_Inbox", iconName: "mail-unread-symbolic"), SidebarItem("S_ent"), SidebarItem("Sp_am"),
      ])
      sidebar.setAccessibleLabel("Folders")
      let window = TestWindow(showing: sidebar, title: title)
      defer { window.close() }
      let nodes = AtSpiTree.wait(forWindow: title) { $0.first(role: "list", name: "Folders") != nil }
      let rows = nodes.filter { $0.role == "list item" }.map(\.name)
      XCTAssertEqual(rows, ["Inbox", "Sent", "Spam"], "\(nodes) \(AtSpiTree.lastProblem)")
      XCTAssertFalse(nodes.contains { $0.role == "image" }, "the icons are decoration: \(nodes)")
    }
  }
}
