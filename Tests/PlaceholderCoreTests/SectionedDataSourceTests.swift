import PlaceholderCore
import Testing

private func rows(_ ids: [Int]) -> [Row] { ids.map { Row(id: $0) } }

private struct Stop: Error {}

@MainActor
@Suite("Sectioned data source")
struct SectionedDataSourceTests {
  private func makeSource() -> SectionedDataSource<Row> {
    SectionedDataSource(sections: [
      .init(items: rows([1, 2, 3]), header: SectionSupplement(title: "A")),
      .init(
        items: [], footer: SectionSupplement(title: "B end"),
        emptyPlaceholder: PlaceholderContent(title: "Nothing in B")),
      .init(items: rows([4, 5])),
    ])
  }

  @Test func answersAsATableDataSource() throws {
    let source = makeSource()
    source.cellKindProvider = { item, _ in item.id.isMultiple(of: 2) ? "even" : "odd" }
    source.rowHeightProvider = { item, _ in item.id == 1 ? 64 : nil }
    #expect(source.numberOfSections() == 3)
    #expect(try source.numberOfItems(inSection: 2) == 2)
    #expect(try source.item(at: path(0, 1)) == Row(id: 2))
    #expect(source.header(forSection: 0)?.title == "A")
    #expect(source.header(forSection: 9) == nil)
    #expect(source.footer(forSection: 1)?.title == "B end")
    #expect(source.emptyPlaceholder(forSection: 1)?.title == "Nothing in B")
    #expect(source.cellKind(for: Row(id: 4), at: path(2, 0)) == "even")
    #expect(source.rowHeight(for: Row(id: 1), at: path(0, 0)) == 64)
    #expect(source.rowHeight(for: Row(id: 3), at: path(0, 2)) == nil)
    #expect(SectionedDataSource<Row>(items: []).cellKind(for: Row(id: 1), at: path(0, 0)) == .default)
    #expect(throws: DataSourceError.sectionOutOfRange(3)) { try source.numberOfItems(inSection: 3) }
    #expect(throws: DataSourceError.indexPathOutOfRange(path(1, 0))) { try source.item(at: path(1, 0)) }
    #expect(source.itemCount == 5 && !source.isEmpty)
    let index = try DataSourceReader.readIndex(from: source)
    #expect(index.count == 1 + 3 + 1 + 1 + 2)
  }

  @Test func everyMutationReportsAChangeSetWhoseSplicesAreRight() throws {
    let source = makeSource()
    let recorder = Recorder(source)
    func check(_ mutation: () throws -> ChangeSet, sourceLocation: SourceLocation = #_sourceLocation) {
      let failure = checkMutation(source, recorder: recorder, mutation)
      #expect(failure == nil, "\(failure ?? "")", sourceLocation: sourceLocation)
    }
    check { source.append(Row(id: 6)) }
    check { try source.append(Row(id: 7), toSection: 1) }  // the placeholder row goes
    check { try source.insert(Row(id: 8), at: path(0, 0)) }
    check { try source.insert(contentsOf: rows([9, 10]), at: path(0, 4)) }
    check { try source.remove(at: path(0, 1)) }
    check { try source.remove(at: [path(0, 0), path(2, 1), path(0, 3)]) }
    check { try source.move(from: path(2, 0), to: path(1, 1)) }
    check { try source.move(from: path(1, 0), to: path(1, 1)) }
    check { try source.reloadItem(at: path(1, 0), with: Row(id: 7, value: 3)) }
    check { try source.reloadItem(at: path(1, 1)) }
    check { try source.insertSection(.init(items: rows([11]), header: SectionSupplement(title: "New")), at: 1) }
    check { try source.moveSection(from: 0, to: 3) }
    check {
      try source.reloadSection(at: 2, with: .init(items: rows([12, 13]), footer: SectionSupplement(title: "R")))
    }
    check { try source.removeSection(at: 0) }
    check { source.appendSection(.init(emptyPlaceholder: PlaceholderContent(title: "Empty"))) }
    check { try source.append(contentsOf: rows([14, 15]), toSection: 3) }
    check { source.removeAllItems() }
    check { source.replaceAll(with: [.init(items: rows([16, 17]))]) }
    check { source.removeAll() }
    check { source.append(Row(id: 18)) }  // creates a section
    #expect(source.sections.map(\.items) == [rows([18])])
  }

  @Test func refusedMutationsChangeNothingAndTellNobody() {
    let source = makeSource()
    let recorder = Recorder(source)
    let refusals: [(ChangeSetError, () throws -> ChangeSet)] = [
      (
        .itemSectionOutOfRange(path(3, 0), role: .insert, sectionCount: 3),
        { try source.insert(Row(id: 9), at: path(3, 0)) }
      ),
      (.itemOutOfRange(path(0, 4), role: .insert, itemCount: 4), { try source.insert(Row(id: 9), at: path(0, 4)) }),
      (.sectionOutOfRange(5, role: .insert, sectionCount: 3), { try source.append(Row(id: 9), toSection: 5) }),
      (.itemOutOfRange(path(1, 0), role: .delete, itemCount: 0), { try source.remove(at: path(1, 0)) }),
      (
        .conflictingItem(path(0, 1), .delete, .delete), { try source.remove(at: [path(0, 1), path(2, 0), path(0, 1)]) }
      ),
      (.itemOutOfRange(path(2, 2), role: .delete, itemCount: 2), { try source.remove(at: [path(0, 0), path(2, 2)]) }),
      (
        .itemOutOfRange(path(0, 3), role: .moveSource, itemCount: 3),
        { try source.move(from: path(0, 3), to: path(0, 0)) }
      ),
      (
        .itemOutOfRange(path(0, 3), role: .moveDestination, itemCount: 3),
        { try source.move(from: path(0, 0), to: path(0, 3)) }
      ),
      (
        .itemSectionOutOfRange(path(-1, 0), role: .moveDestination, sectionCount: 3),
        { try source.move(from: path(0, 0), to: path(-1, 0)) }
      ),
      (
        .itemOutOfRange(path(0, -1), role: .reload, itemCount: 3),
        { try source.reloadItem(at: path(0, -1), with: Row(id: 1)) }
      ),
      (.sectionOutOfRange(4, role: .insert, sectionCount: 4), { try source.insertSection(.init(), at: 4) }),
      (.sectionOutOfRange(3, role: .delete, sectionCount: 3), { try source.removeSection(at: 3) }),
      (.sectionOutOfRange(3, role: .moveDestination, sectionCount: 3), { try source.moveSection(from: 0, to: 3) }),
      (.sectionOutOfRange(-1, role: .reload, sectionCount: 3), { try source.reloadSection(at: -1, with: .init()) }),
    ]
    for (expected, mutation) in refusals {
      let before = source.sections
      #expect(throws: expected) { try mutation() }
      #expect(source.sections == before)
      #expect(recorder.take().isEmpty)
    }
  }

  @Test func aMoveToAnotherSectionMayGoPastItsLastItem() throws {
    let source = makeSource()
    #expect(try source.move(from: path(0, 0), to: path(2, 2)) == .moveItem(from: path(0, 0), to: path(2, 2)))
    #expect(source.sections[2].items == rows([4, 5, 1]))
    #expect(try source.move(from: path(2, 2), to: path(2, 2)).isEmpty, "a move onto itself changes nothing")
  }

  @Test func observationLastsAsLongAsItsToken() {
    let source = makeSource()
    var heard = 0
    var token: ObservationToken? = source.observe { _ in heard += 1 }
    source.append(Row(id: 10))
    #expect(heard == 1)
    token?.cancel()
    #expect(token?.isCancelled == true)
    source.append(Row(id: 11))
    #expect(heard == 1)
    token = source.observe { _ in heard += 1 }
    source.append(Row(id: 12))
    #expect(heard == 2)
    token = nil  // dropping the token ends the observation
    source.append(Row(id: 13))
    #expect(heard == 2)
    #expect(token == nil)
  }

  @Test func everyObserverHearsChangesInOrderEvenWhenAnObserverMutates() {
    let source = makeSource()
    var first: [ChangeSet] = []
    var second: [ChangeSet] = []
    let reacting = source.observe { changes in
      first.append(changes)
      if changes == .insertItems([path(2, 2)]) { source.append(Row(id: 11)) }
    }
    let listening = source.observe { second.append($0) }
    source.append(Row(id: 10))
    let expected: [ChangeSet] = [.insertItems([path(2, 2)]), .insertItems([path(2, 3)])]
    #expect(first == expected)
    #expect(second == expected, "the second observer hears the first change before the second")
    _ = (reacting, listening)
  }

  @Test func droppingTheTokenReleasesTheHandler() {
    final class Witness {}
    let source = makeSource()
    weak var released: Witness?
    var token: ObservationToken?
    do {
      let witness = Witness()
      released = witness
      token = source.observe { _ in _ = witness }
    }
    #expect(released != nil)
    token = nil
    #expect(released == nil, "the handler and what it captured are gone")
    _ = token
  }

  @Test func emptyMutationsTellNobody() throws {
    let source = makeSource()
    let recorder = Recorder(source)
    #expect(source.append(contentsOf: []).isEmpty)
    #expect(try source.remove(at: []).isEmpty)
    #expect(try source.moveSection(from: 1, to: 1).isEmpty)
    #expect(recorder.take().isEmpty)
  }

  @Test func aBatchIsOneNotification() throws {
    let source = makeSource()
    let recorder = Recorder(source)
    let failure = checkMutation(source, recorder: recorder) {
      try source.performBatch { () throws(ChangeSetError) in
        try source.insert(Row(id: 10), at: path(0, 0))
        try source.remove(at: path(0, 2))  // Row 2
        try source.move(from: path(2, 1), to: path(0, 0))  // Row 5 to the front
        try source.reloadItem(at: path(0, 3), with: Row(id: 3, value: 1))
        try source.moveSection(from: 1, to: 2)
        source.appendSection(.init(items: rows([11])))
      }
    }
    #expect(failure == nil, "\(failure ?? "")")
    #expect(source.sections.map(\.items) == [rows([5, 10, 1]) + [Row(id: 3, value: 1)], rows([4]), [], rows([11])])
  }

  @Test func whatABatchUndoesItselfIsNothing() throws {
    let source = makeSource()
    let recorder = Recorder(source)
    let changes = try source.performBatch { () throws(ChangeSetError) in
      try source.insert(Row(id: 10), at: path(0, 0))
      try source.remove(at: path(0, 0))
      try source.moveSection(from: 0, to: 2)
      try source.moveSection(from: 2, to: 0)
    }
    #expect(changes.isEmpty)
    #expect(recorder.take().isEmpty)
  }

  @Test func aBatchReloadStaysAReload() throws {
    let source = makeSource()
    let changes = try source.performBatch { () throws(ChangeSetError) in
      try source.reloadItem(at: path(0, 1), with: Row(id: 2, value: 9))
      try source.reloadSection(at: 2, with: .init(items: rows([20])))
    }
    #expect(changes == ChangeSet(reloadedSections: [2], reloadedItems: [path(0, 1)]))
  }

  @Test func aFailingBatchIsUndoneAndUnheard() {
    let source = makeSource()
    let recorder = Recorder(source)
    let before = source.sections
    #expect(throws: Stop.self) {
      try source.performBatch {
        source.append(Row(id: 10))
        try source.removeSection(at: 0)
        throw Stop()
      }
    }
    #expect(source.sections == before)
    #expect(recorder.take().isEmpty)
    // The data source still works, and notifies again.
    source.append(Row(id: 11))
    #expect(recorder.take().count == 1)
  }

  @Test func anInnerBatchJoinsTheOuterOne() throws {
    let source = makeSource()
    let recorder = Recorder(source)
    let failure = checkMutation(source, recorder: recorder) {
      try source.performBatch {
        source.append(Row(id: 10))
        let inner = try source.performBatch { () throws(ChangeSetError) in try source.remove(at: path(0, 0)) }
        #expect(inner.isEmpty)
        // An inner batch that fails undoes only itself.
        #expect(throws: ChangeSetError.self) {
          try source.performBatch { () throws(ChangeSetError) in
            source.append(Row(id: 11))
            try source.remove(at: path(9, 9))
          }
        }
      }
    }
    #expect(failure == nil, "\(failure ?? "")")
    #expect(source.sections[0].items == rows([2, 3]))
    #expect(source.sections[2].items == rows([4, 5, 10]))
  }
}
