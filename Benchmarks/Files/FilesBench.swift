import FilesExample
import Foundation
import GtkKit
import PlaceholderGtk

/// `placeholder-files-bench FOLDER`: the Files example's listing measured, as `make bench`
/// compares it with GTK's own `GtkDirectoryList` (Benchmarks/reference/
/// files_reference.c, same window, rows and attributes). Prints
/// `BENCH name value unit` lines, then quits:
/// - `files_first_frame_ms`: process start (or `BENCH_T0_NS`) to the first
///   painted frame, rows or not;
/// - `files_first_rows_ms`: to the first painted frame with rows;
/// - `files_all_rows_ms`: to the moment the last batch is in the table;
/// - `files_rss_mib`: resident memory once every row is in.
@MainActor
final class FilesBench {
  private let files: FilesWindow
  private let application: Application
  private let start = FilesBench.processStartNanoseconds()
  private var firstFramePainted = false
  private var firstRowsPainted = false
  private var mapped: SignalConnection?
  private var frames: SignalConnection?

  init(files: FilesWindow, application: Application) {
    self.files = files
    self.application = application
  }

  /// Starts measuring; call right after the window is presented.
  func run() {
    mapped = files.window.onMap { [weak self] in self?.watchFrames() }
  }

  private func watchFrames() {
    guard frames == nil, let clock = files.window.frameClock else { return }
    frames = clock.onAfterPaint { [weak self] in self?.painted() }
  }

  private func painted() {
    let hasRows = !files.contents.dataSource.isEmpty
    if !firstFramePainted {
      firstFramePainted = true
      report("files_first_frame_ms", since: start)
    }
    if !firstRowsPainted, hasRows {
      firstRowsPainted = true
      report("files_first_rows_ms", since: start)
    }
    if firstRowsPainted, !files.isReading {
      report("files_all_rows_ms", since: start)
      print("BENCH files_rss_mib \(Self.residentMiB()) MiB")
      print("BENCH files_rows \(files.contents.dataSource.itemCount) rows")
      print("BENCH files_batch_size \(Folder.defaultBatchSize) entries")
      frames = nil
      application.quit()
    } else {
      files.window.queueDraw()
    }
  }

  private func report(_ name: String, since start: Int64) {
    let milliseconds = Double(Self.monotonicNanoseconds() - start) / 1_000_000
    print("BENCH \(name) \((milliseconds * 100).rounded() / 100) ms")
  }

  private static func monotonicNanoseconds() -> Int64 {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return Int64(time.tv_sec) * 1_000_000_000 + Int64(time.tv_nsec)
  }

  /// `BENCH_T0_NS` when a launcher set it, else now (a little late, but the
  /// comparison always goes through the launcher).
  private static func processStartNanoseconds() -> Int64 {
    ProcessInfo.processInfo.environment["BENCH_T0_NS"].flatMap(Int64.init) ?? monotonicNanoseconds()
  }

  /// Resident memory from /proc/self/statm (its second field, in pages).
  private static func residentMiB() -> Double {
    let statm = (try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8)) ?? ""
    let pages = statm.split(separator: " ").dropFirst().first.flatMap { Double($0) } ?? 0
    return (pages * Double(sysconf(Int32(_SC_PAGESIZE))) / 1_048_576 * 100).rounded() / 100
  }
}
