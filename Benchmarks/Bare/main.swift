import Glibc
import GtkKit
import PlaceholderGtk

// placeholder-bare-bench --bench startup|table-1m|toggle-10k|toggle-10k-no-reuse|search-1m|endless|endless-capped
//   [--rows N]
//
// The library's own cost, with nothing around it: one window, one table of
// "Row N" labels, the library's placeholder configured over it. Its C twin,
// Benchmarks/reference/bare_reference.c, runs the same scenarios by the same
// protocol with a GtkListView, a lazy GListModel and a placeholder box in a
// GtkOverlay; `make bench` runs the two alternately. Prints
// `BENCH bare_<name> <value> <unit>` lines (the C twin: `bare_c_<name>`),
// then quits.

let arguments = Array(CommandLine.arguments.dropFirst())
let names = BareScenario.allCases.map(\.rawValue).joined(separator: "|")
guard arguments.count == 2 || arguments.count == 4, arguments[0] == "--bench",
  let scenario = BareScenario(rawValue: arguments[1])
else {
  BareMeasure.printError("usage: placeholder-bare-bench --bench \(names) [--rows N]")
  exit(2)
}
var rowCount = BareBench.millionRows
if arguments.count == 4 {
  guard arguments[2] == "--rows", let rows = Int(arguments[3]), rows > 0 else {
    BareMeasure.printError("placeholder-bare-bench: --rows needs a positive number of rows")
    exit(2)
  }
  rowCount = rows
}

// Scenarios close windows between phases: the first activation holds the
// application, which quits when the scenario is done.
var bench: BareBench?
Application.launch(id: "io.github.placeholders.BareBench", nonUnique: true) { app in
  guard bench == nil else { return }
  app.hold()
  let started = BareBench(application: app, scenario: scenario, rowCount: rowCount)
  bench = started
  started.start()
}
