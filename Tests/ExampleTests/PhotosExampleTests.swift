import CGtk
import PlaceholderCore
import XCTest

@testable import GtkKit
@testable import PhotosExample
@testable import PlaceholderGtk

/// Examples/Photos on a real display: a grid that loads its photos page by
/// page as it scrolls, whose failed page is retried from the paging
/// footer, and which says "No more data" after the last page.
final class PhotosExampleTests: ExampleTestCase {
  func testPagesLoadAsTheGridScrollsAFailedPageIsRetriedAndTheEndIsMarked() throws {
    try runApplication(id: "io.github.placeholders.examples.Tests.Photos") { app in
      let photos = PhotosWindow(application: app, service: PhotoService(latency: .milliseconds(20)))
      photos.present()
      defer { photos.window.destroy() }
      XCTAssertEqual(photos.window.title, "Photos")
      let pageSize = PhotoService.pageSize
      let retryTitle = try XCTUnwrap(PagingFooter.failed(.network()).retryTitle)
      let noMoreData = try XCTUnwrap(PagingFooter.noMoreData.label)

      // The first page fills the grid, and the next one loads ahead, within
      // a screenful of the end; then the grid waits for a scroll.
      XCTAssertTrue(pump(until: { visibleTexts(in: photos.window).contains("Photo 1") }), "the first page shows")
      settle(photos.window)
      XCTAssertTrue(pump(until: { photos.grid.loads.currentRequest == nil }))
      settle(photos.window)
      XCTAssertGreaterThanOrEqual(photos.photos.itemCount, pageSize)
      XCTAssertLessThan(photos.photos.itemCount, 3 * pageSize, "without scrolling, paging stops")
      XCTAssertNil(visibleButton(retryTitle, in: photos.window))

      // Scrolling to the end loads the next pages, until the third fails:
      // its message and Retry show in the footer.
      XCTAssertTrue(
        pump(until: {
          scrollToEnd(photos)
          return visibleButton(retryTitle, in: photos.window) != nil
        }), "the failed page's Retry shows")
      XCTAssertEqual(photos.photos.itemCount, 2 * pageSize, "two pages loaded, the third failed")
      XCTAssertTrue(visibleTexts(in: photos.window).contains("The connection dropped while loading more photos."))

      // Retry loads the failed page.
      click(try XCTUnwrap(visibleButton(retryTitle, in: photos.window)))
      XCTAssertTrue(pump(until: { photos.photos.itemCount >= 3 * pageSize }), "Retry loads the third page")

      // The last page, then "No more data".
      XCTAssertTrue(
        pump(until: {
          scrollToEnd(photos)
          return visibleTexts(in: photos.window).contains(noMoreData)
        }), "the footer says there is no more data")
      XCTAssertEqual(photos.photos.itemCount, PhotoService.pageCount * pageSize)
      XCTAssertTrue(visibleTexts(in: photos.window).contains("Photo \(PhotoService.pageCount * pageSize)"))
      XCTAssertNil(visibleButton(retryTitle, in: photos.window))
    }
  }
}

/// Scrolls the grid to its end, as a person dragging the scroll bar down.
@MainActor
func scrollToEnd(_ photos: PhotosWindow) {
  guard let adjustment = gtk_scrolled_window_get_vadjustment(gcast(photos.grid.scrolledWindow.gtkWidget)) else {
    return
  }
  let end = gtk_adjustment_get_upper(adjustment) - gtk_adjustment_get_page_size(adjustment)
  if gtk_adjustment_get_value(adjustment) < end { gtk_adjustment_set_value(adjustment, end) }
}
