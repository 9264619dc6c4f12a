import CGtk
import PlaceholderCore
import PlaceholderTestSupport
import XCTest

@testable import GtkKit
@testable import PlaceholderGtk

/// A cell for tag items: one label.
final class TagCell: ItemCell {
  let label = Label()
  override func setup() { contentView.append(label) }
}

/// An item with a natural size.
final class TagItem: AutolayoutItemOf<TagCell>, ItemType {
  let name: String
  init(_ name: String) { self.name = name }
  override func updateCellData(_ cell: TagCell) { cell.label.text = name }
}

/// A cell for photo items.
final class PhotoCell: ItemCell {
  let caption = Label()
  override func setup() { contentView.append(caption) }
}

/// An item with fixed sizes per layout.
final class PhotoItem: ItemOf<PhotoCell>, ItemType {
  let caption: String
  init(_ caption: String) { self.caption = caption }
  override func sizeForItem(in layout: CollectionLayoutKind) -> ItemSize {
    switch layout {
    case .vertical: .fixed(width: 100, height: 80)
    case .horizontal: .fixed(width: 120, height: 90)
    case .free: .fixed(width: 60, height: 60)
    }
  }
  override func updateCellData(_ cell: PhotoCell) { cell.caption.text = caption }
}

final class CollectionAdapterTests: GtkTestCase {
  func testVerticalLayoutPutsAsManyFixedItemsInARowAsFitAndKeepsHeadersFullWidth() throws {
    onMain {
      let source = ItemsDataSource<CollectionItem>(sections: [
        .init(header: SectionSupplement(title: "Photos"), items: (0..<10).map { PhotoItem("p\($0)") })
      ])
      let collection = CollectionAdapter(dataSource: source, layout: .vertical)
      collection.reloadData()
      let window = TestWindow(showing: collection.widget, width: 500, height: 600)
      defer { window.close() }
      window.settle()
      // 100 px items with 12 px spacing in about 500 px: 4 per row.
      XCTAssertEqual(collection.index.itemsPerRow, 4)
      XCTAssertEqual(collection.index.count, 1 + 3, "a header row and three rows of items")
      XCTAssertEqual(collection.index.row(at: 0)?.kind, .header)
      let texts = visibleTexts(under: collection.listView.gtkWidget)
      XCTAssertEqual(texts.first, "Photos")
      XCTAssertEqual(Array(texts.dropFirst()), (0..<10).map { "p\($0)" })
    }
  }

  func testSelectingAnItemCallsItsTypedCallbackAndTheDelegate() throws {
    onMain {
      var picked: [String] = []
      let items = ["red", "green", "blue"].map { name in TagItem(name).whenSelected { tag in picked.append(tag.name) } }
      let source = ItemsDataSource<CollectionItem>(sections: [.init(items: items)])
      let collection = CollectionAdapter(dataSource: source)
      let delegate = RecordingDelegate<CollectionItem>()
      collection.delegate = delegate
      collection.reloadData()
      let window = TestWindow(showing: collection.widget)
      defer { window.close() }
      let buttons = itemButtons(under: collection.listView.gtkWidget)
      XCTAssertEqual(buttons.count, 3)
      gtk_widget_activate(buttons[1])
      XCTAssertTrue(MainLoop.run(until: { !picked.isEmpty }, timeoutSeconds: 5))
      XCTAssertEqual(picked, ["green"])
      XCTAssertEqual(delegate.selected, [IndexPath(section: 0, item: 1)])
    }
  }

  /// A row of items that only moved (a section above it went) keeps its
  /// binding on GTK 4.10 and later; its items still answer for where they
  /// stand now: clicked, each selects itself at its new index path.
  func testAnItemWhoseRowMovedSelectsItselfWhereItStandsNow() throws {
    try onMain {
      let source = SectionedDataSource<String>(sections: [
        .init(items: ["a0", "a1"]), .init(items: ["b0", "b1", "b2"]), .init(items: ["c0"]),
      ])
      let collection = CollectionAdapter(dataSource: source)
      let delegate = RecordingDelegate<String>()
      collection.delegate = delegate
      collection.reloadData()
      let window = TestWindow(showing: collection.widget)
      defer { window.close() }
      XCTAssertEqual(visibleTexts(under: collection.listView.gtkWidget), ["a0", "a1", "b0", "b1", "b2", "c0"])

      let warnings = Diagnostics.warningCount
      _ = try source.removeSection(at: 0)
      window.settle()
      XCTAssertEqual(visibleTexts(under: collection.listView.gtkWidget), ["b0", "b1", "b2", "c0"])
      let buttons = itemButtons(under: collection.listView.gtkWidget)
      XCTAssertEqual(buttons.count, 4)
      gtk_widget_activate(buttons[1])
      gtk_widget_activate(buttons[3])
      XCTAssertTrue(MainLoop.run(until: { delegate.selected.count == 2 }, timeoutSeconds: 5))
      XCTAssertEqual(delegate.selected, [IndexPath(section: 0, item: 1), IndexPath(section: 1, item: 0)])
      XCTAssertEqual(Diagnostics.warningCount, warnings)
    }
  }

  func testHorizontalAndFreeLayoutsShowEveryItem() throws {
    onMain {
      let source = ItemsDataSource<CollectionItem>(sections: [
        .init(header: SectionSupplement(title: "Tags"), items: (0..<6).map { TagItem("t\($0)") }),
        .init(
          header: SectionSupplement(title: "Empty"), items: [], emptyPlaceholder: PlaceholderContent(title: "No tags")),
      ])
      let collection = CollectionAdapter(dataSource: source, layout: .horizontal)
      collection.reloadData()
      let window = TestWindow(showing: collection.widget, width: 600, height: 400)
      defer { window.close() }
      XCTAssertEqual(
        visibleTexts(under: collection.listView.gtkWidget), ["Tags"] + (0..<6).map { "t\($0)" } + ["Empty", "No tags"])

      collection.layout = .free
      window.settle()
      XCTAssertEqual(
        visibleTexts(under: collection.scrolledWindow.gtkWidget),
        ["Tags"] + (0..<6).map { "t\($0)" } + ["Empty", "No tags"])
    }
  }

  func testAnEmptyCollectionShowsThePlaceholderAfterItsFirstLoad() {
    onMain {
      let source = ItemsDataSource<CollectionItem>()
      let collection = CollectionAdapter(dataSource: source)
      XCTAssertFalse(collection.placeholderSlot.isShowing)
      collection.reloadData()
      XCTAssertTrue(collection.placeholderSlot.isShowing)
      source.sections = [.init(items: [TagItem("one")])]
      collection.reloadData()
      XCTAssertFalse(collection.placeholderSlot.isShowing)
    }
  }
}

/// The item buttons under a widget, in tree order.
@MainActor
private func itemButtons(under widget: UnsafeMutablePointer<GtkWidget>) -> [UnsafeMutablePointer<GtkWidget>] {
  WidgetTree.descendants(of: widget).filter {
    gtk_widget_has_css_class($0, "placeholders-collection-item") != 0 && gtk_widget_get_opacity($0) > 0
  }
}
