import Dispatch
import Foundation
import PlaceholderCore
import Testing

/// `replaceAllInBackground(_:)`: the new sections and their difference are
/// computed off the main thread, applied on it, never out of order, with
/// the same minimal change set as `replaceAll(with:)`.
@MainActor
// Serialized: a held computation blocks a thread of the shared pool, and
// a test never waits for the pool while one of its own is held.
@Suite("Sectioned data source: replacing in the background", .serialized)
struct BackgroundReplacementTests {
  private typealias Section = SectionedDataSource<Row>.Section

  private func source(_ ids: Range<Int>) -> SectionedDataSource<Row> {
    SectionedDataSource(sections: [Section(items: ids.map { Row(id: $0) }, header: SectionSupplement(title: "All"))])
  }

  private func evens(of ids: Range<Int>) -> [Section] {
    [Section(items: ids.filter { $0.isMultiple(of: 2) }.map { Row(id: $0) }, header: SectionSupplement(title: "All"))]
  }

  @Test func appliesTheSameMinimalChangesAsReplacingAtOnce() async {
    let background = source(0..<200)
    let atOnce = source(0..<200)
    let recorder = Recorder(background)
    let wanted = evens(of: 0..<200)

    let replacement = background.replaceAllInBackground { [wanted] in wanted }
    #expect(replacement.isPending)
    #expect(background.sections.first?.items.count == 200, "nothing changes before the result lands")
    #expect(await replacement.result() == .applied)

    let expected = atOnce.replaceAll(with: wanted)
    #expect(background.sections == wanted)
    #expect(recorder.take() == [expected], "observers heard what replacing at once tells them")
    #expect(replacement.outcome == .applied)
    #expect(background.pendingReplacement == nil)
  }

  @Test func observersHearOneChangeThatTurnsTheOldRowsIntoTheNew() async {
    let source = source(0..<300)
    let recorder = Recorder(source)
    let wanted = evens(of: 100..<400)
    let failure = await checkBackgroundMutation(source, recorder: recorder) {
      source.replaceAllInBackground { [wanted] in wanted }
    }
    #expect(failure == nil, "\(failure ?? "")")
    #expect(source.sections == wanted)
  }

  @Test func theWorkRunsOffTheMainThreadWhileTheMainThreadRuns() async {
    let source = source(0..<1_000)
    let gate = Gate()
    let wanted = evens(of: 0..<1_000)
    let replacement = source.replaceAllInBackground { [wanted] in
      gate.computedOnMainThread = Thread.isMainThread
      gate.waitUntilOpened()
      return wanted
    }
    // The main thread goes on while the computation waits: a hundred turns.
    var turns = 0
    while turns < 100 {
      await Task.yield()
      turns += 1
    }
    #expect(replacement.isPending, "still computing after the main thread ran on")
    gate.open()
    #expect(await replacement.result() == .applied)
    #expect(gate.computedOnMainThread == false)
    #expect(source.sections == wanted)
  }

  @Test func aNewerReplacementSupersedesAnOlderOneStillComputing() async {
    let source = source(0..<100)
    let recorder = Recorder(source)
    let (olderGate, newerGate) = (Gate(), Gate())
    let older = source.replaceAllInBackground {
      olderGate.waitUntilOpened()
      return [Section(items: [Row(id: 1)])]
    }
    let wanted = evens(of: 0..<50)
    let newer = source.replaceAllInBackground { [wanted] in
      newerGate.waitUntilOpened()
      return wanted
    }
    #expect(older.outcome == .superseded, "superseded as soon as a newer one starts")
    // The older one finishes first: it must not land.
    olderGate.open()
    #expect(await older.result() == .superseded)
    for _ in 0..<100 { await Task.yield() }
    #expect(source.sections.first?.items.count == 100, "the older result is never applied")
    #expect(recorder.take().isEmpty)
    newerGate.open()
    #expect(await newer.result() == .applied)
    #expect(source.sections == wanted)
    #expect(recorder.take().count == 1, "observers heard the newer replacement only")
  }

  @Test func aChangeMadeWhileComputingIsToldAndTheDifferenceFollowsIt() async throws {
    let source = source(0..<20)
    let recorder = Recorder(source)
    let gate = Gate()
    let wanted = evens(of: 0..<30)
    let replacement = source.replaceAllInBackground { [wanted] in
      gate.waitUntilOpened()
      return wanted
    }
    // The app inserts a row while the replacement is being computed.
    let inserted = try source.insert(Row(id: 99), at: IndexPath(section: 0, item: 0))
    #expect(recorder.take() == [inserted])
    let before = source.sections
    gate.open()
    #expect(await replacement.result() == .applied)
    #expect(source.sections == wanted)
    // The replacement's change is from the rows with the insert, not from
    // the rows it started from.
    let reference = SectionedDataSource(sections: before)
    #expect(recorder.take() == [reference.replaceAll(with: wanted)])
  }

  @Test func cancellingDropsItAndTheRowsStay() async {
    let source = source(0..<10)
    let recorder = Recorder(source)
    let gate = Gate()
    let replacement = source.replaceAllInBackground {
      gate.waitUntilOpened()
      return []
    }
    replacement.cancel()
    gate.open()
    #expect(await replacement.result() == .superseded)
    for _ in 0..<50 { await Task.yield() }
    #expect(source.sections.first?.items.count == 10)
    #expect(recorder.take().isEmpty)
  }

  @Test func repeatedIDsReplaceEverySectionAsReplacingAtOnceDoes() async {
    let source = source(0..<5)
    let twice = [Section(items: [Row(id: 1), Row(id: 1)])]
    let recorder = Recorder(source)
    let replacement = source.replaceAllInBackground { [twice] in twice }
    #expect(await replacement.result() == .applied)
    #expect(recorder.take() == [ChangeSet(deletedSections: [0], insertedSections: [0])])
    #expect(source.sections == twice)
  }

  // MARK: The landing moment

  @Test func aComputedReplacementWaitsForItsLandingMoment() async {
    let source = source(0..<200)
    let landing = LandingGate()
    let gate = source.addLandingGate { await landing.hold($0) }
    defer { withExtendedLifetime(gate) {} }
    let wanted = evens(of: 0..<200)
    let replacement = source.replaceAllInBackground { [wanted] in wanted }
    #expect(await landing.untilHolding())
    #expect(replacement.isPending, "computed, but not applied before its moment")
    #expect(source.sections.first?.items.count == 200)
    #expect(landing.counts == [100], "asked with its number of changes: the 100 odd rows deleted")
    landing.openForGood()
    #expect(await replacement.result() == .applied)
    #expect(source.sections == wanted)
  }

  /// Each list showing the data source adds its own gate: a replacement
  /// waits at every live one, and a gate whose token went is passed by.
  @Test func aReplacementWaitsAtEveryListsGateAndNotAtAReleasedOne() async {
    let source = source(0..<200)
    let first = LandingGate()
    let second = LandingGate()
    let released = LandingGate()
    let firstGate = source.addLandingGate { await first.hold($0) }
    var releasedGate: ObservationToken? = source.addLandingGate { await released.hold($0) }
    let secondGate = source.addLandingGate { await second.hold($0) }
    defer { withExtendedLifetime((firstGate, secondGate)) {} }
    #expect(source.landingGateCount == 3)
    releasedGate = nil
    #expect(source.landingGateCount == 2, "a list that went took its gate with it")
    let wanted = evens(of: 0..<200)
    let replacement = source.replaceAllInBackground { [wanted] in wanted }
    #expect(await first.untilHolding())
    first.openForGood()
    #expect(await second.untilHolding(), "the second list's gate is waited at too")
    #expect(replacement.isPending)
    second.openForGood()
    #expect(await replacement.result() == .applied)
    #expect(released.counts.isEmpty)
    withExtendedLifetime(releasedGate) {}
  }

  @Test func aReplacementSupersededWhileWaitingToLandIsNeverApplied() async {
    let source = source(0..<100)
    let recorder = Recorder(source)
    let landing = LandingGate()
    let gate = source.addLandingGate { await landing.hold($0) }
    defer { withExtendedLifetime(gate) {} }
    let older = source.replaceAllInBackground { [evens = evens(of: 0..<100)] in evens }
    #expect(await landing.untilHolding())
    let wanted = evens(of: 50..<100)
    let newer = source.replaceAllInBackground { [wanted] in wanted }
    #expect(older.outcome == .superseded)
    landing.openForGood()
    #expect(await newer.result() == .applied)
    #expect(source.sections == wanted)
    #expect(recorder.take().count == 1, "observers heard the newer replacement only")
  }

  @Test func aChangeMadeWhileWaitingToLandIsDiffedAgain() async throws {
    let source = source(0..<20)
    let recorder = Recorder(source)
    let landing = LandingGate()
    let gate = source.addLandingGate { await landing.hold($0) }
    defer { withExtendedLifetime(gate) {} }
    let wanted = evens(of: 0..<30)
    let replacement = source.replaceAllInBackground { [wanted] in wanted }
    #expect(await landing.untilHolding())
    let inserted = try source.insert(Row(id: 99), at: IndexPath(section: 0, item: 0))
    #expect(recorder.take() == [inserted])
    let before = source.sections
    landing.openForGood()
    #expect(await replacement.result() == .applied)
    #expect(source.sections == wanted)
    #expect(landing.counts.count == 2, "its moment was asked again for the new difference")
    let reference = SectionedDataSource(sections: before)
    #expect(recorder.take() == [reference.replaceAll(with: wanted)])
  }
}

/// Holds a computed replacement at its landing moment until the test opens
/// it, and notes the change counts it was asked with.
@MainActor
private final class LandingGate {
  private(set) var counts: [Int] = []
  private var waiting: [CheckedContinuation<Void, Never>] = []
  private var isOpen = false

  func hold(_ changeCount: Int) async {
    counts.append(changeCount)
    guard !isOpen else { return }
    await withCheckedContinuation { waiting.append($0) }
  }

  /// Waits until a replacement holds here; false if none comes.
  func untilHolding() async -> Bool {
    for _ in 0..<5_000 where waiting.isEmpty {
      try? await Task.sleep(for: .milliseconds(1))
    }
    return !waiting.isEmpty
  }

  /// Lets every replacement through, now and later.
  func openForGood() {
    isOpen = true
    let held = waiting
    waiting.removeAll()
    for continuation in held { continuation.resume() }
  }
}

/// Lets a background computation wait until the test opens it.
private final class Gate: @unchecked Sendable {
  private let semaphore = DispatchSemaphore(value: 0)
  private let lock = NSLock()
  private var onMainThread: Bool?

  /// Whether the computation ran on the main thread (nil: not run yet).
  var computedOnMainThread: Bool? {
    get { lock.withLock { onMainThread } }
    set { lock.withLock { onMainThread = newValue } }
  }

  func waitUntilOpened() {
    semaphore.wait()
    semaphore.signal()  // open for good: later waits pass
  }

  func open() { semaphore.signal() }
}

/// `checkMutation` for a replacement that lands later: the observers hear
/// exactly its change set, and its splices turn the rows before into the
/// rows after.
@MainActor
private func checkBackgroundMutation(
  _ source: SectionedDataSource<Row>, recorder: Recorder, _ start: () -> BackgroundReplacement
) async -> String? {
  guard let before = readRows(source) else { return "the data source could not be read before" }
  guard await start().result() == .applied else { return "superseded" }
  let heard = recorder.take()
  guard heard.count == 1, let changes = heard.first else { return "observers heard \(heard)" }
  guard let after = readRows(source) else { return "the data source could not be read after" }
  return checkSplices(of: changes, from: before, to: after)
}
