import CGtk
import PlaceholderCore
import PlaceholderTestSupport
import XCTest

@testable import GtkKit
@testable import PlaceholderGtk

/// One load result takes one way through a list (ListMachinery's header
/// draws it): the rows it puts in are reported to the load machine by the
/// load's finish alone, and the placeholder is presented once, from the
/// finish's transition. Before, the same result reached the machine twice
/// (`.dataChanged`, then `.finish`) and the presenter three times.
final class OneLoadResultTests: GtkTestCase {
  /// What the machine and the presenter had seen when a result began to
  /// be applied, and when its finish had been presented.
  private struct Counts: Equatable {
    var inputs: Int
    var presenterUpdates: Int
  }

  @MainActor
  private static func counts(_ table: TableAdapter<SectionedDataSource<String>>) -> Counts {
    Counts(inputs: table.loads.inputCount, presenterUpdates: table.machinery.presenter.updateCount)
  }

  func testAFirstPageARefreshAndANextPageAreEachOneInputAndOnePresentation() throws {
    try onMain {
      let source = SectionedDataSource<String>(items: [])
      let table = TableAdapter(dataSource: source)
      table.isLoadMoreEnabled = false
      var atApply: Counts?
      var atFinish: Counts?
      let observation = table.loads.observe { [unowned table] transition in
        guard case .content = transition.state, atApply != nil else { return }
        atFinish = Self.counts(table)
      }
      defer { observation.cancel() }
      var page = 0
      table.setLoadOperation { [unowned table] request in
        page = request.kind == .nextPage ? page + 1 : 0
        let rows = (0..<5).map { "page \(page) row \($0)" }
        return LoadResult(hasMore: true) {
          atApply = Self.counts(table)
          if request.kind == .nextPage {
            source.append(contentsOf: rows)
          } else {
            source.replaceSections(with: [.init(items: rows)])
          }
        }
      }
      let window = TestWindow(showing: table.widget)
      defer { window.close() }

      for (name, input) in [("first page", PageStateInput.beginLoad), ("refresh", .refresh), ("next page", .loadMore)] {
        atApply = nil
        atFinish = nil
        table.loads.send(input)
        XCTAssertTrue(MainLoop.run(until: { atFinish != nil }), "\(name): the result landed")
        let before = try XCTUnwrap(atApply)
        let after = try XCTUnwrap(atFinish)
        XCTAssertEqual(after.inputs - before.inputs, 1, "\(name): one machine input, the finish")
        XCTAssertEqual(after.presenterUpdates - before.presenterUpdates, 1, "\(name): one presentation")
      }
      XCTAssertEqual(source.itemCount, 10, "the refresh replaced the rows, the next page added to them")
      XCTAssertFalse(table.placeholderSlot.isShowing)
    }
  }

  /// Rows the app changes outside a load still reach the machine (as
  /// `.dataChanged`) and the placeholder: emptied rows show the empty
  /// placeholder at once.
  func testRowsChangedOutsideALoadAreStillReported() throws {
    onMain {
      let source = SectionedDataSource<String>(items: ["a", "b"])
      let table = TableAdapter(dataSource: source)
      table.reloadData()
      let window = TestWindow(showing: table.widget)
      defer { window.close() }
      window.settle()
      XCTAssertEqual(table.loads.state, .content(.noMoreData), "the app's first rows count as a first load")
      let inputs = table.loads.inputCount
      source.replaceSections(with: [.init(items: [])])
      XCTAssertEqual(table.loads.inputCount, inputs + 1, "the change is one input")
      XCTAssertEqual(table.loads.state, .empty)
      XCTAssertTrue(MainLoop.run(until: { table.placeholderSlot.isShowing }), "the empty placeholder shows")
    }
  }
}
