import GtkKit
import PlaceholderCore
import PlaceholderDemo
import PlaceholderGtk

/// Rows for the benchmarks: numbers, generated, none stored.
@MainActor
final class BenchRows: TableDataSource {
  var sectionCount: Int
  var itemsPerSection: Int

  init(sections: Int, itemsPerSection: Int) {
    sectionCount = sections
    self.itemsPerSection = itemsPerSection
  }

  func numberOfSections() -> Int { sectionCount }
  func numberOfItems(inSection section: Int) -> Int { itemsPerSection }
  func item(at indexPath: IndexPath) -> Int { indexPath.section * itemsPerSection + indexPath.item }
}

/// A benchmark row: one label.
final class BenchCell: TableCell<Int> {
  private let label = Label()
  override func setup() {
    label.xAlign = 0
    label.setMargins(8)
    contentView.append(label)
  }
  override func bind(_ item: Int, at indexPath: IndexPath) { label.text = "Row \(item)" }
}

/// Runs one benchmark scenario (`--bench NAME`) inside the app, timing
/// frames with GTK's frame clock, and prints `BENCH` lines.
@MainActor
struct BenchRunner {
  static let scenarios = ["startup", "table-1m", "scroll-1m", "toggle-10k", "restyle-100"]

  let application: Application

  /// Runs a scenario. The caller holds the application (synchronously, in
  /// `activate`): scenarios open and close windows, and a GtkApplication
  /// with no window and no hold quits.
  func run(_ scenario: String, demoWindow: DemoWindow?) async -> Int32 {
    switch scenario {
    case "startup":
      guard let demoWindow else { return 1 }
      let painter = FramePainter(window: demoWindow.window)
      let painted = await painter.nextPaint()
      BenchMeasure.report(
        "startup_first_frame_ms", Double(painted - BenchMeasure.processStartNanoseconds()) / 1_000_000, "ms")
    case "table-1m": await tableMillion()
    case "scroll-1m": await scrollMillion()
    case "toggle-10k": await toggleTenThousand()
    case "restyle-100": await RestyleBench(application: application).run()
    default:
      printError("\(programName): unknown benchmark '\(scenario)' (one of: \(Self.scenarios.joined(separator: ", ")))")
      return 2
    }
    return 0
  }

  /// A window showing a benchmark table.
  private func makeWindow(rows: BenchRows) -> (ApplicationWindow, TableAdapter<BenchRows>) {
    let table = TableAdapter(dataSource: rows)
    table.accessibleLabel = "Rows"
    table.register(BenchCell.init)
    let window = ApplicationWindow(application: application)
    window.setDefaultSize(width: 800, height: 600)
    window.child = table.widget
    table.reloadData()
    window.present()
    return (window, table)
  }

  private func tableMillion() async {
    // An empty table first, for the memory it costs.
    let empty = BenchRows(sections: 0, itemsPerSection: 0)
    let (emptyWindow, emptyTable) = makeWindow(rows: empty)
    _ = await FramePainter(window: emptyWindow).nextPaint()
    let emptyKiB = BenchMeasure.residentKiB()
    emptyWindow.destroy()
    _ = emptyTable

    let rows = BenchRows(sections: 10_000, itemsPerSection: 100)
    let start = BenchMeasure.monotonicNanoseconds()
    let (window, table) = makeWindow(rows: rows)
    let painter = FramePainter(window: window)
    let painted = await painter.nextPaint()
    BenchMeasure.report("table_1m_first_frame_ms", Double(painted - start) / 1_000_000, "ms")
    BenchMeasure.report("table_empty_rss_mib", Double(emptyKiB) / 1024, "MiB")
    BenchMeasure.report("table_1m_rss_mib", Double(BenchMeasure.residentKiB()) / 1024, "MiB")

    // Empty it: how many frames until the placeholder is painted?
    rows.sectionCount = 0
    table.reloadData()
    BenchMeasure.report(
      "clear_to_placeholder_frames",
      Double(await frames(painter) { table.placeholderSlot.isShowing && table.placeholderSlot.widget.isMapped }),
      "frames")

    // Refill it: how many frames until rows are painted again?
    rows.sectionCount = 10_000
    table.reloadData()
    BenchMeasure.report(
      "refill_to_rows_frames",
      Double(await frames(painter) { !table.placeholderSlot.isShowing && Self.hasMappedRow(table.listView) }), "frames")
    window.destroy()
  }

  /// Frames painted until `condition` holds after a paint (1 = the very next frame).
  private func frames(_ painter: FramePainter, until condition: () -> Bool) async -> Int {
    for frame in 1...120 {
      _ = await painter.nextPaint()
      if condition() { return frame }
    }
    return 120
  }

  private static func hasMappedRow(_ list: Widget) -> Bool {
    list.firstChild?.isMapped ?? false
  }

  private func scrollMillion() async {
    let rows = BenchRows(sections: 10_000, itemsPerSection: 100)
    let (window, table) = makeWindow(rows: rows)
    let painter = FramePainter(window: window)
    _ = await painter.nextPaint()
    _ = await painter.nextPaint()
    let adjustment = table.verticalAdjustment
    var frameTimes: [Double] = []
    let steps = 200
    for step in 1...steps {
      let upper = adjustment.upper - adjustment.pageSize
      adjustment.value = upper * Double(step) / Double(steps)
      _ = await painter.nextPaint()
      frameTimes.append(painter.lastFrameMilliseconds)
    }
    BenchMeasure.report("scroll_1m_p99_frame_ms", BenchMeasure.percentile(frameTimes, 0.99), "ms")
    BenchMeasure.report("scroll_1m_max_frame_ms", frameTimes.max() ?? 0, "ms")

    // The other reading of "page steps": one page down at a time, from the top.
    adjustment.value = 0
    _ = await painter.nextPaint()
    var pageTimes: [Double] = []
    for _ in 1...steps {
      adjustment.value += adjustment.pageSize
      _ = await painter.nextPaint()
      pageTimes.append(painter.lastFrameMilliseconds)
    }
    BenchMeasure.report("scroll_pages_p99_frame_ms", BenchMeasure.percentile(pageTimes, 0.99), "ms")
    BenchMeasure.report("scroll_pages_max_frame_ms", pageTimes.max() ?? 0, "ms")
    window.destroy()
  }

  private func toggleTenThousand() async {
    let rows = BenchRows(sections: 1, itemsPerSection: 40)
    let (window, table) = makeWindow(rows: rows)
    let painter = FramePainter(window: window)
    func toggle(_ index: Int) {
      rows.itemsPerSection = index % 2 == 0 ? 0 : 40
      table.reloadData()
      MainLoop.drain()
    }
    // Warm up, so caches and the cell pool are built before measuring.
    for index in 0..<200 { toggle(index) }
    _ = await painter.nextPaint()
    let before = BenchMeasure.residentKiB()
    let start = BenchMeasure.monotonicNanoseconds()
    for index in 0..<10_000 {
      toggle(index)
      // Paint now and then, so rows are bound and the placeholder laid out.
      if index % 100 == 99 { _ = await painter.nextPaint() }
    }
    let elapsed = Double(BenchMeasure.monotonicNanoseconds() - start) / 1_000_000
    _ = await painter.nextPaint()
    MainLoop.drain()
    BenchMeasure.report("toggle_10k_ms", elapsed, "ms")
    BenchMeasure.report("toggle_10k_rss_growth_kib", Double(BenchMeasure.residentKiB() - before), "KiB")
    window.destroy()
  }
}
