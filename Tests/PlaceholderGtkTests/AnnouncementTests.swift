import CGtk
import PlaceholderCore
import PlaceholderTestSupport
import XCTest

@testable import GtkKit
@testable import PlaceholderGtk

/// Screen-reader announcements (`gtk_accessible_announce` on GTK 4.14+,
/// the focused widget's description before): a list says every change a
/// sighted user sees, once, and not what the focus moving into its
/// placeholder says already. `gtk_accessible_announce` has no getter, so
/// the tests listen through `Announcer.recorder`, which hears each call
/// after it went to GTK together with the shim's answer whether GTK made
/// it. (`make test-screen-reader` hears them through Orca itself.)
final class AnnouncementTests: GtkTestCase {
  /// A table whose loads fail while `failing`, else fill in nothing.
  @MainActor
  private final class Fixture {
    let table = TableAdapter(dataSource: StringsDataSource([[]]))
    /// Where the user is: the focus stays here, away from the list.
    let entry = Entry()
    let window: TestWindow
    var failing = true
    var records: [Announcer.Record] = []

    init() {
      let box = Box(orientation: .vertical, spacing: 0)
      box.append(entry)
      box.append(table.widget)
      table.widget.expandsVertically = true
      window = TestWindow(showing: box)
      _ = entry.grabFocus()
      table.setLoadOperation { [unowned self] _ in
        if self.failing { throw LoadFailure.network("The server is down") }
        return LoadResult {}
      }
      Announcer.recorder = { [unowned self] record in self.records.append(record) }
    }

    func close() {
      Announcer.recorder = nil
      window.close()
    }
  }

  func testAFailureNoResultsAndEmptyAreAnnouncedOnceAReevaluationIsNot() throws {
    onMain {
      let fixture = Fixture()
      defer { fixture.close() }
      let table = fixture.table

      table.beginLoading()
      XCTAssertTrue(MainLoop.run(until: { fixture.records.count == 1 }), "the failure is announced")
      XCTAssertEqual(fixture.records.first?.announcement.message, "No Connection\nThe server is down")
      XCTAssertEqual(fixture.records.first?.announcement.priority, .high)
      XCTAssertEqual(fixture.records.first?.madeByGTK, Announcer.isAvailable, "GTK speaks it from 4.14 on")

      fixture.failing = false
      _ = table.loads.send(.search("zebra"))
      XCTAssertTrue(MainLoop.run(until: { fixture.records.count == 2 }), "no results are announced")
      XCTAssertEqual(fixture.records.last?.announcement.message, "No Results\nNo results for “zebra”")
      XCTAssertEqual(fixture.records.last?.announcement.priority, .medium)

      // Clearing the search loads the whole list again, which is empty.
      _ = table.loads.send(.clearSearch)
      XCTAssertTrue(MainLoop.run(until: { table.loads.state == .empty }))
      fixture.window.settle()
      table.reevaluatePlaceholder()
      XCTAssertEqual(
        fixture.records.map(\.announcement.message),
        [
          "No Connection\nThe server is down", "No Results\nNo results for “zebra”",
          "No Content\nThere is nothing here yet.",
        ],
        "empty is said once; a load faster than the show delay is not said as loading, nor a re-evaluation")
      XCTAssertEqual(fixture.records.last?.announcement.priority, .medium)
    }
  }

  /// The focus moving into a failed placeholder speaks it (the group's
  /// title, Retry and its description, the detail): no announcement says
  /// it all again.
  func testAFailureThatTakesTheFocusIsSpokenByTheFocusMoveAlone() throws {
    onMain {
      let fixture = Fixture()
      defer { fixture.close() }
      let table = fixture.table
      gtk_root_set_focus(gcast(fixture.window.pointer), nil)
      table.beginLoading()
      let button = table.placeholderSlot.view.button.gtkWidget
      XCTAssertTrue(MainLoop.run(until: { gtk_widget_is_focus(button) != 0 }), "Retry took the focus")
      fixture.window.settle()
      XCTAssertEqual(fixture.records, [], "the focus move says it")
      XCTAssertEqual(
        AccessibleAttributes.ownDescription(of: button), "The server is down", "Retry is described by the detail")
    }
  }

  /// A loading placeholder is said once it shows, after its delay; the
  /// rows that then come say how many they are.
  func testALoadSlowerThanTheDelayIsSaidAsLoadingAndItsRowsByTheirCount() throws {
    onMain {
      let fixture = Fixture()
      defer { fixture.close() }
      let table = fixture.table
      let clock = ManualLoadingClock()
      table.loads.clock = clock
      table.beginLoading()
      XCTAssertEqual(fixture.records, [], "nothing before the show delay")
      clock.advance(by: .milliseconds(300))
      XCTAssertTrue(MainLoop.run(until: { !fixture.records.isEmpty }), "the loading placeholder is said")
      XCTAssertEqual(fixture.records.first?.announcement.message, translate("Loading…"))
      XCTAssertEqual(fixture.records.first?.announcement.priority, .medium)
    }
  }

  /// A load that fails while its loading placeholder is held for its
  /// minimum time is said as a failure once the failure shows: not as
  /// "Loading…" again with a failure's urgency, and the failure not never
  /// (Orca 48 heard both, with the focus away from the list).
  func testAFailureWhileLoadingIsHeldForItsMinimumTimeIsSaidWhenItShows() throws {
    onMain {
      let fixture = Fixture()
      defer { fixture.close() }
      let table = fixture.table
      let delegate = PagingDelegate()
      table.delegate = delegate
      table.loads.operation = nil
      let clock = ManualLoadingClock()
      table.loads.clock = clock
      table.beginLoading()
      clock.advance(by: .milliseconds(300))
      XCTAssertTrue(MainLoop.run(until: { !fixture.records.isEmpty }), "the loading placeholder is said")
      table.loads.fail(.network("The server is down"))
      fixture.window.settle()
      XCTAssertEqual(
        fixture.records.map(\.announcement.message), [translate("Loading…")],
        "nothing more while the loading placeholder still shows")
      clock.advance(by: .seconds(2))
      XCTAssertTrue(MainLoop.run(until: { fixture.records.count == 2 }), "the failure is said when it shows")
      XCTAssertEqual(fixture.records.last?.announcement.message, "No Connection\nThe server is down")
      XCTAssertEqual(fixture.records.last?.announcement.priority, .high)
    }
  }

  func testOnGTK414AndLaterGTKItselfMakesTheAnnouncement() throws {
    guard Announcer.isAvailable else {
      throw XCTSkip(
        "gtk_accessible_announce needs GTK 4.14; this is GTK \(gtk_get_major_version()).\(gtk_get_minor_version())"
          + " (make test-unstable runs this test on GTK 4.24, make test-trixie on 4.18)")
    }
    onMain {
      let fixture = Fixture()
      defer { fixture.close() }
      fixture.table.beginLoading()
      XCTAssertTrue(MainLoop.run(until: { !fixture.records.isEmpty }), "the failure is announced")
      XCTAssertEqual(fixture.records.map(\.madeByGTK), [true], "gtk_accessible_announce was called")
      XCTAssertEqual(fixture.records.first?.announcement.message, "No Connection\nThe server is down")
    }
  }

  func testAStandaloneSlotAnnouncesItsFailureOnceAndStaysQuietWhileLoading() {
    onMain {
      var records: [Announcer.Record] = []
      Announcer.recorder = { records.append($0) }
      defer { Announcer.recorder = nil }
      let slot = PlaceholderSlot(content: Label("An article"))
      // The focus stays where the user is, away from the slot.
      let entry = Entry()
      let box = Box(orientation: .vertical, spacing: 0)
      box.append(entry)
      box.append(slot.widget)
      let window = TestWindow(showing: box)
      defer { window.close() }
      _ = entry.grabFocus()

      slot.placeholder = .loading()
      XCTAssertEqual(records, [], "loading is the group's busy state, not spoken")
      slot.placeholder = .failed(message: "The article is gone")
      XCTAssertEqual(records.map(\.announcement.priority), [.high])
      XCTAssertEqual(records.last?.announcement.message, "\(translate("Could Not Load"))\nThe article is gone")
      XCTAssertEqual(records.last?.madeByGTK, Announcer.isAvailable)
      slot.placeholder = .failed(message: "The article is gone")
      XCTAssertEqual(records.count, 1, "the same failure again says nothing")
      slot.placeholder = nil
      slot.placeholder = .networkError()
      XCTAssertEqual(records.count, 2, "a new failure is spoken")
    }
  }

  func testAFailedPageAndARefreshFailedOverRowsAreAnnounced() {
    onMain {
      var records: [Announcer.Record] = []
      Announcer.recorder = { records.append($0) }
      defer { Announcer.recorder = nil }
      let source = StringsDataSource([(0..<60).map { "row \($0)" }])
      let table = TableAdapter(dataSource: source)
      let delegate = PagingDelegate()
      table.delegate = delegate
      table.isLoadMoreEnabled = true
      // The focus stays where the user is, away from the list: focus that
      // followed the rows would say their count itself.
      let entry = Entry()
      let box = Box(orientation: .vertical, spacing: 0)
      box.append(entry)
      box.append(table.widget)
      table.widget.expandsVertically = true
      let window = TestWindow(showing: box)
      defer { window.close() }
      _ = entry.grabFocus()
      table.beginLoading()
      table.endRefreshing(hasMore: true)
      XCTAssertEqual(records.map(\.announcement), [PlaceholderAnnouncement(message: "60 items", priority: .medium)])

      table.loads.send(.loadMore)
      table.loads.fail(.network("The next page timed out"))
      XCTAssertEqual(
        records.last?.announcement, PlaceholderAnnouncement(message: "The next page timed out", priority: .high))

      table.beginRefreshing()
      table.loads.fail(.network("Still offline"))
      XCTAssertEqual(table.loads.state.pagingPhase, .canLoadMore, "the rows stay")
      XCTAssertEqual(records.count, 3, "the failed refresh, not the rows' count: \(records)")
      XCTAssertEqual(records.last?.announcement.priority, .high)
      XCTAssertTrue(records.last?.announcement.message.contains("Still offline") ?? false)
    }
  }
}
