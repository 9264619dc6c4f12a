import CGtk
import PlaceholderCore
import PlaceholderTestSupport
import XCTest

@testable import GtkKit
@testable import PlaceholderDemo
@testable import PlaceholderGtk

/// The demo's Collection page as a screen reader gets it, over AT-SPI
/// (`make test-a11y`): no button or list is named after a GTK class, every
/// item reads as what it shows inside a group named by its section, Tab reaches an item and Right moves on to
/// the next, and the selected item reads as selected; in each layout.
final class DemoCollectionAtSpiTreeTests: GtkTestCase {
  func testItemsAreNamedReachableFromTheKeyboardAndReadAsSelected() throws {
    try AtSpiTree.requireOrSkip()
    guard RealInput.isAvailable else { throw XCTSkip(RealInput.unavailableReason) }
    onMain {
      let title = "atspi-collection"
      let page = CollectionPage()
      let entry = Entry()
      let box = Box(orientation: .vertical, spacing: 0)
      box.append(entry)
      box.append(page.widget)
      page.widget.expandsVertically = true
      let window = TestWindow(showing: box, width: 900, height: 700, title: title)
      defer { window.close() }
      let photos = ["Mountains", "Harbour", "Storm", "Snowfall"].map { TextDomain.placeholders.translate($0) }

      // Tab lands on the first photo, later on the one last focused.
      for (round, layout) in CollectionLayoutKind.allCases.enumerated() {
        let (first, next) = (photos[round], photos[round + 1])
        page.collection.layout = layout
        window.settle()
        XCTAssertNotEqual(gtk_widget_grab_focus(entry.gtkWidget), 0)
        page.collection.clearSelection()
        window.settle()
        // From the entry, Tab passes the layout buttons and the switch.
        var presses = 0
        while presses < 8, Self.focusedItemName(in: window) != first {
          XCTAssertTrue(RealInput.press("Tab", title: title))
          window.settle()
          presses += 1
        }
        let nodes = AtSpiTree.wait(forWindow: title, timeoutSeconds: 10) {
          $0.contains { $0.name == first && $0.role == "push button" && $0.states.contains("focused") }
        }
        XCTAssertTrue(
          nodes.contains { $0.name == first && $0.role == "push button" && $0.states.contains("focused") },
          "\(layout): Tab reaches \(first), a button named by its caption \(AtSpiTree.lastProblem)")

        let classNamed = nodes.filter {
          ["push button", "list", "table", "table cell"].contains($0.role) && $0.name.hasPrefix("Gtk")
        }
        XCTAssertEqual(classNamed, [], "\(layout): named after a GTK class")
        XCTAssertTrue(
          nodes.contains { ($0.role == "list" || $0.role == "panel") && $0.name == page.title },
          "\(layout): the collection has its name")
        let photosSection = TextDomain.placeholders.translate("Photos")
        XCTAssertTrue(
          nodes.contains { ["panel", "table"].contains($0.role) && $0.name == photosSection },
          "\(layout): the photos' section has its name")

        // The next photo: on along the row, or down the column sideways.
        XCTAssertTrue(RealInput.press(layout == .horizontal ? "Down" : "Right", title: title))
        XCTAssertTrue(RealInput.press("space", title: title))
        let isSelected: (AtSpiNode) -> Bool = {
          $0.name == next && $0.states.contains("focused") && $0.states.contains("selected")
        }
        let after = AtSpiTree.wait(forWindow: title, timeoutSeconds: 10) { $0.contains(where: isSelected) }
        XCTAssertTrue(
          after.contains(where: isSelected),
          "\(layout): the arrow moved to \(next), which Space selected: \(after.filter { $0.name == next })")
      }
    }
  }

  /// The text of the focused collection item, as GTK has it.
  @MainActor
  private static func focusedItemName(in window: TestWindow) -> String? {
    guard let focus = gtk_root_get_focus(gcast(window.pointer)),
      gtk_widget_has_css_class(focus, "placeholders-collection-item") != 0
    else { return nil }
    return WidgetTree.visibleTexts(under: focus).first
  }
}
