import Glibc
import PlaceholderGtk

// The demo's entry point: parse the command line, open the display, run.

let programName = "placeholder-demo"
let options: DemoOptions
do {
  options = try DemoOptions.parse(Array(CommandLine.arguments.dropFirst()))
} catch {
  printError("\(programName): \(error)")
  exit(2)
}

switch options.action {
case .help:
  print(DemoOptions.usage)
  exit(0)
case .version:
  print("\(programName) \(DemoVersion.string)")
  exit(0)
case .run:
  break
}

do {
  try Display.open()
} catch {
  printError("\(programName): \(error)")
  exit(1)
}

let application = Application(id: DemoVersion.applicationID, nonUnique: true)
var windows: [DemoWindow] = []
application.onActivate = { application in
  guard let window = DemoWindow(application: application) else {
    printError("\(programName): could not create the main window")
    application.quit()
    return
  }
  windows.append(window)
  window.present()
}
exit(application.run())

/// Writes one line to standard error.
func printError(_ line: String) {
  let text = line + "\n"
  _ = text.withCString { write(STDERR_FILENO, $0, strlen($0)) }
}
