import CGtk
import PlaceholderTestSupport
import XCTest

@testable import GtkKit

/// A list app's window in GtkKit alone: a sidebar whose rows the arrow keys
/// and Alt+letter select, a pane with a divider between it and a list, and
/// a main menu.
final class SidebarAndPaneTests: GtkTestCase {
  private static let folders = [
    SidebarItem("_Inbox", iconName: "mail-unread-symbolic"), SidebarItem("_Sent", iconName: "mail-send-symbolic"),
    SidebarItem("S_pam"),
  ]

  func testASidebarKeepsOneRowSelectedAndReportsEachNewOne() {
    onMain {
      let sidebar = SidebarList(items: Self.folders)
      XCTAssertTrue(sidebar.hasCSSClass("navigation-sidebar"))
      XCTAssertEqual(sidebar.selectedIndex, 0, "the first row starts selected")
      XCTAssertEqual(sidebar.row(at: 2)?.typeName, "GtkListBoxRow")
      XCTAssertNil(sidebar.row(at: 3))
      var reported: [Int] = []
      sidebar.selectionHandler = { reported.append($0) }
      sidebar.select(2)
      sidebar.select(2)
      sidebar.select(9)
      sidebar.select(1)
      XCTAssertEqual(reported, [2, 1], "one report per change; the same row and one out of range are none")
      XCTAssertEqual(sidebar.selectedIndex, 1)

      sidebar.setItems([SidebarItem("Only")])
      XCTAssertEqual(sidebar.selectedIndex, 0, "a selected row that is gone gives way to the first")
      XCTAssertEqual(reported, [2, 1], "replacing the rows is no choice of the user's")
      let empty = SidebarList()
      XCTAssertNil(empty.selectedIndex)
      empty.select(0)
      XCTAssertNil(empty.selectedIndex)
    }
  }

  /// Real keys: Down moves the selection to the next row; Alt and a row's
  /// marked letter select that row (mail-folder-fails.steps hears the row
  /// named without the mark: "Spam").
  func testTheArrowKeysAndAltLetterSelectRows() throws {
    guard RealInput.isAvailable else { throw XCTSkip(RealInput.unavailableReason) }
    onMain {
      let title = "Sidebar keys"
      let sidebar = SidebarList(items: Self.folders)
      var reported: [Int] = []
      sidebar.selectionHandler = { reported.append($0) }
      let window = TestWindow(showing: sidebar, title: title)
      defer { window.close() }
      _ = sidebar.row(at: 0)?.grabFocus()
      window.settle()

      XCTAssertTrue(RealInput.press("Down", title: title))
      XCTAssertTrue(MainLoop.run(until: { sidebar.selectedIndex == 1 }), "Down selects the next row")
      XCTAssertTrue(RealInput.press("alt+p", title: title))
      XCTAssertTrue(MainLoop.run(until: { sidebar.selectedIndex == 2 }), "Alt+P selects S_pam")
      XCTAssertEqual(reported, [1, 2])
    }
  }

  /// Real keys: Tab leaves the sidebar from its first row, onto the
  /// button after it, and Shift+Tab comes back; the selection stays (a
  /// GtkListBox alone would Tab onto its next row and select it).
  func testTabLeavesTheSidebarInOneStep() throws {
    guard RealInput.isAvailable else { throw XCTSkip(RealInput.unavailableReason) }
    onMain {
      let title = "Sidebar tab"
      let sidebar = SidebarList(items: Self.folders)
      var reported: [Int] = []
      sidebar.selectionHandler = { reported.append($0) }
      let after = Button(label: "After")
      let window = TestWindow(showing: Box(orientation: .horizontal, children: [sidebar, after]), title: title)
      defer { window.close() }
      _ = sidebar.row(at: 0)?.grabFocus()
      window.settle()

      XCTAssertTrue(RealInput.press("Tab", title: title))
      XCTAssertTrue(MainLoop.run(until: { gtk_widget_is_focus(after.gtkWidget) != 0 }), "Tab leaves the sidebar")
      XCTAssertTrue(RealInput.press("shift+Tab", title: title))
      XCTAssertTrue(
        MainLoop.run(until: { sidebar.row(at: 0).map { gtk_widget_is_focus($0.gtkWidget) != 0 } ?? false }),
        "Shift+Tab comes back to the selected row")
      XCTAssertEqual(sidebar.selectedIndex, 0)
      XCTAssertEqual(reported, [], "Tab selects nothing")
    }
  }

  func testAPaneHoldsTwoChildrenWithADividerBetweenThem() {
    onMain {
      let start = Label("Folders")
      let end = Label("Messages")
      let pane = Paned(orientation: .horizontal, start: start, end: end)
      XCTAssertEqual(pane.typeName, "GtkPaned")
      XCTAssertEqual(pane.start?.widgetPointer, start.widgetPointer)
      XCTAssertEqual(pane.end?.widgetPointer, end.widgetPointer)
      XCTAssertFalse(pane.resizesStart, "a sidebar keeps its width as the window grows")
      pane.shrinksStart = false
      XCTAssertFalse(pane.shrinksStart)
      pane.hasWideHandle = true
      XCTAssertTrue(pane.hasWideHandle)
      let window = TestWindow(showing: pane, width: 600, height: 300)
      defer { window.close() }
      pane.position = 200
      window.settle()
      XCTAssertEqual(pane.position, 200)
      XCTAssertEqual(pane.orientation, .horizontal)
      pane.end = nil
      XCTAssertNil(pane.end)
    }
  }

  func testAMenuButtonOpensAMenuOfActionsOrAPopover() throws {
    onMain {
      let button = MenuButton(iconName: "open-menu-symbolic", accessibleLabel: "Main Menu")
      XCTAssertEqual(button.typeName, "GtkMenuButton")
      XCTAssertEqual(button.tooltip, "Main Menu")
      let menu = Menu(sections: [Menu(items: [("_Refresh", "win.refresh")]), Menu(items: [("_Quit", "app.quit")])])
      XCTAssertEqual(g_menu_model_get_n_items(menu.model), 2, "two sections")
      button.menu = menu
      XCTAssertTrue(button.menu === menu)
      button.isPrimary = true
      XCTAssertTrue(button.isPrimary)
      guard let popover = gtk_popover_new() else { return XCTFail("GTK made no popover") }
      button.popover = Widget(wrapping: popover)
      XCTAssertNil(button.menu, "a popover replaces the menu")
      XCTAssertEqual(button.popover?.typeName, "GtkPopover")
    }
  }
}
