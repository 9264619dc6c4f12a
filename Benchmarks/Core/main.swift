// The core's speed figures: `swift run -c release placeholder-core-bench`
// (name figures, e.g. `core_diff_1m_ms`, to run only those).
//
// Prints one line per figure, `BENCH <name> <value> <unit>`, each the median
// of several timed runs after a warm-up run. A checksum of every run's work
// goes to stderr so that the optimizer cannot delete the work.
//
// To add a figure, append a `Benchmark` to `benchmarks` at the bottom: give
// it a name, a unit, how many operations one run performs (the value is the
// median time divided by that), and a body that does the work and returns a
// number derived from it.

import PlaceholderCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

// MARK: Harness

/// A time unit for a figure.
enum TimeUnit: String {
  case ms
  case us
  case ns

  var perSecond: Double {
    switch self {
    case .ms: 1e3
    case .us: 1e6
    case .ns: 1e9
    }
  }
}

/// One figure: `body` runs `operations` operations and returns a checksum.
struct Benchmark {
  var name: String
  var unit: TimeUnit
  var operations: Int = 1
  var runs: Int = 9
  var body: @MainActor () -> Int
}

var checksum = 0

func seconds(_ duration: Duration) -> Double {
  let (seconds, attoseconds) = duration.components
  return Double(seconds) + Double(attoseconds) * 1e-18
}

/// `value` with three decimals, without Foundation.
func formatted(_ value: Double) -> String {
  let thousandths = Int((value * 1000).rounded())
  let whole = thousandths / 1000
  let fraction = thousandths % 1000
  let digits = String(fraction)
  return "\(whole).\(String(repeating: "0", count: 3 - digits.count))\(digits)"
}

@MainActor
func run(_ benchmark: Benchmark) {
  let clock = ContinuousClock()
  checksum &+= benchmark.body()  // warm-up
  var times = [Double]()
  for _ in 0..<max(7, benchmark.runs) {
    let start = clock.now
    let result = benchmark.body()
    let elapsed = clock.now - start
    checksum &+= result
    times.append(seconds(elapsed))
  }
  times.sort()
  let median = times[times.count / 2]
  let value = median * benchmark.unit.perSecond / Double(max(1, benchmark.operations))
  print("BENCH \(benchmark.name) \(formatted(value)) \(benchmark.unit.rawValue)")
}

/// SplitMix64: small, fast, and the same sequence on every machine.
struct SplitMix64: RandomNumberGenerator {
  var state: UInt64
  init(seed: UInt64) { state = seed }
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

// MARK: Inputs

let sectionCount = 10_000
let itemsPerSection = 100  // 10,000 × 100 = 1,000,000 items

/// A data source of 10,000 sections of 100 items, each with a header.
@MainActor
final class CountingSource: TableDataSource {
  func numberOfSections() -> Int { sectionCount }
  func numberOfItems(inSection section: Int) -> Int { itemsPerSection }
  func item(at indexPath: IndexPath) -> Int { indexPath.item }
  func header(forSection section: Int) -> SectionSupplement? { SectionSupplement(title: "Section") }
}

/// A random batch of about `operations` entries on an index of sections of
/// items, and the index after it, built consistently.
func randomBatch(on old: FlatIndex, operations: Int, using rng: inout SplitMix64) -> (ChangeSet, FlatIndex) {
  var changes = ChangeSet()
  let oldSections = old.sectionCount
  // Section-level entries: 1% of the operations.
  let sectionOps = max(4, operations / 100)
  var fate = [UInt8](repeating: 0, count: oldSections)  // 0 stays, 1 deleted, 2 moved, 3 reloaded
  var picked = 0
  while picked < sectionOps * 3 / 4 {
    let section = Int.random(in: 0..<oldSections, using: &rng)
    guard fate[section] == 0 else { continue }
    fate[section] = UInt8(1 + picked % 3)
    picked += 1
  }
  let insertedCount = sectionOps / 4
  let deletedCount = fate.count { $0 == 1 }
  let newSections = oldSections - deletedCount + insertedCount
  var newSource = [Int](repeating: -2, count: newSections)
  var movedSources = [Int]()
  for section in 0..<oldSections {
    switch fate[section] {
    case 1: changes.deletedSections.append(section)
    case 2: movedSources.append(section)
    case 3: changes.reloadedSections.append(section)
    default: break
    }
  }
  func freeSlot() -> Int {
    while true {
      let slot = Int.random(in: 0..<newSections, using: &rng)
      if newSource[slot] == -2 { return slot }
    }
  }
  for _ in 0..<insertedCount {
    let slot = freeSlot()
    newSource[slot] = -1
    changes.insertedSections.append(slot)
  }
  for source in movedSources {
    let slot = freeSlot()
    newSource[slot] = source
    changes.movedSections.append(.init(from: source, to: slot))
  }
  var slot = 0
  for section in 0..<oldSections where fate[section] == 0 || fate[section] == 3 {
    while newSource[slot] != -2 { slot += 1 }
    newSource[slot] = section
  }
  // Item entries on sections that keep their items.
  let liveOld = (0..<oldSections).filter { fate[$0] == 0 || fate[$0] == 2 }
  let liveNew = (0..<newSections).filter { newSource[$0] >= 0 && fate[newSource[$0]] != 3 }
  var taken = Set<IndexPath>()
  var removed = [Int](repeating: 0, count: oldSections)
  var addedTo = [Int](repeating: 0, count: newSections)
  var moveSources = [IndexPath]()
  let itemOps = operations - sectionOps
  var done = 0
  while done < itemOps {
    let kind = Int.random(in: 0..<10, using: &rng)
    if kind < 3 {  // insert
      addedTo[liveNew[Int.random(in: 0..<liveNew.count, using: &rng)]] += 1
      done += 1
      continue
    }
    let section = liveOld[Int.random(in: 0..<liveOld.count, using: &rng)]
    let count = old.sections[section].itemCount
    guard count > 0 else { continue }
    let path = IndexPath(section: section, item: Int.random(in: 0..<count, using: &rng))
    guard taken.insert(path).inserted else { continue }
    switch kind {
    case 3..<7:
      changes.deletedItems.append(path)
      removed[section] += 1
    case 7..<9:
      changes.reloadedItems.append(path)
    default:
      moveSources.append(path)
      removed[section] += 1
      addedTo[liveNew[Int.random(in: 0..<liveNew.count, using: &rng)]] += 1
    }
    done += 1
  }
  // New counts, then distinct new positions for what arrives.
  var shapes = [SectionShape]()
  shapes.reserveCapacity(newSections)
  var arrivals = [IndexPath]()
  for section in 0..<newSections {
    let source = newSource[section]
    var shape = SectionShape(itemCount: itemsPerSection, hasHeader: true)
    if source >= 0 {
      shape = old.sections[source]
      if fate[source] != 3 { shape.itemCount += addedTo[section] - removed[source] }
    }
    shapes.append(shape)
    if addedTo[section] > 0 {
      var positions = Array(0..<shape.itemCount)
      for index in 0..<addedTo[section] {
        positions.swapAt(index, Int.random(in: index..<positions.count, using: &rng))
        arrivals.append(IndexPath(section: section, item: positions[index]))
      }
    }
  }
  arrivals.shuffle(using: &rng)
  for (index, path) in arrivals.enumerated() {
    if index < moveSources.count {
      changes.movedItems.append(.init(from: moveSources[index], to: path))
    } else {
      changes.insertedItems.append(path)
    }
  }
  return (changes, FlatIndex(sections: shapes, itemsPerRow: old.itemsPerRow))
}

struct BenchItem: Identifiable, Equatable, Sendable {
  var id: Int
  var value: Int
}

/// `items` items in sections of 1,000 (1,000 sections for a million), and a
/// copy with 1% of the items changed: value changes, deletions, insertions
/// and moves.
func diffInputs(
  items: Int = 1_000_000, using rng: inout SplitMix64
) -> (Snapshot<Int, BenchItem>, Snapshot<Int, BenchItem>) {
  var old = Snapshot<Int, BenchItem>()
  var nextID = 0
  for section in 0..<max(1, items / 1_000) {
    old.appendSection(section, items: (0..<min(items, 1_000)).map { BenchItem(id: nextID + $0, value: 0) })
    nextID += 1_000
  }
  var new = old
  for change in 0..<(items / 100) {
    let section = Int.random(in: 0..<new.sections.count, using: &rng)
    let count = new.sections[section].items.count
    guard count > 1 else { continue }
    let item = Int.random(in: 0..<count, using: &rng)
    switch change % 5 {
    case 0, 1: new.sections[section].items[item].value += 1
    case 2: new.sections[section].items.remove(at: item)
    case 3:
      new.sections[section].items.insert(BenchItem(id: nextID, value: 0), at: item)
      nextID += 1
    default:
      let moved = new.sections[section].items.remove(at: item)
      let target = Int.random(in: 0..<new.sections.count, using: &rng)
      let at = Int.random(in: 0...new.sections[target].items.count, using: &rng)
      new.sections[target].items.insert(moved, at: at)
    }
  }
  return (old, new)
}

/// The diff's inputs at the sizes `make bench` plots, made when first used.
enum SizedDiffInputs {
  static let tenThousand = make(10_000)
  static let hundredThousand = make(100_000)
  static let tenMillion = make(10_000_000)

  private static func make(_ items: Int) -> (Snapshot<Int, BenchItem>, Snapshot<Int, BenchItem>) {
    var rng = SplitMix64(seed: UInt64(items))
    return diffInputs(items: items, using: &rng)
  }
}

/// The diff of `inputs`: its change count, for the checksum.
func diffChangeCount(_ inputs: (Snapshot<Int, BenchItem>, Snapshot<Int, BenchItem>)) -> Int {
  (try? inputs.1.difference(from: inputs.0))?.changeCount ?? -1
}

// MARK: Figures

var rng = SplitMix64(seed: 0x5EED_CAFE)
let source = CountingSource()
let bigIndex = (try? DataSourceReader.readIndex(from: source)) ?? FlatIndex()
let lookups = (0..<1_000_000).map { _ in Int.random(in: 0..<bigIndex.count, using: &rng) }
let (batch, batchTarget) = randomBatch(on: bigIndex, operations: 10_000, using: &rng)
let (diffOld, diffNew) = diffInputs(using: &rng)

let benchmarks: [Benchmark] = [
  Benchmark(name: "core_reindex_1m_ms", unit: .ms) {
    // 10,000 sections / 1,000,000 rows, read from a data source.
    guard let index = try? DataSourceReader.readIndex(from: source) else { return -1 }
    return index.count
  },
  Benchmark(name: "core_lookup_1m_ms", unit: .ms) {
    let index = bigIndex
    var sum = 0
    for position in lookups {
      if let row = index.row(at: position) { sum &+= row.section &+ (row.item ?? 7) }
    }
    return sum
  },
  Benchmark(name: "core_batch_10k_ms", unit: .ms) {
    guard let splices = try? FlatIndex.splices(from: bigIndex, to: batchTarget, applying: batch) else { return -1 }
    return splices.count &+ (splices.last?.position ?? 0)
  },
  Benchmark(name: "core_diff_1m_ms", unit: .ms) {
    guard let changes = try? diffNew.difference(from: diffOld) else { return -1 }
    return changes.changeCount
  },
  // The same diff at the other sizes `make bench` plots.
  Benchmark(name: "core_diff_10k_ms", unit: .ms) { diffChangeCount(SizedDiffInputs.tenThousand) },
  Benchmark(name: "core_diff_100k_ms", unit: .ms) { diffChangeCount(SizedDiffInputs.hundredThousand) },
  Benchmark(name: "core_diff_10m_ms", unit: .ms) { diffChangeCount(SizedDiffInputs.tenMillion) },
  // One page-state transition: refresh over rows, then its finish; the time
  // per transition is the run's time divided by the 2 × 500,000 transitions.
  Benchmark(name: "core_transition_ns", unit: .ns, operations: 1_000_000) {
    var machine = PageStateMachine()
    if let token = machine.handle(.beginLoad).startedLoad?.token {
      _ = machine.handle(.finish(token, isEmpty: false, hasMore: true))
    }
    var started = 0
    for _ in 0..<500_000 {
      let transition = machine.handle(.refresh)
      if let token = transition.startedLoad?.token {
        started &+= 1
        _ = machine.handle(.finish(token, isEmpty: false, hasMore: true))
      }
    }
    return started
  },
]

// Checks that the inputs are what they claim to be before timing them.
do {
  let splices = try FlatIndex.splices(from: bigIndex, to: batchTarget, applying: batch)
  let changes = try diffNew.difference(from: diffOld)
  _ = try FlatIndex.splices(from: diffOld.flatIndex(), to: diffNew.flatIndex(), applying: changes)
  printError(
    "inputs: \(bigIndex.count) rows; batch of \(batch.changeCount) entries → \(splices.count) splices; "
      + "diff of \(diffOld.itemCount) items → \(changes.changeCount) entries")
} catch {
  printError("invalid benchmark input: \(error)")
}

// Names on the command line run only those figures (for profiling one).
let selected = Set(CommandLine.arguments.dropFirst())
for benchmark in benchmarks where selected.isEmpty || selected.contains(benchmark.name) { run(benchmark) }
printError("checksum \(checksum)")

func printError(_ message: String) {
  let line = message + "\n"
  _ = line.withCString { write(2, $0, strlen($0)) }
}
