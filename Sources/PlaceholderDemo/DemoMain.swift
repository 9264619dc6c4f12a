import Glibc
import GtkKit
import PlaceholderCore
import PlaceholderGtk

/// The program's name, for its messages.
let programName = "placeholder-demo"

/// The demo's entry point: parse the command line, open the display, run.
/// Returns the exit status.
@MainActor
package enum DemoMain {
  package static func run(arguments: [String]) -> Int32 {
    let options: DemoOptions
    do {
      options = try DemoOptions.parse(arguments)
    } catch {
      printError("\(programName): \(error)")
      return 2
    }

    DemoLocalization.setUp()

    switch options.action {
    case .help:
      print(DemoOptions.usage)
      return 0
    case .version:
      print("\(programName) \(DemoVersion.string)")
      return 0
    case .listPages:
      for page in DemoPageCatalog.entries { print("\(page.id)\t\(page.title())") }
      return 0
    case .run, .screenshots:
      break
    }

    if let page = options.page, !DemoPageCatalog.entries.contains(where: { $0.id == page }) {
      printError("\(programName): unknown page '\(page)' (see --list-pages)")
      return 2
    }

    do {
      try Display.open()
    } catch {
      printError("\(programName): \(error)")
      return 1
    }

    do {
      return try DemoApplication(options: options).run()
    } catch {
      printError("\(programName): \(error)")
      return 1
    }
  }
}

/// Writes one line to standard error.
package func printError(_ line: String) {
  let text = line + "\n"
  _ = text.withCString { write(STDERR_FILENO, $0, strlen($0)) }
}
