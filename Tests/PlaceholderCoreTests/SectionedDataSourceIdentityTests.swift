import PlaceholderCore
import PropertyBased
import Testing

private func rows(_ ids: [Int]) -> [Row] { ids.map { Row(id: $0) } }

private let tapes = Gen.int(in: 0...1_000).array(of: 0...120)

/// `replaceAll(with:)` for items with IDs: only what changed is reported,
/// so rows (and the list's selection) of items that stay are kept.
@MainActor
@Suite("Sectioned data source: replacing with identity", .shrinking())
struct SectionedDataSourceIdentityTests {
  private func makeSource() -> SectionedDataSource<Row> {
    SectionedDataSource(sections: [
      .init(items: rows([1, 2, 3]), header: SectionSupplement(title: "A")),
      .init(items: [], emptyPlaceholder: PlaceholderContent(title: "Nothing in B")),
      .init(items: rows([4, 5]), footer: SectionSupplement(title: "C end")),
    ])
  }

  private func check(
    _ source: SectionedDataSource<Row>, _ recorder: Recorder, with sections: [SectionedDataSource<Row>.Section],
    sourceLocation: SourceLocation = #_sourceLocation
  ) -> ChangeSet {
    var changes = ChangeSet.empty
    let failure = checkMutation(source, recorder: recorder) {
      changes = source.replaceAll(with: sections)
      return changes
    }
    #expect(failure == nil, "\(failure ?? "")", sourceLocation: sourceLocation)
    #expect(source.sections == sections, sourceLocation: sourceLocation)
    return changes
  }

  @Test func theSameContentChangesNothingAndTellsNobody() {
    let source = makeSource()
    let recorder = Recorder(source)
    let changes = check(source, recorder, with: makeSource().sections)
    #expect(changes.isEmpty)
  }

  @Test func onlyWhatChangedIsReported() {
    let source = makeSource()
    let recorder = Recorder(source)
    var sections = source.sections
    sections[0].items = [Row(id: 3), Row(id: 1, value: 7), Row(id: 9)]  // 2 goes, 3 moves, 1 changes
    sections[2].items = rows([5])
    let changes = check(source, recorder, with: sections)
    #expect(
      changes.normalized()
        == ChangeSet(
          deletedItems: [path(0, 1), path(2, 0)], insertedItems: [path(0, 2)],
          movedItems: [.init(from: path(0, 2), to: path(0, 0))], reloadedItems: [path(0, 0)]
        ).normalized())
    #expect(changes.newIndexPath(for: path(0, 0)) == path(0, 1), "item 1 is followed")
  }

  @Test func sectionsAreMatchedByPosition() {
    let source = makeSource()
    let recorder = Recorder(source)
    // Item 4 moves from section 2 to section 0, which section 2's deletion
    // turns into an insertion; section 1 gets an item.
    let sections: [SectionedDataSource<Row>.Section] = [
      .init(items: rows([4, 1, 2, 3]), header: SectionSupplement(title: "A")),
      .init(items: rows([6]), emptyPlaceholder: PlaceholderContent(title: "Nothing in B")),
    ]
    let changes = check(source, recorder, with: sections)
    #expect(changes.deletedSections == [2])
    #expect(changes.newIndexPath(for: path(0, 2)) == path(0, 3))
    #expect(changes.newIndexPath(for: path(2, 0)) == nil, "its section is deleted")
    let more = check(source, recorder, with: sections + [.init(items: rows([5]))])
    #expect(more == .insertSections([2]))
  }

  @Test func aChangedHeaderFooterOrShownPlaceholderReloadsItsSection() {
    let source = makeSource()
    let recorder = Recorder(source)
    var sections = source.sections
    sections[0].header = SectionSupplement(title: "A, renamed")
    sections[1].header = SectionSupplement(title: "B appears")
    let changes = check(source, recorder, with: sections)
    #expect(changes == .reloadSections([0, 1]))
    #expect(changes.newIndexPath(for: path(0, 0)) == nil, "a reloaded section's items are not followed")

    sections[2].footer = SectionSupplement(title: "C end, renamed")
    #expect(check(source, recorder, with: sections) == .reloadSections([2]))
    sections[1].emptyPlaceholder = PlaceholderContent(title: "Still nothing")
    #expect(check(source, recorder, with: sections) == .reloadSections([1]), "its placeholder shows on both sides")
    sections[0].header = nil
    #expect(check(source, recorder, with: sections) == .reloadSections([0]), "a header that goes is told too")
    sections[2].emptyPlaceholder = PlaceholderContent(title: "not shown")
    #expect(check(source, recorder, with: sections).isEmpty, "a placeholder that does not show changes no row")
  }

  @Test func aRepeatedIDFallsBackToReplacingEverySection() {
    let source = makeSource()
    let recorder = Recorder(source)
    let repeated: [SectionedDataSource<Row>.Section] = [.init(items: rows([1, 1]))]
    let changes = check(source, recorder, with: repeated)
    #expect(changes == ChangeSet(deletedSections: [0, 1, 2], insertedSections: [0]))
    // And from a content with a repeated ID too.
    #expect(
      check(source, recorder, with: [.init(items: rows([1]))])
        == ChangeSet(
          deletedSections: [0], insertedSections: [0]))
  }

  @Test func insideABatchItemsKeepTheirIdentityToo() async {
    // A batch of one replacement reports what the replacement alone does.
    await propertyCheck(count: 500, input: tapes) { values in
      var tape = Tape(values)
      var ids = 0
      let old = randomSnapshot(&tape, ids: &ids)
      let new = mutate(old, &tape, ids: &ids)
      let before = old.sections.map { SectionedDataSource<Row>.Section(items: $0.items) }
      var after = new.sections.map { SectionedDataSource<Row>.Section(items: $0.items) }
      if !after.isEmpty, tape.chance(3) { after[0].header = SectionSupplement(title: "renamed") }
      let alone = SectionedDataSource(sections: before).replaceAll(with: after)
      let source = SectionedDataSource(sections: before)
      let recorder = Recorder(source)
      var returned = ChangeSet.empty
      var batched = ChangeSet.empty
      let failure = checkMutation(source, recorder: recorder) {
        batched = source.performBatch { returned = source.replaceAll(with: after) }
        return batched
      }
      #expect(failure == nil, "\(failure ?? "")")
      #expect(batched.normalized() == alone.normalized(), "old \(old)\nnew \(new)")
      #expect(returned == alone, "inside the batch it returns its own change set, as every mutation does")
    }
  }

  @Test func insideABatchTheBatchDescribesTheReplacement() throws {
    let source = makeSource()
    let recorder = Recorder(source)
    let failure = checkMutation(source, recorder: recorder) {
      source.performBatch {
        source.replaceAll(with: [.init(items: rows([1, 2]))])
        source.append(Row(id: 3))
      }
    }
    #expect(failure == nil, "\(failure ?? "")")
    #expect(source.sections.map(\.items) == [rows([1, 2, 3])])
  }

  @Test func randomReplacementsReportChangeSetsWhoseSplicesAreRight() async {
    await propertyCheck(count: 500, input: tapes) { values in
      var tape = Tape(values)
      var ids = 0
      let old = randomSnapshot(&tape, ids: &ids)
      let new = mutate(old, &tape, ids: &ids)
      func sections(_ snapshot: RowSnapshot) -> [SectionedDataSource<Row>.Section] {
        snapshot.sections.map { section in
          let title = section.id.count % 2 == 0 ? section.id : "header"
          return .init(
            items: section.items, header: tape.chance(3) ? nil : SectionSupplement(title: title),
            emptyPlaceholder: PlaceholderContent(title: "empty"))
        }
      }
      let source = SectionedDataSource(sections: sections(old))
      let recorder = Recorder(source)
      let target = sections(new)
      let failure = checkMutation(source, recorder: recorder) { source.replaceAll(with: target) }
      #expect(failure == nil, "\(failure ?? "")\nold \(old)\nnew \(new)")
      #expect(source.sections == target)
    }
  }
}
