import Glibc
import GtkKit
import PlaceholderDemo

// `placeholder-demo-bench SCENARIO`: one of the demo's benchmark scenarios
// (BenchRunner.scenarios), run with the demo's own code, printing
// `BENCH name value unit` lines; `make bench` runs each. `startup` builds
// the demo's window exactly as `placeholder-demo` does and times its first
// frame.
let programName = "placeholder-demo-bench"
let arguments = CommandLine.arguments.dropFirst().filter { $0 != "--bench" }
guard let scenario = arguments.first, BenchRunner.scenarios.contains(scenario) else {
  printError("usage: \(programName) SCENARIO (one of: \(BenchRunner.scenarios.joined(separator: ", ")))")
  exit(2)
}
exit(MainActor.assumeIsolated { DemoBench.run(scenario) })
