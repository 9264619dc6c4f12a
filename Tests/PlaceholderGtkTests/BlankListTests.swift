import CGtk
import PlaceholderCore
import PlaceholderTestSupport
import XCTest

@testable import GtkKit
@testable import PlaceholderGtk

/// Found by the GTK soak (seed 128467994): a table scrolled deep into a
/// long section that moves away from under the view. GTK 4.8 kept its row
/// widgets but put none on screen, and the table showed nothing until it
/// was scrolled; rows show now, a frame later.
final class BlankListTests: GtkTestCase {
  func testASectionMovedFromUnderADeepViewLeavesRowsOnScreen() {
    onMain {
      var number = 0
      let source = SectionedDataSource<String>(
        sections: [185, 365, 3, 12].enumerated().map { index, count in
          .init(
            items: (0..<count).map { _ in
              number += 1
              return "item \(number)"
            }, header: SectionSupplement(title: "section \(index)"))
        })
      let table = TableAdapter(dataSource: source)
      table.accessibleLabel = "Items"
      table.reloadData()
      let window = TestWindow(showing: table.widget, width: 440, height: 358)
      defer { window.close() }
      window.settle()
      let adjustment = table.verticalAdjustment
      adjustment.value = 12_058
      window.settle(frames: 4)
      XCTAssertTrue(MainLoop.run(until: { !Self.shownTexts(in: table).isEmpty }, timeoutSeconds: 3), "rows show before")

      _ = try? source.remove(at: [
        IndexPath(section: 1, item: 72), IndexPath(section: 1, item: 84), IndexPath(section: 0, item: 147),
      ])
      window.settle(frames: 2)
      _ = try? source.moveSection(from: 1, to: 2)
      XCTAssertTrue(
        MainLoop.run(until: { !Self.shownTexts(in: table).isEmpty }, timeoutSeconds: 3),
        "rows show after the move (view at \(adjustment.value) of \(adjustment.upper - adjustment.pageSize))")
    }
  }

  /// The texts of the rows on screen.
  @MainActor
  private static func shownTexts(in table: TableAdapter<SectionedDataSource<String>>) -> [String] {
    WidgetTree.descendants(of: table.widget.gtkWidget).filter {
      gtk_widget_get_mapped($0) != 0 && pg_is_instance_of($0, gtk_label_get_type()) != 0
    }.map { String(cString: gtk_label_get_text(gcast($0))) }.filter { !$0.isEmpty }
  }
}
