import CGtk
import PlaceholderCore
import PlaceholderTestSupport
import XCTest

@testable import GtkKit
@testable import PlaceholderGtk

/// The horizontal and free collection layouts, checked from where GTK puts
/// the items (their allocations), not only from which texts show: the
/// horizontal layout stacks items in columns that run left to right, as
/// many per column as fit the height; the free layout wraps items of their
/// own widths like words.
final class CollectionLayoutGeometryTests: GtkTestCase {
  func testTheHorizontalLayoutFillsColumnsTopToBottomThenLeftToRight() throws {
    try onMain {
      let source = ItemsDataSource<CollectionItem>(sections: [.init(items: (0..<12).map { PhotoItem("p\($0)") })])
      let collection = CollectionAdapter(dataSource: source, layout: .horizontal)
      collection.reloadData()
      let window = TestWindow(showing: collection.widget, width: 900, height: 330)
      defer { window.close() }
      window.settle()
      XCTAssertEqual(
        gtk_orientable_get_orientation(gcast(collection.listView.gtkWidget)), GTK_ORIENTATION_HORIZONTAL,
        "the list runs sideways")

      let centers = try (0..<12).map { try XCTUnwrap(Self.center(of: "p\($0)", in: collection.widget), "p\($0)") }
      let perColumn = collection.index.itemsPerRow
      // 90 px items with 12 px spacing in about 330 px: 3 per column.
      XCTAssertEqual(perColumn, 3)
      for (index, center) in centers.enumerated() {
        let column = index / perColumn
        let first = centers[column * perColumn]
        XCTAssertEqual(center.x, first.x, accuracy: 4, "p\(index) is in column \(column)")
        if index % perColumn > 0 {
          XCTAssertGreaterThanOrEqual(
            center.y - centers[index - 1].y, 90, "p\(index) is below p\(index - 1), an item's height further")
        }
      }
      for column in 1..<(12 / perColumn) {
        XCTAssertGreaterThanOrEqual(
          centers[column * perColumn].x - centers[(column - 1) * perColumn].x, 120,
          "column \(column) is right of column \(column - 1), an item's width further")
      }

      // A taller window fits more per column.
      gtk_window_set_default_size(gcast(window.pointer), 900, 560)
      XCTAssertTrue(MainLoop.run(until: { collection.index.itemsPerRow == 5 }), "\(collection.index.itemsPerRow)")
    }
  }

  func testSwitchingFromVerticalToHorizontalLaysOutColumnsAsStartingHorizontalDoes() throws {
    try onMain {
      let source = ItemsDataSource<CollectionItem>(sections: [
        .init(header: SectionSupplement(title: "Photos"), items: (0..<12).map { PhotoItem("p\($0)") }),
        .init(
          header: SectionSupplement(title: "Tags"), items: ["holiday", "a very long tag name"].map { TagItem($0) }),
      ])
      let collection = CollectionAdapter(dataSource: source, layout: .vertical)
      collection.reloadData()
      // Three 100 px items (and their buttons' padding) across 560 px, three
      // 90 px items down 330 px: the count per row stays the same, and only
      // the chunks' direction changes.
      let window = TestWindow(showing: collection.widget, width: 560, height: 330)
      defer { window.close() }
      window.settle()
      XCTAssertEqual(collection.index.itemsPerRow, 3)
      collection.layout = .horizontal
      window.settle()
      XCTAssertTrue(
        MainLoop.run(until: { collection.index.itemsPerRow == 3 }), "\(collection.index.itemsPerRow) per column")
      window.settle()
      let first = try XCTUnwrap(Self.center(of: "p0", in: collection.widget))
      let second = try XCTUnwrap(Self.center(of: "p1", in: collection.widget))
      XCTAssertEqual(first.x, second.x, accuracy: 4, "p1 is below p0, in the same column")
      XCTAssertGreaterThanOrEqual(second.y - first.y, 90)

      collection.layout = .vertical
      window.settle()
      let firstAgain = try XCTUnwrap(Self.center(of: "p0", in: collection.widget))
      let secondAgain = try XCTUnwrap(Self.center(of: "p1", in: collection.widget))
      XCTAssertEqual(firstAgain.y, secondAgain.y, accuracy: 4, "back to rows: p1 beside p0")
      XCTAssertGreaterThanOrEqual(secondAgain.x - firstAgain.x, 100)
    }
  }

  func testTheFreeLayoutWrapsItemsOfTheirOwnWidthsWithinTheWidth() throws {
    try onMain {
      let names = ["holiday", "family", "a very long tag name", "work", "2026", "favourites", "to sort", "shared"]
      let source = ItemsDataSource<CollectionItem>(sections: [.init(items: names.map { TagItem($0) })])
      let collection = CollectionAdapter(dataSource: source, layout: .free)
      collection.reloadData()
      let window = TestWindow(showing: collection.widget, width: 320, height: 400)
      defer { window.close() }
      window.settle()

      let bounds = try names.map { try XCTUnwrap(Self.bounds(of: $0, in: collection.widget), $0) }
      let width = Double(gtk_widget_get_width(collection.widget.gtkWidget))
      let lines = Dictionary(grouping: bounds.indices) { Int(bounds[$0].midY.rounded()) }
      XCTAssertGreaterThanOrEqual(lines.count, 3, "eight tags wrap onto several lines in 320 px: \(bounds)")
      XCTAssertTrue(bounds.allSatisfy { $0.maxX <= width + 0.5 }, "nothing runs past the right edge")
      let widths = Set(bounds.map { Int($0.width) })
      XCTAssertGreaterThan(widths.count, 3, "items keep their own widths")
      // Within a line, items go left to right in order; each line starts at the left.
      let lineStarts = lines.values.map { indices in indices.map { bounds[$0].minX }.min() ?? 0 }
      XCTAssertLessThanOrEqual((lineStarts.max() ?? 0) - (lineStarts.min() ?? 0), 60, "lines start at the left")
      for indices in lines.values {
        let sorted = indices.sorted()
        for (left, right) in zip(sorted, sorted.dropFirst()) {
          XCTAssertLessThan(bounds[left].maxX, bounds[right].minX, "\(names[left]) comes before \(names[right])")
        }
      }

      // Wider, fewer lines.
      gtk_window_set_default_size(gcast(window.pointer), 900, 400)
      XCTAssertTrue(
        MainLoop.run(until: {
          let wide = names.compactMap { Self.bounds(of: $0, in: collection.widget) }
          return Set(wide.map { Int($0.midY.rounded()) }).count < lines.count
        }), "a wider window wraps later")
    }
  }

  /// The bounds of the mapped label showing `text`, in `ancestor`'s coordinates.
  @MainActor
  static func bounds(of text: String, in ancestor: Widget) -> CGRectLike? {
    let label = WidgetTree.descendants(
      of: ancestor.gtkWidget, type: gtk_label_get_type(), skipping: WidgetTree.isUnmapped
    ).first { String(cString: gtk_label_get_text(gcast($0))) == text }
    guard let label else { return nil }
    var rect = graphene_rect_t()
    guard gtk_widget_compute_bounds(label, ancestor.gtkWidget, &rect) != 0 else { return nil }
    return CGRectLike(
      minX: Double(rect.origin.x), minY: Double(rect.origin.y), width: Double(rect.size.width),
      height: Double(rect.size.height))
  }

  @MainActor
  static func center(of text: String, in ancestor: Widget) -> (x: Double, y: Double)? {
    bounds(of: text, in: ancestor).map { ($0.midX, $0.midY) }
  }
}

/// A rectangle in widget coordinates.
struct CGRectLike: CustomStringConvertible {
  var minX: Double
  var minY: Double
  var width: Double
  var height: Double
  var maxX: Double { minX + width }
  var midX: Double { minX + width / 2 }
  var midY: Double { minY + height / 2 }
  var description: String { "(\(Int(minX)),\(Int(minY)) \(Int(width))×\(Int(height)))" }
}
