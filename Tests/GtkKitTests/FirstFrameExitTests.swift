import CGtk
import Glibc
import PlaceholderTestSupport
import XCTest

@testable import GtkKit

/// `PLACEHOLDERS_EXIT_AFTER_FIRST_FRAME`: how scripts/lean-link.sh stops an
/// app it profiles once its first window is on screen.
final class FirstFrameExitTests: GtkTestCase {
  func testTheApplicationQuitsAfterItsFirstWindowsFirstFrame() throws {
    setenv(Application.exitAfterFirstFrameVariable, "1", 1)
    defer { unsetenv(Application.exitAfterFirstFrameVariable) }
    try onMain {
      let application = try Application(id: "io.github.placeholders.Tests.FirstFrameExit", nonUnique: true)
      var window: ApplicationWindow?
      var framesPainted = 0
      var connections: [SignalConnection] = []
      var timedOut = false
      var timeout: UInt32 = 0
      application.activationHandler = { application in
        let first = ApplicationWindow(application: application, title: "First frame")
        first.child = Label("first")
        first.present()
        first.frameClock?.onAfterPaint { framesPainted += 1 }.store(in: &connections)
        window = first
        // Never reached when the variable works; keeps a failing test short.
        timeout = MainLoopCallbacks.after(milliseconds: 5000) {
          timedOut = true
          application.quit()
        }
      }
      let status = application.run()
      if !timedOut, timeout != 0 { g_source_remove(timeout) }

      XCTAssertEqual(status, 0)
      XCTAssertFalse(timedOut, "the application ran on after its first frame")
      XCTAssertEqual(framesPainted, 1, "it quit at the first window's first after-paint")
      XCTAssertEqual(window?.isMapped, true, "the window was still on screen")
      window?.destroy()
    }
  }

  func testOnlyAValueOtherThanEmptyOrZeroAsksForIt() {
    defer { unsetenv(Application.exitAfterFirstFrameVariable) }
    unsetenv(Application.exitAfterFirstFrameVariable)
    XCTAssertFalse(Application.exitsAfterFirstFrame)
    for (value, asks) in [("", false), ("0", false), ("1", true), ("yes", true)] {
      setenv(Application.exitAfterFirstFrameVariable, value, 1)
      XCTAssertEqual(Application.exitsAfterFirstFrame, asks, "'\(value)'")
    }
  }
}
