import Glibc
import GtkKit
import PlaceholderCore
import PlaceholderGtk

/// endless / endless-capped: a feed without end, scrolled down a third of
/// a screen per frame for 150 pages of 200 items (each with 500 bytes of text, a
/// message's worth), each page answered a frame after it is asked for. `endless` keeps every
/// page; `endless-capped` sets `maxPages` to 10, so the pages far above
/// the screen are let go of. Resident memory is read every 25 pages:
/// memory against time, the cap's figure. BARE_ENDLESS_TRACE=1 prints
/// each frame's scroll position on standard error.
@MainActor
final class BareEndlessRun {
  static let pageSize = 200
  static let pages = 150
  static let sampleEvery = 25
  static let cap = 10

  private let source = SectionedDataSource<String>(items: [])
  private let table: TableAdapter<SectionedDataSource<String>>
  private let window: ApplicationWindow
  private let prefix: String
  private let done: @MainActor () -> Void
  private var clock: FrameClock?
  private var paintWatch: SignalConnection?
  private var loaded = 0
  /// The number of the next item after the rows held, and of the first.
  private var nextItem = 0
  private var firstItem = 0
  private var startedAt: Int64 = 0

  init(application: Application, capped: Bool, then done: @escaping @MainActor () -> Void) {
    prefix = capped ? "endless_capped" : "endless"
    self.done = done
    table = TableAdapter(dataSource: source)
    table.accessibleLabel = "Feed"
    table.register(BareTextCell.init)
    table.isLoadMoreEnabled = true
    if capped { table.maxPages = Self.cap }
    window = ApplicationWindow(application: application)
    window.setDefaultSize(width: 800, height: 600)
    window.child = table.widget
    table.loads.operation = { [weak self] request in
      // A frame later, as a page from the network comes at the soonest.
      await self?.table.widget.nextFramePainted()
      guard let self else { return LoadResult(hasMore: false) {} }
      return page(for: request.kind)
    }
  }

  /// The page a request asks for, from the items held now: after the last,
  /// or before the first (the cap let it go).
  private func page(for kind: LoadKind) -> LoadResult {
    let held = source.itemCount
    firstItem = held == 0 ? 0 : nextItem - held
    let range: Range<Int> =
      switch kind {
      case .previousPage: max(firstItem - Self.pageSize, 0)..<firstItem
      case .nextPage: nextItem..<(nextItem + Self.pageSize)
      default: 0..<Self.pageSize
      }
    let items = range.map { "Item \($0) " + String(repeating: "x", count: 500) }
    return LoadResult(hasMore: true, hasPrevious: range.lowerBound > 0) { [self] in
      switch kind {
      case .previousPage:
        _ = try? source.insert(contentsOf: items, at: IndexPath(section: 0, item: 0))
      default:
        if kind != .nextPage { source.replaceSections(with: [.init(items: [])]) }
        source.append(contentsOf: items)
        nextItem = range.upperBound
        pageLanded()
      }
    }
  }

  func start() {
    window.present()
    guard let clock = window.frameClock else {
      BareMeasure.printError("placeholder-bare-bench: the window has no frame clock")
      return done()
    }
    self.clock = clock
    clock.beginUpdating()
    paintWatch = clock.onAfterPaint { [weak self] in self?.painted() }
    startedAt = BareMeasure.monotonicNanoseconds()
    table.beginLoading()
  }

  /// Each frame, a third of a screen further down.
  private func painted() {
    let adjustment = table.verticalAdjustment
    if getenv("BARE_ENDLESS_TRACE") != nil {
      BareMeasure.printError(
        "frame value \(adjustment.value) upper \(adjustment.upper) held \(source.itemCount) loaded \(loaded)")
    }
    adjustment.value = min(adjustment.value + adjustment.pageSize / 3, adjustment.upper - adjustment.pageSize)
  }

  private func pageLanded() {
    loaded += 1
    if loaded.isMultiple(of: Self.sampleEvery) {
      BareMeasure.report("\(prefix)_rss_mib_at_\(loaded)", BareMeasure.residentKiB() / 1024, "MiB")
    }
    guard loaded == Self.pages else { return }
    BareMeasure.report("\(prefix)_ms_per_page", BareMeasure.milliseconds(since: startedAt) / Double(loaded), "ms")
    MainLoop.whenIdle { [self] in
      // After the cap's drop, which follows the page's rows.
      BareMeasure.report("\(prefix)_items_held", Double(source.itemCount), "items")
      clock?.endUpdating()
      paintWatch = nil
      window.destroy()
      done()
    }
  }
}

/// A feed item's cell: its first 40 characters in a label.
final class BareTextCell: TableCell<String> {
  private let label = Label()

  override func setup() {
    label.xAlign = 0
    label.setMargins(8)
    root = label
  }

  override func bind(_ item: String, at indexPath: IndexPath) { label.text = String(item.prefix(40)) }
}

extension BareBench {
  /// Scrolls an endless feed, with the memory cap or without.
  func endless(capped: Bool) {
    let run = BareEndlessRun(application: application, capped: capped) { [application] in application.quit() }
    endlessRun = run
    run.start()
  }
}
