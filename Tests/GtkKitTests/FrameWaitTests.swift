import CGtk
import PlaceholderTestSupport
import XCTest

@testable import GtkKit

/// `whenNextFramePainted`: the wait for a painted frame that lists use
/// after their rows change, without starting a task.
final class FrameWaitTests: GtkTestCase {
  /// A widget on no screen paints no frame: the wait ends in the next
  /// main-loop turn, never inside the call (a caller may still be changing
  /// what the wait's end looks at).
  func testAWidgetOffScreenEndsItsWaitInTheNextTurnNotAtOnce() {
    onMain {
      let label = Label("nowhere")
      var ended = false
      label.whenNextFramePainted(limit: 5000) { ended = true }
      XCTAssertFalse(ended, "the wait ended inside the call")
      XCTAssertTrue(MainLoop.run(until: { ended }, timeoutSeconds: 2), "the wait never ended")
    }
  }

  /// On screen, the wait ends at the frame it asked for: at the window's
  /// next after-paint, long before its time limit.
  func testAWidgetOnScreenEndsItsWaitAtTheNextPaintedFrame() {
    onMain {
      let label = Label("here")
      let window = TestWindow(showing: label)
      defer { window.close() }
      guard let clock = label.frameClock else { return XCTFail("a label on screen has a frame clock") }
      var paints = 0
      var paintsAtTheEnd: Int?
      var connections: [SignalConnection] = []
      clock.onAfterPaint { paints += 1 }.store(in: &connections)
      label.whenNextFramePainted(limit: 5000) { paintsAtTheEnd = paints }
      XCTAssertNil(paintsAtTheEnd, "the wait ended inside the call")
      XCTAssertTrue(MainLoop.run(until: { paintsAtTheEnd != nil }, timeoutSeconds: 2), "no frame ended the wait")
      XCTAssertEqual(paintsAtTheEnd, 1, "the wait ended at the first frame painted after it began")
    }
  }

  /// A wait begun while GTK paints a frame (a change made in its layout)
  /// ends at the frame after that one, which shows the change: not at the
  /// after-paint of the frame already under way.
  func testAWaitBegunDuringAFrameEndsAtTheFrameAfterIt() {
    onMain {
      let label = Label("changing")
      let window = TestWindow(showing: label)
      defer { window.close() }
      guard let clock = label.frameClock else { return XCTFail("a label on screen has a frame clock") }
      var paints = 0
      var begunInFrame: Int?
      var paintsAtTheEnd: Int?
      var connections: [SignalConnection] = []
      clock.onAfterPaint { paints += 1 }.store(in: &connections)
      clock.onBeforePaint {
        guard begunInFrame == nil else { return }
        begunInFrame = paints + 1
        label.whenNextFramePainted(limit: 5000) { paintsAtTheEnd = paints }
      }.store(in: &connections)
      label.queueDraw()
      XCTAssertTrue(MainLoop.run(until: { paintsAtTheEnd != nil }, timeoutSeconds: 2), "no frame ended the wait")
      guard let begunInFrame, let paintsAtTheEnd else { return }
      XCTAssertEqual(paintsAtTheEnd, begunInFrame + 1, "the wait ended at the frame after the one it began in")
    }
  }

  /// A window closed before its frame: the time limit ends the wait, once.
  func testAWindowClosedBeforeItsFrameEndsTheWaitAtItsLimitOnce() {
    onMain {
      let label = Label("going")
      let window = TestWindow(showing: label)
      var ends = 0
      label.whenNextFramePainted(limit: 100) { ends += 1 }
      window.close()
      XCTAssertTrue(MainLoop.run(until: { ends > 0 }, timeoutSeconds: 2), "the limit did not end the wait")
      MainLoop.run(until: { false }, timeoutSeconds: 0.3)
      XCTAssertEqual(ends, 1)
    }
  }
}
