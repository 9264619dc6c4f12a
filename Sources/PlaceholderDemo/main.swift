import Glibc
import GtkKit
import PlaceholderCore
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

DemoLocalization.setUp()

switch options.action {
case .help:
  print(DemoOptions.usage)
  exit(0)
case .version:
  print("\(programName) \(DemoVersion.string)")
  exit(0)
case .listPages:
  for page in DemoPageCatalog.entries { print("\(page.id)\t\(page.title())") }
  exit(0)
case .run, .screenshots, .bench:
  break
}

if let page = options.page, !DemoPageCatalog.entries.contains(where: { $0.id == page }) {
  printError("\(programName): unknown page '\(page)' (see --list-pages)")
  exit(2)
}

do {
  try Display.open()
} catch {
  printError("\(programName): \(error)")
  exit(1)
}

do {
  exit(try DemoApplication(options: options).run())
} catch {
  printError("\(programName): \(error)")
  exit(1)
}

/// Writes one line to standard error.
func printError(_ line: String) {
  let text = line + "\n"
  _ = text.withCString { write(STDERR_FILENO, $0, strlen($0)) }
}
