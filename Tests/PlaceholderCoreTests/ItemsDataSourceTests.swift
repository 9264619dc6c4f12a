import PlaceholderCore
import Testing

/// A self-describing item for the tests.
@MainActor
final class Sticker: SelfDescribingItem {
  let name: String
  init(_ name: String) { self.name = name }
  var identifier: CellKindID { CellKindID("sticker-\(name.count)") }
  func size(in layout: CollectionLayoutKind) -> ItemSize {
    layout == .free ? .natural : .fixed(width: name.count * 10, height: 20)
  }
}

@MainActor
@Suite("Items data source")
struct ItemsDataSourceTests {
  let source = ItemsDataSource<Sticker>(sections: [
    .init(header: SectionSupplement(title: "Round"), items: [Sticker("sun"), Sticker("moon")]),
    .init(items: [], emptyPlaceholder: PlaceholderContent(title: "No squares")),
  ])

  @Test func countsAndItemsFollowTheSections() throws {
    #expect(source.numberOfSections() == 2)
    #expect(source.numberOfItems(inSection: 0) == 2)
    #expect(source.numberOfItems(inSection: 1) == 0)
    #expect(source.numberOfItems(inSection: 7) == 0, "a section that does not exist has no items")
    #expect(try source.item(at: IndexPath(section: 0, item: 1)).name == "moon")
  }

  @Test func aMissingItemThrowsItsIndexPath() {
    let missing = IndexPath(section: 1, item: 0)
    #expect(throws: ItemsDataSourceError.noItem(missing)) { try source.item(at: missing) }
    #expect(ItemsDataSourceError.noItem(missing).description == "no item at \(missing)")
  }

  @Test func eachItemGivesItsOwnKindAndSize() throws {
    let moon = try source.item(at: IndexPath(section: 0, item: 1))
    let path = IndexPath(section: 0, item: 1)
    #expect(source.cellKind(for: moon, at: path) == "sticker-4")
    #expect(source.itemSize(for: moon, at: path, in: .vertical) == .fixed(width: 40, height: 20))
    #expect(source.itemSize(for: moon, at: path, in: .free) == .natural)
  }

  @Test func headersAndSectionPlaceholdersComeFromTheSections() {
    #expect(source.header(forSection: 0)?.title == "Round")
    #expect(source.header(forSection: 1) == nil)
    #expect(source.emptyPlaceholder(forSection: 1)?.title == "No squares")
    #expect(source.emptyPlaceholder(forSection: 9) == nil)
    #expect(source.footer(forSection: 0) == nil)
  }

  @Test func theListReadsItThroughTheSameReaderAsAnyDataSource() throws {
    let index = try DataSourceReader.readIndex(from: source, itemsPerRow: 1)
    #expect(index.sections.map(\.itemCount) == [2, 0])
    #expect(index.row(at: 0)?.kind == .header)
  }
}
