import CGtk
import Dispatch
import PlaceholderCore
import PlaceholderTestSupport
import XCTest

@testable import GtkKit
@testable import PlaceholderGtk

/// A big replacement computed in the background lands just after its
/// window painted a frame (`Widget.nextFramePainted`), so that its change
/// and the frame that shows it have a frame's whole time.
final class FrameLandingTests: GtkTestCase {
  func testWaitingForAFrameEndsOnceOneIsPainted() {
    onMain {
      let label = Label()
      label.text = "A frame"
      let window = TestWindow(showing: label)
      defer { window.close() }
      window.settle()
      guard let clock = label.frameClock else { return XCTFail("a shown label has a frame clock") }
      var paints = 0
      let watch = clock.onAfterPaint { paints += 1 }
      defer { watch.cancel() }

      var paintsWhenEnded: Int?
      let before = paints
      // Nothing changes in the window: the wait asks for the frame itself.
      let isDone = whenEnded {
        await label.nextFramePainted(limit: 60_000)
        paintsWhenEnded = paints
      }
      XCTAssertTrue(MainLoop.run(until: isDone, timeoutSeconds: 10))
      XCTAssertGreaterThan(paintsWhenEnded ?? before, before, "it ended after a frame was painted")
    }
  }

  func testWaitingForAFrameOfAWidgetNotOnScreenEndsAtOnce() {
    onMain {
      let label = Label()
      // No window: no frame will ever be painted, and the limit is long.
      let isDone = whenEnded { await label.nextFramePainted(limit: 60_000) }
      XCTAssertTrue(MainLoop.run(until: isDone, timeoutSeconds: 10))
    }
  }

  func testWaitingForAFrameEndsWhenTheWindowClosesMeanwhile() {
    onMain {
      let label = Label()
      label.text = "Closing"
      let window = TestWindow(showing: label)
      window.settle()
      let isDone = whenEnded { await label.nextFramePainted(limit: 200) }
      // Closed before the frame the wait asked for: its limit ends it.
      window.close()
      XCTAssertTrue(MainLoop.run(until: isDone, timeoutSeconds: 10))
    }
  }

  func testAListLandsBigBackgroundReplacementsAfterAFrameAndSmallOnesAtOnce() {
    onMain {
      let (source, table) = numberedTable(100)
      let window = TestWindow(showing: table.widget)
      defer { window.close() }
      window.settle()
      guard let clock = table.listView.frameClock else { return XCTFail("a shown list has a frame clock") }
      XCTAssertEqual(source.landingGateCount, 1, "the list added its landing gate to its data source")
      let landing = { (changeCount: Int) async in await source.waitForLanding(changeCount: changeCount) }
      var paints = 0
      let watch = clock.onAfterPaint { paints += 1 }
      defer { watch.cancel() }

      var paintsAfterBig: Int?
      let before = paints
      let bigLanded = whenEnded {
        await landing(ListMachinery<SectionedDataSource<NumberedRow>>.changesThatWaitForAFrame)
        paintsAfterBig = paints
      }
      XCTAssertTrue(MainLoop.run(until: bigLanded, timeoutSeconds: 10))
      XCTAssertGreaterThan(paintsAfterBig ?? before, before, "a big one waited for a frame")

      var paintsAfterSmall: Int?
      var paintsBeforeSmall = 0
      let smallLanded = whenEnded {
        paintsBeforeSmall = paints
        await landing(10)
        paintsAfterSmall = paints
      }
      XCTAssertTrue(MainLoop.run(until: smallLanded, timeoutSeconds: 10))
      XCTAssertEqual(paintsAfterSmall, paintsBeforeSmall, "a small one landed in the same turn")
    }
  }
}

/// Runs `wait` in a main-actor task; the closure returned says whether it
/// ended.
@MainActor
private func whenEnded(_ wait: @escaping @MainActor () async -> Void) -> () -> Bool {
  final class Flag { var isSet = false }
  let flag = Flag()
  Task { @MainActor in
    await wait()
    flag.isSet = true
  }
  return { flag.isSet }
}
