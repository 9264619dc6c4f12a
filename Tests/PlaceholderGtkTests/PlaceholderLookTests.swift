import CGtk
import PlaceholderCore
import PlaceholderTestSupport
import XCTest

@testable import GtkKit
@testable import PlaceholderGtk

/// A placeholder's own colours and fade are a class shared by the
/// placeholders that look the same: one rule per look, not per placeholder.
final class PlaceholderLookTests: GtkTestCase {
  /// A placeholder with a background of its own; each test uses colours of
  /// its own, as the looks are kept per display for the whole process.
  private static func item(red: Double) -> PlaceholderContent {
    PlaceholderContent(
      title: "Tinted", appearance: PlaceholderAppearance(background: .color(red: red, green: 0.25, blue: 0.5, alpha: 1))
    )
  }

  func testPlaceholdersThatLookTheSameShareOneClassAndOneRule() throws {
    try onMain {
      let box = Box(orientation: .vertical)
      let slots = (0..<3).map { _ in PlaceholderSlot(content: Label("content")) }
      for slot in slots { box.append(slot.widget) }
      let window = OverlayWindow(child: box, width: 300, height: 300)
      defer { window.close() }
      let looks = PlaceholderLooks.on(gtk_widget_get_display(box.gtkWidget))
      let rulesBefore = looks.ruleCount

      slots[0].placeholder = Self.item(red: 0.11)
      slots[1].placeholder = Self.item(red: 0.11)
      let shared = try XCTUnwrap(slots[0].look?.className)
      XCTAssertEqual(slots[1].look?.className, shared, "the same look, the same class")
      XCTAssertEqual(looks.ruleCount, rulesBefore + 1, "and one rule for both")

      slots[2].placeholder = Self.item(red: 0.12)
      XCTAssertEqual(looks.ruleCount, rulesBefore + 2)
      let other = try XCTUnwrap(slots[2].look?.className)
      XCTAssertNotEqual(other, shared)

      slots[0].placeholder = Self.item(red: 0.12)
      XCTAssertEqual(slots[0].look?.className, other, "a change to a look in use swaps the class")
      XCTAssertFalse(slots[0].root.hasCSSClass(shared))
      XCTAssertTrue(slots[0].root.hasCSSClass(other))
      XCTAssertEqual(looks.ruleCount, rulesBefore + 2, "and adds no rule: nothing else restyles")

      slots[1].defaultBackground = .none
      slots[1].placeholder = PlaceholderContent(title: "Plain")
      XCTAssertNil(slots[1].look, "a transparent placeholder with the stylesheet's defaults needs no class")
      XCTAssertFalse(slots[1].root.hasCSSClass(shared))
    }
  }
}
