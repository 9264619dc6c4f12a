import Glibc
import GtkKit
import PlaceholderCore
import PlaceholderGtk

/// Writes PNG screenshots of every page and each of its states, in light and
/// dark (`--screenshot DIR`), without needing a window manager: the window
/// is rendered by GTK itself. Files are named `PAGE-STATE-THEME.png`.
@MainActor
struct ScreenshotRunner {
  let window: DemoWindow
  let pages: [any DemoPage]
  let network: SimulatedNetwork

  func run(into directory: String) async -> Int32 {
    guard mkdir(directory, 0o755) == 0 || errno == EEXIST else {
      printError("\(programName): cannot create '\(directory)': \(String(cString: strerror(errno)))")
      return 1
    }
    // Deterministic pictures: no fades, instant and successful loads.
    Appearance.areAnimationsEnabled = false
    network.latencyMilliseconds = 0
    network.failuresLeft = 0
    network.isOffline = false
    let painter = PaintWaiter(window: window.window)
    for _ in 0..<20 { await painter.nextPaint() }

    var written = 0
    var failures = 0
    for dark in [false, true] {
      Appearance.prefersDarkStyle = dark
      for page in pages {
        window.show(pageID: page.id)
        let states = page.screenshotStates.isEmpty ? [ScreenshotState(name: "default") {}] : page.screenshotStates
        for state in states {
          state.show()
          for _ in 0..<4 { await painter.nextPaint() }
          let path = "\(directory)/\(page.id)-\(state.name)-\(dark ? "dark" : "light").png"
          do {
            let image = try WidgetSnapshot.writePNG(of: window.window, to: path)
            // Blank: one flat colour, or nearly (a page that never painted).
            if Set(image.pixels()).count < 3 {
              printError("\(programName): \(path) came out blank")
              failures += 1
            }
            print(path)
            written += 1
          } catch {
            printError("\(programName): cannot write \(path): \(error)")
            failures += 1
          }
        }
      }
    }
    print("\(written) screenshots written to \(directory)")
    return failures == 0 ? 0 : 1
  }
}
