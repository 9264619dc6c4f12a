import PlaceholderCore
import Testing

private typealias Section = SectionedDataSource<Row>.Section

private let twoSections: [Section] = [.init(items: [Row(id: 1), Row(id: 2)]), .init(items: [Row(id: 3)])]

/// Two replacements, two names: `replaceAll(with:)` diffs items that have
/// an identity and reports only what changed; `replaceSections(with:)`
/// replaces every section, whatever the item. Until 0.3 a deprecated
/// `replaceAll(with:)` for items without identity stands for the second:
/// these tests tell by the change set which one ran.
@MainActor
@Suite("Sectioned data source: which replacement runs")
struct SectionedDataSourceReplaceTests {
  @Test("replaceAll(with:) on Identifiable & Equatable items is the diff, not the deprecated alias")
  func replaceAllOnIdentifiableItemsIsTheDiff() {
    let source = SectionedDataSource(sections: twoSections)
    // The alias would report both sections deleted and inserted.
    #expect(source.replaceAll(with: twoSections) == .empty)
    var moved = twoSections
    moved[0].items.swapAt(0, 1)
    #expect(
      source.replaceAll(with: moved).normalized()
        == ChangeSet(movedItems: [.init(from: IndexPath(section: 0, item: 1), to: IndexPath(section: 0, item: 0))])
        .normalized())
  }

  @Test("replaceAll(with:) in generic code on Identifiable & Equatable items is the diff")
  func replaceAllInGenericCodeIsTheDiff() {
    func replace<Item: Identifiable & Equatable>(
      _ source: SectionedDataSource<Item>, with sections: [SectionedDataSource<Item>.Section]
    ) -> ChangeSet {
      source.replaceAll(with: sections)
    }
    #expect(replace(SectionedDataSource(sections: twoSections), with: twoSections) == .empty)
  }

  @Test("replaceSections(with:) deletes and inserts every section, items with identity or not")
  func replaceSectionsReplacesEverySection() {
    let rows = SectionedDataSource(sections: twoSections)
    let recorder = Recorder(rows)
    let changes = rows.replaceSections(with: twoSections)
    #expect(changes == ChangeSet(deletedSections: [0, 1], insertedSections: [0, 1]))
    #expect(recorder.take() == [changes])
    #expect(rows.sections == twoSections)

    let names = SectionedDataSource(items: ["a", "b"])
    #expect(
      names.replaceSections(with: [.init(items: ["a"]), .init(items: ["c"])])
        == ChangeSet(deletedSections: [0], insertedSections: [0, 1]))
    #expect(names.sections.map(\.items) == [["a"], ["c"]])
  }

  @Test("in a batch, replaceSections(with:) reports every old row gone and every new one come")
  func replaceSectionsInABatch() {
    let names = SectionedDataSource(items: ["a", "b"])
    let changes = names.performBatch { names.replaceSections(with: [.init(items: ["a", "b"])]) }
    #expect(changes.normalized() == ChangeSet(deletedSections: [0], insertedSections: [0]).normalized())
  }

  @available(*, deprecated, message: "It calls the deprecated replaceAll(with:) on purpose.")
  @Test("the deprecated replaceAll(with:) for items without identity is replaceSections(with:)")
  func theDeprecatedAliasReplacesEverySection() {
    let names = SectionedDataSource(items: ["a", "b"])
    let changes = names.replaceAll(with: [.init(items: ["a", "b"])])
    #expect(changes == ChangeSet(deletedSections: [0], insertedSections: [0]))
    #expect(names.sections.map(\.items) == [["a", "b"]])
  }
}
