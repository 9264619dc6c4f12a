import CGtk
import Foundation
import PlaceholderCore
import PlaceholderTestSupport
import XCTest

@testable import GtkKit
@testable import PlaceholderGtk

/// Skeleton rows (issue 44): the list's own cells bound to a placeholder
/// value, in the loading placeholder's place on the first load, after its
/// show delay and for its minimum time, on a clock the test moves.
final class SkeletonRowsTests: GtkTestCase {
  /// A table whose loads the test answers (`endRefreshing`, `loads.fail`),
  /// with five skeleton rows of `RecordingCell`s, shown in a window.
  @MainActor
  private final class SkeletonTable {
    static let placeholderValue = "Sender Name, a subject"
    let source = StringsDataSource([[]])
    let table: TableAdapter<StringsDataSource>
    let delegate = PagingDelegate()
    let clock = ManualLoadingClock()
    let window: TestWindow

    init() {
      table = TableAdapter(dataSource: source)
      table.register(RecordingCell.init)
      table.delegate = delegate
      table.loads.clock = clock
      table.loads.indicatorTiming = LoadingIndicatorTiming(
        showDelay: .milliseconds(300), minimumDuration: .milliseconds(500))
      table.skeletonRows = SkeletonRows(of: Self.placeholderValue, count: 5)
      window = TestWindow(showing: table.widget, width: 480, height: 400)
    }

    var skeleton: ListSkeleton<StringsDataSource> { table.machinery.skeleton }
    var slot: PlaceholderSlot { table.placeholderSlot }
    var showsSkeleton: Bool {
      slot.placeholder?.customPlaceholderID != nil && slot.placeholder?.customPlaceholderID == skeletonID
    }
    private var skeletonID: CustomPlaceholderID? { skeleton.placeholderID() }

    /// The first page arrives with `count` rows.
    func finish(with count: Int) {
      source.sections = [(0..<count).map { "Message \($0)" }]
      table.endRefreshing(hasMore: false)
    }
  }

  func testSkeletonRowsShowAfterTheDelayAndGiveWayToTheRows() {
    onMain {
      let list = SkeletonTable()
      defer { list.window.close() }
      list.table.beginLoading()
      XCTAssertNil(list.slot.placeholder, "nothing during the show delay")
      list.clock.advance(by: .milliseconds(300))
      XCTAssertTrue(
        list.showsSkeleton,
        "the skeleton in the loading placeholder's place: \(String(describing: list.slot.placeholder))")
      list.window.settle()
      XCTAssertTrue(list.skeleton.box.isMapped, "on screen")
      XCTAssertEqual(list.skeleton.boundCells.count, 5)
      XCTAssertEqual(
        list.skeleton.boundCells.compactMap { ($0 as? RecordingCell)?.boundItem },
        Array(repeating: SkeletonTable.placeholderValue, count: 5),
        "the list's own cells, bound to the placeholder value")
      XCTAssertEqual(modelRowCount(of: list.table), 0, "never in the list's model")

      // One busy "Loading…" group for screen readers; the fake rows hidden.
      XCTAssertTrue(list.slot.accessibility.record.busy)
      XCTAssertEqual(list.slot.accessibility.record.label, PlaceholderContent.loading().title)
      // GTK 4.8 reads accessible states back through its test backend only.
      if ProcessInfo.processInfo.environment["GTK_A11Y"] == "test" {
        let box: OpaquePointer = gcast(list.skeleton.box.gtkWidget)
        XCTAssertNotEqual(gtk_test_accessible_has_state(box, GTK_ACCESSIBLE_STATE_HIDDEN), 0, "the rows hidden")
      }
      XCTAssertFalse(list.skeleton.box.canFocus, "no Tab stop")
      XCTAssertFalse(list.skeleton.box.canTarget, "no clicks")

      // The first page comes: the skeleton stays its minimum time, then the rows show.
      list.finish(with: 3)
      XCTAssertTrue(list.showsSkeleton, "held for the minimum time")
      list.clock.advance(by: .milliseconds(500))
      XCTAssertNil(list.slot.placeholder)
      XCTAssertEqual(modelRowCount(of: list.table), 3)
      XCTAssertTrue(MainLoop.run(until: { list.slot.phase == .hidden }, timeoutSeconds: 5))
      list.window.settle()
      XCTAssertTrue(visibleTexts(under: list.table.listView.gtkWidget).contains("Message 2"), "the real rows")
    }
  }

  func testLaterLoadsShowTheLoadingPlaceholderAndARefreshNothing() {
    onMain {
      let list = SkeletonTable()
      defer { list.window.close() }
      list.table.beginLoading()
      list.clock.advance(by: .milliseconds(300))
      list.finish(with: 3)
      list.clock.advance(by: .milliseconds(500))

      list.table.restartLoading()
      list.clock.advance(by: .milliseconds(300))
      XCTAssertFalse(list.showsSkeleton, "a second load")
      XCTAssertEqual(list.slot.placeholder?.showsSpinner, true, "the loading placeholder")
      XCTAssertNil(list.slot.placeholder?.customPlaceholderID)
      list.finish(with: 4)
      list.clock.advance(by: .milliseconds(500))

      list.table.beginRefreshing()
      list.clock.advance(by: .milliseconds(300))
      XCTAssertNil(list.slot.placeholder, "a refresh keeps its rows")
    }
  }

  func testEveryNewListingShowsThemOnARestartToo() {
    onMain {
      let list = SkeletonTable()
      defer { list.window.close() }
      list.table.skeletonRows?.occasion = .everyNewListing
      list.table.beginLoading()
      list.clock.advance(by: .milliseconds(300))
      list.finish(with: 3)
      list.clock.advance(by: .milliseconds(500))
      XCTAssertNil(list.slot.placeholder)

      list.table.restartLoading()
      list.clock.advance(by: .milliseconds(300))
      XCTAssertTrue(list.showsSkeleton, "another folder: its rows were never seen")
      XCTAssertEqual(list.skeleton.boundCells.count, 5, "the same cells, bound once")
    }
  }

  func testAFailureReplacesTheSkeletonAndRetryBringsItBack() {
    onMain {
      let list = SkeletonTable()
      defer { list.window.close() }
      list.table.beginLoading()
      list.clock.advance(by: .milliseconds(300))
      XCTAssertTrue(list.showsSkeleton)
      list.table.loads.fail(.other("the server did not answer"))
      list.clock.advance(by: .milliseconds(500))
      XCTAssertFalse(list.showsSkeleton)
      XCTAssertEqual(list.slot.placeholder?.showsSpinner, false, "the failed placeholder")
      XCTAssertNotNil(list.slot.placeholder?.visibleButton, "with its Retry")

      list.table.loads.send(.retry)
      list.clock.advance(by: .milliseconds(300))
      XCTAssertTrue(list.showsSkeleton, "nothing was seen yet: still the first load")
    }
  }

  func testTheBlocksStandStillUnderReducedMotion() throws {
    try onMain {
      let settings = try XCTUnwrap(gtk_settings_get_default())
      defer { Properties.set(UnsafeMutableRawPointer(settings), "gtk-enable-animations", bool: true) }
      Properties.set(UnsafeMutableRawPointer(settings), "gtk-enable-animations", bool: false)
      let list = SkeletonTable()
      defer { list.window.close() }
      list.table.beginLoading()
      list.clock.advance(by: .milliseconds(300))
      XCTAssertTrue(list.showsSkeleton, "shown under reduced motion too")
      XCTAssertTrue(list.skeleton.box.hasCSSClass("placeholders-skeleton"))
      XCTAssertFalse(list.skeleton.box.hasCSSClass("placeholders-skeleton-pulse"), "no pulse")

      Properties.set(UnsafeMutableRawPointer(settings), "gtk-enable-animations", bool: true)
      XCTAssertTrue(list.skeleton.box.hasCSSClass("placeholders-skeleton-pulse"), "follows the setting")
    }
  }

  func testACollectionsSkeletonItemsFlowAtTheirSize() {
    onMain {
      let source = ItemsDataSource<CollectionItem>(sections: [.init(items: [])])
      let collection = CollectionAdapter(dataSource: source, layout: .vertical)
      let clock = ManualLoadingClock()
      collection.loads.clock = clock
      collection.skeletonRows = SkeletonRows(of: PhotoItem("Photo"), count: 8)
      let window = TestWindow(showing: collection.widget, width: 500, height: 400)
      defer { window.close() }
      collection.beginLoading()
      clock.advance(by: .milliseconds(300))
      let skeleton = collection.machinery.skeleton
      XCTAssertNotNil(collection.placeholderSlot.placeholder?.customPlaceholderID)
      XCTAssertTrue(MainLoop.run(until: { collection.placeholderSlot.phase == .shown }, timeoutSeconds: 5))
      window.settle()
      try? window.writeScreenshot("skeleton-collection")
      XCTAssertEqual(skeleton.boundCells.count, 8)
      let flow = skeleton.box.firstChild
      XCTAssertEqual(flow?.typeName, "GtkFlowBox", "items flow as a grid's do")
      var width: Int32 = 0
      var height: Int32 = 0
      if let first = skeleton.boundCells.first?.contentView.gtkWidget {
        gtk_widget_get_size_request(first, &width, &height)
      }
      XCTAssertEqual([width, height], [100, 80], "at the item's size")
      XCTAssertEqual(visibleTexts(under: skeleton.box.gtkWidget).filter { $0 == "Photo" }.count, 8)

      collection.loads.succeed(hasMore: false)
      clock.advance(by: .milliseconds(500))
      XCTAssertNil(collection.placeholderSlot.placeholder?.customPlaceholderID, "the result's placeholder")
    }
  }
}
