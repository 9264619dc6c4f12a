import Glibc

/// Clocks and memory for the benchmark scenarios.
enum BenchMeasure {
  /// CLOCK_MONOTONIC in nanoseconds, the clock `BENCH_T0_NS` is read from.
  static func monotonicNanoseconds() -> Int64 {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return Int64(time.tv_sec) * 1_000_000_000 + Int64(time.tv_nsec)
  }

  /// When the process started, on the monotonic clock: `BENCH_T0_NS` when a
  /// launcher set it (read just before it started the process), otherwise
  /// the start time the kernel recorded (in clock ticks since boot; the
  /// monotonic clock counts from boot too, barring suspend).
  static func processStartNanoseconds() -> Int64 {
    if let value = getenv("BENCH_T0_NS"), let nanoseconds = Int64(String(cString: value)) { return nanoseconds }
    let line = firstLine(of: "/proc/self/stat")
    // Field 22 (starttime) counts after the ")" that ends the command name.
    guard let close = line.lastIndex(of: ")") else { return monotonicNanoseconds() }
    let fields = line[line.index(after: close)...].split(separator: " ")
    guard fields.count > 19, let ticks = Int64(fields[19]) else { return monotonicNanoseconds() }
    let ticksPerSecond = Int64(sysconf(Int32(_SC_CLK_TCK)))
    return ticks * (1_000_000_000 / max(ticksPerSecond, 1))
  }

  /// Resident memory in KiB, from /proc/self/statm (its second field, in pages).
  static func residentKiB() -> Int {
    let fields = firstLine(of: "/proc/self/statm").split(separator: " ")
    guard fields.count >= 2, let pages = Int(fields[1]) else { return 0 }
    return pages * Int(sysconf(Int32(_SC_PAGESIZE))) / 1024
  }

  /// The first line of a small file, or "".
  static func firstLine(of path: String) -> String {
    guard let file = fopen(path, "r") else { return "" }
    defer { fclose(file) }
    var buffer = [CChar](repeating: 0, count: 4096)
    guard fgets(&buffer, Int32(buffer.count), file) != nil else { return "" }
    return String(decoding: buffer.prefix { $0 != 0 && $0 != 10 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }

  /// Prints one figure: `BENCH <name> <value> <unit>`.
  static func report(_ name: String, _ value: Double, _ unit: String) {
    let rounded = (value * 100).rounded() / 100
    print("BENCH \(name) \(rounded) \(unit)")
    fflush(nil)
  }

  /// The value below which `fraction` of `values` fall.
  static func percentile(_ values: [Double], _ fraction: Double) -> Double {
    guard !values.isEmpty else { return 0 }
    let sorted = values.sorted()
    let rank = Int((fraction * Double(sorted.count - 1)).rounded(.up))
    return sorted[min(max(rank, 0), sorted.count - 1)]
  }
}
