import CGtk
import PlaceholderCore
import PlaceholderTestSupport
import XCTest

@testable import GtkKit
@testable import PlaceholderGtk

/// An item made with the configuration initializer, whose own size callback
/// answers what it is told to (nil: "not mine").
final class RuleItem: ItemOf<PhotoCell>, ConfigurableItem {
  var caption = ""
  var answer: ItemSize?
  private(set) var queries: [(query: ItemSizeQuery, container: Widget)] = []

  override func sizeForItem(_ query: ItemSizeQuery, in container: Widget) -> ItemSize? {
    queries.append((query, container))
    return answer
  }
  override func sizeForItem(in layout: CollectionLayoutKind) -> ItemSize { .fixed(width: 70, height: 50) }
  override func updateCellData(_ cell: PhotoCell) { cell.caption.text = caption }
}

/// The form-items seed's item callbacks and size callbacks on a real grid.
final class CollectionItemEventsTests: GtkTestCase {
  func testASizeCallbackAnsweringNilFallsBackToTheRulesThenTheItemsSize() throws {
    try onMain {
      let own = RuleItem {
        $0.caption = "a"
        $0.answer = .fixed(width: 150, height: 60)
      }
      let ruled = RuleItem { $0.caption = "b" }
      let fallback = RuleItem { $0.caption = "c" }
      XCTAssertEqual(own.caption, "a", "the configuration ran before the item was returned")
      let source = ItemsDataSource<CollectionItem>(sections: [.init(items: [own, ruled, fallback])])
      let collection = CollectionAdapter(dataSource: source, layout: .free)
      var ruleAsked: [String] = []
      collection.addSizeRule { item, _, _ in
        guard let item = item as? RuleItem else { return nil }
        ruleAsked.append(item.caption)
        return item.caption == "b" ? .fixed(width: 110, height: 60) : nil
      }
      collection.reloadData()
      let window = TestWindow(showing: collection.widget, width: 600, height: 400)
      defer { window.close() }
      window.settle()

      XCTAssertEqual(widths(under: collection), [150, 110, 70])
      XCTAssertFalse(ruleAsked.contains("a"), "an item's own answer wins: the rules are not asked")
      XCTAssertTrue(ruleAsked.contains("c"), "nil from the item asks the rules")

      let asked = try XCTUnwrap(own.queries.last)
      XCTAssertEqual(asked.query.layout, .free)
      XCTAssertTrue(asked.container === collection.widget, "the container is the collection")
      XCTAssertGreaterThan(asked.query.estimatedWidth, 0)

      collection.removeSizeRules()
      window.settle()
      XCTAssertEqual(widths(under: collection), [150, 70, 70], "without the rule: the item's size")
    }
  }

  func testHighlightSelectDeselectAndEndDisplayReachTheRightItemInOrder() throws {
    guard RealInput.isAvailable else { throw XCTSkip(RealInput.unavailableReason) }
    onMain {
      var log: [String] = []
      let items = ["red", "green", "blue"].map { name in
        TagItem(name)
          .whenDisplayed { log.append("display \($0.name)") }
          .whenHighlighted { log.append("highlight \($0.name)") }
          .whenUnhighlighted { log.append("unhighlight \($0.name)") }
          .whenSelected { log.append("select \($0.name)") }
          .whenDeselected { log.append("deselect \($0.name)") }
          .whenDisplayEnds { log.append("end \($0.name)") }
      }
      let source = ItemsDataSource<CollectionItem>(sections: [.init(items: items)])
      let collection = CollectionAdapter(dataSource: source)
      collection.reloadData()
      let title = "collection-item-events"
      let window = TestWindow(showing: collection.widget, title: title)
      defer { window.close() }
      window.settle()
      for name in ["red", "green", "blue"] {
        XCTAssertTrue(log.contains("display \(name)"))
        XCTAssertEqual(
          log.filter { $0 == "display \(name)" }.count, log.filter { $0 == "end \(name)" }.count + 1,
          "every display but the last ended")
      }
      XCTAssertFalse(log.contains { $0.hasPrefix("select") || $0.hasPrefix("highlight") })

      // A real click: pressed, released, clicked.
      log.removeAll()
      click(1, of: collection, in: window, title: title)
      XCTAssertTrue(MainLoop.run(until: { log.contains("select green") }))
      window.settle()
      XCTAssertEqual(log, ["highlight green", "unhighlight green", "select green"])

      log.removeAll()
      click(2, of: collection, in: window, title: title)
      XCTAssertTrue(MainLoop.run(until: { log.contains("select blue") }))
      window.settle()
      XCTAssertEqual(log, ["highlight blue", "unhighlight blue", "deselect green", "select blue"])

      log.removeAll()
      collection.clearSelection()
      XCTAssertEqual(log, ["deselect blue"])
      collection.clearSelection()
      XCTAssertEqual(log, ["deselect blue"], "nothing is selected any more")

      // Green and blue leave the grid: each display ends, once.
      log.removeAll()
      source.sections = [.init(items: [items[0]])]
      collection.reloadData()
      window.settle()
      XCTAssertEqual(log.filter { $0 == "end green" }.count, 1)
      XCTAssertEqual(log.filter { $0 == "end blue" }.count, 1)
      XCTAssertFalse(log.contains("display green"))
      XCTAssertFalse(log.contains("deselect blue"), "the selection was cleared before")
    }
  }
}

/// Clicks the item button at `index` with the real pointer.
@MainActor
private func click(
  _ index: Int, of collection: CollectionAdapter<ItemsDataSource<CollectionItem>>, in window: TestWindow,
  title: String
) {
  let buttons = itemButtons(under: collection.listView.gtkWidget)
  XCTAssertGreaterThan(buttons.count, index)
  let button = Widget(retaining: buttons[index])
  XCTAssertTrue(RealInput.click(button, in: window.window, title: title))
}

/// The widths of the item buttons shown by a collection, border box.
@MainActor
private func widths(under collection: CollectionAdapter<ItemsDataSource<CollectionItem>>) -> [Int] {
  itemButtons(under: collection.scrolledWindow.gtkWidget).compactMap {
    TestWindow.bounds(of: Widget(retaining: $0), in: collection.widget)?.width
  }
}

/// The item buttons under a widget that show an item, in tree order.
@MainActor
private func itemButtons(under widget: UnsafeMutablePointer<GtkWidget>) -> [UnsafeMutablePointer<GtkWidget>] {
  WidgetTree.descendants(of: widget).filter {
    gtk_widget_has_css_class($0, "placeholders-collection-item") != 0 && gtk_widget_get_opacity($0) > 0
  }
}
