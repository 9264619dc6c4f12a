import Foundation
import GtkKit
import PlaceholderCore
import PlaceholderGtk

/// The walk: draws a step, applies it through the public API, then lets
/// GTK run until the screen matches the data sources again (at most
/// `settleSeconds`); a screen that never does ends the run, with the seed
/// and the steps that led there.
@MainActor
final class GtkSoak {
  /// How long the screen may take to catch up with a step: a fade, a
  /// search's pause, a few frames.
  static let settleSeconds = 5.0

  let application: Application
  let options: SoakOptions
  var random: SoakRandom
  let tableList = SoakList(tag: "T")
  let collectionList = SoakList(tag: "C")
  var scene: SoakScene
  var layout: CollectionLayoutKind = .vertical
  /// The adapters of the last closed window, which must be freed.
  weak var closedTable: TableAdapter<SectionedDataSource<String>>?
  weak var closedCollection: CollectionAdapter<SectionedDataSource<String>>?
  /// Where the table's view must come to rest after the step (checked
  /// in its settle, then dropped).
  var expectation: SoakExpectation?
  private var recent: [String] = []
  private var counts: [SoakStep: Int] = [:]
  var windowsOpened = 1

  init(application: Application, options: SoakOptions) {
    self.application = application
    self.options = options
    random = SoakRandom(seed: options.seed)
    scene = SoakScene(
      application: application, tableList: tableList, collectionList: collectionList, layout: layout)
  }

  func run() {
    print("soak-gtk: seed \(options.seed) (SOAK_SEED=\(options.seed) replays), \(Int(options.seconds)) s")
    let start = MainLoop.monotonicSeconds()
    var steps = 0
    settle(after: "the first window")
    while MainLoop.monotonicSeconds() - start < options.seconds {
      let step = SoakStep.random(using: &random)
      let what = apply(step)
      steps += 1
      counts[step, default: 0] += 1
      recent.append("\(steps): \(step.rawValue): \(what)")
      // Every step in the log, beside the library's own warnings (both on stderr, in order).
      FileHandle.standardError.write(Data("step \(recent.last ?? "") [\(loadSummary)]\n".utf8))
      if recent.count > 30 { recent.removeFirst() }
      settle(after: "step \(steps)")
      if steps.isMultiple(of: 500) {
        print("soak-gtk: \(steps) steps, \(Int(MainLoop.monotonicSeconds() - start)) s")
      }
    }
    let elapsed = MainLoop.monotonicSeconds() - start
    let kinds = SoakStep.allCases.map { "\($0.rawValue) \(counts[$0, default: 0])" }.joined(separator: ", ")
    print("soak-gtk: steps by kind: \(kinds)")
    print(
      "soak-gtk: passed: seed \(options.seed), \(steps) steps in \(Int(elapsed)) s, \(windowsOpened) windows, "
        + "the screen matched the data sources after every step")
    tableList.abandonLoad()
    collectionList.abandonLoad()
    scene.close()
    MainLoop.drain()
    exit(0)
  }

  /// Runs GTK until at least one frame has been painted and every list,
  /// and the standalone slot, shows what it should; fails the run if that
  /// does not happen in time.
  private func settle(after what: String) {
    let frames = FrameCounter()
    scene.window.queueDraw()
    var connection = scene.window.frameClock?.onAfterPaint { frames.count += 1 }
    var mismatch: String? = "not painted yet"
    MainLoop.run(
      until: {
        if connection == nil, let clock = scene.window.frameClock {
          connection = clock.onAfterPaint { frames.count += 1 }
          scene.window.queueDraw()
        }
        guard frames.count > 0 else { return false }
        mismatch = currentMismatch()
        return mismatch == nil
      }, timeoutSeconds: Self.settleSeconds)
    connection?.cancel()
    expectation = nil
    if let mismatch { fail("after \(what), the screen never matched: \(mismatch)") }
  }

  private func currentMismatch() -> String? {
    if closedTable != nil || closedCollection != nil { return "the closed window's adapters are still alive" }
    return ScreenCheck.mismatch(in: scene.table, of: tableList, countsRows: true).map { "table: \($0)" }
      ?? ScreenCheck.mismatch(in: scene.collection, of: collectionList, countsRows: false).map { "collection: \($0)" }
      ?? ScreenCheck.mismatch(in: scene.slot)
      ?? EdgeCheck.mismatch(in: scene.table, of: tableList).map { "table: \($0)" }
      ?? EdgeCheck.mismatch(in: scene.collection, of: collectionList).map { "collection: \($0)" }
      ?? expectation?.mismatch().map { "table: \($0)" }
  }

  /// Each list's load state, for the log.
  private var loadSummary: String {
    [("table", scene.table), ("collection", scene.collection)].map { name, list in
      "\(name) \(list.loads.state), start \(list.loads.previousPagePhase), "
        + "waits for \(list.loads.currentRequest.map { "\($0.kind)" } ?? "nothing")"
    }.joined(separator: "; ")
  }

  private func fail(_ message: String) -> Never {
    print("soak-gtk: FAILED (seed \(options.seed); SOAK_SEED=\(options.seed) replays): \(message)")
    print("soak-gtk: the last steps:")
    for line in recent { print("  \(line)") }
    exit(1)
  }
}

/// Frames painted since a step, counted from the frame clock.
@MainActor
final class FrameCounter {
  var count = 0
}
