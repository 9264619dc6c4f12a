import CGtk
import Dispatch
import PlaceholderTestSupport
import XCTest

@testable import GtkKit

/// Swift concurrency inside GLib's main loop.
final class MainLoopTests: GtkTestCase {
  /// The foundation's promise: inside a running GtkApplication, an `await`
  /// in a signal handler resumes on the GTK thread and updates a widget; so
  /// do `Task.sleep`, `Task { @MainActor in }` and `DispatchQueue.main`.
  func testAwaitInsideASignalHandlerResumesInsideTheRunningApplication() throws {
    try onMain {
      let application = try Application(id: "io.github.placeholders.Tests.MainLoop", nonUnique: true)
      var labelText = ""
      var steps: [String] = []
      var failure: String?

      application.activationHandler = { application in
        guard let window = gtk_application_window_new(application.gtkApplication),
          let button = gtk_button_new_with_label("Load"),
          let label = gtk_label_new("idle"),
          let box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 6)
        else {
          failure = "could not create widgets"
          application.quit()
          return
        }
        gtk_box_append(gcast(box), button)
        gtk_box_append(gcast(box), label)
        gtk_window_set_child(gcast(window), box)
        gtk_window_present(gcast(window))

        Signals.connect(button, "clicked") {
          steps.append("clicked")
          Task { @MainActor in
            try await Task.sleep(for: .milliseconds(20))
            steps.append("slept")
            await withCheckedContinuation { continuation in
              DispatchQueue.main.async {
                steps.append("dispatch")
                continuation.resume()
              }
            }
            gtk_label_set_text(gcast(label), "loaded")
            labelText = String(cString: gtk_label_get_text(gcast(label)))
            gtk_window_destroy(gcast(window))
          }
        }
        // Click once the loop runs, as a user would.
        MainLoopCallbacks.after(milliseconds: 10) { gtk_widget_activate(button) }
      }
      let status = application.run()

      XCTAssertNil(failure)
      XCTAssertEqual(status, 0)
      XCTAssertEqual(steps, ["clicked", "slept", "dispatch"])
      XCTAssertEqual(labelText, "loaded")
    }
  }

  func testAnInvalidApplicationIDIsAnErrorNotACrash() throws {
    try onMain {
      XCTAssertThrowsError(try Application(id: "not an id")) { error in
        XCTAssertEqual(error as? ApplicationError, .invalidID("not an id"))
      }
    }
  }

  func testMainQueueWorkRunsWhileTheLoopIsIterated() {
    onMain {
      var order: [Int] = []
      DispatchQueue.main.async { order.append(1) }
      Task { @MainActor in order.append(2) }
      XCTAssertTrue(MainLoop.run(until: { order.count == 2 }, timeoutSeconds: 5))
      XCTAssertEqual(Set(order), [1, 2])
    }
  }

  func testIdleLoopDoesNotSpin() {
    onMain {
      // Post work once, then let the loop idle: a watch that never resets the
      // eventfd would be called thousands of times.
      var ran = false
      DispatchQueue.main.async { ran = true }
      XCTAssertTrue(MainLoop.run(until: { ran }, timeoutSeconds: 5))
      var wakeups = 0
      let deadline = MainLoop.monotonicSeconds() + 0.2
      while MainLoop.monotonicSeconds() < deadline {
        if MainLoop.iterateOnce() { wakeups += 1 }
      }
      XCTAssertLessThan(wakeups, 50)
    }
  }

  /// `whenIdle` runs its body once, and only after work queued on the main
  /// queue later: idle priority, below everything a frame or an `await`
  /// needs, which is what lets a benchmark's slices leave room for frames.
  func testWhenIdleRunsOnceAfterMoreUrgentWork() {
    onMain {
      var order: [String] = []
      MainLoop.whenIdle { order.append("idle") }
      DispatchQueue.main.async { order.append("main queue") }
      XCTAssertTrue(MainLoop.run(until: { order.contains("idle") }, timeoutSeconds: 5))
      MainLoop.drain()
      XCTAssertEqual(order, ["main queue", "idle"])
    }
  }

  /// A condition slower than the loop's wake-up (a snapshot rendered by a
  /// sanitizer build takes that long) must not starve the frame clock: the
  /// wake-up is always due when the loop turns again, and at a higher
  /// priority than painting it would be the only source dispatched, so no
  /// frame would ever be drawn and no CSS animation advance.
  func testASlowConditionStillLetsFramesPaint() {
    onMain {
      let label = Label("ticking")
      let window = TestWindow(child: label)
      defer { window.close() }
      var frames = 0
      MainLoopCallbacks.everyFrame(of: label.gtkWidget) { _ in
        frames += 1
        return true
      }
      let painted = MainLoop.run(
        until: {
          usleep(30_000)
          return frames >= 5
        }, timeoutSeconds: 5)
      XCTAssertTrue(painted, "\(frames) frames painted while the condition took 30 ms a turn")
    }
  }
}
