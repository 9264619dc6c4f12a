/// Writes PNG screenshots of every page and state (`--screenshot DIR`).
@MainActor
struct ScreenshotRunner {
  let window: DemoWindow
  let pages: [any DemoPage]
  let network: SimulatedNetwork

  func run(into directory: String) async -> Int32 {
    printError("\(programName): --screenshot is not available in this build yet")
    return 1
  }
}
