import PlaceholderCore
import Testing

/// An ID whose hash ignores its lowest bit, so IDs 2k and 2k + 1 collide.
struct CollidingID: Hashable, Sendable, CustomStringConvertible {
  var value: Int
  func hash(into hasher: inout Hasher) { hasher.combine(value >> 1) }
  var description: String { "\(value)" }
}

struct CollidingRow: Identifiable, Equatable, Sendable {
  var id: CollidingID
  var value = 0
}

/// Big snapshots take the diff's bucketed-hash path; these check that it
/// gives the same answers as the exact dictionary path, which a colliding
/// hash or an overflowing bucket forces.
@Suite("Snapshot diff matching")
struct SnapshotDiffMatchingTests {
  /// 20 sections of 500 items, and a copy with about 2% of them edited.
  static func bigPair(seed: UInt64) -> (RowSnapshot, RowSnapshot) {
    var random = SplitMix64(seed: seed)
    var old = RowSnapshot()
    var next = 0
    for section in 0..<20 {
      old.appendSection("s\(section)", items: (0..<500).map { Row(id: next + $0) })
      next += 500
    }
    var new = old
    for step in 0..<200 {
      let section = Int.random(in: 0..<20, using: &random)
      let count = new.sections[section].items.count
      let item = Int.random(in: 0..<count, using: &random)
      switch step % 4 {
      case 0: new.sections[section].items[item].value += 1
      case 1: new.sections[section].items.remove(at: item)
      case 2:
        new.sections[section].items.insert(Row(id: next), at: item)
        next += 1
      default:
        let moved = new.sections[section].items.remove(at: item)
        let target = Int.random(in: 0..<20, using: &random)
        new.sections[target].items.insert(
          moved, at: Int.random(in: 0...new.sections[target].items.count, using: &random))
      }
    }
    new.sections.swapAt(3, 11)
    new.sections.remove(at: 7)
    return (old, new)
  }

  static func colliding(_ snapshot: RowSnapshot) -> Snapshot<String, CollidingRow> {
    Snapshot(
      sections: snapshot.sections.map {
        .init(id: $0.id, items: $0.items.map { CollidingRow(id: CollidingID(value: $0.id), value: $0.value) })
      })
  }

  @Test(arguments: [1, 2, 3] as [UInt64])
  func bigDiffsMeanWhatTheyShouldOnTheFastPath(seed: UInt64) {
    let (old, new) = Self.bigPair(seed: seed)
    #expect(new.matchesOnTheFastPath(from: old))
    let failure = checkDiff(from: old, to: new)
    #expect(failure == nil, "\(failure ?? "")")
  }

  @Test(arguments: [1, 2, 3] as [UInt64])
  func theFastPathAgreesWithTheExactPath(seed: UInt64) throws {
    let (old, new) = Self.bigPair(seed: seed)
    let collidingOld = Self.colliding(old)
    let collidingNew = Self.colliding(new)
    #expect(!collidingNew.matchesOnTheFastPath(from: collidingOld), "colliding hashes force the exact path")
    #expect(try new.difference(from: old) == collidingNew.difference(from: collidingOld))
  }

  @Test func aNewIDWhoseHashCollidesWithAnOldOneIsInsertedNotMatched() throws {
    // Old holds the even IDs, new the odd ones: every new hash finds an old
    // item with another ID.
    let old = Snapshot<String, CollidingRow>(sections: [
      .init(id: "a", items: (0..<5_000).map { CollidingRow(id: CollidingID(value: 2 * $0)) })
    ])
    let new = Snapshot<String, CollidingRow>(sections: [
      .init(id: "a", items: (0..<5_000).map { CollidingRow(id: CollidingID(value: 2 * $0 + 1)) })
    ])
    #expect(!new.matchesOnTheFastPath(from: old))
    let changes = try new.difference(from: old)
    #expect(changes.deletedItems.count == 5_000 && changes.insertedItems.count == 5_000)
    #expect(changes.movedItems.isEmpty && changes.reloadedItems.isEmpty)
  }

  @Test func aBucketThatOverflowsFallsBackToTheExactPath() throws {
    // IDs whose hashes share their top four bits: with four to sixteen
    // buckets, all of them land in one, far past its room.
    var ids = [Int]()
    var candidate = 0
    while ids.count < 6_000 {
      if UInt(bitPattern: RowSnapshot.bucketHash(of: candidate)) >> 60 == 0 { ids.append(candidate) }
      candidate += 1
    }
    var old = RowSnapshot()
    for section in 0..<5 {
      old.appendSection("s\(section)", items: ids[(section * 1_000)..<(section * 1_000 + 1_000)].map { Row(id: $0) })
    }
    var new = old
    new.sections[0].items.removeSubrange(10..<20)
    new.sections[1].items.insert(contentsOf: ids[5_000..<5_100].map { Row(id: $0) }, at: 500)
    new.sections[2].items[7].value = 1
    new.sections[4].items.insert(new.sections[3].items.remove(at: 300), at: 0)
    new.sections[3].items.swapAt(0, 998)

    #expect(!new.matchesOnTheFastPath(from: old))
    let failure = checkDiff(from: old, to: new)
    #expect(failure == nil, "\(failure ?? "")")
    #expect(try new.difference(from: old) == Self.colliding(new).difference(from: Self.colliding(old)))
  }

  @Test(arguments: [5, 6] as [UInt64])
  func itemsThatLeftTheirPlaceAreMatchedByHash(seed: UInt64) throws {
    // Every other section reversed: most of its items are out of the walk's
    // reach, and go through the bucket tables.
    let (old, edited) = Self.bigPair(seed: seed)
    var new = edited
    for section in stride(from: 0, to: new.sections.count, by: 2) { new.sections[section].items.reverse() }
    #expect(new.matchesOnTheFastPath(from: old))
    let failure = checkDiff(from: old, to: new)
    #expect(failure == nil, "\(failure ?? "")")
    #expect(try new.difference(from: old) == Self.colliding(new).difference(from: Self.colliding(old)))
  }

  @Test func aRepeatedNewIDIsReportedWhereverItsCopiesAre() {
    let (old, new) = Self.bigPair(seed: 7)
    // The later copy keeps its place, the earlier one takes an ID from
    // another section.
    var laterKept = new
    let keptID = laterKept.sections[15].items[42].id
    laterKept.sections[0].items[0].id = keptID
    #expect(!laterKept.matchesOnTheFastPath(from: old))
    #expect(
      throws: DiffError.duplicateItemID(
        "\(keptID)", side: .new, first: IndexPath(section: 0, item: 0), second: IndexPath(section: 15, item: 42))
    ) {
      try laterKept.difference(from: old)
    }
    // Two copies of an ID the old snapshot does not have.
    var bothNew = new
    bothNew.sections[3].items[10].id = 1_000_000
    bothNew.sections[8].items[20].id = 1_000_000
    #expect(!bothNew.matchesOnTheFastPath(from: old))
    #expect(
      throws: DiffError.duplicateItemID(
        "1000000", side: .new, first: IndexPath(section: 3, item: 10), second: IndexPath(section: 8, item: 20))
    ) {
      try bothNew.difference(from: old)
    }
  }

  @Test func repeatedIDsInBigSnapshotsAreReportedExactly() {
    let (old, new) = Self.bigPair(seed: 4)
    var repeatedOld = old
    repeatedOld.sections[9].items[100].id = repeatedOld.sections[2].items[5].id
    let id = repeatedOld.sections[2].items[5].id
    #expect(!new.matchesOnTheFastPath(from: repeatedOld))
    #expect(
      throws: DiffError.duplicateItemID(
        "\(id)", side: .old, first: IndexPath(section: 2, item: 5), second: IndexPath(section: 9, item: 100))
    ) {
      try new.difference(from: repeatedOld)
    }
    var repeatedNew = new
    let newID = repeatedNew.sections[0].items[0].id
    repeatedNew.sections[15].items[42].id = newID
    #expect(
      throws: DiffError.duplicateItemID(
        "\(newID)", side: .new, first: IndexPath(section: 0, item: 0), second: IndexPath(section: 15, item: 42))
    ) {
      try repeatedNew.difference(from: old)
    }
  }

  /// The same pair with its IDs turned into another type.
  static func converted<ID: Hashable & Sendable>(
    _ snapshot: RowSnapshot, _ convert: (Int) -> ID
  ) -> Snapshot<String, TypedRow<ID>> {
    Snapshot(
      sections: snapshot.sections.map {
        .init(id: $0.id, items: $0.items.map { TypedRow(id: convert($0.id), value: $0.value) })
      })
  }

  /// Integer IDs of every width are dealt by a mix of their bits, other IDs
  /// by their own hash; either way the fast path finds the exact answer.
  @Test func everyKindOfIDGetsTheExactAnswerOnTheFastPath() throws {
    let (old, new) = Self.bigPair(seed: 8)
    let exact = try Self.colliding(new).difference(from: Self.colliding(old))
    func check<ID: Hashable & Sendable>(_ convert: (Int) -> ID, _ kind: String) throws {
      let typedOld = Self.converted(old, convert)
      let typedNew = Self.converted(new, convert)
      #expect(typedNew.matchesOnTheFastPath(from: typedOld), "\(kind)")
      #expect(try typedNew.difference(from: typedOld) == exact, "\(kind)")
    }
    try check({ $0 }, "Int")
    try check({ UInt($0) }, "UInt")
    try check({ Int64(-$0) }, "Int64")
    try check({ UInt64($0) << 40 }, "UInt64")
    try check({ Int32($0) }, "Int32")
    try check({ UInt32($0) }, "UInt32")
    try check({ "row \($0)" }, "String")
  }

  @Test func integerIDsNeverShareABucketHash() {
    // The mix is one-to-one: IDs a step apart, far apart or negative all
    // keep distinct hashes.
    let ids = Array(-5_000..<5_000) + (0..<5_000).map { $0 << 48 } + [Int.min, Int.max]
    let hashes = Set(ids.map { RowSnapshot.bucketHash(of: $0) })
    #expect(hashes.count == Set(ids).count)
  }
}

struct TypedRow<ID: Hashable & Sendable>: Identifiable, Equatable, Sendable {
  var id: ID
  var value = 0
}
