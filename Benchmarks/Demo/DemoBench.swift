import GtkKit
import PlaceholderDemo

/// Starts GTK as the demo does and runs one scenario in it. Returns the
/// exit status.
@MainActor
enum DemoBench {
  static func run(_ scenario: String) -> Int32 {
    DemoLocalization.setUp()
    do {
      try Display.open()
      let application = try Application(id: DemoVersion.applicationID, nonUnique: true)
      Window.setDefaultIconName(DemoVersion.applicationID)
      var status: Int32 = 0
      application.activationHandler = { application in
        // Held until the scenario ends: with no window and no hold,
        // GApplication would quit before the task runs.
        application.hold()
        // The start-up scenario times the demo's own window; the others
        // open windows of their own.
        // The network as a bare `placeholder-demo` sets it up.
        let options = DemoOptions()
        let network = SimulatedNetwork(
          latencyMilliseconds: options.latencyMilliseconds, failFirst: options.failFirst, offline: options.offline)
        let window =
          scenario == "startup" ? DemoWindow(application: application, network: network, initialPage: nil) : nil
        window?.present()
        Task { @MainActor in
          status = await BenchRunner(application: application).run(scenario, demoWindow: window)
          window?.close()
          application.release()
          application.quit()
        }
      }
      let runStatus = application.run()
      return runStatus != 0 ? runStatus : status
    } catch {
      printError("\(programName): \(error)")
      return 1
    }
  }
}
