import CGtk
import Foundation
import PlaceholderCore
import PlaceholderTestSupport
import XCTest

@testable import GtkKit
@testable import PlaceholderGtk

/// A list's scroll position, read and restored on real rows: where the
/// view was scrolled away from, after a reload, after a restart (saved as
/// JSON), and by the app's key after rows were added above.
final class ListScrollPositionTests: GtkTestCase {
  /// 500 rows, loaded through an operation that can change them.
  @MainActor
  private final class Fixture {
    let source = StringsDataSource([[]])
    let table: TableAdapter<StringsDataSource>
    var rows = (0..<500).map { "row \($0)" }
    var window: TestWindow?

    init() {
      table = TableAdapter(dataSource: source)
      table.accessibleLabel = "Rows"
      table.loads.operation = { [unowned self] _ in
        let rows = rows
        return LoadResult { [source] in source.sections = [rows] }
      }
    }

    func showAndLoad() -> Bool {
      window = TestWindow(showing: table.widget)
      table.beginLoading()
      let loaded = MainLoop.run(until: { self.table.index.totalItemCount == self.rows.count })
      // The rows laid out: the scroll range is the rows' now.
      window?.settle()
      return loaded
    }

    /// Scrolls the view to `value` pixels and waits for the rows there.
    func scroll(to value: Double) {
      table.verticalAdjustment.value = value
      window?.settle()
    }

    /// Waits until the view is where `position` says, within a pixel.
    func reaches(_ position: ScrollPosition) -> Bool {
      MainLoop.run(until: {
        guard let now = self.table.scrollPosition else { return false }
        return now.indexPath == position.indexPath && abs(now.offset - position.offset) <= 1
      })
    }
  }

  func testThePositionReadIsWhereTheViewComesBack() throws {
    try onMain {
      let fixture = Fixture()
      XCTAssertTrue(fixture.showAndLoad())
      defer { fixture.window?.close() }
      fixture.scroll(to: 2_013)
      let saved = try XCTUnwrap(fixture.table.scrollPosition)
      XCTAssertGreaterThan(saved.indexPath.item, 10, "scrolled well into the rows")

      fixture.scroll(to: 0)
      XCTAssertEqual(fixture.table.scrollPosition?.indexPath, IndexPath(section: 0, item: 0))
      fixture.table.scrollPosition = saved
      XCTAssertTrue(fixture.reaches(saved), "back: \(String(describing: fixture.table.scrollPosition)), not \(saved)")
    }
  }

  func testAPositionSetBeforeAReloadIsAppliedWhenTheRowsAreBack() throws {
    try onMain {
      let fixture = Fixture()
      XCTAssertTrue(fixture.showAndLoad())
      defer { fixture.window?.close() }
      fixture.scroll(to: 3_000)
      let saved = try XCTUnwrap(fixture.table.scrollPosition)
      XCTAssertGreaterThan(saved.indexPath.item, 10, "scrolled well into the rows")

      fixture.table.restartLoading()
      fixture.table.scrollPosition = saved
      XCTAssertTrue(fixture.reaches(saved), "after the reload: \(String(describing: fixture.table.scrollPosition))")
    }
  }

  func testAPositionSavedAsJSONComesBackInANewListAfterItsFirstLoad() throws {
    try onMain {
      let first = Fixture()
      XCTAssertTrue(first.showAndLoad())
      first.scroll(to: 1_500)
      let saved = try XCTUnwrap(first.table.scrollPosition)
      XCTAssertGreaterThan(saved.indexPath.item, 10, "scrolled well into the rows")
      let state = try JSONEncoder().encode(saved)
      first.window?.close()

      // The app starts again: a new list, the position read back first.
      let second = Fixture()
      second.table.scrollPosition = try JSONDecoder().decode(ScrollPosition.self, from: state)
      XCTAssertNotNil(second.table.machinery.scrollPosition.pending, "waiting for the rows")
      XCTAssertTrue(second.showAndLoad())
      defer { second.window?.close() }
      XCTAssertTrue(second.reaches(saved), "after a restart: \(String(describing: second.table.scrollPosition))")
    }
  }

  func testWithKeysTheItemIsFoundAgainAfterRowsWereAddedAboveIt() throws {
    try onMain {
      let fixture = Fixture()
      fixture.table.scrollKey = { $0 }
      XCTAssertTrue(fixture.showAndLoad())
      defer { fixture.window?.close() }
      fixture.scroll(to: 2_500)
      let saved = try XCTUnwrap(fixture.table.scrollPosition)
      let key = try XCTUnwrap(saved.itemKey)
      XCTAssertEqual(key, "row \(saved.indexPath.item)")

      fixture.rows = (0..<25).map { "new \($0)" } + fixture.rows
      fixture.table.restartLoading()
      fixture.table.scrollPosition = saved
      let moved = ScrollPosition(
        indexPath: IndexPath(section: 0, item: saved.indexPath.item + 25), itemKey: key, offset: saved.offset)
      XCTAssertTrue(fixture.reaches(moved), "the same row: \(String(describing: fixture.table.scrollPosition))")
      XCTAssertEqual(fixture.table.scrollPosition?.itemKey, key)
    }
  }

  func testAPathPastTheRowsIsFoundByItsKeyWithoutAWarning() {
    onMain {
      let fixture = Fixture()
      fixture.table.scrollKey = { $0 }
      // Saved in a longer listing: its index path is past these rows.
      let saved = ScrollPosition(indexPath: IndexPath(section: 0, item: 900), itemKey: "row 100", offset: 0)
      fixture.table.scrollPosition = saved
      let log = LogRecorder(domains: ["Placeholders"])
      defer { log.stop() }
      XCTAssertTrue(fixture.showAndLoad())
      defer { fixture.window?.close() }
      XCTAssertTrue(fixture.reaches(ScrollPosition(indexPath: IndexPath(section: 0, item: 100), itemKey: "row 100")))
      XCTAssertEqual(log.messages["Placeholders"] ?? [], [], "no data source misbehaved")
    }
  }

  func testSettingNilDropsAPositionWaitingForTheRows() {
    onMain {
      let fixture = Fixture()
      fixture.table.scrollPosition = ScrollPosition(indexPath: IndexPath(section: 0, item: 300))
      fixture.table.scrollPosition = nil
      XCTAssertTrue(fixture.showAndLoad())
      defer { fixture.window?.close() }
      XCTAssertEqual(fixture.table.scrollPosition?.indexPath, IndexPath(section: 0, item: 0), "it opened at the top")
    }
  }
}
