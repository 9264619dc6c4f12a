import GtkKit
import PlaceholderCore
import PlaceholderGtk

/// The demo application: one window, its pages, and the simulated network
/// they load through.
@MainActor
final class DemoApplication {
  let options: DemoOptions
  let application: Application
  let network: SimulatedNetwork
  private var window: DemoWindow?

  init(options: DemoOptions) throws(ApplicationError) {
    self.options = options
    application = try Application(id: DemoVersion.applicationID, nonUnique: true)
    network = SimulatedNetwork(
      latencyMilliseconds: options.latencyMilliseconds, failFirst: options.failFirst, offline: options.offline)
    Window.setDefaultIconName(DemoVersion.applicationID)
    application.activationHandler = { [weak self] _ in self?.activate() }
    application.addAction("quit", accelerators: ["<Control>q"]) { [weak self] in self?.quit() }
  }

  func run() -> Int32 {
    let status = application.run()
    return status != 0 ? status : exitStatus
  }

  private func activate() {
    if let window {
      window.present()
      return
    }
    let window = DemoWindow(
      application: application, network: network, initialPage: options.page, size: options.windowSize)
    self.window = window
    window.present()
    switch options.action {
    case .screenshots(let directory):
      Task { @MainActor in
        let status = await ScreenshotRunner(window: window, pages: window.allPages(), network: network).run(
          into: directory)
        exitStatus = status
        self.quit()
      }
    case .run, .help, .version, .listPages:
      break
    }
  }

  private func quit() {
    window?.close()
    application.quit()
  }
}

/// The process exit status, set by the screenshot run.
@MainActor var exitStatus: Int32 = 0
