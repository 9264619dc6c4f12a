import PlaceholderCore
import Testing

private struct Boom: Error, CustomStringConvertible {
  var description: String { "boom\nsecond line" }
}

/// A data source whose every answer is set by the test, and which counts how
/// often it is asked.
@MainActor
private final class ScriptedSource: TableDataSource {
  var sections: () throws -> Int = { 1 }
  var items: (Int) throws -> Int = { _ in 0 }
  var headers: Set<Int> = []
  var footers: Set<Int> = []
  var placeholders: Set<Int> = []
  var itemFails = false
  private(set) var sectionCalls = 0
  private(set) var itemCountCalls: [Int: Int] = [:]

  func numberOfSections() throws -> Int {
    sectionCalls += 1
    return try sections()
  }

  func numberOfItems(inSection section: Int) throws -> Int {
    itemCountCalls[section, default: 0] += 1
    return try items(section)
  }

  func item(at indexPath: IndexPath) throws -> String {
    if itemFails { throw Boom() }
    return "\(indexPath)"
  }

  func header(forSection section: Int) -> SectionSupplement? {
    headers.contains(section) ? SectionSupplement(title: "Header \(section)") : nil
  }

  func footer(forSection section: Int) -> SectionSupplement? {
    footers.contains(section) ? SectionSupplement(title: "Footer \(section)") : nil
  }

  func emptyPlaceholder(forSection section: Int) -> PlaceholderContent? {
    placeholders.contains(section) ? PlaceholderContent(title: "Nothing in \(section)") : nil
  }
}

@MainActor
@Suite("Reading a data source")
struct DataSourceReaderTests {
  @Test func readsShapesAndCallsEachCountOnce() throws {
    let source = ScriptedSource()
    source.sections = { 3 }
    source.items = { [4, 0, 2][$0] }
    source.headers = [0, 2]
    source.footers = [1]
    source.placeholders = [1, 2]
    let index = try DataSourceReader.readIndex(from: source)
    #expect(
      index.sections == [
        SectionShape(itemCount: 4, hasHeader: true),
        SectionShape(itemCount: 0, hasFooter: true, hasEmptyPlaceholder: true),
        SectionShape(itemCount: 2, hasHeader: true, hasEmptyPlaceholder: true),
      ])
    #expect(source.sectionCalls == 1)
    #expect(source.itemCountCalls == [0: 1, 1: 1, 2: 1])
  }

  @Test func countsThatChangeBetweenCallsCannotMakeOneReadInconsistent() throws {
    let source = ScriptedSource()
    var calls = 0
    source.sections = { 2 }
    source.items = { _ in
      calls += 1
      return calls * 10  // a different answer every time it is asked
    }
    let index = try DataSourceReader.readIndex(from: source)
    #expect(index.sections.map(\.itemCount) == [10, 20])
    #expect(index.count == 30)
  }

  @Test func gridsCountRowsOfSeveralItems() throws {
    let source = ScriptedSource()
    source.items = { _ in 10 }
    let index = try DataSourceReader.readIndex(from: source, itemsPerRow: 4)
    #expect(index.count == 3)
    #expect(index.itemsPerRow == 4)
  }

  @Test func negativeSectionCount() {
    let source = ScriptedSource()
    source.sections = { -1 }
    #expect(throws: DataSourceError.negativeSectionCount(-1)) { try DataSourceReader.readIndex(from: source) }
  }

  @Test func negativeItemCount() {
    let source = ScriptedSource()
    source.sections = { 3 }
    source.items = { $0 == 2 ? -5 : 1 }
    #expect(throws: DataSourceError.negativeItemCount(section: 2, count: -5)) {
      try DataSourceReader.readIndex(from: source)
    }
  }

  @Test func absurdSectionCountFailsBeforeAllocating() {
    let source = ScriptedSource()
    source.sections = { 1 << 40 }
    #expect(throws: DataSourceError.tooManySections(count: 1 << 40, limit: 1_000_000)) {
      try DataSourceReader.readIndex(from: source)
    }
    #expect(source.itemCountCalls.isEmpty, "no section was read")
  }

  @Test func absurdItemCountFailsWithoutOverflow() {
    let source = ScriptedSource()
    source.sections = { 2 }
    source.items = { $0 == 0 ? 10 : .max }
    #expect(throws: DataSourceError.tooManyRows(section: 1, limit: 100_000_000)) {
      try DataSourceReader.readIndex(from: source)
    }
  }

  @Test func rowsAddUpAcrossSectionsAndCountHeaders() {
    let source = ScriptedSource()
    source.sections = { 3 }
    source.items = { _ in 4 }
    source.headers = [2]
    let limits = ReadLimits(maxSections: 10, maxRows: 12)
    #expect(throws: DataSourceError.tooManyRows(section: 2, limit: 12)) {
      try DataSourceReader.readIndex(from: source, limits: limits)
    }
    source.headers = []
    #expect((try? DataSourceReader.readIndex(from: source, limits: limits))?.count == 12)
  }

  @Test func aGridsRowLimitCountsRowsNotItems() throws {
    // Found by `make fuzz` (Tests/Fuzz/reader/crashes): 10 items in rows of
    // 4 are 3 rows, yet the item count was held against the row limit.
    let source = ScriptedSource()
    source.items = { _ in 10 }
    let index = try DataSourceReader.readIndex(from: source, itemsPerRow: 4, limits: ReadLimits(maxRows: 3))
    #expect(index.count == 3)
    #expect(throws: DataSourceError.tooManyRows(section: 0, limit: 2)) {
      try DataSourceReader.readIndex(from: source, itemsPerRow: 4, limits: ReadLimits(maxRows: 2))
    }
    source.headers = [0]
    #expect(throws: DataSourceError.tooManyRows(section: 0, limit: 3)) {
      try DataSourceReader.readIndex(from: source, itemsPerRow: 4, limits: ReadLimits(maxRows: 3))
    }
  }

  @Test func aGridOfAbsurdItemCountsInFewRowsReadsWithoutOverflow() throws {
    // Found by `make fuzz` (Tests/Fuzz/reader/crashes): the rows were within
    // the limit, but adding up the item counts trapped.
    let source = ScriptedSource()
    source.sections = { 3 }
    source.items = { _ in .max }
    let index = try DataSourceReader.readIndex(from: source, itemsPerRow: .max)
    #expect(index.count == 3)
    #expect(index.totalItemCount == .max)
    #expect(!index.hasNoItems)
    #expect(index.itemRange(at: 2) == 0..<Int.max)
  }

  @Test func aRaisedSectionLimitAllocatesNothingForAnAbsurdClaim() {
    // Found by `make fuzz` (Tests/Fuzz/reader/crashes): with the limit
    // raised, room for all 2^40 claimed sections was reserved up front.
    let source = ScriptedSource()
    source.sections = { 1 << 40 }
    source.items = { section in
      if section == 1 { throw Boom() }
      return 1
    }
    #expect(throws: DataSourceError.dataSourceThrew(.numberOfItems(section: 1), message: "boom\nsecond line")) {
      try DataSourceReader.readIndex(from: source, limits: ReadLimits(maxSections: .max, maxRows: .max))
    }
  }

  @Test func customSectionLimit() {
    let source = ScriptedSource()
    source.sections = { 11 }
    #expect(throws: DataSourceError.tooManySections(count: 11, limit: 10)) {
      try DataSourceReader.readIndex(from: source, limits: ReadLimits(maxSections: 10))
    }
  }

  @Test func invalidItemsPerRow() {
    #expect(throws: DataSourceError.invalidItemsPerRow(0)) {
      try DataSourceReader.readIndex(from: ScriptedSource(), itemsPerRow: 0)
    }
  }

  @Test func throwingSectionCountIsWrapped() {
    let source = ScriptedSource()
    source.sections = { throw Boom() }
    #expect(throws: DataSourceError.dataSourceThrew(.numberOfSections, message: "boom\nsecond line")) {
      try DataSourceReader.readIndex(from: source)
    }
  }

  @Test func throwingItemCountIsWrapped() {
    let source = ScriptedSource()
    source.sections = { 2 }
    source.items = { section in
      if section == 1 { throw Boom() }
      return 1
    }
    #expect(throws: DataSourceError.dataSourceThrew(.numberOfItems(section: 1), message: "boom\nsecond line")) {
      try DataSourceReader.readIndex(from: source)
    }
  }

  @Test func descriptionsAreOneLine() {
    let errors: [DataSourceError] = [
      .negativeSectionCount(-1), .negativeItemCount(section: 1, count: -2), .tooManySections(count: 5, limit: 4),
      .tooManyRows(section: 3, limit: 9), .invalidItemsPerRow(0),
      .dataSourceThrew(.item(IndexPath(section: 0, item: 1)), message: "a\nb\r\nc"),
      .indexPathOutOfRange(IndexPath(section: 9, item: 9)), .sectionOutOfRange(4),
      .missingItem(IndexPath(section: 0, item: 0)),
    ]
    for error in errors {
      let isOneLine = !error.description.contains { $0.isNewline }
      #expect(isOneLine, "\(error.description)")
      #expect(!error.description.isEmpty)
    }
    #expect(
      DataSourceError.dataSourceThrew(.numberOfItems(section: 3), message: "x").description.contains(
        "numberOfItems(inSection: 3)"))
  }

  @Test func itemLookupChecksTheLastConsistentIndex() throws {
    let source = ScriptedSource()
    source.items = { _ in 2 }
    let index = try DataSourceReader.readIndex(from: source)
    let path = IndexPath(section: 0, item: 1)
    #expect(try DataSourceReader.item(at: path, from: source, index: index).get() == "[0, 1]")
    let outside = IndexPath(section: 0, item: 2)
    #expect(throws: DataSourceError.indexPathOutOfRange(outside)) {
      try DataSourceReader.item(at: outside, from: source, index: index).get()
    }
    let badSection = IndexPath(section: 1, item: 0)
    #expect(throws: DataSourceError.indexPathOutOfRange(badSection)) {
      try DataSourceReader.item(at: badSection, from: source, index: index).get()
    }
    source.itemFails = true
    #expect(throws: DataSourceError.missingItem(path)) {
      try DataSourceReader.item(at: path, from: source, index: index).get()
    }
  }
}
