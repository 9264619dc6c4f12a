import Glibc

/// Clocks, memory and output for the bare benchmark, as its C twin reads
/// and prints them.
enum BareMeasure {
  /// CLOCK_MONOTONIC in nanoseconds, the clock `BENCH_T0_NS` is read from.
  static func monotonicNanoseconds() -> Int64 {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return Int64(time.tv_sec) * 1_000_000_000 + Int64(time.tv_nsec)
  }

  /// When the process started: `BENCH_T0_NS` when a launcher set it (read
  /// just before it started the process), otherwise the kernel's record
  /// (field 22 of /proc/self/stat, in clock ticks since boot).
  static func processStartNanoseconds() -> Int64 {
    if let value = getenv("BENCH_T0_NS"), let nanoseconds = Int64(String(cString: value)) { return nanoseconds }
    let line = firstLine(of: "/proc/self/stat")
    guard let close = line.lastIndex(of: ")") else { return monotonicNanoseconds() }
    let fields = line[line.index(after: close)...].split(separator: " ")
    guard fields.count > 19, let ticks = Int64(fields[19]) else { return monotonicNanoseconds() }
    let ticksPerSecond = Int64(sysconf(Int32(_SC_CLK_TCK)))
    return ticks * (1_000_000_000 / max(ticksPerSecond, 1))
  }

  /// With `BARE_MARKS` set, a call nothing else makes (`sched_yield`)
  /// marks the first frame's start and end (then table-1m's refill's, and
  /// search-1m's every frame), where callgrind's
  /// `--dump-before=sched_yield` cuts its counts: the first frame in
  /// instructions (the C twin marks the same moments).
  static func mark() {
    if getenv("BARE_MARKS") != nil { sched_yield() }
  }

  /// CPU time of the calling thread (the main one) in nanoseconds, to tell
  /// work from waiting.
  static func threadCPUNanoseconds() -> Int64 {
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return Int64(time.tv_sec) * 1_000_000_000 + Int64(time.tv_nsec)
  }

  /// Page faults of the calling thread (minor and major): code and data
  /// touched for the first time.
  static func threadFaults() -> Int {
    var usage = rusage()
    // RUSAGE_THREAD (1), which Glibc does not export to Swift.
    getrusage(__rusage_who_t(1), &usage)
    return usage.ru_minflt + usage.ru_majflt
  }

  /// Milliseconds from `start` to now.
  static func milliseconds(since start: Int64) -> Double {
    Double(monotonicNanoseconds() - start) / 1_000_000
  }

  /// Resident memory in KiB, from /proc/self/statm (its second field, in pages).
  static func residentKiB() -> Double {
    let fields = firstLine(of: "/proc/self/statm").split(separator: " ")
    guard fields.count >= 2, let pages = Double(fields[1]) else { return 0 }
    return pages * Double(sysconf(Int32(_SC_PAGESIZE))) / 1024
  }

  /// With `BARE_SMAPS=FILE` in the environment, copies /proc/self/smaps
  /// there: where the resident memory lives, mapping by mapping (the C twin
  /// does the same at the same moment).
  static func saveMemoryMap() {
    guard let path = getenv("BARE_SMAPS"), let source = fopen("/proc/self/smaps", "r") else { return }
    defer { fclose(source) }
    guard let target = fopen(path, "w") else { return }
    defer { fclose(target) }
    var buffer = [UInt8](repeating: 0, count: 65_536)
    while case let count = fread(&buffer, 1, buffer.count, source), count > 0 { fwrite(buffer, 1, count, target) }
  }

  /// The first line of a small file, or "".
  static func firstLine(of path: String) -> String {
    guard let file = fopen(path, "r") else { return "" }
    defer { fclose(file) }
    var buffer = [CChar](repeating: 0, count: 4096)
    guard fgets(&buffer, Int32(buffer.count), file) != nil else { return "" }
    return String(decoding: buffer.prefix { $0 != 0 && $0 != 10 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }

  /// Prints one figure, `BENCH bare_<name> <value> <unit>`, at once (the C
  /// twin prints `bare_c_<name>`; the demo's figures have the bare names).
  static func report(_ name: String, _ value: Double, _ unit: String) {
    let rounded = (value * 100).rounded() / 100
    print("BENCH bare_\(name) \(rounded) \(unit)")
    fflush(nil)
  }

  /// A row count as figure names say it: 10k, 100k, 1m, 10m.
  static func sizeLabel(_ rows: Int) -> String {
    if rows >= 1_000_000, rows.isMultiple(of: 1_000_000) { return "\(rows / 1_000_000)m" }
    if rows >= 1_000, rows.isMultiple(of: 1_000) { return "\(rows / 1_000)k" }
    return "\(rows)"
  }

  /// Writes one line to standard error.
  static func printError(_ line: String) {
    let text = line + "\n"
    _ = text.withCString { write(STDERR_FILENO, $0, strlen($0)) }
  }
}
