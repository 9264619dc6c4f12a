import CGtk
import Foundation
import PlaceholderTestSupport
import Synchronization
import XCTest

@testable import GtkKit

/// Signal handlers connected from Swift: called on the main actor, and their
/// closure boxes released by GLib's destroy-notify.
///
/// GtkAdjustment's `value-changed` is emitted synchronously by
/// `gtk_adjustment_set_value`, which makes it a precise probe. (A button's
/// `clicked` after `gtk_widget_activate` waits for a 250 ms press animation,
/// and never comes while the button is unrealized.)
final class SignalTests: GtkTestCase {
  func testHandlerRunsAndItsBoxIsReleasedWhenTheObjectIsFinalized() throws {
    try onMain {
      let boxesBefore = Signals.liveClosureCount
      var changes: [Double] = []
      var adjustment: ObjectReference? = try makeAdjustment()
      if let adjustment {
        let gtkAdjustment: UnsafeMutablePointer<GtkAdjustment> = gcast(adjustment.pointer)
        Signals.connect(adjustment.pointer, "value-changed") {
          changes.append(gtk_adjustment_get_value(gtkAdjustment))
        }
        XCTAssertEqual(Signals.liveClosureCount, boxesBefore + 1)
        gtk_adjustment_set_value(gtkAdjustment, 10)
        gtk_adjustment_set_value(gtkAdjustment, 20)
      }
      XCTAssertEqual(changes, [10, 20])
      adjustment = nil
      MainLoop.drain()  // an unadopted floating object goes at the next idle
      XCTAssertEqual(Signals.liveClosureCount, boxesBefore, "finalizing the object released the box")
    }
  }

  /// The thread check every callback makes (one load of a thread-local
  /// once a thread has asked) tells the main thread from others, each
  /// thread keeping its own answer: asked on the main thread first, a
  /// thread started later still hears no.
  func testTheThreadCheckTellsTheMainThreadFromAnother() {
    XCTAssertTrue(MainThread.isCurrent)
    XCTAssertTrue(MainThread.isCurrent, "asked again, from the answer kept")
    let answers = Mutex<[Bool]>([])
    let done = DispatchSemaphore(value: 0)
    Thread {
      answers.withLock { $0 += [MainThread.isCurrent, MainThread.isCurrent] }
      done.signal()
    }.start()
    done.wait()
    XCTAssertEqual(answers.withLock { $0 }, [false, false])
    XCTAssertTrue(MainThread.isCurrent, "the main thread's answer is its own")
  }

  /// Callbacks enter the main actor through `MainThread`: the thread is
  /// checked, and the body runs and returns what it returns.
  func testEveryEntryFromACallbackRunsItsBodyAndReturnsItsValue() {
    onMain {
      var runs: [Int] = []
      let values = (0..<3).map { index in
        MainThread.assumeIsolated {
          runs.append(index)
          return index * 2
        }
      }
      XCTAssertEqual(values, [0, 2, 4])
      XCTAssertEqual(runs, [0, 1, 2])
    }
  }

  func testDisconnectReleasesTheBoxAndStopsCalls() throws {
    try onMain {
      let boxesBefore = Signals.liveClosureCount
      var calls = 0
      let adjustment = try makeAdjustment()
      let id = Signals.connect(adjustment.pointer, "value-changed") { calls += 1 }
      Signals.disconnect(adjustment.pointer, id)
      XCTAssertEqual(Signals.liveClosureCount, boxesBefore)
      gtk_adjustment_set_value(gcast(adjustment.pointer), 5)
      XCTAssertEqual(calls, 0)
      // Disconnecting twice is harmless.
      Signals.disconnect(adjustment.pointer, id)
    }
  }

  func testAHandlerCanReleaseTheLastSwiftReferenceToItsObject() throws {
    try onMain {
      let boxesBefore = Signals.liveClosureCount
      var adjustment: ObjectReference? = try makeAdjustment()
      let pointer = try XCTUnwrap(adjustment?.pointer)
      var ran = false
      Signals.connect(pointer, "value-changed") {
        ran = true
        adjustment = nil  // drops Swift's reference while the handler runs
      }
      // GLib holds the instance across an emission, as it does for GTK's own.
      g_object_ref(pointer)
      gtk_adjustment_set_value(gcast(pointer), 1)
      XCTAssertTrue(ran)
      XCTAssertNil(adjustment)
      XCTAssertEqual(Signals.liveClosureCount, boxesBefore + 1, "the box lives as long as the object")
      g_object_unref(pointer)
      MainLoop.drain()  // an unadopted floating object goes at the next idle
      XCTAssertEqual(Signals.liveClosureCount, boxesBefore)
    }
  }

  func testBoxesOfAWidgetTreeAreReleasedWhenTheWindowIsDestroyed() throws {
    try onMain {
      let boxesBefore = Signals.liveClosureCount
      let referencesBefore = ObjectReference.liveCount
      let window = try XCTUnwrap(gtk_window_new())
      let button = try XCTUnwrap(gtk_button_new_with_label("Retry"))
      gtk_window_set_child(gcast(window), button)
      var clicks = 0
      Signals.connect(button, "clicked") { clicks += 1 }
      Signals.connectReturningBool(window, "close-request") { false }
      gtk_window_present(gcast(window))
      gtk_widget_activate(button)
      XCTAssertTrue(MainLoop.run(until: { clicks == 1 }, timeoutSeconds: 5), "a realized button clicks")
      XCTAssertEqual(Signals.liveClosureCount, boxesBefore + 2)
      gtk_window_destroy(gcast(window))
      MainLoop.drain()
      XCTAssertEqual(Signals.liveClosureCount, boxesBefore)
      XCTAssertEqual(ObjectReference.liveCount, referencesBefore)
    }
  }

  func testTimeoutSourceRunsOnceAndReleasesItsBox() {
    onMain {
      let boxesBefore = Signals.liveClosureCount
      var runs = 0
      MainLoopCallbacks.after(milliseconds: 1) { runs += 1 }
      XCTAssertEqual(Signals.liveClosureCount, boxesBefore + 1)
      XCTAssertTrue(MainLoop.run(until: { runs > 0 }, timeoutSeconds: 5))
      MainLoop.drain()
      XCTAssertEqual(runs, 1)
      XCTAssertEqual(Signals.liveClosureCount, boxesBefore)
    }
  }
}

@MainActor
private func makeAdjustment() throws -> ObjectReference {
  let adjustment = try XCTUnwrap(gtk_adjustment_new(0, 0, 100, 1, 10, 0))
  return ObjectReference(taking: adjustment)
}
