import Glibc
import GtkKit
import PlaceholderCore
import PlaceholderGtk

/// search-1m: a million rows, and eight queries applied one after another,
/// each at the first after-paint after the previous one's result is on
/// screen (its rows filtered and painted; for a query matching nothing the
/// placeholder mapped; for "" every row back). The frame clock runs every
/// frame from the first after-paint to the end, so that the longest
/// interval between two frames says how long the main thread was held.
@MainActor
final class BareSearchRun {
  static let queries = ["1", "12", "123", "1234", "12345", "123456", "1234567", ""]
  /// BARE_SEARCH_TRACE=1: each query's time and each long frame gap on
  /// standard error.
  static let tracing = getenv("BARE_SEARCH_TRACE") != nil

  private let bare: BareSearchWindow
  private let clock: FrameClock
  private let done: @MainActor () -> Void
  private var paintWatch: SignalConnection?
  /// The query applied last (an index into `queries`); -1 before the first.
  private var current = -1
  private var firstQueryAt: Int64 = 0
  private var appliedAt: Int64 = 0
  private var lastFrame: Int64 = 0
  private var longestGap: Int64 = 0

  init(window bare: BareSearchWindow, clock: FrameClock, then done: @escaping @MainActor () -> Void) {
    self.bare = bare
    self.clock = clock
    self.done = done
  }

  /// Starts at the window's next after-paint.
  func start() {
    paintWatch = clock.onAfterPaint { [weak self] in self?.painted() }
    bare.window.queueDraw()
  }

  private func painted() {
    BareMeasure.mark()  // each frame interval, for callgrind (the C twin marks the same)
    let now = BareMeasure.monotonicNanoseconds()
    guard current >= 0 else {
      clock.beginUpdating()
      firstQueryAt = now
      lastFrame = now
      apply(0, at: now)
      return
    }
    longestGap = max(longestGap, now - lastFrame)
    if Self.tracing, now - lastFrame > 20_000_000 {
      BareMeasure.printError("search-1m: \((now - lastFrame) / 1_000_000) ms gap during “\(Self.queries[current])”")
    }
    lastFrame = now
    guard resultIsOnScreen else { return }
    if Self.tracing {
      BareMeasure.printError(
        "search-1m: “\(Self.queries[current])” on screen after \((now - appliedAt) / 1_000_000) ms")
    }
    if Self.queries[current] == "1234567" {
      BareMeasure.report("search_1m_no_results_ms", Double(now - appliedAt) / 1e6, "ms")
    }
    if current + 1 < Self.queries.count {
      apply(current + 1, at: now)
      return
    }
    BareMeasure.report("search_1m_total_ms", Double(now - firstQueryAt) / 1e6, "ms")
    BareMeasure.report("search_1m_max_gap_ms", Double(longestGap) / 1e6, "ms")
    BareMeasure.report("search_1m_rss_mib", BareMeasure.residentKiB() / 1024, "MiB")
    clock.endUpdating()
    paintWatch = nil
    done()
  }

  private func apply(_ index: Int, at now: Int64) {
    current = index
    appliedAt = now
    let query = Self.queries[index]
    bare.table.loads.send(query.isEmpty ? .clearSearch : .search(query))
  }

  /// The last query's result is in the table and painted: its search has
  /// finished (the rows landed), and the placeholder or the first row is
  /// mapped, whichever the result calls for.
  private var resultIsOnScreen: Bool {
    guard bare.table.loads.state != .loading else { return false }
    let rows = bare.source.sections.first?.items.count ?? 0
    return rows == 0 ? bare.placeholderIsOnScreen : bare.rowsAreOnScreen
  }
}

extension BareBench {
  /// Opens the million-row window to search; quits when the run is done.
  func searchMillion() {
    let bare = BareSearchWindow(application: application, rowCount: rowCount)
    bare.window.present()
    guard let clock = bare.window.frameClock else {
      BareMeasure.printError("placeholder-bare-bench: the window has no frame clock")
      application.quit()
      return
    }
    let run = BareSearchRun(window: bare, clock: clock) { [application] in
      bare.window.destroy()
      application.quit()
    }
    searchRun = run
    run.start()
  }
}
