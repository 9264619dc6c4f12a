import CGtk
import PlaceholderCore
import PlaceholderTestSupport
import XCTest

@testable import GtkKit
@testable import PlaceholderGtk

/// A delegate that counts refresh and page requests.
@MainActor
final class PagingDelegate: TableDelegate {
  typealias Item = String
  var refreshes = 0
  var pages = 0
  func didRequestRefresh() throws { refreshes += 1 }
  func didRequestLoadMore() throws { pages += 1 }
}

/// Pull down to refresh, load more at the bottom, no more data (issue 5),
/// driven through the real widgets; the pull is fed the scroll values GTK
/// would deliver.
final class RefreshAndPagingTests: GtkTestCase {
  /// A table that is never pulled never builds its refresh strip; the
  /// first pull builds it above the list, in the colour set before.
  func testTheRefreshStripIsBuiltAtTheFirstPullAboveTheList() throws {
    try onMain {
      let shown = try ShownPagingTable([(0..<50).map { "row \($0)" }])
      defer { shown.close() }
      let (table, window) = (shown.table, shown.window)
      let orange = try Color(hex: "#e66100")
      table.refreshIndicatorColor = orange
      table.reloadData()
      window.settle()
      XCTAssertNil(table.machinery.pull.builtIndicator, "shown, reloaded, never pulled: no strip")
      XCTAssertEqual(table.refreshIndicatorColor, orange)

      for _ in 0..<4 { _ = table.machinery.pull.scrolled(dy: -10, discrete: false) }
      let strip = try XCTUnwrap(table.machinery.pull.builtIndicator, "the pull built it")
      XCTAssertEqual(strip.text, translate("Pull to refresh"))
      XCTAssertEqual(strip.color, orange)
      XCTAssertEqual(
        table.widget.firstChild?.firstChild?.widgetPointer, strip.widget.widgetPointer, "first: read before the rows")
      window.settle()
      let stripBounds = try XCTUnwrap(strip.widget.bounds(in: table.widget))
      let listBounds = try XCTUnwrap(table.machinery.scrolledWindow.bounds(in: table.widget))
      XCTAssertEqual(stripBounds.y, 0, "at the top")
      XCTAssertGreaterThan(stripBounds.height, 0, "shown")
      XCTAssertEqual(listBounds.y, stripBounds.height, accuracy: 0.5, "the rows pushed down below it")
      XCTAssertEqual(
        listBounds.y + listBounds.height, Double(table.widget.allocatedSize.height), accuracy: 0.5,
        "the rows keep the rest")

      // The pull let go before the threshold: the strip slides away and the
      // rows take their place back.
      table.machinery.pull.releasePull()
      window.settle(frames: 30)
      let settledList = try XCTUnwrap(table.machinery.scrolledWindow.bounds(in: table.widget))
      XCTAssertEqual(settledList.y, 0, accuracy: 0.5, "the rows at the top again")
    }
  }

  /// A strip over an empty list pushes its placeholder down with the rows'
  /// place: the placeholder covers the list, never the strip.
  func testAStripAboveAnEmptyListPushesItsPlaceholderDown() throws {
    try onMain {
      let shown = try ShownPagingTable([[]])
      defer { shown.close() }
      let (table, window) = (shown.table, shown.window)
      table.placeholders.content.empty = PlaceholderContent(title: "Nothing here")
      table.reloadData()
      window.settle()
      let slot = table.machinery.placeholderSlot
      XCTAssertTrue(slot.isShowing, "the empty placeholder shows")
      let before = try XCTUnwrap(slot.root.bounds(in: table.widget))
      XCTAssertEqual(before.y, 0, accuracy: 0.5, "no strip: the placeholder from the top")

      table.machinery.pull.beginRefreshing()
      window.settle(frames: 30)
      let strip = try XCTUnwrap(table.machinery.pull.builtIndicator?.widget.bounds(in: table.widget))
      let after = try XCTUnwrap(slot.root.bounds(in: table.widget))
      XCTAssertGreaterThan(strip.height, 0, "the refreshing strip shows")
      XCTAssertEqual(after.y, strip.y + strip.height, accuracy: 0.5, "the placeholder starts below the strip")
      XCTAssertEqual(
        after.y + after.height, Double(table.widget.allocatedSize.height), accuracy: 0.5, "and covers the rest")
    }
  }

  /// A failed refresh's message fits a narrow list: the strip wraps it
  /// rather than asking for more width than the rows have (the strip lies
  /// across the rows, which do not make room for it sideways).
  func testAFailedRefreshsLongMessageWrapsInANarrowList() throws {
    try onMain {
      let source = StringsDataSource([(0..<20).map { "row \($0)" }])
      let table = TableAdapter(dataSource: source)
      table.reloadData()
      let window = TestWindow(showing: table.widget, width: 180, height: 400)
      defer { window.close() }
      table.beginRefreshing()
      table.loads.fail(.network("The server at example.org did not answer in time"))
      window.settle(frames: 30)
      let strip = try XCTUnwrap(table.machinery.pull.builtIndicator)
      XCTAssertTrue(strip.text.contains("did not answer in time"), "the whole message: \(strip.text)")
      let width = table.widget.allocatedSize.width
      XCTAssertLessThanOrEqual(strip.widget.measure(.horizontal).minimum, width, "no wider than the list")
      let bounds = try XCTUnwrap(strip.widget.bounds(in: table.widget))
      XCTAssertEqual(bounds.width, Double(width), accuracy: 0.5, "across the list")
      let rows = try XCTUnwrap(table.machinery.scrolledWindow.bounds(in: table.widget))
      XCTAssertEqual(rows.y, bounds.height, accuracy: 0.5, "the rows below every line of it")
    }
  }

  func testAnOvershootAtTheTopAsksForExactlyOneRefresh() throws {
    try onMain {
      let shown = try ShownPagingTable([(0..<50).map { "row \($0)" }])
      defer { shown.close() }
      let (table, delegate, window) = (shown.table, shown.delegate, shown.window)

      // A touchpad pulls down past the top, 10 px at a time.
      for _ in 0..<4 { XCTAssertTrue(table.machinery.pull.scrolled(dy: -10, discrete: false)) }
      XCTAssertEqual(table.machinery.pull.indicator.text, translate("Pull to refresh"))
      for _ in 0..<6 { _ = table.machinery.pull.scrolled(dy: -10, discrete: false) }
      XCTAssertEqual(table.machinery.pull.indicator.text, translate("Release to refresh"))
      XCTAssertEqual(delegate.refreshes, 0, "nothing before the release")
      table.machinery.pull.releasePull()
      XCTAssertEqual(delegate.refreshes, 1)
      XCTAssertEqual(table.machinery.pull.indicator.text, translate("Refreshing…"))
      // More pulls while it refreshes ask for nothing.
      for _ in 0..<10 { _ = table.machinery.pull.scrolled(dy: -10, discrete: false) }
      table.machinery.pull.releasePull()
      XCTAssertEqual(delegate.refreshes, 1)
      table.endRefreshing()
      window.settle()
      XCTAssertFalse(table.machinery.pull.indicator.isRevealed)

      // A pull released before the threshold does nothing.
      _ = table.machinery.pull.scrolled(dy: -20, discrete: false)
      table.machinery.pull.releasePull()
      XCTAssertEqual(delegate.refreshes, 1)
    }
  }

  func testTheWheelHeldAgainstTheTopRefreshesAfterAPause() throws {
    try onMain {
      let shown = try ShownPagingTable([(0..<50).map { "row \($0)" }])
      defer { shown.close() }
      let (table, delegate) = (shown.table, shown.delegate)
      for _ in 0..<4 { _ = table.machinery.pull.scrolled(dy: -1, discrete: true) }
      XCTAssertTrue(MainLoop.run(until: { delegate.refreshes == 1 }, timeoutSeconds: 3))
    }
  }

  func testPullToRefreshWorksWhileAPlaceholderShowsIfItLetsTheListScroll() throws {
    try onMain {
      let shown = try ShownPagingTable([[]])
      defer { shown.close() }
      let (table, delegate) = (shown.table, shown.delegate)
      XCTAssertTrue(table.placeholderSlot.isShowing)
      XCTAssertTrue(
        table.placeholderSlot.placeholder?.behavior.isScrollAllowed ?? false, "No Content lets the list scroll")
      for _ in 0..<10 { _ = table.machinery.pull.scrolled(dy: -10, discrete: false) }
      table.machinery.pull.releasePull()
      XCTAssertEqual(delegate.refreshes, 1)

      // A placeholder that blocks scrolling blocks the pull too.
      table.loads.fail(.network("offline"))
      XCTAssertFalse(table.placeholderSlot.placeholder?.behavior.isScrollAllowed ?? true)
      XCTAssertFalse(table.machinery.pull.scrolled(dy: -50, discrete: false))
    }
  }

  func testF5AndControlRRefresh() throws {
    try onMain {
      let shown = try ShownPagingTable([["a"]])
      defer { shown.close() }
      let (table, delegate) = (shown.table, shown.delegate)
      table.beginRefreshing()
      XCTAssertEqual(delegate.refreshes, 1)
      table.beginRefreshing()
      XCTAssertEqual(delegate.refreshes, 1, "two refreshes never run at once")
    }
  }

  func testReachingTheEndAsksForOnePageAndNoMoreDataStopsIt() throws {
    try onMain {
      let source = StringsDataSource([(0..<60).map { "row \($0)" }])
      let (table, delegate) = pagedTable(over: source)
      XCTAssertEqual(delegate.refreshes, 1, "the first page is asked of the delegate")
      let window = TestWindow(showing: table.widget)
      defer { window.close() }
      XCTAssertEqual(delegate.pages, 0, "the end is far away")

      let adjustment = try XCTUnwrap(table.scrollAdjustment)
      for _ in 0..<5 {
        gtk_adjustment_set_value(adjustment, gtk_adjustment_get_upper(adjustment))
        window.settle()
      }
      XCTAssertEqual(delegate.pages, 1, "exactly one page, however often the end is reached")
      XCTAssertEqual(visibleTexts(under: table.listView.gtkWidget).last, translate("Loading more…"))

      // The page arrives: 20 more rows, and that was the last page.
      source.sections[0] += (60..<80).map { "row \($0)" }
      table.endRefreshing(hasMore: false)
      window.settle()
      for _ in 0..<5 {
        gtk_adjustment_set_value(adjustment, gtk_adjustment_get_upper(adjustment))
        window.settle()
      }
      XCTAssertEqual(delegate.pages, 1, "no more data: no further requests")
      XCTAssertEqual(visibleTexts(under: table.listView.gtkWidget).last, translate("No more data"))
    }
  }

  /// The paging footer leaves the model in an emission of its own just
  /// before the rows change, while the data source holds the new rows
  /// already: at the bottom, where GTK then shows other rows, none is read
  /// from the rows the list had before, and the removed ones go.
  func testRowsRemovedUnderTheFooterAtTheBottomAreNeverReadFromTheOldRows() throws {
    try onMain {
      let source = SectionedDataSource<String>(items: (0..<60).map { "row \($0)" })
      let (table, delegate) = pagedTable(over: source)
      let window = TestWindow(showing: table.widget)
      defer { window.close() }
      let adjustment = try XCTUnwrap(table.scrollAdjustment)
      for _ in 0..<3 {
        gtk_adjustment_set_value(adjustment, gtk_adjustment_get_upper(adjustment))
        window.settle()
      }
      XCTAssertEqual(delegate.pages, 1)
      XCTAssertEqual(visibleTexts(under: table.listView.gtkWidget).last, translate("Loading more…"))

      let warnings = Diagnostics.warningCount
      _ = try source.remove(at: (40..<60).map { IndexPath(section: 0, item: $0) })
      window.settle()
      XCTAssertEqual(Diagnostics.warningCount, warnings, "no row was read from the rows the footer left with")
      let texts = visibleTexts(under: table.listView.gtkWidget)
      XCTAssertTrue(texts.contains("row 39"), "the last row shows at the bottom: \(texts)")
      let removed = Set((40..<60).map { "row \($0)" })
      XCTAssertFalse(texts.contains(where: removed.contains), "no removed row shows: \(texts)")
    }
  }

  func testRetryInAFailedFooterAsksForThePageAgainAndTheRowsStay() throws {
    try onMain {
      let paged = PagedTable()
      let (table, delegate, window) = (paged.table, paged.delegate, paged.window)
      defer { window.close() }
      try paged.scrollToTheEnd()
      XCTAssertEqual(delegate.pages, 1)
      table.loads.fail(.network("timed out"))
      window.settle()
      XCTAssertEqual(table.index.count, 60, "the rows already loaded stay")
      XCTAssertFalse(table.placeholderSlot.isShowing)

      let retry = try XCTUnwrap(footerRetryButton(under: table.listView.gtkWidget))
      gtk_widget_activate(retry)
      XCTAssertTrue(MainLoop.run(until: { delegate.pages == 2 }, timeoutSeconds: 3), "Retry asks for the page again")
    }
  }
}

/// `source` in a table that loads more at its end (the footer's spinner at
/// once), its first page loaded with more to come.
@MainActor
private func pagedTable<Source: TableDataSource>(over source: Source) -> (TableAdapter<Source>, PagingDelegate)
where Source.Item == String {
  let table = TableAdapter(dataSource: source)
  let delegate = PagingDelegate()
  table.delegate = delegate
  table.startPaging()
  return (table, delegate)
}

/// A table of `sections` with a counting delegate, reloaded and shown. It
/// holds the data source, which the table only references weakly.
@MainActor
private final class ShownPagingTable {
  let source: StringsDataSource
  let table: TableAdapter<StringsDataSource>
  let delegate = PagingDelegate()
  let window: TestWindow

  init(_ sections: [[String]]) throws {
    source = StringsDataSource(sections)
    table = TableAdapter(dataSource: source)
    table.delegate = delegate
    table.reloadData()
    window = TestWindow(showing: table.widget)
  }

  func close() { window.close() }
}

/// The visible retry button of a paging footer under a widget.
@MainActor
private func footerRetryButton(under widget: UnsafeMutablePointer<GtkWidget>) -> UnsafeMutablePointer<GtkWidget>? {
  let footers = WidgetTree.descendants(of: widget, skipping: WidgetTree.isHidden).filter {
    gtk_widget_has_css_class($0, "placeholders-paging-footer") != 0
  }
  return footers.lazy.compactMap {
    WidgetTree.descendants(of: $0, type: gtk_button_get_type(), skipping: WidgetTree.isHidden).first
  }.first
}
