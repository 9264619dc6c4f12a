import CGtk
import PlaceholderCore
import PlaceholderTestSupport
import XCTest

@testable import GtkKit
@testable import PlaceholderGtk

/// Nothing of ours outlives its widgets (issue 8): after windows holding
/// tables, collections and placeholders are destroyed and the main loop has
/// run, every signal or source closure box and every GObject reference held
/// from Swift is released, whatever the lists went through (loads, Retry,
/// refreshes, paging, fades, misbehaving data sources, a released data
/// source). `make leakcheck` checks the same under valgrind, down to the
/// byte; these counters make any regression fail `make test` as well.
final class ReliabilityLeakTests: GtkTestCase {
  func testEveryClosureBoxAndObjectReferenceIsReleasedWithItsWindow() throws {
    try onMain {
      // Once first: stylesheets and providers are installed once per
      // display and stay, as they should.
      try exerciseAdaptersAndPlaceholders()
      MainLoop.drain()
      let boxes = Signals.liveClosureCount
      let references = ObjectReference.liveCount
      let residentBefore = residentKiB()

      for _ in 0..<3 { try exerciseAdaptersAndPlaceholders() }
      MainLoop.drain()

      reportResident("adapter-lifecycles", before: residentBefore, after: residentKiB())
      XCTAssertEqual(Signals.liveClosureCount, boxes, "closure boxes back to where they were")
      XCTAssertEqual(ObjectReference.liveCount, references, "GObject references back to where they were")
    }
  }

  func testAnAdapterDroppedWithoutItsWindowEverBeingShownReleasesEverything() throws {
    try onMain {
      try exerciseAdaptersAndPlaceholders()
      MainLoop.drain()
      let boxes = Signals.liveClosureCount
      let references = ObjectReference.liveCount
      do {
        let source = SectionedDataSource<String>(items: ["a", "b"])
        let table = TableAdapter(dataSource: source)
        table.reloadData()
        table.beginRefreshing()
        table.placeholders.pinned = .loading()
        let collection = CollectionAdapter(
          dataSource: ItemsDataSource<CollectionItem>(sections: [.init(items: [TagItem("x")])]))
        collection.reloadData()
        _ = PlaceholderView(content: .networkError())
      }
      MainLoop.drain()
      XCTAssertEqual(Signals.liveClosureCount, boxes)
      XCTAssertEqual(ObjectReference.liveCount, references)
    }
  }
}

/// Puts a table, a collection and a bare placeholder slot through a busy
/// life in a window, then destroys the window and lets go of them all.
@MainActor
private func exerciseAdaptersAndPlaceholders() throws {
  // A table following a sectioned data source, loading through a gated
  // operation, failing, retried, refreshed, paged, faded.
  let source = StringsDataSource([[]])
  let table = TableAdapter(dataSource: source)
  table.register(RecordingCell.init)
  table.isLoadMoreEnabled = true
  let loader = GatedLoader()
  table.setLoadOperation(loader.operation(filling: source))
  let delegate = ThrowingDelegate(throwing: .didSelect)
  table.delegate = delegate
  let checker = LifecycleChecker(slot: table.placeholderSlot)

  let sectioned = SectionedDataSource<String>(sections: [.init(items: [])])
  let followingTable = TableAdapter(dataSource: sectioned)
  followingTable.reloadData()

  let collection = CollectionAdapter(
    dataSource: ItemsDataSource<CollectionItem>(sections: [.init(items: (0..<30).map { TagItem("tag \($0)") })]),
    layout: .vertical)
  collection.reloadData()

  let label = try XCTUnwrap(gtk_label_new("content"))
  let slot = PlaceholderSlot(content: Widget(taking: label))

  let box = Box(orientation: .horizontal, spacing: 0)
  for child in [table.widget, followingTable.widget, collection.widget, slot.widget] {
    gtk_widget_set_hexpand(child.gtkWidget, 1)
    box.append(child)
  }
  let window = TestWindow(showing: box, width: 1_000, height: 500)

  table.beginLoading()
  XCTAssertTrue(MainLoop.run(until: { loader.isWaiting }))
  loader.open(.fail)
  XCTAssertTrue(MainLoop.run(until: { table.loads.currentRequest == nil }))
  if let retry = placeholderButton(in: table.placeholderSlot) {
    for _ in 0..<20 { emitClicked(retry) }
  }
  XCTAssertTrue(MainLoop.run(until: { loader.isWaiting }))
  loader.open(.succeed(rows: 50))
  XCTAssertTrue(MainLoop.run(until: { table.loads.currentRequest == nil }))
  table.focus(position: 1)
  table.beginRefreshing()
  XCTAssertTrue(MainLoop.run(until: { loader.isWaiting }))
  loader.open(.succeed(rows: 0))
  XCTAssertTrue(MainLoop.run(until: { table.loads.currentRequest == nil }))
  window.settle()

  for index in 0..<50 {
    _ = index.isMultiple(of: 2) ? sectioned.append(contentsOf: ["x", "y"]) : sectioned.removeAllItems()
  }
  slot.placeholder = .loading()
  slot.placeholder = .networkError()
  slot.placeholder = nil
  window.settle()

  // A data source that goes away while its table still shows.
  var shortLived: StringsDataSource? = StringsDataSource([(0..<20).map { "short \($0)" }])
  let orphan = try TableAdapter(dataSource: XCTUnwrap(shortLived))
  orphan.reloadData()
  box.append(orphan.widget)
  window.settle()
  shortLived = nil
  let adjustment = try XCTUnwrap(orphan.scrollAdjustment)
  gtk_adjustment_set_value(adjustment, gtk_adjustment_get_upper(adjustment))
  window.settle()

  XCTAssertTrue(checker.violations.isEmpty, "\(checker.violations)")
  XCTAssertFalse(loader.isWaiting, "no load left waiting to hold anything")
  window.close()
}
