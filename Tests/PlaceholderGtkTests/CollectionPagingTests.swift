import CGtk
import PlaceholderCore
import PlaceholderTestSupport
import XCTest

@testable import GtkKit
@testable import PlaceholderGtk

/// Counts a collection's page requests.
final class ItemPagingDelegate: TableDelegate {
  typealias Item = CollectionItem
  var pages = 0
  func didRequestLoadMore() throws { pages += 1 }
}

/// Paging in every collection layout: the next page is asked for when the
/// end comes near along the axis the layout scrolls (sideways in the
/// horizontal one, whose height always fits), and the paging footer shows
/// loading, a failed page's Retry and "No more data", in the free layout
/// too, which has no list rows of its own.
final class CollectionPagingTests: GtkTestCase {
  func testEveryLayoutPagesToItsEndAndRetriesAFailedPage() throws {
    try onMain {
      for layout in CollectionLayoutKind.allCases {
        let source = ItemsDataSource<CollectionItem>(sections: [.init(items: (0..<150).map { PhotoItem("p\($0)") })])
        let collection = CollectionAdapter(dataSource: source, layout: layout)
        let delegate = ItemPagingDelegate()
        collection.delegate = delegate
        collection.startPaging()
        let window = TestWindow(showing: collection.widget, width: 500, height: 400)
        defer { window.close() }
        window.settle(frames: 6)
        XCTAssertEqual(delegate.pages, 0, "\(layout): the end is far away")

        let scrolled: OpaquePointer = gcast(collection.scrolledWindow.gtkWidget)
        let adjustment = try XCTUnwrap(
          layout == .horizontal
            ? gtk_scrolled_window_get_hadjustment(scrolled) : gtk_scrolled_window_get_vadjustment(scrolled))
        @MainActor func scrollToTheEnd() {
          for _ in 0..<4 {
            gtk_adjustment_set_value(adjustment, gtk_adjustment_get_upper(adjustment))
            window.settle()
          }
        }
        scrollToTheEnd()
        XCTAssertEqual(delegate.pages, 1, "\(layout): one page at the end")
        XCTAssertTrue(Self.shows(translate("Loading more…"), in: collection), "\(layout): the footer says it loads")

        // The page fails: Retry in the footer asks for it again.
        collection.loads.fail(.network("timed out"))
        window.settle()
        XCTAssertFalse(collection.placeholderSlot.isShowing, "\(layout): the items stay")
        let retry = try XCTUnwrap(
          WidgetTree.firstButton(labelled: translate("Retry"), under: collection.widget.gtkWidget),
          "\(layout): a failed page offers Retry")
        XCTAssertNotEqual(gtk_widget_get_mapped(retry), 0, "\(layout): on screen")
        gtk_widget_activate(retry)
        XCTAssertTrue(MainLoop.run(until: { delegate.pages == 2 }, timeoutSeconds: 3), "\(layout): Retry asks again")

        // The last page arrives.
        source.sections[0].items += (150..<170).map { PhotoItem("p\($0)") }
        collection.endRefreshing(hasMore: false)
        window.settle()
        scrollToTheEnd()
        XCTAssertEqual(delegate.pages, 2, "\(layout): no more data, no more requests")
        XCTAssertTrue(Self.shows(translate("No more data"), in: collection), "\(layout): the footer says so")
        XCTAssertTrue(Self.shows("p169", in: collection), "\(layout): the last item shows")
      }
    }
  }

  /// Whether a mapped label under the collection shows `text`.
  @MainActor
  private static func shows(_ text: String, in collection: CollectionAdapter<ItemsDataSource<CollectionItem>>) -> Bool {
    WidgetTree.mappedLabelTexts(under: collection.widget.gtkWidget).contains(text)
  }
}
