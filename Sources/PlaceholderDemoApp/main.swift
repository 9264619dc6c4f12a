import Glibc
import PlaceholderDemo

// The demo's executable: everything it does is in the PlaceholderDemo
// module, which the tests and the benchmarks import too.
exit(MainActor.assumeIsolated { DemoMain.run(arguments: Array(CommandLine.arguments.dropFirst())) })
