import CGtk
import Foundation
import PlaceholderCore
import PlaceholderTestSupport
import XCTest

@testable import GtkKit
@testable import PlaceholderGtk

/// A data source whose counts change on every call, as a data source read
/// from a live store might: each call takes the next value of a script. It
/// records what it answered, so a test can check that one read used one
/// answer per section.
@MainActor
final class ShiftingCountsDataSource: TableDataSource {
  /// The items that really exist; counts may claim more or fewer.
  var items: [String]
  /// The answers of `numberOfSections()`, taken in turn, cycling.
  var sectionScript: [Int]
  /// The answers of `numberOfItems(inSection:)`, taken in turn, cycling.
  var itemScript: [Int]
  private(set) var sectionCalls = 0
  private(set) var itemCalls = 0
  /// What `numberOfItems(inSection:)` answered, in call order.
  private(set) var itemAnswers: [Int] = []

  init(items: [String], sectionScript: [Int], itemScript: [Int]) {
    self.items = items
    self.sectionScript = sectionScript
    self.itemScript = itemScript
  }

  func numberOfSections() throws -> Int {
    defer { sectionCalls += 1 }
    return sectionScript[sectionCalls % sectionScript.count]
  }

  func numberOfItems(inSection section: Int) throws -> Int {
    defer { itemCalls += 1 }
    let answer = itemScript[itemCalls % itemScript.count]
    itemAnswers.append(answer)
    return answer
  }

  func item(at indexPath: IndexPath) throws -> String {
    guard items.indices.contains(indexPath.item) else { throw StringsDataSource.Failure() }
    return "\(indexPath.section):\(items[indexPath.item])"
  }

  func resetRecords() {
    sectionCalls = 0
    itemCalls = 0
    itemAnswers = []
  }
}

/// Which delegate method a `ThrowingDelegate` throws from.
enum DelegateMethod: CaseIterable, CustomStringConvertible {
  case didSelect, didActivate, willDisplay, didRequestRefresh, didRequestLoadMore

  var description: String {
    switch self {
    case .didSelect: "didSelect"
    case .didActivate: "didActivate"
    case .willDisplay: "willDisplay"
    case .didRequestRefresh: "didRequestRefresh"
    case .didRequestLoadMore: "didRequestLoadMore"
    }
  }
}

/// A delegate that throws from one method every time it is called, and
/// counts every call.
@MainActor
final class ThrowingDelegate: TableDelegate {
  typealias Item = String
  let throwing: DelegateMethod
  private(set) var calls: [DelegateMethod: Int] = [:]

  init(throwing: DelegateMethod) { self.throwing = throwing }

  private func called(_ method: DelegateMethod) throws {
    calls[method, default: 0] += 1
    if method == throwing { throw StringsDataSource.Failure() }
  }

  func didSelect(_ item: String, at indexPath: IndexPath) throws { try called(.didSelect) }
  func didActivate(_ item: String, at indexPath: IndexPath) throws { try called(.didActivate) }
  func willDisplay(_ item: String, at indexPath: IndexPath) throws { try called(.willDisplay) }
  func didRequestRefresh() throws { try called(.didRequestRefresh) }
  func didRequestLoadMore() throws { try called(.didRequestLoadMore) }
}

/// Checks a placeholder's lifecycle events as they come: each must be legal
/// from where the previous ones left it (hidden → willAppear → appearing →
/// didAppear → shown → willDisappear → disappearing → didDisappear → hidden;
/// a fade may be reversed half way). Anything else is recorded as a
/// violation.
@MainActor
final class LifecycleChecker {
  private(set) var phase: PlaceholderPresentation.Phase = .hidden
  private(set) var counts: [PresentationEvent: Int] = [:]
  private(set) var violations: [String] = []
  /// Whether the placeholder showed when the checker started listening.
  private let initiallyShowing: Bool

  /// Starts listening to a slot's events.
  init(slot: PlaceholderSlot) {
    phase = slot.phase
    initiallyShowing = slot.phase == .appearing || slot.phase == .shown
    slot.eventHandler = { [weak self] event in self?.record(event) }
  }

  func record(_ event: PresentationEvent) {
    counts[event, default: 0] += 1
    switch (phase, event) {
    case (.hidden, .willAppear), (.disappearing, .willAppear): phase = .appearing
    case (.appearing, .didAppear): phase = .shown
    case (.shown, .willDisappear), (.appearing, .willDisappear): phase = .disappearing
    case (.disappearing, .didDisappear): phase = .hidden
    default:
      if violations.count < 10 { violations.append("\(event) while \(phase)") }
    }
  }

  func count(_ event: PresentationEvent) -> Int { counts[event] ?? 0 }

  /// Whether every appearance was matched by a disappearance (or is the one
  /// showing now), no fade reported its end twice, and no event came out of
  /// order. A fade reversed half way never reports its end: an interrupted
  /// appearance has no `didAppear`, an interrupted disappearance no
  /// `didDisappear`.
  var isBalanced: Bool {
    let appearances = count(.willAppear)
    let disappearances = count(.willDisappear)
    let showing = phase == .appearing || phase == .shown
    return violations.isEmpty && appearances + (initiallyShowing ? 1 : 0) == disappearances + (showing ? 1 : 0)
      && count(.didAppear) <= appearances && count(.didDisappear) <= disappearances
  }
}

/// A load operation the test finishes by hand: each load waits at a gate
/// until the test opens it with an outcome. Counts loads started and the
/// most ever in flight at once.
@MainActor
final class GatedLoader {
  enum Outcome {
    case succeed(rows: Int)
    case fail
  }

  private(set) var started = 0
  private(set) var inFlight = 0
  private(set) var mostInFlight = 0
  private(set) var finished = 0
  /// Set to answer every load at once (no gate) with this outcome.
  var immediateOutcome: Outcome?
  private var gates: [CheckedContinuation<Outcome, Never>] = []

  /// The operation to hand to `setLoadOperation`: puts `rows` rows into
  /// `source` on success.
  func operation(filling source: StringsDataSource) -> LoadCoordinator.Operation {
    { [weak self, weak source] _ in
      guard let self else { throw CancellationError() }
      started += 1
      inFlight += 1
      mostInFlight = max(mostInFlight, inFlight)
      defer {
        inFlight -= 1
        finished += 1
      }
      let outcome: Outcome
      if let immediateOutcome {
        await Task.yield()
        outcome = immediateOutcome
      } else {
        outcome = await withCheckedContinuation { gates.append($0) }
      }
      switch outcome {
      case .fail:
        throw LoadFailure.network("the test network is down")
      case .succeed(let rows):
        return LoadResult(hasMore: false) { source?.sections = [(0..<rows).map { "row \($0)" }] }
      }
    }
  }

  /// Whether a load waits at the gate.
  var isWaiting: Bool { !gates.isEmpty }

  /// Lets every waiting load go on with `outcome`.
  func open(_ outcome: Outcome) {
    let waiting = gates
    gates = []
    for gate in waiting { gate.resume(returning: outcome) }
  }
}

/// The placeholder's stock button under a slot (hidden or not): the
/// `.placeholder-button` GtkButton.
@MainActor
func placeholderButton(in slot: PlaceholderSlot) -> UnsafeMutablePointer<GtkWidget>? {
  WidgetTree.buttons(under: slot.widget.gtkWidget).first { gtk_widget_has_css_class($0, "placeholder-button") != 0 }
}

/// Emits a button's `clicked` signal at once, as a mouse click does (a
/// `gtk_widget_activate` waits 250 ms for its press animation and swallows
/// activations meanwhile).
@MainActor
func emitClicked(_ button: UnsafeMutablePointer<GtkWidget>) {
  Signals.emit(button, "clicked")
}

/// The number of rows GTK's list model reports: what the list really shows.
@MainActor
func modelRowCount(of adapter: ListAdapter<some TableDataSource>) -> Int {
  Int(g_list_model_get_n_items(adapter.machinery.sync.model.listModel))
}

extension ListAdapter {
  /// The list's vertical adjustment, to scroll it from a test.
  var scrollAdjustment: UnsafeMutablePointer<GtkAdjustment>? {
    gtk_scrolled_window_get_vadjustment(gcast(scrolledWindow.gtkWidget))
  }
}

/// Resident memory of this process in KiB, from /proc/self/statm.
func residentKiB() -> Int {
  guard let statm = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
  let fields = statm.split(separator: " ")
  guard fields.count > 1, let pages = Int(fields[1]) else { return 0 }
  return pages * Int(sysconf(Int32(_SC_PAGESIZE))) / 1024
}

/// Prints a memory figure in a form a log reader can grep:
/// `RELIABILITY rss <label> before <KiB> after <KiB> growth <KiB>`.
func reportResident(_ label: String, before: Int, after: Int) {
  print("RELIABILITY rss \(label) before \(before) KiB after \(after) KiB growth \(after - before) KiB")
}

/// The most resident memory a storm may add before a test calls it a leak:
/// generous, so noise never fails a run, while a real leak (a widget or a
/// row per toggle) does. Not checked under AddressSanitizer (`make sanitize`
/// sets `PLACEHOLDERS_RSS_UNCHECKED=1`): its quarantine keeps up to 256 MB of
/// freed memory resident, which is how it finds use after free.
let residentGrowthLimitKiB =
  ProcessInfo.processInfo.environment["PLACEHOLDERS_RSS_UNCHECKED"] == "1" ? Int.max : 20 * 1024

/// How many times a storm repeats: `count`, or a fraction of it when
/// `PLACEHOLDERS_STORM_DIVISOR` is set (`make leakcheck` sets it, as valgrind
/// runs the code some fifty times slower). Always even and at least 2, so a
/// storm that alternates ends on the same side whatever the divisor.
func stormCount(_ count: Int) -> Int {
  let divisor = ProcessInfo.processInfo.environment["PLACEHOLDERS_STORM_DIVISOR"].flatMap { Int($0) } ?? 1
  let scaled = count / max(1, divisor)
  return max(2, scaled - scaled % 2)
}
