import CGtk
import PlaceholderCore
import PlaceholderTestSupport
import XCTest

@testable import GtkKit
@testable import PlaceholderGtk

/// A collection from the keyboard alone, with real key presses through the
/// display server: Tab lands on one item and leaves the collection with the
/// next press, arrows, Home and End move between items in every layout
/// (mirrored right to left), Space selects, and Shift+Tab comes back to
/// the item last focused.
final class GridKeyboardTests: GtkTestCase {
  /// A window with an entry above a collection of photos (100 px wide: four
  /// to a row at 500 px) under a "Photos" header.
  private struct Fixture {
    let title: String
    let source: ItemsDataSource<CollectionItem>
    let collection: CollectionAdapter<ItemsDataSource<CollectionItem>>
    let entry: Entry
    let window: TestWindow

    @MainActor
    init(_ title: String, items: Int = 10, layout: CollectionLayoutKind = .vertical) {
      self.title = title
      source = ItemsDataSource<CollectionItem>(sections: [
        .init(header: SectionSupplement(title: "Photos"), items: (0..<items).map { PhotoItem("p\($0)") })
      ])
      collection = CollectionAdapter(dataSource: source, layout: layout)
      collection.reloadData()
      entry = Entry()
      let box = Box(orientation: .vertical, spacing: 0)
      box.append(entry)
      box.append(collection.widget)
      collection.widget.expandsVertically = true
      window = TestWindow(showing: box, width: 500, height: 400, title: title)
      XCTAssertNotEqual(gtk_widget_grab_focus(entry.gtkWidget), 0)
      window.settle()
    }

    /// The caption of the focused item, or nil when no item has the focus.
    @MainActor
    var focusedCaption: String? {
      guard let focus = gtk_root_get_focus(gcast(window.pointer)),
        gtk_widget_has_css_class(focus, "placeholders-collection-item") != 0
      else { return nil }
      return visibleTexts(under: focus).first
    }

    /// Presses a key and waits until the focused item's caption is `caption`.
    @MainActor
    func press(_ key: String, expecting caption: String?, file: StaticString = #filePath, line: UInt = #line) {
      XCTAssertTrue(RealInput.press(key, title: title), file: file, line: line)
      XCTAssertTrue(
        MainLoop.run(until: { focusedCaption == caption }, timeoutSeconds: 5),
        "after \(key): \(focusedCaption ?? "no item") has the focus, not \(caption ?? "none")", file: file, line: line)
      window.settle()
      XCTAssertEqual(focusedCaption, caption, "after \(key), settled", file: file, line: line)
    }
  }

  func testTabLandsOnTheFirstItemArrowsMoveAndTabLeavesAndComesBack() throws {
    guard RealInput.isAvailable else { throw XCTSkip(RealInput.unavailableReason) }
    onMain {
      let fixture = Fixture("grid-keys-vertical")
      defer { fixture.window.close() }
      XCTAssertEqual(fixture.collection.index.itemsPerRow, 4)
      fixture.press("Tab", expecting: "p0")
      fixture.press("Right", expecting: "p1")
      fixture.press("Down", expecting: "p5")
      fixture.press("Down", expecting: "p9")
      fixture.press("Down", expecting: "p9")
      fixture.press("Home", expecting: "p0")
      fixture.press("Left", expecting: "p0")
      fixture.press("End", expecting: "p9")
      fixture.press("Up", expecting: "p5")
      fixture.press("Left", expecting: "p4")
      // One Tab leaves the collection, wrapping round to the entry.
      fixture.press("Tab", expecting: nil)
      XCTAssertNotEqual(gtk_widget_is_focus(gtk_widget_get_first_child(fixture.entry.gtkWidget)), 0, "on the entry")
      fixture.press("shift+Tab", expecting: "p4")
    }
  }

  func testSpaceAndEnterSelectTheFocusedItemWhichIsDrawnAndReadAsSelected() throws {
    guard RealInput.isAvailable else { throw XCTSkip(RealInput.unavailableReason) }
    try onMain {
      let fixture = Fixture("grid-keys-select")
      defer { fixture.window.close() }
      let delegate = RecordingDelegate<CollectionItem>()
      fixture.collection.delegate = delegate
      var records: [Announcer.Record] = []
      Announcer.recorder = { records.append($0) }
      defer { Announcer.recorder = nil }
      fixture.press("Tab", expecting: "p0")
      fixture.press("Right", expecting: "p1")
      let p1 = try XCTUnwrap(gtk_root_get_focus(gcast(fixture.window.pointer)))
      XCTAssertEqual(AccessibleAttributes.ownDescription(of: p1), "2 of 10", "read with its place in its section")
      XCTAssertTrue(RealInput.press("space", title: fixture.title))
      XCTAssertTrue(MainLoop.run(until: { fixture.collection.selectedIndexPath == IndexPath(section: 0, item: 1) }))
      XCTAssertEqual(delegate.selected, [IndexPath(section: 0, item: 1)])
      XCTAssertEqual(Self.selectedCaptions(in: fixture), ["p1"], "drawn as selected (:selected)")
      XCTAssertEqual(AccessibleAttributes.ownDescription(of: p1), "2 of 10, selected", "and read as selected")
      XCTAssertEqual(records, [], "selecting says itself through the description")

      fixture.press("Right", expecting: "p2")
      XCTAssertTrue(RealInput.press("Return", title: fixture.title))
      XCTAssertTrue(MainLoop.run(until: { fixture.collection.selectedIndexPath == IndexPath(section: 0, item: 2) }))
      XCTAssertEqual(Self.selectedCaptions(in: fixture), ["p2"], "one selected item")

      // An item inserted before it: the selection follows its item.
      fixture.source.sections[0].items.insert(PhotoItem("new"), at: 0)
      fixture.collection.performUpdates(.init(insertedItems: [IndexPath(section: 0, item: 0)]))
      fixture.window.settle()
      XCTAssertEqual(fixture.collection.selectedIndexPath, IndexPath(section: 0, item: 3))
      XCTAssertEqual(Self.selectedCaptions(in: fixture), ["p2"])
      fixture.collection.clearSelection()
      XCTAssertNil(fixture.collection.selectedIndexPath)
      XCTAssertEqual(Self.selectedCaptions(in: fixture), [])
    }
  }

  func testHorizontalLayoutStepsDownAColumnAndRightAcrossColumns() throws {
    guard RealInput.isAvailable else { throw XCTSkip(RealInput.unavailableReason) }
    onMain {
      let fixture = Fixture("grid-keys-horizontal", layout: .horizontal)
      defer { fixture.window.close() }
      let perColumn = fixture.collection.index.itemsPerRow
      XCTAssertGreaterThan(perColumn, 1)
      fixture.press("Tab", expecting: "p0")
      fixture.press("Down", expecting: "p1")
      fixture.press("Right", expecting: "p\(1 + perColumn)")
      fixture.press("Left", expecting: "p1")
      fixture.press("Up", expecting: "p0")
    }
  }

  func testRightToLeftTheArrowsFollowTheMirroredRows() throws {
    guard RealInput.isAvailable else { throw XCTSkip(RealInput.unavailableReason) }
    onMain {
      // As in a right-to-left locale: every widget made from now on.
      gtk_widget_set_default_direction(GTK_TEXT_DIR_RTL)
      defer { gtk_widget_set_default_direction(GTK_TEXT_DIR_LTR) }
      let fixture = Fixture("grid-keys-rtl")
      defer { fixture.window.close() }
      fixture.press("Tab", expecting: "p0")
      fixture.press("Left", expecting: "p1")
      fixture.press("Left", expecting: "p2")
      fixture.press("Right", expecting: "p1")
      fixture.press("Down", expecting: "p5")
    }
  }

  func testFreeLayoutMovesAlongTheLineAndDownToTheNextLine() throws {
    guard RealInput.isAvailable else { throw XCTSkip(RealInput.unavailableReason) }
    onMain {
      let fixture = Fixture("grid-keys-free", items: 30, layout: .free)
      defer { fixture.window.close() }
      fixture.press("Tab", expecting: "p0")
      fixture.press("Right", expecting: "p1")
      let first = Self.focusedTop(in: fixture)
      XCTAssertTrue(RealInput.press("Down", title: fixture.title))
      XCTAssertTrue(MainLoop.run(until: { (Self.focusedTop(in: fixture) ?? 0) > (first ?? .infinity) }), "down a line")
      XCTAssertNotEqual(fixture.focusedCaption, "p2", "not the next in reading order")
      fixture.press("End", expecting: "p29")
      fixture.press("Home", expecting: "p0")
    }
  }

  func testEndScrollsToAnItemGTKHadNotMadeAndFocusesIt() throws {
    guard RealInput.isAvailable else { throw XCTSkip(RealInput.unavailableReason) }
    onMain {
      let fixture = Fixture("grid-keys-far", items: 400)
      defer { fixture.window.close() }
      fixture.press("Tab", expecting: "p0")
      fixture.press("End", expecting: "p399")
      fixture.press("Home", expecting: "p0")
    }
  }

  /// Scrolled away by the mouse, GTK takes the focus off the item's row
  /// (to the list view); back at the item, the keys go on from it.
  func testKeysGoOnFromTheItemAfterTheMouseScrolledAwayAndBack() throws {
    guard RealInput.isAvailable else { throw XCTSkip(RealInput.unavailableReason) }
    onMain {
      let fixture = Fixture("grid-keys-scrolled-away", items: 400)
      defer { fixture.window.close() }
      fixture.press("Tab", expecting: "p0")
      fixture.press("Right", expecting: "p1")
      let adjustment = fixture.collection.verticalAdjustment
      adjustment.value = adjustment.upper
      fixture.window.settle(frames: 6)
      XCTAssertNil(fixture.focusedCaption, "GTK took the focus off the item scrolled away")
      adjustment.value = adjustment.lower
      fixture.window.settle(frames: 6)
      fixture.press("Down", expecting: "p5")
      fixture.press("Tab", expecting: nil)
      fixture.press("shift+Tab", expecting: "p5")
    }
  }

  /// The captions of the items drawn as selected.
  @MainActor
  private static func selectedCaptions(in fixture: Fixture) -> [String] {
    WidgetTree.descendants(of: fixture.collection.widget.gtkWidget).filter {
      gtk_widget_has_css_class($0, "placeholders-collection-item") != 0
        && gtk_widget_get_state_flags($0).rawValue & GTK_STATE_FLAG_SELECTED.rawValue != 0
        && gtk_widget_get_mapped($0) != 0
    }.compactMap { visibleTexts(under: $0).first }
  }

  /// The focused item's top edge in the collection.
  @MainActor
  private static func focusedTop(in fixture: Fixture) -> Float? {
    guard let focus = gtk_root_get_focus(gcast(fixture.window.pointer)) else { return nil }
    var bounds = graphene_rect_t()
    guard gtk_widget_compute_bounds(focus, fixture.collection.widget.gtkWidget, &bounds) != 0 else { return nil }
    return bounds.origin.y
  }
  /// Focus that came into a collection before it had items waits on its
  /// scrolled window, where no key reaches an item: when the items come it
  /// moves onto the first.
  func testFocusWaitingOnAnEmptyCollectionMovesOntoTheFirstItemWhenItemsCome() {
    onMain {
      let source = ItemsDataSource<CollectionItem>(sections: [.init(items: [])])
      let collection = CollectionAdapter(dataSource: source, layout: .vertical)
      let window = TestWindow(showing: collection.widget, width: 500, height: 400, title: "grid-keys-first-items")
      defer { window.close() }
      window.settle()
      _ = collection.scrolledWindow.grabFocus()
      XCTAssertNotEqual(gtk_widget_is_focus(collection.scrolledWindow.gtkWidget), 0, "waiting on the scrolled window")

      let items: [CollectionItem] = (0..<6).map { PhotoItem("p\($0)") }
      source.sections = [.init(items: items)]
      collection.reloadData()
      var focusedCaption: String? {
        guard let focus = gtk_root_get_focus(gcast(window.pointer)),
          gtk_widget_has_css_class(focus, "placeholders-collection-item") != 0
        else { return nil }
        return visibleTexts(under: focus).first
      }
      XCTAssertTrue(
        MainLoop.run(until: { focusedCaption == "p0" }), "the items came; focus on \(focusedCaption ?? "no item")")
    }
  }
}
