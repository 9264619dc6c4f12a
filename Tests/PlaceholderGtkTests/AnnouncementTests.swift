import CGtk
import PlaceholderCore
import PlaceholderTestSupport
import XCTest

@testable import GtkKit
@testable import PlaceholderGtk

/// Screen-reader announcements (`gtk_accessible_announce`, GTK 4.14+): a
/// list says when a load failed or a search found nothing, and stays quiet
/// about empty and loading. `gtk_accessible_announce` has no getter, so the
/// tests listen through `Announcer.recorder`, which hears each call after
/// it went to GTK together with the shim's answer whether GTK made it.
final class AnnouncementTests: GtkTestCase {
  /// A table whose loads fail while `failing`, else fill in nothing.
  @MainActor
  private final class Fixture {
    let table = TableAdapter(dataSource: StringsDataSource([[]]))
    let window: TestWindow
    var failing = true
    var records: [Announcer.Record] = []

    init() {
      window = TestWindow(showing: table.widget)
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

  func testAFailureAndASearchWithoutResultsAreAnnouncedButEmptyAndLoadingAreNot() throws {
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
      XCTAssertEqual(fixture.records.count, 2, "loading and empty are not announced, nor a re-evaluation")
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
      let window = TestWindow(showing: slot.widget)
      defer { window.close() }

      slot.item = .loading()
      XCTAssertEqual(records, [], "loading is the group's busy state, not spoken")
      slot.item = .failed(message: "The article is gone")
      XCTAssertEqual(records.map(\.announcement.priority), [.high])
      XCTAssertEqual(records.last?.announcement.message, "\(translate("Could Not Load"))\nThe article is gone")
      XCTAssertEqual(records.last?.madeByGTK, Announcer.isAvailable)
      slot.item = .failed(message: "The article is gone")
      XCTAssertEqual(records.count, 1, "the same failure again says nothing")
      slot.item = nil
      slot.item = .networkError()
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
      let window = TestWindow(showing: table.widget)
      defer { window.close() }
      table.beginLoading()
      table.endRefreshing(hasMore: true)
      XCTAssertEqual(records, [])

      table.loads.send(.loadMore)
      table.loads.fail(.network("The next page timed out"))
      XCTAssertEqual(
        records.map(\.announcement), [PlaceholderAnnouncement(message: "The next page timed out", priority: .high)])

      table.beginRefreshing()
      table.loads.fail(.network("Still offline"))
      XCTAssertEqual(table.loads.state.pagingPhase, .canLoadMore, "the rows stay")
      XCTAssertEqual(records.count, 2)
      XCTAssertEqual(records.last?.announcement.priority, .high)
      XCTAssertTrue(records.last?.announcement.message.contains("Still offline") ?? false)
    }
  }
}
