import PlaceholderCore

/// One step of a soak run. Parameters are raw: indices may be out of range on
/// purpose, and the reference decides whether the step must be refused.
enum SoakOp: CustomStringConvertible {
  /// A random valid change set on the reference model, checked splice by
  /// splice (grids too).
  case changeSet(UInt64)
  /// A random change set broken on purpose, which must be refused.
  case brokenChangeSet(UInt64)
  /// A random edit of a snapshot, diffed and checked.
  case diff(UInt64)
  /// A mutation of the `SectionedDataSource`.
  case source(SourceOp)
  /// Several mutations in one `performBatch`.
  case batch([SourceOp])

  var description: String {
    switch self {
    case .changeSet(let seed): "changeSet(0x\(String(seed, radix: 16)))"
    case .brokenChangeSet(let seed): "brokenChangeSet(0x\(String(seed, radix: 16)))"
    case .diff(let seed): "diff(0x\(String(seed, radix: 16)))"
    case .source(let op): "source(\(op))"
    case .batch(let ops): "batch(\(ops))"
    }
  }

  static func random(_ rng: inout SplitMix64) -> SoakOp {
    switch rng.next(10) {
    case 0, 1: .changeSet(rng.next())
    case 2: .brokenChangeSet(rng.next())
    case 3, 4: .diff(rng.next())
    case 5: .batch((0..<1 + rng.next(5)).map { _ in SourceOp.random(&rng) })
    default: .source(.random(&rng))
    }
  }
}

/// A `SectionedDataSource` mutation. Its indices are fitted to the data
/// source's sizes when the step runs (so that most steps are valid), except
/// inside `.unchecked`, where they are used as they are (and are often out of
/// range).
indirect enum SourceOp: Hashable, CustomStringConvertible {
  case unchecked(SourceOp)
  case insert(IndexPath, count: Int)
  case remove([IndexPath])
  case move(IndexPath, IndexPath)
  case reload(IndexPath, newValue: Bool)
  case append(Int)
  case appendToSection(Int, count: Int)
  case insertSection(Int, items: Int, decorated: Bool)
  case removeSection(Int)
  case moveSection(Int, Int)
  case reloadSection(Int, items: Int)
  case removeAllItems
  case removeAll
  case replaceAll(sections: Int)

  var description: String {
    switch self {
    case .unchecked(let op): "unchecked(\(op))"
    case .insert(let path, let count): "insert(\(path), count: \(count))"
    case .remove(let paths): "remove(\(paths))"
    case .move(let from, let to): "move(\(from) → \(to))"
    case .reload(let path, let newValue): "reload(\(path)\(newValue ? ", new value" : ""))"
    case .append(let count): "append(\(count))"
    case .appendToSection(let section, let count): "append(\(count), toSection: \(section))"
    case .insertSection(let index, let items, let decorated):
      "insertSection(at: \(index), items: \(items)\(decorated ? ", decorated" : ""))"
    case .removeSection(let index): "removeSection(\(index))"
    case .moveSection(let from, let to): "moveSection(\(from) → \(to))"
    case .reloadSection(let index, let items): "reloadSection(\(index), items: \(items))"
    case .removeAllItems: "removeAllItems"
    case .removeAll: "removeAll"
    case .replaceAll(let sections): "replaceAll(sections: \(sections))"
    }
  }

  static func random(_ rng: inout SplitMix64) -> SourceOp {
    // One step in eight uses raw indices, sections -1...5 and items -1...7.
    let unchecked = rng.next(8) == 0
    func section(_ rng: inout SplitMix64) -> Int { unchecked ? rng.next(7) - 1 : rng.next(64) }
    func path(_ rng: inout SplitMix64) -> IndexPath {
      unchecked
        ? IndexPath(section: rng.next(7) - 1, item: rng.next(9) - 1)
        : IndexPath(section: rng.next(64), item: rng.next(64))
    }
    let op: SourceOp
    switch rng.next(40) {
    case 0..<8: op = .insert(path(&rng), count: 1 + rng.next(3))
    case 8..<14: op = .remove((0..<1 + rng.next(3)).map { _ in path(&rng) })
    case 14..<19: op = .move(path(&rng), path(&rng))
    case 19..<23: op = .reload(path(&rng), newValue: rng.next(2) == 0)
    case 23..<26: op = .append(rng.next(3))
    case 26..<28: op = .appendToSection(section(&rng), count: rng.next(3))
    case 28..<32: op = .insertSection(section(&rng), items: rng.next(4), decorated: rng.next(2) == 0)
    case 32..<34: op = .removeSection(section(&rng))
    case 34..<36: op = .moveSection(section(&rng), section(&rng))
    case 36..<38: op = .reloadSection(section(&rng), items: rng.next(4))
    case 38: op = [.removeAllItems, .removeAll][rng.next(2)]
    default: op = .replaceAll(sections: rng.next(4))
    }
    return unchecked ? .unchecked(op) : op
  }
}

/// The state of a soak run and the checks of every step.
@MainActor
struct SoakRunner {
  private(set) var operationsRun = 0
  private var model = RefModel()
  private var snapshot = RowSnapshot()
  private var snapshotIDs = 1_000_000
  private let source = SectionedDataSource<Row>()
  private let recorder: Recorder
  /// The data source's content as the reference expects it.
  private var mirror: [SectionedDataSource<Row>.Section] = []
  private var nextID = 0

  init() { recorder = Recorder(source) }

  /// Runs the steps in order; the first failure, or nil.
  mutating func run(_ ops: [SoakOp]) -> (index: Int, message: String)? {
    for (index, op) in ops.enumerated() {
      operationsRun += 1
      if let message = step(op) { return (index, message) }
    }
    return nil
  }

  private mutating func step(_ op: SoakOp) -> String? {
    switch op {
    case .changeSet(let seed):
      var rng = SplitMix64(seed: seed)
      if model.sections.reduce(0, { $0 + $1.items.count }) > 60 { model = RefModel.random(&rng) }
      let (new, changes) = model.randomChange(&rng)
      let perRow = 1 + Int(seed % 3)
      if let failure = checkChange(from: model, to: new, changes: changes, itemsPerRow: perRow) {
        return "\(failure)\n  old \(model)\n  new \(new)\n  \(changes), \(perRow) per row"
      }
      model = new
    case .brokenChangeSet(let seed):
      var rng = SplitMix64(seed: seed)
      let (new, changes) = model.randomChange(&rng)
      if let broken = breakChangeSet(changes, old: model, new: new, how: rng.next(4)) {
        do {
          let splices = try FlatIndex.splices(from: model.flatIndex(), to: new.flatIndex(), applying: broken)
          return "broken change set accepted: \(broken) → \(splices)\n  old \(model)\n  new \(new)"
        } catch {}
      }
      model = new
    case .diff(let seed):
      var rng = SplitMix64(seed: seed)
      if snapshot.itemCount > 80 { snapshot = randomSnapshot(&rng, ids: &snapshotIDs) }
      let new = mutate(snapshot, &rng, ids: &snapshotIDs)
      if let failure = checkDiff(from: snapshot, to: new) {
        return "\(failure)\n  old \(snapshot.sections)\n  new \(new.sections)"
      }
      snapshot = new
    case .source(let op):
      let sourceOp = source.itemCount > 80 ? SourceOp.removeAllItems : op
      return applyToSource([sourceOp], batched: false)
    case .batch(let ops):
      return applyToSource(ops, batched: true)
    }
    return nil
  }

  private mutating func freshRows(_ count: Int) -> [Row] {
    (0..<max(0, count)).map { _ in
      nextID += 1
      return Row(id: nextID)
    }
  }

  private mutating func freshSection(items: Int, decorated: Bool) -> SectionedDataSource<Row>.Section {
    nextID += 1
    let name = "s\(nextID)"
    return .init(
      items: freshRows(items),
      header: decorated ? SectionSupplement(title: name) : nil,
      footer: decorated && nextID % 2 == 0 ? SectionSupplement(title: name + " end") : nil,
      emptyPlaceholder: nextID % 3 != 0 ? PlaceholderContent(title: "empty " + name) : nil)
  }

  /// A mutation, made concrete: the values it inserts are created once so
  /// that the data source and the mirror receive the same ones.
  private enum Concrete: CustomStringConvertible {
    case insert([Row], IndexPath)
    case remove([IndexPath])
    case move(IndexPath, IndexPath)
    case reload(IndexPath, Row?)
    case append([Row])
    case appendToSection([Row], Int)
    case insertSection(SectionedDataSource<Row>.Section, Int)
    case removeSection(Int)
    case moveSection(Int, Int)
    case reloadSection(SectionedDataSource<Row>.Section, Int)
    case removeAllItems
    case removeAll
    case replaceAll([SectionedDataSource<Row>.Section])

    var description: String {
      switch self {
      case .insert(let rows, let path): "insert(\(rows), at: \(path))"
      case .remove(let paths): "remove(at: \(paths))"
      case .move(let from, let to): "move(from: \(from), to: \(to))"
      case .reload(let path, let row): "reloadItem(at: \(path)\(row.map { ", with: \($0)" } ?? ""))"
      case .append(let rows): "append(contentsOf: \(rows))"
      case .appendToSection(let rows, let section): "append(contentsOf: \(rows), toSection: \(section))"
      case .insertSection(let section, let index): "insertSection(\(section.items), at: \(index))"
      case .removeSection(let index): "removeSection(at: \(index))"
      case .moveSection(let from, let to): "moveSection(from: \(from), to: \(to))"
      case .reloadSection(let section, let index): "reloadSection(at: \(index), with: \(section.items))"
      case .removeAllItems: "removeAllItems()"
      case .removeAll: "removeAll()"
      case .replaceAll(let sections): "replaceAll(with: \(sections.map(\.items)))"
      }
    }
  }

  /// The step made concrete against `state`, the content it applies to.
  private mutating func concrete(
    _ op: SourceOp, on state: [SectionedDataSource<Row>.Section], fitted: Bool = true
  ) -> Concrete {
    // Fitted indices: taken modulo the current sizes (`extra` 1 where one
    // past the end is valid), unless there is nothing to fit into.
    func section(_ index: Int, extra: Int = 0) -> Int {
      let count = state.count + extra
      return fitted && count > 0 ? index % count : index
    }
    func path(_ path: IndexPath, extra: Int = 0) -> IndexPath {
      guard fitted, !state.isEmpty else { return path }
      let fittedSection = path.section % state.count
      let count = state[fittedSection].items.count + extra
      return IndexPath(section: fittedSection, item: count > 0 ? path.item % count : path.item)
    }
    switch op {
    case .unchecked(let op): return concrete(op, on: state, fitted: false)
    case .insert(let at, let count): return .insert(freshRows(count), path(at, extra: 1))
    case .remove(let paths): return .remove(paths.map { path($0) })
    case .move(let from, let to): return .move(path(from), path(to))
    case .reload(let at, let newValue):
      let target = path(at)
      let current =
        state.indices.contains(target.section) && state[target.section].items.indices.contains(target.item)
        ? state[target.section].items[target.item] : nil
      return .reload(target, newValue ? current.map { Row(id: $0.id, value: $0.value + 1) } ?? Row(id: -1) : nil)
    case .append(let count): return .append(freshRows(count))
    case .appendToSection(let index, let count): return .appendToSection(freshRows(count), section(index))
    case .insertSection(let index, let items, let decorated):
      return .insertSection(freshSection(items: items, decorated: decorated), section(index, extra: 1))
    case .removeSection(let index): return .removeSection(section(index))
    case .moveSection(let from, let to): return .moveSection(section(from), section(to))
    case .reloadSection(let index, let items):
      return .reloadSection(freshSection(items: items, decorated: true), section(index))
    case .removeAllItems: return .removeAllItems
    case .removeAll: return .removeAll
    case .replaceAll(let count):
      return .replaceAll((0..<count).map { _ in freshSection(items: 2, decorated: true) })
    }
  }

  /// The reference's own idea of the mutation: the content after it, or nil
  /// when it must be refused. Written independently of the data source.
  private static func expected(_ op: Concrete, on state: [SectionedDataSource<Row>.Section])
    -> [SectionedDataSource<Row>.Section]?
  {
    var sections = state
    func exists(_ path: IndexPath) -> Bool {
      sections.indices.contains(path.section) && sections[path.section].items.indices.contains(path.item)
    }
    switch op {
    case .insert(let rows, let path):
      guard sections.indices.contains(path.section), (0...sections[path.section].items.count).contains(path.item) else {
        return nil
      }
      sections[path.section].items.insert(contentsOf: rows, at: path.item)
    case .remove(let paths):
      guard paths.allSatisfy(exists), Set(paths).count == paths.count else { return nil }
      for path in paths.sorted(by: >) { sections[path.section].items.remove(at: path.item) }
    case .move(let from, let to):
      guard exists(from), sections.indices.contains(to.section) else { return nil }
      let item = sections[from.section].items.remove(at: from.item)
      guard (0...sections[to.section].items.count).contains(to.item) else { return nil }
      sections[to.section].items.insert(item, at: to.item)
    case .reload(let path, let row):
      guard exists(path) else { return nil }
      if let row { sections[path.section].items[path.item] = row }
    case .append(let rows):
      if rows.isEmpty { break }
      if sections.isEmpty { sections.append(.init(items: rows)) } else { sections[sections.count - 1].items += rows }
    case .appendToSection(let rows, let section):
      guard sections.indices.contains(section) else { return nil }
      sections[section].items += rows
    case .insertSection(let section, let index):
      guard (0...sections.count).contains(index) else { return nil }
      sections.insert(section, at: index)
    case .removeSection(let index):
      guard sections.indices.contains(index) else { return nil }
      sections.remove(at: index)
    case .moveSection(let from, let to):
      guard sections.indices.contains(from), sections.indices.contains(to) else { return nil }
      sections.insert(sections.remove(at: from), at: to)
    case .reloadSection(let section, let index):
      guard sections.indices.contains(index) else { return nil }
      sections[index] = section
    case .removeAllItems:
      for index in sections.indices { sections[index].items = [] }
    case .removeAll:
      sections = []
    case .replaceAll(let new):
      sections = new
    }
    return sections
  }

  private func perform(_ op: Concrete) throws(ChangeSetError) -> ChangeSet {
    switch op {
    case .insert(let rows, let path): try source.insert(contentsOf: rows, at: path)
    case .remove(let paths): try source.remove(at: paths)
    case .move(let from, let to): try source.move(from: from, to: to)
    case .reload(let path, let row):
      if let row { try source.reloadItem(at: path, with: row) } else { try source.reloadItem(at: path) }
    case .append(let rows): source.append(contentsOf: rows)
    case .appendToSection(let rows, let section): try source.append(contentsOf: rows, toSection: section)
    case .insertSection(let section, let index): try source.insertSection(section, at: index)
    case .removeSection(let index): try source.removeSection(at: index)
    case .moveSection(let from, let to): try source.moveSection(from: from, to: to)
    case .reloadSection(let section, let index): try source.reloadSection(at: index, with: section)
    case .removeAllItems: source.removeAllItems()
    case .removeAll: source.removeAll()
    case .replaceAll(let sections): source.replaceAll(with: sections)
    }
  }

  private mutating func applyToSource(_ ops: [SourceOp], batched: Bool) -> String? {
    // Each step is made concrete against the content the steps before it
    // leave (a refused step leaves it as it was).
    var steps = [Concrete]()
    var state = mirror
    var refused = false
    for op in ops {
      let step = concrete(op, on: state)
      steps.append(step)
      if let next = Self.expected(step, on: state) { state = next } else { refused = true }
    }
    let expectedState = refused ? nil : state
    let failure = checkMutation(source, recorder: recorder, expectRefusal: expectedState == nil) {
      () throws(ChangeSetError) -> ChangeSet in
      if batched {
        return try source.performBatch { () throws(ChangeSetError) in
          for step in steps { _ = try perform(step) }
        }
      }
      var last = ChangeSet.empty
      for step in steps { last = try perform(step) }
      return last
    }
    if let failure { return "\(failure)\n  steps \(steps)\n  before \(mirror.map(\.items))" }
    if let expectedState { mirror = expectedState }
    guard source.sections == mirror else {
      return "the data source holds \(source.sections.map(\.items)), the reference \(mirror.map(\.items)) after \(ops)"
    }
    return nil
  }
}
