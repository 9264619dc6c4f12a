import CGtk
import PlaceholderCore
import PlaceholderTestSupport
import XCTest

@testable import GtkKit
@testable import PlaceholderGtk

/// A replacement too big for one turn of the main loop lands slice by
/// slice, a frame between each (`LandingSlicer`): every frame shows rows
/// that are the data source's at that moment, the selection stays on its
/// item, the result is the one asked for, and a newer replacement stops
/// the landing where it is.
final class LandingInSlicesTests: GtkTestCase {
  /// What the test saw at each change the data source published, and at
  /// each frame painted.
  @MainActor
  private final class Watch {
    var frames = 0
    /// The frame count at each change heard.
    var changesAtFrame: [Int] = []
    /// Frames whose list did not show the data source's rows.
    var inconsistentFrames: [String] = []
    /// Times the heap was given back while the landing went on.
    var freeMemoryReturnsWhileLanding = 0
  }

  func testABigReplacementLandsOverSeveralFramesWithTheSelectionOnItsItem() throws {
    try onMain {
      let (source, table) = numberedTable(300_000)
      let window = TestWindow(showing: table.widget)
      defer { window.close() }
      window.settle()
      table.focus(position: 299_999)
      XCTAssertTrue(MainLoop.run(until: { table.selectedIndexPath == IndexPath(section: 0, item: 299_999) }))
      window.settle()

      let watch = Watch()
      let token = source.observe { _ in watch.changesAtFrame.append(watch.frames) }
      defer { token.cancel() }
      let clock = try XCTUnwrap(window.window.frameClock)
      let sync = table.machinery.sync
      let returnsBefore = sync.freeMemoryReturns
      let painted = clock.onAfterPaint {
        watch.frames += 1
        if source.pendingReplacement != nil {
          watch.freeMemoryReturnsWhileLanding = sync.freeMemoryReturns - returnsBefore
        }
        let count = source.sections[0].items.count
        if modelRowCount(of: table) != count {
          watch.inconsistentFrames.append("frame \(watch.frames): \(modelRowCount(of: table)) rows, source \(count)")
        }
      }
      defer { painted.cancel() }

      // Every even row goes: 150,000 deletions, in a first slice of a
      // hundred (the rows around the view), then three.
      let odds = (0..<300_000).filter { !$0.isMultiple(of: 2) }.map { NumberedRow(id: $0) }
      let replacement = source.replaceAllInBackground { [odds] in [.init(items: odds)] }
      XCTAssertTrue(MainLoop.run(until: { replacement.outcome != nil }, timeoutSeconds: 20))
      XCTAssertEqual(replacement.outcome, .applied)
      XCTAssertEqual(source.sections[0].items, odds)
      XCTAssertEqual(modelRowCount(of: table), odds.count)

      XCTAssertEqual(watch.changesAtFrame.count, 4, "one change heard per slice")
      XCTAssertEqual(watch.changesAtFrame, watch.changesAtFrame.sorted())
      XCTAssertEqual(Set(watch.changesAtFrame).count, watch.changesAtFrame.count, "a frame painted between slices")
      XCTAssertEqual(watch.inconsistentFrames, [])
      XCTAssertEqual(watch.freeMemoryReturnsWhileLanding, 0, "no slice is a big change, and none gives memory back")
      XCTAssertTrue(
        MainLoop.run(until: { sync.freeMemoryReturns == returnsBefore + 1 }),
        "the slices' 150,000 changes together give the heap's free memory back once, after the last")
      XCTAssertEqual(
        table.selectedIndexPath, IndexPath(section: 0, item: odds.count - 1), "the selection followed its row")
      window.settle()
      let shown = WidgetTree.mappedLabelTexts(under: gcast(table.listView.gtkWidget))
      XCTAssertEqual(shown.last, "Row 299999", "the end shows the last odd row: \(shown)")
      XCTAssertTrue(shown.allSatisfy { !(Int($0.dropFirst(4)) ?? 1).isMultiple(of: 2) }, "\(shown)")
    }
  }

  func testANewerReplacementStopsTheLandingWhereItIsAndLandsFromThere() {
    onMain {
      let (source, table) = numberedTable(300_000)
      let window = TestWindow(showing: table.widget)
      defer { window.close() }
      window.settle()
      var heard = 0
      let token = source.observe { _ in heard += 1 }
      defer { token.cancel() }

      let odds = (0..<300_000).filter { !$0.isMultiple(of: 2) }.map { NumberedRow(id: $0) }
      let first = source.replaceAllInBackground { [odds] in [.init(items: odds)] }
      XCTAssertTrue(MainLoop.run(until: { heard == 1 }, timeoutSeconds: 20), "its first slice landed")
      let thirds = (0..<300_000).filter { $0.isMultiple(of: 3) }.map { NumberedRow(id: $0) }
      let second = source.replaceAllInBackground { [thirds] in [.init(items: thirds)] }
      XCTAssertTrue(MainLoop.run(until: { second.outcome != nil }, timeoutSeconds: 20))
      XCTAssertEqual(first.outcome, .superseded, "the first never finished landing")
      XCTAssertEqual(second.outcome, .applied)
      XCTAssertEqual(source.sections[0].items, thirds)
      XCTAssertEqual(modelRowCount(of: table), thirds.count)
      window.settle()
      let shown = WidgetTree.mappedLabelTexts(under: gcast(table.listView.gtkWidget))
      XCTAssertEqual(Array(shown.prefix(3)), ["Row 0", "Row 3", "Row 6"])
    }
  }
}
