import Glibc
import GtkKit
import PlaceholderGtk

/// The scenarios, by their `--bench` names.
enum BareScenario: String, CaseIterable {
  case startup
  case tableMillion = "table-1m"
  case toggles = "toggle-10k"
  /// The toggles with `reusesCells` off: every row GTK makes builds its
  /// widgets, as the C twin's do, so this is the Swift layer's own cost
  /// per row made and destroyed.
  case togglesBuildingCells = "toggle-10k-no-reuse"
  /// Eight queries over a million rows searched in the background.
  case searchMillion = "search-1m"
  /// An endless feed scrolled for 150 pages, every page kept.
  case endless
  /// The same with `maxPages` (BareEndless.swift).
  case endlessCapped = "endless-capped"
}

/// Runs one scenario as a chain of steps, each started by the window's
/// next after-paint or by an idle callback, exactly as the C twin chains
/// its own: no step waits for time, and none drains the main loop.
@MainActor
final class BareBench {
  static let millionRows = 1_000_000
  static let startupRows = 40
  /// Toggles per idle callback; frames may run between callbacks.
  static let togglesPerCallback = 100
  /// Toggles before measuring, so caches, cells and the placeholder's
  /// widgets exist (the C twin builds its placeholder up front).
  static let warmUpToggles = 200
  static let measuredToggles = 10_000

  let application: Application
  private let scenario: BareScenario
  /// The rows of table-1m and search-1m (`--rows N`).
  let rowCount: Int
  /// search-1m's run, while it lasts.
  var searchRun: BareSearchRun?
  /// endless and endless-capped's run, while it lasts.
  var endlessRun: BareEndlessRun?
  /// How the figures of table-1m are named at that size: `table_1m_…` for
  /// a million rows, `table_10k_…` for ten thousand.
  private var tablePrefix: String { "table_" + BareMeasure.sizeLabel(rowCount) }
  private var current: BareWindow?
  private var paintWatch: SignalConnection?
  private var afterPaint: (@MainActor () -> Void)?

  init(application: Application, scenario: BareScenario, rowCount: Int = BareBench.millionRows) {
    self.application = application
    self.scenario = scenario
    self.rowCount = rowCount
  }

  /// Starts the scenario; the application quits when it is done.
  func start() {
    switch scenario {
    case .startup:
      let start = BareMeasure.processStartNanoseconds()
      open(rows: Self.startupRows) { [self] _ in
        BareMeasure.mark()
        BareMeasure.report("startup_first_frame_ms", BareMeasure.milliseconds(since: start), "ms")
        finish()
      }
    case .tableMillion: tableMillion()
    case .toggles: toggles(reusingCells: true, prefix: "toggle_10k")
    case .togglesBuildingCells: toggles(reusingCells: false, prefix: "toggle_10k_no_reuse")
    case .searchMillion: searchMillion()
    case .endless: endless(capped: false)
    case .endlessCapped: endless(capped: true)
    }
  }

  /// An empty table first, for its memory; then a million rows, emptied and
  /// refilled.
  private func tableMillion() {
    open(rows: 0) { [self] empty in
      BareMeasure.report("table_empty_rss_mib", BareMeasure.residentKiB() / 1024, "MiB")
      BareMeasure.saveMemoryMap()
      // A run that measures the empty window alone stops now, and so does
      // scripts/lean-link.sh's start-up run (PLACEHOLDERS_EXIT_AFTER_FIRST_FRAME):
      // an app's first window stays, so closing this one is no part of the
      // start-up it lays out.
      if getenv("BARE_STOP_AFTER_EMPTY") != nil || getenv(Application.exitAfterFirstFrameVariable) != nil {
        exit(0)
      }
      close(empty)
      // The clock starts at the next idle moment, as the C twin's does: by
      // then the empty window is gone wholly. Swift's last references to
      // it (this step's) go only when the step returns, and with them
      // GTK's last reference to its widgets: timed from here, the 1M
      // window's first frame would pay for the empty one's teardown too.
      MainLoop.whenIdle { [self] in openMillion() }
    }
  }

  /// The million-row window: its first frame, its memory, then every row
  /// removed and put back.
  private func openMillion() {
    BareMeasure.mark()
    let start = BareMeasure.monotonicNanoseconds()
    let startCPU = BareMeasure.threadCPUNanoseconds()
    let startFaults = BareMeasure.threadFaults()
    open(rows: rowCount) { [self] table in
      BareMeasure.mark()
      BareMeasure.report("\(tablePrefix)_first_frame_ms", BareMeasure.milliseconds(since: start), "ms")
      let cpu = Double(BareMeasure.threadCPUNanoseconds() - startCPU) / 1_000_000
      BareMeasure.report("\(tablePrefix)_first_frame_cpu_ms", cpu, "ms")
      let faults = Double(BareMeasure.threadFaults() - startFaults)
      BareMeasure.report("\(tablePrefix)_first_frame_faults", faults, "faults")
      BareMeasure.report("\(tablePrefix)_rss_mib", BareMeasure.residentKiB() / 1024, "MiB")
      // Two large changes: every row removed, then every row put back,
      // each timed from the change to the after-paint that shows it.
      let clearStart = BareMeasure.monotonicNanoseconds()
      table.setRowCount(0)
      countFrames(until: { table.placeholderIsOnScreen }) { [self] frames in
        BareMeasure.report("clear_to_placeholder_ms", BareMeasure.milliseconds(since: clearStart), "ms")
        BareMeasure.report("clear_to_placeholder_frames", Double(frames), "frames")
        BareMeasure.mark()
        let refillStart = BareMeasure.monotonicNanoseconds()
        table.setRowCount(rowCount)
        countFrames(until: { table.rowsAreOnScreen }) { [self] frames in
          BareMeasure.mark()
          BareMeasure.report("refill_to_rows_ms", BareMeasure.milliseconds(since: refillStart), "ms")
          BareMeasure.report("refill_to_rows_frames", Double(frames), "frames")
          finish()
        }
      }
    }
  }

  /// 10,000 toggles between no rows and 40, 100 per idle callback.
  private func toggles(reusingCells: Bool, prefix: String) {
    open(rows: Self.startupRows) { [self] table in
      table.table.reusesCells = reusingCells
      toggle(table, from: 0, to: Self.warmUpToggles) { [self] in
        afterNextPaint { [self] in
          let before = BareMeasure.residentKiB()
          let start = BareMeasure.monotonicNanoseconds()
          toggle(table, from: 0, to: Self.measuredToggles) { [self] in
            let elapsed = BareMeasure.milliseconds(since: start)
            afterNextPaint { [self] in
              BareMeasure.report("\(prefix)_ms", elapsed, "ms")
              BareMeasure.report("\(prefix)_rss_growth_kib", BareMeasure.residentKiB() - before, "KiB")
              finish()
            }
          }
        }
      }
    }
  }

  /// Toggles `first..<end` (even: no rows, odd: 40), one slice per idle callback.
  private func toggle(_ table: BareWindow, from first: Int, to end: Int, then next: @escaping @MainActor () -> Void) {
    MainLoop.whenIdle { [self] in
      let sliceEnd = min(first + Self.togglesPerCallback, end)
      for index in first..<sliceEnd { table.setRowCount(index % 2 == 0 ? 0 : Self.startupRows) }
      if sliceEnd < end { toggle(table, from: sliceEnd, to: end, then: next) } else { next() }
    }
  }

  /// Opens a window with `rows` rows; `next` runs after its first paint.
  private func open(rows: Int, then next: @escaping @MainActor (BareWindow) -> Void) {
    let bare = BareWindow(application: application, rowCount: rows)
    current = bare
    bare.window.present()
    // Presenting realizes the window: its frame clock exists from here.
    guard let clock = bare.window.frameClock else {
      BareMeasure.printError("placeholder-bare-bench: the window has no frame clock")
      finish()
      return
    }
    paintWatch = clock.onAfterPaint { [weak self] in self?.painted() }
    afterNextPaint { next(bare) }
  }

  private func close(_ bare: BareWindow) {
    paintWatch = nil
    afterPaint = nil
    bare.window.destroy()
    current = nil
  }

  /// Runs `next` after the next painted frame.
  private func afterNextPaint(_ next: @escaping @MainActor () -> Void) {
    afterPaint = next
    current?.window.queueDraw()
  }

  private func painted() {
    guard let next = afterPaint else { return }
    afterPaint = nil
    next()
  }

  /// Frames painted until `condition` holds after a paint (1: the very next
  /// frame), at most 120.
  private func countFrames(
    until condition: @escaping @MainActor () -> Bool, frame: Int = 1, then report: @escaping @MainActor (Int) -> Void
  ) {
    afterNextPaint { [self] in
      if condition() || frame >= 120 {
        report(frame)
      } else {
        countFrames(until: condition, frame: frame + 1, then: report)
      }
    }
  }

  private func finish() {
    if let current { close(current) }
    application.quit()
  }
}
